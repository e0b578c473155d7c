import type { Kysely } from "kysely";
import type { MatchJournal } from "../table/journal";
import { KyselyJournal } from "./kysely-journal";
import { migrateToLatest } from "./migrate";
import { openPostgres } from "./postgres";
import type { StorageSchema } from "./schema";
import { openSqlite, type SqliteSynchronous } from "./sqlite";
import { SqliteJournal } from "./sqlite-journal";
import { WriteAhead } from "./write-ahead";
import { describe } from "./write-ops";

export interface StorageConfig {
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite. */
  readonly databaseUrl?: string;
  /** PostgreSQL schema to work in (created if missing); the server's default search_path otherwise. */
  readonly databaseSchema?: string;
  /** Directory of the SQLite file (default ./data). */
  readonly dataDir?: string;
  readonly sqliteSynchronous?: SqliteSynchronous;
  /** SQLite: run the connection in a worker thread (SQLITE_THREAD=1) or on the event loop (0); default: see SqliteJournalOptions.thread. */
  readonly sqliteThread?: boolean;
  /** SQLite: go through Kysely on the event loop, as before the journal thread (for comparisons). */
  readonly sqliteKysely?: boolean;
  /** SQLite: when a group-commit batch starts (SQLITE_GROUP_COMMIT; see group-commit.ts). */
  readonly sqliteGroupCommit?: "turn" | "eager" | "off";
  /** SQLite on the event loop: WAL checkpoints inside commits (`auto`) or in a thread (`background`; SQLITE_CHECKPOINT). */
  readonly sqliteCheckpoint?: "auto" | "background";
  /** With `background`: ms between checkpoints (SQLITE_CHECKPOINT_INTERVAL_MS; default CHECKPOINT_INTERVAL_MS). */
  readonly sqliteCheckpointIntervalMs?: number;
  /** SQLite with group commit `off`: each write to a write-ahead file first (`file`, the default) or straight into SQLite (`off`; SQLITE_WRITE_AHEAD). */
  readonly sqliteWriteAhead?: "file" | "off";
  /** At most this many writes per group commit. */
  readonly maxBatch?: number;
}

/**
 * Reads DATABASE_URL, DATABASE_SCHEMA, DATA_DIR, SQLITE_SYNCHRONOUS, SQLITE_THREAD,
 * SQLITE_GROUP_COMMIT, SQLITE_CHECKPOINT, SQLITE_CHECKPOINT_INTERVAL_MS and SQLITE_WRITE_AHEAD.
 */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const synchronous = env.SQLITE_SYNCHRONOUS?.toUpperCase();
  if (synchronous !== undefined && synchronous !== "NORMAL" && synchronous !== "FULL") {
    throw new Error(`SQLITE_SYNCHRONOUS must be NORMAL or FULL, got ${env.SQLITE_SYNCHRONOUS}`);
  }
  const thread = env.SQLITE_THREAD?.toLowerCase();
  if (thread !== undefined && thread !== "" && !["0", "1", "kysely"].includes(thread)) {
    throw new Error(`SQLITE_THREAD must be 1 (a worker thread), 0 (the event loop) or kysely, got ${env.SQLITE_THREAD}`);
  }
  const groupCommit = env.SQLITE_GROUP_COMMIT?.toLowerCase() || undefined;
  if (groupCommit !== undefined && groupCommit !== "turn" && groupCommit !== "eager" && groupCommit !== "off") {
    throw new Error(`SQLITE_GROUP_COMMIT must be turn, eager or off, got ${env.SQLITE_GROUP_COMMIT}`);
  }
  const checkpoint = env.SQLITE_CHECKPOINT?.toLowerCase() || undefined;
  if (checkpoint !== undefined && checkpoint !== "auto" && checkpoint !== "background") {
    throw new Error(`SQLITE_CHECKPOINT must be auto or background, got ${env.SQLITE_CHECKPOINT}`);
  }
  const interval = env.SQLITE_CHECKPOINT_INTERVAL_MS || undefined;
  if (interval !== undefined && !(/^\d+$/.test(interval) && Number(interval) >= 100)) {
    throw new Error(`SQLITE_CHECKPOINT_INTERVAL_MS must be a whole number of milliseconds, at least 100, got ${env.SQLITE_CHECKPOINT_INTERVAL_MS}`);
  }
  const writeAhead = env.SQLITE_WRITE_AHEAD?.toLowerCase() || undefined;
  if (writeAhead !== undefined && writeAhead !== "file" && writeAhead !== "off") {
    throw new Error(`SQLITE_WRITE_AHEAD must be file or off, got ${env.SQLITE_WRITE_AHEAD}`);
  }
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATA_DIR || "./data",
    sqliteSynchronous: synchronous,
    sqliteThread: thread === "1" ? true : thread === "0" || thread === "kysely" ? false : undefined,
    sqliteKysely: thread === "kysely" ? true : undefined,
    sqliteGroupCommit: groupCommit,
    sqliteCheckpoint: checkpoint,
    ...(interval !== undefined ? { sqliteCheckpointIntervalMs: Number(interval) } : {}),
    ...(writeAhead !== undefined ? { sqliteWriteAhead: writeAhead } : {}),
  };
}

/** What openJournal returns: a journal that says where it writes. */
export type OpenedJournal = MatchJournal & { readonly backend: "sqlite" | "postgres"; readonly where: string };

export interface OpenedDatabase {
  readonly db: Kysely<StorageSchema>;
  readonly backend: "sqlite" | "postgres";
  /** Where the data lives, for the start-up log line (no password). */
  readonly where: string;
  /** PostgreSQL: the schema the tables live in (SQLite has none). */
  readonly schema?: string;
}

/** Opens the database the configuration asks for, without migrating it. */
export async function openDatabase(config: StorageConfig): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const { db, where, schema } = await openPostgres(config.databaseUrl, config.databaseSchema);
    return { db, backend: "postgres", where, schema };
  }
  const { db, file } = openSqlite(config.dataDir ?? "./data", config.sqliteSynchronous);
  return { db, backend: "sqlite", where: file };
}

/**
 * Opens the journal the configuration asks for and brings its schema up to date:
 * PostgreSQL when a database URL is given (Kysely over node-pg), else an SQLite file in the
 * data directory (migrated through Kysely, then written by SqliteJournal: prepared
 * statements, by default committed one by one on the event loop, each inside its call;
 * SQLITE_THREAD=1, or SQLITE_SYNCHRONOUS=FULL, puts them in a worker thread).
 */
export async function openJournal(config: StorageConfig = storageConfigFromEnv()): Promise<OpenedJournal> {
  const { db, backend, where, schema } = await openDatabase(config);
  try {
    await migrateToLatest(db, schema);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  if (backend === "sqlite") {
    // Writes a killed server had acknowledged but not yet committed come first (write-ahead.ts).
    for (const { op, error } of WriteAhead.recoverLeftBehind(where, config.sqliteSynchronous ?? "NORMAL")) {
      console.error(`sqlite journal: ${describe(op)} from a write-ahead file was refused: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (backend === "postgres" || config.sqliteKysely) return new KyselyJournal(db, { backend, where, maxBatch: config.maxBatch });
  await db.destroy(); // the migration's connection; the journal opens its own
  return SqliteJournal.open(where, {
    synchronous: config.sqliteSynchronous,
    thread: config.sqliteThread,
    maxBatch: config.maxBatch,
    groupCommitStart: config.sqliteGroupCommit,
    checkpoint: config.sqliteCheckpoint,
    checkpointIntervalMs: config.sqliteCheckpointIntervalMs,
    writeAhead: config.sqliteWriteAhead,
  });
}
