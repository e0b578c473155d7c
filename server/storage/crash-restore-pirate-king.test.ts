import { crashRestoreTests } from "./test/crash-scenario";

/** Pirate King (issue 20): kill -9 mid-game and a graceful restart, on SQLite and PostgreSQL. */
crashRestoreTests({ game: "pirate-king", seats: 3 });
