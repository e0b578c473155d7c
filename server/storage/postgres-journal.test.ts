import { randomBytes } from "node:crypto";
import { Pool } from "pg";
import { openJournal } from "./open-journal";
import { header, journalContract } from "./test/journal-suite";

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

  describe("PostgreSQL journal in two schemas of one database", () => {
    const schemas = [0, 1].map((i) => `journal_test_${process.pid}_${randomBytes(4).toString("hex")}_${i}`);
    afterAll(async () => {
      const pool = new Pool({ connectionString: url, max: 1 });
      try {
        for (const schema of schemas) await pool.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await pool.end();
      }
    });

    it("migrates each schema on its own and keeps their matches apart", async () => {
      // The second would find the first's migration tables if the migrator looked everywhere.
      const [first, second] = [
        await openJournal({ databaseUrl: url, databaseSchema: schemas[0] }),
        await openJournal({ databaseUrl: url, databaseSchema: schemas[1] }),
      ];
      try {
        expect(first.where).toMatch(new RegExp(`schema ${schemas[0]}$`));
        await first.saveHeader(header("only-in-first"));
        expect(await second.getMatch("only-in-first")).toBeNull();
        expect(await first.getMatch("only-in-first")).not.toBeNull();
      } finally {
        await first.close();
        await second.close();
      }
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
