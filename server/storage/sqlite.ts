import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { StorageSchema } from "./schema";

export type SqliteSynchronous = "NORMAL" | "FULL";

export const SQLITE_FILE_NAME = "broadside.db";

/**
 * Opens (creating if needed) `<dataDir>/broadside.db`.
 *
 * Durability: WAL mode with synchronous=NORMAL by default. In WAL mode a commit has
 * write()n the transaction into the -wal file before it returns; NORMAL only skips the
 * fsync, which matters when the operating system or the power fails, not when the process
 * dies. After a kill -9 the kernel still holds (and later writes) every committed page,
 * and the next open recovers them from the WAL, so the write-ahead promise holds for the
 * failure the issue names. FULL adds an fsync per commit (power-loss safety) for several
 * times the latency; set SQLITE_SYNCHRONOUS=FULL to choose it (bench/results.md has both).
 */
export function openSqlite(dataDir: string, synchronous: SqliteSynchronous = "NORMAL"): {
  db: Kysely<StorageSchema>;
  file: string;
} {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(join(dataDir, SQLITE_FILE_NAME));
  const database = new Database(file);
  database.pragma("journal_mode = WAL");
  database.pragma(`synchronous = ${synchronous}`);
  // SQLite leaves foreign keys off unless asked; an action for an unknown match is a bug.
  database.pragma("foreign_keys = ON");
  // Another process (a second server by mistake, a backup) holding the lock: wait, do not fail.
  database.pragma("busy_timeout = 5000");
  return { db: new Kysely<StorageSchema>({ dialect: new SqliteDialect({ database }) }), file };
}
