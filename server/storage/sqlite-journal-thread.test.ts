import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Worker } from "node:worker_threads";
import type { LoggedEntry } from "../table/journal";
import { openJournal } from "./open-journal";
import { SQLITE_FILE_NAME } from "./sqlite";
import type { SqliteJournal } from "./sqlite-journal";
import { header } from "./test/journal-suite";

/**
 * The SQLite journal thread (sqlite-journal.ts, sqlite-journal-thread.ts): what the contract
 * suite cannot see — the event loop stays free while SQLite waits, a write resolves only once
 * another connection can read it (write-ahead), order under load, a dead thread is reported,
 * and close() flushes what was queued.
 */
jest.setTimeout(30_000);

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "broadside-thread-"));
  file = join(dir, SQLITE_FILE_NAME);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const entry = (n: number): LoggedEntry => ({ seat: n % 4, action: { type: "roll", n }, at: 1_780_000_000_000 + n });
const open = async () => (await openJournal({ dataDir: dir, sqliteThread: true })) as SqliteJournal;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A second connection, as another process would have. */
function reader(): Database.Database {
  const db = new Database(file);
  db.pragma("busy_timeout = 5000");
  return db;
}

it("runs in a worker thread with SQLITE_THREAD=1, and by default with SQLITE_SYNCHRONOUS=FULL", async () => {
  const journal = await open();
  expect(journal.threaded).toBe(true);
  expect(journal.commitMode).toBe("batched");
  await journal.close();
  const full = (await openJournal({ dataDir: dir, sqliteSynchronous: "FULL" })) as SqliteJournal;
  expect(full.threaded).toBe(true);
  await full.close();
});

it("resolves each append only once another connection can read it, in index order per match", async () => {
  const journal = await open();
  const ids = Array.from({ length: 10 }, (_, i) => `m${i}`);
  await Promise.all(ids.map((id) => journal.saveHeader(header(id, { status: "playing" }))));
  const db = reader();
  const stored = db.prepare("select count(*) from actions where match_id = ? and idx = ?").pluck();
  const resolved = new Map<string, number[]>(ids.map((id) => [id, []]));
  const violations: string[] = [];
  const writes: Promise<void>[] = [];
  // 10 matches × 40 actions, interleaved, none awaited: they travel to the thread in batches.
  for (let n = 0; n < 40; n++) {
    for (const id of ids) {
      writes.push(
        journal.appendAction(id, n, entry(n)).then(() => {
          resolved.get(id)!.push(n);
          if (stored.get(id, n) !== 1) violations.push(`${id}/${n} resolved before it was readable`);
        }),
      );
    }
    if (n % 7 === 0) await sleep(1); // spread over several batches
  }
  await Promise.all(writes);
  db.close();
  expect(violations).toEqual([]);
  for (const id of ids) expect(resolved.get(id)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  expect((await journal.getMatch("m3"))?.actions).toEqual(Array.from({ length: 40 }, (_, n) => entry(n)));
  await journal.close();
});

it("keeps the event loop free while SQLite waits for a lock, and resolves after the commit", async () => {
  const journal = await open();
  await journal.saveHeader(header("locked", { status: "playing" }));
  const other = reader();
  other.exec("begin immediate"); // another writer holds the database
  let done = false;
  const write = journal.appendAction("locked", 0, entry(0)).then(() => (done = true));
  const t0 = performance.now();
  await sleep(50);
  const late = performance.now() - t0 - 50;
  expect(late).toBeLessThan(40); // the timer ran on time: the thread, not the loop, is waiting
  expect(done).toBe(false); // write-ahead: not acknowledged while it cannot commit
  other.exec("rollback");
  other.close();
  await write;
  expect((await journal.getMatch("locked"))?.actions).toEqual([entry(0)]);
  await journal.close();
});

it("fails the writes in flight and every later one when the thread dies", async () => {
  const journal = await open();
  await journal.saveHeader(header("dies", { status: "playing" }));
  const other = reader();
  other.exec("begin immediate");
  const inFlight = journal.appendAction("dies", 0, entry(0));
  await sleep(20);
  // The thread is gone (as if it crashed) while its write waits for the lock.
  const worker = (journal as unknown as { runner: { worker: Worker } }).runner.worker;
  const terminated = worker.terminate();
  other.exec("rollback");
  other.close();
  await terminated;
  await expect(inFlight).rejects.toThrow(/sqlite journal thread exited/);
  await expect(journal.appendAction("dies", 0, entry(0))).rejects.toThrow(/appendAction\(dies, 0\): the sqlite journal thread exited/);
  await expect(journal.getMatch("dies")).rejects.toThrow(/thread exited/);
  await journal.close(); // still closes cleanly
  // Nothing was acknowledged, and nothing half-written is left behind.
  const again = await open();
  expect((await again.getMatch("dies"))?.actions).toEqual([]);
  await again.close();
});

it("explains a constraint error that happened in the thread", async () => {
  const journal = await open();
  await journal.saveHeader(header("dup", { status: "playing" }));
  await journal.appendAction("dup", 0, entry(0));
  // In one batch with a good write: the batch fails, then each write is retried alone.
  const [good, bad] = await Promise.allSettled([journal.appendAction("dup", 1, entry(1)), journal.appendAction("dup", 1, entry(9))]);
  expect(good.status).toBe("fulfilled");
  expect(bad).toMatchObject({ status: "rejected", reason: expect.objectContaining({ message: expect.stringMatching(/action 1 of match dup is already stored/) }) });
  await journal.close();
});

it("close() commits every write queued before it, then refuses new ones", async () => {
  const journal = await open();
  const queued: Promise<void>[] = [journal.saveHeader(header("flush", { status: "playing" }))];
  for (let n = 0; n < 500; n++) queued.push(journal.appendAction("flush", n, entry(n)));
  const closed = journal.close();
  await expect(journal.appendAction("flush", 500, entry(500))).rejects.toThrow(/journal is closed/);
  await Promise.all(queued);
  await closed;
  const again = await open();
  expect((await again.getMatch("flush"))?.actions).toHaveLength(500);
  await again.close();
});
