import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Pool } from "pg";
import type { StorageConfig } from "../open-journal";

/** Where a child server keeps its journal, and how a test reads it as a second process would. */
export interface Backend {
  readonly label: string;
  /** How the test reads the journal, as a second process would. */
  readonly config: StorageConfig;
  /** How the child server is told where its journal lives. */
  readonly env: Record<string, string>;
  cleanup(): Promise<void>;
}

export function sqliteBackend(): Backend {
  const dataDir = mkdtempSync(join(tmpdir(), "broadside-crash-"));
  return {
    label: "SQLite",
    config: { dataDir },
    env: { DATA_DIR: dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A schema of its own in the test database, dropped at the end. */
export function postgresBackend(url: string): Backend {
  const schema = `crash_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  // DATA_DIR too, so a server that ignored DATABASE_URL would write nowhere shared (and fail the test).
  const dataDir = mkdtempSync(join(tmpdir(), "broadside-crash-"));
  return {
    label: "PostgreSQL",
    config: { databaseUrl: url, databaseSchema: schema },
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, DATA_DIR: dataDir },
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const pool = new Pool({ connectionString: url, max: 1 });
      await pool.query(`drop schema if exists ${schema} cascade`).finally(() => pool.end());
    },
  };
}

/**
 * Runs `scenario` on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set; without it a
 * test says visibly that the PostgreSQL run did not happen.
 */
export function onEveryBackend(what: string, scenario: (makeBackend: () => Backend, label: string) => void): void {
  scenario(sqliteBackend, "SQLite");
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) scenario(() => postgresBackend(testDatabaseUrl), "PostgreSQL");
  else {
    describe(`${what} on PostgreSQL (skipped: TEST_DATABASE_URL not set)`, () => {
      it("did not run: set TEST_DATABASE_URL to run it on PostgreSQL too", () => {
        console.warn(`${what} on PostgreSQL skipped: TEST_DATABASE_URL is not set`);
        expect(testDatabaseUrl).toBeUndefined();
      });
    });
  }
}
