import { Migrator, type Kysely } from "kysely";
import { migrationProvider } from "./migrations";

/**
 * Brings the schema up to date; safe to run on every start (applied migrations are
 * recorded in kysely_migration, and Kysely holds a lock so two processes do not race).
 * Returns the names of the migrations applied now.
 *
 * On PostgreSQL, pass the schema the tables live in: Kysely looks for its bookkeeping
 * tables in every schema unless told which, and would take another schema's for its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${failed ? `storage migration ${failed}` : "storage migrations"} failed: ${message}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
