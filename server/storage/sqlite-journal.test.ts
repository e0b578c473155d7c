import Database from "better-sqlite3";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openJournal, storageConfigFromEnv } from "./open-journal";
import { journalContract } from "./test/journal-suite";

describe("SQLite journal (temporary directory)", () => {
  journalContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), "broadside-journal-"));
    return {
      title: dir,
      config: { dataDir: join(dir, "nested", "data") },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  });
});

describe("SQLite file settings", () => {
  it("creates DATA_DIR/broadside.db in WAL mode", async () => {
    const dir = mkdtempSync(join(tmpdir(), "broadside-journal-"));
    try {
      const journal = await openJournal({ dataDir: dir });
      expect(journal.where).toBe(`sqlite ${join(dir, "broadside.db")}`);
      await journal.close();
      expect(existsSync(join(dir, "broadside.db"))).toBe(true);
      const raw = new Database(join(dir, "broadside.db"));
      expect(raw.pragma("journal_mode", { simple: true })).toBe("wal");
      raw.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads its configuration from the environment", () => {
    expect(storageConfigFromEnv({})).toEqual({ dataDir: "./data", databaseUrl: undefined, databaseSchema: undefined, sqliteSynchronous: undefined });
    expect(storageConfigFromEnv({ DATA_DIR: "/var/x", DATABASE_URL: "postgres://h/db", SQLITE_SYNCHRONOUS: "full" })).toMatchObject({
      dataDir: "/var/x",
      databaseUrl: "postgres://h/db",
      sqliteSynchronous: "FULL",
    });
    expect(() => storageConfigFromEnv({ SQLITE_SYNCHRONOUS: "OFF" })).toThrow(/NORMAL or FULL/);
  });
});
