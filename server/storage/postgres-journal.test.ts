import { randomBytes } from "node:crypto";
import { Pool } from "pg";
import { journalContract } from "./test/journal-suite";

const url = process.env.TEST_DATABASE_URL;

if (url) {
  describe(`PostgreSQL journal (TEST_DATABASE_URL, fresh schema per run)`, () => {
    journalContract(async () => {
      // A schema of its own: parallel runs (other helpers, CI retries) never share tables.
      const schema = `journal_test_${process.pid}_${randomBytes(4).toString("hex")}`;
      return {
        title: schema,
        config: { databaseUrl: url, databaseSchema: schema },
        cleanup: async () => {
          const pool = new Pool({ connectionString: url, max: 1 });
          try {
            await pool.query(`drop schema if exists ${schema} cascade`);
          } finally {
            await pool.end();
          }
        },
      };
    });
  });
} else {
  // Chosen at load time: without a database this suite reports, visibly, that it did not run.
  describe("PostgreSQL journal (skipped: TEST_DATABASE_URL not set)", () => {
    it("did not run: set TEST_DATABASE_URL (CI uses postgres://postgres@127.0.0.1:5432/test)", () => {
      console.warn("PostgreSQL journal suite skipped: TEST_DATABASE_URL is not set");
      expect(process.env.TEST_DATABASE_URL).toBeUndefined();
    });
  });
}
