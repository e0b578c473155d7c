import Database from "better-sqlite3";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openJournal, storageConfigFromEnv } from "./open-journal";
import { journalContract } from "./test/journal-suite";

// The same contract for each way of running the SQLite statements: on the event loop, each
// write committed inside its call (the default), in the journal thread, on the event loop in
// end-of-turn batches, and through Kysely (as before the thread).
describe.each([
  ["on the event loop, each write in the write-ahead file in its call (the default; SQLITE_GROUP_COMMIT=off)", {}],
  ["on the event loop, each write committed in its call (SQLITE_WRITE_AHEAD=off)", { sqliteWriteAhead: "off" as const }],
  ["in the journal thread (SQLITE_THREAD=1)", { sqliteThread: true }],
  ["on the event loop in end-of-turn batches (SQLITE_THREAD=0 SQLITE_GROUP_COMMIT=turn)", { sqliteThread: false, sqliteGroupCommit: "turn" as const }],
  ["through Kysely (SQLITE_THREAD=kysely)", { sqliteThread: false, sqliteKysely: true }],
])("SQLite journal %s (temporary directory)", (_title, mode) => {
  journalContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), "broadside-journal-"));
    return {
      title: dir,
      config: { dataDir: join(dir, "nested", "data"), ...mode },
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

  it("refuses the event-loop-only settings with the journal thread", async () => {
    const dir = mkdtempSync(join(tmpdir(), "broadside-journal-"));
    try {
      await expect(openJournal({ dataDir: dir, sqliteThread: true, sqliteGroupCommit: "off" })).rejects.toThrow(/needs SQLITE_THREAD=0/);
      await expect(openJournal({ dataDir: dir, sqliteThread: true, sqliteCheckpoint: "background" })).rejects.toThrow(/is for SQLITE_THREAD=0/);
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
    expect(storageConfigFromEnv({}).sqliteThread).toBeUndefined(); // chosen by SqliteJournal.open (synchronous)
    expect(storageConfigFromEnv({ SQLITE_THREAD: "1" }).sqliteThread).toBe(true);
    expect(storageConfigFromEnv({ SQLITE_THREAD: "0" })).toMatchObject({ sqliteThread: false, sqliteKysely: undefined });
    expect(storageConfigFromEnv({ SQLITE_THREAD: "kysely" })).toMatchObject({ sqliteThread: false, sqliteKysely: true });
    expect(() => storageConfigFromEnv({ SQLITE_THREAD: "yes" })).toThrow(/SQLITE_THREAD must be/);
    expect(storageConfigFromEnv({}).sqliteGroupCommit).toBeUndefined();
    expect(storageConfigFromEnv({ SQLITE_GROUP_COMMIT: "Turn" }).sqliteGroupCommit).toBe("turn");
    expect(() => storageConfigFromEnv({ SQLITE_GROUP_COMMIT: "later" })).toThrow(/SQLITE_GROUP_COMMIT must be/);
    expect(storageConfigFromEnv({ SQLITE_GROUP_COMMIT: "OFF" }).sqliteGroupCommit).toBe("off");
    expect(storageConfigFromEnv({}).sqliteCheckpoint).toBeUndefined();
    expect(storageConfigFromEnv({ SQLITE_CHECKPOINT: "Background" }).sqliteCheckpoint).toBe("background");
    expect(() => storageConfigFromEnv({ SQLITE_CHECKPOINT: "never" })).toThrow(/SQLITE_CHECKPOINT must be/);
    expect(storageConfigFromEnv({}).sqliteCheckpointIntervalMs).toBeUndefined(); // CHECKPOINT_INTERVAL_MS
    expect(storageConfigFromEnv({ SQLITE_CHECKPOINT_INTERVAL_MS: "2500" }).sqliteCheckpointIntervalMs).toBe(2500);
    expect(storageConfigFromEnv({}).sqliteWriteAhead).toBeUndefined(); // `file`
    expect(storageConfigFromEnv({ SQLITE_WRITE_AHEAD: "Off" }).sqliteWriteAhead).toBe("off");
    expect(() => storageConfigFromEnv({ SQLITE_WRITE_AHEAD: "fsync" })).toThrow(/SQLITE_WRITE_AHEAD must be file or off/);
    for (const bad of ["10s", "50", "-1", "1.5"]) {
      expect(() => storageConfigFromEnv({ SQLITE_CHECKPOINT_INTERVAL_MS: bad })).toThrow(/SQLITE_CHECKPOINT_INTERVAL_MS must be/);
    }
  });
});
