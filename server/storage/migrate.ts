import { Migrator, type Kysely } from "kysely";
import { migrationProvider } from "./migrations";

/**
 * Brings the schema up to date; safe to run on every start (applied migrations are
 * recorded in kysely_migration, and Kysely holds a lock so two processes do not race).
 * Returns the names of the migrations applied now.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`storage migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
