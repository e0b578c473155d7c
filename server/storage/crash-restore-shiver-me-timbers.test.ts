import { crashRestoreTests } from "./test/crash-scenario";

/** Shiver Me Timbers (issue 16): kill -9 mid-game and a graceful restart, on SQLite and PostgreSQL. */
crashRestoreTests({ game: "shiver-me-timbers", seats: 3 });
