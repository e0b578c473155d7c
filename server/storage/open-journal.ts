import type { Kysely } from "kysely";
import { KyselyJournal } from "./kysely-journal";
import { migrateToLatest } from "./migrate";
import { openPostgres } from "./postgres";
import type { StorageSchema } from "./schema";
import { openSqlite, type SqliteSynchronous } from "./sqlite";

export interface StorageConfig {
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite. */
  readonly databaseUrl?: string;
  /** PostgreSQL schema to work in (created if missing); the server's default search_path otherwise. */
  readonly databaseSchema?: string;
  /** Directory of the SQLite file (default ./data). */
  readonly dataDir?: string;
  readonly sqliteSynchronous?: SqliteSynchronous;
  /** At most this many writes per group commit. */
  readonly maxBatch?: number;
}

/** Reads DATABASE_URL, DATABASE_SCHEMA, DATA_DIR and SQLITE_SYNCHRONOUS. */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const synchronous = env.SQLITE_SYNCHRONOUS?.toUpperCase();
  if (synchronous !== undefined && synchronous !== "NORMAL" && synchronous !== "FULL") {
    throw new Error(`SQLITE_SYNCHRONOUS must be NORMAL or FULL, got ${env.SQLITE_SYNCHRONOUS}`);
  }
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATA_DIR || "./data",
    sqliteSynchronous: synchronous,
  };
}

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
 * PostgreSQL when a database URL is given, else an SQLite file in the data directory.
 */
export async function openJournal(config: StorageConfig = storageConfigFromEnv()): Promise<KyselyJournal> {
  const { db, backend, where, schema } = await openDatabase(config);
  try {
    await migrateToLatest(db, schema);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return new KyselyJournal(db, { backend, where, maxBatch: config.maxBatch });
}
