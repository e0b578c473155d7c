import { Kysely, PostgresDialect, sql } from "kysely";
import { Pool } from "pg";
import type { StorageSchema } from "./schema";
import { redactUrl } from "../redact-url";

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens a pool on `url`. With `schema`, every connection works in that schema (created if
 * missing): tests use a fresh one per run so parallel runs never meet.
 */
export async function openPostgres(
  url: string,
  schema?: string,
  poolSize = 10,
): Promise<{ db: Kysely<StorageSchema>; where: string; schema: string }> {
  if (schema !== undefined && !IDENTIFIER.test(schema)) throw new Error(`bad PostgreSQL schema name ${schema}`);
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    // search_path as a startup parameter: set before any query, on every pooled connection.
    options: schema === undefined ? undefined : `-c search_path=${schema}`,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const db = new Kysely<StorageSchema>({ dialect: new PostgresDialect({ pool }) });
  let current: string;
  try {
    if (schema !== undefined) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    // The schema new tables go to (the first of search_path), named for the migrator.
    const row = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
    current = row.rows[0]?.schema ?? "";
    if (!current) throw new Error("PostgreSQL has no current schema (check search_path)");
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, where: `${redactUrl(url, "DATABASE_URL")} schema ${current}`, schema: current };
}
