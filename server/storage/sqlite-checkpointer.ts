import { Worker } from "node:worker_threads";
import type { SqliteSynchronous } from "./sqlite";

/**
 * How often the background checkpointer copies the WAL into the database file
 * (SQLITE_CHECKPOINT_INTERVAL_MS). Not more often: after each complete checkpoint the next
 * commit starts the WAL again from its beginning, and that commit writes the WAL header and
 * fsyncs the WAL on the event loop (SQLite syncs a restarted WAL's header even with
 * synchronous=NORMAL). That fsync usually takes under a millisecond, but on a busy disk it
 * took 118-634 ms, holding every table (bench/results.md, findings of 2026-11-30 07:50).
 * Every 10 s, a table server at 200 actions a second keeps a WAL of about 10-20 MB.
 */
export const CHECKPOINT_INTERVAL_MS = 10_000;

/**
 * WAL checkpoints off the commit path. SQLite's automatic checkpoint runs inside the commit
 * that crosses 1000 WAL pages, so that one commit pays for copying the pages and an fsync of
 * the database file (the journal's slowest commits: bench/journal-commit.bench.ts). With
 * automatic checkpoints off on the writing connection, this thread's own connection runs a
 * PASSIVE checkpoint every interval: it never takes the write lock, so commits go on
 * meanwhile, and once it has copied every frame the next writer starts the WAL again from
 * the beginning (the file does not grow).
 *
 * Crash safety is unchanged: a commit is in the WAL before it returns; a checkpoint only
 * copies committed pages, and an interrupted one is redone from the WAL on the next open.
 *
 * Plain JavaScript evaluated in the worker (no TypeScript hook needed from source).
 * If the thread fails, `onFailure` runs (the journal then turns automatic checkpoints back on).
 */
export class SqliteCheckpointer {
  private readonly worker: Worker;
  private stopped = false;
  private readonly exited: Promise<void>;

  constructor(file: string, synchronous: SqliteSynchronous, intervalMs: number, onFailure: (error: Error) => void) {
    const source = `
      const { workerData, parentPort } = require("node:worker_threads");
      const Database = require(${JSON.stringify(require.resolve("better-sqlite3"))});
      const db = new Database(workerData.file);
      db.pragma("busy_timeout = 5000");
      db.pragma("synchronous = " + workerData.synchronous);
      db.pragma("wal_autocheckpoint = 0");
      const timer = setInterval(() => db.pragma("wal_checkpoint(PASSIVE)"), workerData.intervalMs);
      parentPort.on("message", () => { clearInterval(timer); db.close(); parentPort.close(); });
    `;
    this.worker = new Worker(source, { eval: true, workerData: { file, synchronous, intervalMs } });
    this.worker.unref();
    this.worker.on("error", (error) => {
      if (!this.stopped) onFailure(new Error(`the sqlite checkpoint thread failed: ${error.message}`, { cause: error }));
    });
    this.exited = new Promise((resolve) => {
      this.worker.on("exit", (code) => {
        if (!this.stopped) onFailure(new Error(`the sqlite checkpoint thread exited (code ${code})`));
        resolve();
      });
    });
  }

  /** Stops the timer and closes the thread's connection (before the journal's own closes). */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.worker.postMessage("stop");
    const timeout = setTimeout(() => void this.worker.terminate(), 2000);
    await this.exited;
    clearTimeout(timeout);
  }
}
