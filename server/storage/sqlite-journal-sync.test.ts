import Database from "better-sqlite3";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LoggedEntry } from "../table/journal";
import { openJournal, type StorageConfig } from "./open-journal";
import { SQLITE_FILE_NAME } from "./sqlite";
import type { SqliteJournal } from "./sqlite-journal";
import { header } from "./test/journal-suite";

/**
 * SQLITE_THREAD=0 SQLITE_GROUP_COMMIT=off SQLITE_WRITE_AHEAD=off: each write commits inside
 * the call, on the event loop, and WAL checkpoints run in a thread of their own (the default's
 * write-ahead file in front of the same commits: write-ahead.test.ts). What the contract suite cannot
 * see: the row is readable by another connection before the call returns (write-ahead with
 * nothing to wait for), failures are reported at once, and checkpoints happen off the
 * commit path (and only there).
 */
jest.setTimeout(30_000);

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "broadside-sync-"));
  file = join(dir, SQLITE_FILE_NAME);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const entry = (n: number): LoggedEntry => ({ seat: n % 4, action: { type: "roll", n }, at: 1_780_000_000_000 + n });
const open = async (extra: Partial<StorageConfig> = {}) => {
  const journal = (await openJournal({ dataDir: dir, sqliteThread: false, sqliteGroupCommit: "off", sqliteWriteAhead: "off", ...extra })) as SqliteJournal;
  expect(journal.commitMode).toBe("sync");
  return journal;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A second connection, as another process would have. */
function reader(path = file): Database.Database {
  const db = new Database(path);
  db.pragma("busy_timeout = 5000");
  return db;
}

/** Rows of `actions` in the database file alone, without its WAL: what checkpoints have copied there. */
function checkpointedActions(): number {
  const copy = join(dir, "copy.db");
  copyFileSync(file, copy);
  const db = reader(copy);
  try {
    return db.prepare("select count(*) from actions").pluck().get() as number;
  } finally {
    db.close();
  }
}

it("is the default with synchronous=NORMAL (SQLITE_THREAD and SQLITE_GROUP_COMMIT unset)", async () => {
  const journal = (await openJournal({ dataDir: dir })) as SqliteJournal;
  expect(journal.threaded).toBe(false);
  expect(journal.commitMode).toBe("sync");
  await journal.close();
});

it("commits each write before the call returns: another connection reads it at once", async () => {
  const journal = await open();
  expect(journal.threaded).toBe(false);
  const db = reader();
  const stored = db.prepare("select count(*) from actions where match_id = ? and idx = ?").pluck();
  const headerWrite = journal.saveHeader(header("now", { status: "playing" }));
  expect(db.prepare("select status from matches where match_id = ?").pluck().get("now")).toBe("playing");
  for (let n = 0; n < 50; n++) {
    const write = journal.appendAction("now", n, entry(n));
    // No await in between: the row is committed and visible before the call has returned.
    expect(stored.get("now", n)).toBe(1);
    await write;
  }
  await headerWrite;
  db.close();
  expect((await journal.getMatch("now"))?.actions).toEqual(Array.from({ length: 50 }, (_, n) => entry(n)));
  await journal.close();
});

it("resolves in the caller's own microtasks: no timer or I/O turn between the write and the patch", async () => {
  const journal = await open();
  await journal.saveHeader(header("turn", { status: "playing" }));
  let timerRan = false;
  setImmediate(() => (timerRan = true));
  await journal.appendAction("turn", 0, entry(0));
  expect(timerRan).toBe(false);
  await journal.close();
});

it("refuses a bad write at once with the readable message, and stores nothing of it", async () => {
  const journal = await open();
  await journal.saveHeader(header("dup", { status: "playing" }));
  await journal.appendAction("dup", 0, entry(0));
  await expect(journal.appendAction("dup", 0, entry(9))).rejects.toThrow(/action 0 of match dup is already stored/);
  await expect(journal.appendAction("dup", 2, entry(2))).rejects.toThrow(/has no action 1/);
  await expect(journal.appendAction("ghost", 0, entry(0))).rejects.toThrow(/unknown match ghost/);
  await journal.appendAction("dup", 1, entry(1));
  expect((await journal.getMatch("dup"))?.actions).toEqual([entry(0), entry(1)]);
  await journal.close();
  await expect(journal.appendAction("dup", 2, entry(2))).rejects.toThrow(/journal is closed/);
});

it("copies the WAL into the database file in the background thread", async () => {
  const journal = await open({ sqliteCheckpointIntervalMs: 50 });
  await journal.saveHeader(header("bg", { status: "playing" }));
  for (let n = 0; n < 20; n++) await journal.appendAction("bg", n, entry(n));
  const deadline = Date.now() + 10_000;
  while (checkpointedActions() < 20 && Date.now() < deadline) await sleep(50);
  expect(checkpointedActions()).toBe(20);
  await journal.close();
});

it("never checkpoints inside a commit (SQLite's automatic checkpoint is off)", async () => {
  // 1,500 commits write well over the 1,000 WAL pages at which SQLite would checkpoint inside
  // a commit; with the background thread's interval out of reach, nothing reaches the file.
  const journal = await open({ sqliteCheckpointIntervalMs: 3_600_000 });
  await journal.saveHeader(header("wal", { status: "playing" }));
  for (let n = 0; n < 1500; n++) await journal.appendAction("wal", n, entry(n));
  expect(checkpointedActions()).toBe(0);
  await journal.close(); // the last connection to close checkpoints everything
  expect(checkpointedActions()).toBe(1500);
});

it("keeps SQLite's automatic checkpoints with SQLITE_CHECKPOINT=auto", async () => {
  const journal = await open({ sqliteCheckpoint: "auto", sqliteCheckpointIntervalMs: 3_600_000 });
  await journal.saveHeader(header("auto", { status: "playing" }));
  for (let n = 0; n < 1500; n++) await journal.appendAction("auto", n, entry(n));
  expect(checkpointedActions()).toBeGreaterThan(0);
  await journal.close();
});
