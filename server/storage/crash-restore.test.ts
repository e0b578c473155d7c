import { crashRestoreTests } from "./test/crash-scenario";

/**
 * Booty Dice on the real server: kill -9 mid-game and a graceful restart, on SQLite and on
 * PostgreSQL (server/storage/test/crash-scenario.ts). Shiver Me Timbers and Pirate King have
 * their own files beside this one (one game per SDK process).
 */
crashRestoreTests({ game: "booty-dice", seats: 3 });
