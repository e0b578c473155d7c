import path from "node:path";
import { Worker } from "node:worker_threads";
import type { MatchJournal, MatchRecord } from "../table/journal";
import { GroupCommit } from "./group-commit";
import type { SqliteSynchronous } from "./sqlite";
import { CHECKPOINT_INTERVAL_MS, SqliteCheckpointer } from "./sqlite-checkpointer";
import { SqliteStore } from "./sqlite-store";
import type { StoreReply, StoreRequest } from "./sqlite-thread-protocol";
import { WriteAhead } from "./write-ahead";
import { describe, explain, WriteOpJournal, type WriteOp } from "./write-ops";

/** Where the SQLite statements run: in the server's own thread, or in the journal thread. */
export interface StoreRunner {
  write(ops: readonly WriteOp[]): Promise<void>;
  listUnfinished(): Promise<MatchRecord[]>;
  getMatch(matchId: string): Promise<MatchRecord | null>;
  close(): Promise<void>;
}

export interface SqliteJournalOptions {
  readonly synchronous?: SqliteSynchronous;
  /**
   * Run the connection in a worker thread rather than on the event loop. Default: on the
   * event loop with synchronous=NORMAL (a commit is a write() into the WAL, ~0.04 ms), in
   * the thread with FULL (an fsync per commit would stall every table).
   */
  readonly thread?: boolean;
  /** At most this many writes per transaction. */
  readonly maxBatch?: number;
  /**
   * When a batch starts (group-commit.ts): `eager` (default in the thread) or `turn`; or
   * `off` (event loop only, its default): no batching, each write commits in its own
   * transaction inside the call, before it returns.
   */
  readonly groupCommitStart?: "turn" | "eager" | "off";
  /**
   * Event loop only: `background` turns SQLite's automatic WAL checkpoint off and runs one
   * every `checkpointIntervalMs` in a thread of its own (sqlite-checkpointer.ts); `auto`
   * leaves it inside the commit that crosses 1000 pages. Default: `background` with
   * group commit `off`, else `auto`.
   */
  readonly checkpoint?: "auto" | "background";
  readonly checkpointIntervalMs?: number;
  /**
   * With group commit `off`: `file` (default) appends each write to a write-ahead file and
   * commits the waiting ones to SQLite every second (write-ahead.ts); `off` commits each write
   * to SQLite inside its call.
   */
  readonly writeAhead?: "file" | "off";
  /** Clock for finished_at (server code, so the real clock by default). */
  readonly now?: () => number;
}

/**
 * The SQLite match journal: prepared statements (sqlite-store.ts), writes committed in call
 * order, and each call resolves only once the transaction holding it has committed — so the
 * room's write-ahead rule (journal, then patch) holds whichever way the statements run.
 *
 * Default (synchronous=NORMAL; SQLITE_THREAD=0 SQLITE_GROUP_COMMIT=off): each write is
 * made durable synchronously inside the call, on the event loop, and the returned promise is
 * already settled, so the room sends the patch in the same callback — no batch to wait for,
 * no end of loop turn, no thread hop (bench/results.md: in-server p99 ≈ 2 ms instead of
 * 12–50 ms with the thread). With SQLITE_WRITE_AHEAD=file (the default) the write is a line
 * in a write-ahead file, committed to SQLite with the others every second (write-ahead.ts);
 * with `off`, one small transaction per write. The slow commits were the WAL checkpoints, so
 * this mode moves them to a thread of their own (sqlite-checkpointer.ts). The price: if
 * SQLite itself waits (another process's write lock, a stalled disk), the whole event loop
 * waits.
 *
 * `thread: true` (SQLITE_THREAD=1; the default with FULL, whose fsync per commit must stay
 * off the loop): the connection lives in a worker thread (sqlite-journal-thread.ts); the
 * event loop only posts each group-commit batch and gets a reply, so a slow disk write or
 * WAL checkpoint never stalls every table of the process. While a batch is in the thread,
 * new writes queue up and go as the next batch.
 */
export class SqliteJournal extends WriteOpJournal implements MatchJournal {
  readonly backend = "sqlite" as const;
  readonly where: string;
  private readonly writes: GroupCommit<WriteOp>;
  protected readonly now: () => number;
  private closed = false;
  private closing: Promise<void> | null = null;
  /** Set with group commit `off` and no write-ahead file: the store each write commits to, inside the call. */
  private readonly direct: SqliteStore | null;
  /** Set with group commit `off` (the default): the write-ahead file in front of the store. */
  private readonly ahead: WriteAhead | null;

  private constructor(
    private readonly runner: StoreRunner,
    file: string,
    readonly threaded: boolean,
    options: SqliteJournalOptions,
    direct: SqliteStore | null,
    private readonly checkpointer: SqliteCheckpointer | null,
  ) {
    super();
    this.where = `sqlite ${file}`;
    this.now = options.now ?? Date.now;
    const ahead = direct !== null && options.writeAhead !== "off";
    this.direct = ahead ? null : direct;
    this.ahead = ahead ? new WriteAhead(direct!, file, (error) => console.error(`sqlite journal: ${error instanceof Error ? error.message : String(error)}`)) : null;
    // With group commit off the queue only serves close() and reads (it stays empty).
    const start = options.groupCommitStart === "turn" ? "turn" : "eager";
    this.writes = new GroupCommit((ops) => this.commit(ops), options.maxBatch ?? 1000, start);
  }

  /** How writes are committed: `sync` (inside the call), or group-commit batches. */
  get commitMode(): "sync" | "batched" {
    return this.direct || this.ahead ? "sync" : "batched";
  }

  /** Opens an SQLite file whose schema is already migrated (see openJournal). */
  static async open(file: string, options: SqliteJournalOptions = {}): Promise<SqliteJournal> {
    const synchronous = options.synchronous ?? "NORMAL";
    const thread = options.thread ?? synchronous === "FULL";
    const sync = (options.groupCommitStart ?? (thread ? "eager" : "off")) === "off";
    if (sync && thread) throw new Error("SQLITE_GROUP_COMMIT=off commits each write inside the call, on the event loop: it needs SQLITE_THREAD=0");
    const checkpoint = options.checkpoint ?? (sync ? "background" : "auto");
    if (checkpoint === "background" && thread) throw new Error("SQLITE_CHECKPOINT=background is for SQLITE_THREAD=0 (the journal thread checkpoints off the event loop already)");
    const store = thread ? null : new SqliteStore(file, synchronous, checkpoint === "auto");
    const runner: StoreRunner = store ? new InlineRunner(store) : new ThreadRunner(file, synchronous);
    try {
      await runner.getMatch(""); // the thread has started and opened the file
    } catch (error) {
      await runner.close().catch(() => undefined);
      throw error;
    }
    const checkpointer =
      checkpoint === "background" && store
        ? new SqliteCheckpointer(file, synchronous, options.checkpointIntervalMs ?? CHECKPOINT_INTERVAL_MS, (error) => {
            // Without its checkpoints the WAL would grow for ever: SQLite's own come back.
            console.error(`${error.message}; automatic WAL checkpoints are back on`);
            try {
              store.setAutoCheckpoint(true);
            } catch {
              // the journal is closed already
            }
          })
        : null;
    return new SqliteJournal(runner, file, thread, options, sync ? store : null, checkpointer);
  }

  async listUnfinished(): Promise<MatchRecord[]> {
    await this.readable();
    return this.runner.listUnfinished();
  }

  async getMatch(matchId: string): Promise<MatchRecord | null> {
    await this.readable();
    return this.runner.getMatch(matchId);
  }

  /** Waits for every write already issued, then closes the connection (and the thread). Idempotent. */
  close(): Promise<void> {
    if (!this.closing) {
      this.closed = true;
      this.closing = this.writes
        .settled()
        .then(() => this.ahead?.close())
        .then(() => this.checkpointer?.stop())
        .then(() => this.runner.close());
    }
    return this.closing;
  }

  protected write(op: WriteOp): Promise<void> {
    if (this.closed) return Promise.reject(new Error(`${describe(op)}: the sqlite journal is closed`));
    if (this.ahead) {
      // In the write-ahead file before this returns: settled already, like a direct commit.
      try {
        this.ahead.write(op);
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(explain(op, error));
      }
    }
    if (this.direct) {
      // Committed before this returns: the promise is settled already, so the caller's
      // `await` resumes in this same callback's microtasks.
      try {
        this.direct.write([op]);
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(explain(op, error));
      }
    }
    return this.writes.submit(op);
  }

  private async readable(): Promise<void> {
    if (this.closed) throw new Error("the sqlite journal is closed");
    await this.writes.settled();
    this.ahead?.fold(); // reads see every acknowledged write
  }

  private async commit(ops: readonly WriteOp[]): Promise<void> {
    try {
      await this.runner.write(ops);
    } catch (error) {
      if (ops.length !== 1) throw error;
      throw explain(ops[0], error);
    }
  }
}

/** The statements on the calling thread (synchronous better-sqlite3 behind promises). */
class InlineRunner implements StoreRunner {
  constructor(private readonly store: SqliteStore) {}
  write(ops: readonly WriteOp[]): Promise<void> {
    return attempt(() => this.store.write(ops));
  }
  listUnfinished(): Promise<MatchRecord[]> {
    return attempt(() => this.store.listUnfinished());
  }
  getMatch(matchId: string): Promise<MatchRecord | null> {
    return attempt(() => this.store.getMatch(matchId));
  }
  close(): Promise<void> {
    return attempt(() => this.store.close());
  }
}

function attempt<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * The statements in a worker thread. Requests are answered in order; if the thread dies,
 * every request in flight and every later one fails with the reason (the room then refuses
 * the action with `server/storage`, as for any journal error).
 */
export class ThreadRunner implements StoreRunner {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | null = null;
  private exited: Promise<void>;

  constructor(file: string, synchronous: SqliteSynchronous) {
    this.worker = startThread({ file, synchronous });
    this.worker.unref(); // only requests in flight keep the process alive (see request())
    this.worker.on("message", (reply: StoreReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(Object.assign(new Error(reply.error.message), reply.error.code ? { code: reply.error.code } : {}));
    });
    this.worker.on("error", (error) => this.fail(new Error(`the sqlite journal thread failed: ${error.message}`, { cause: error })));
    this.exited = new Promise((resolve) => {
      this.worker.on("exit", (code) => {
        this.fail(new Error(`the sqlite journal thread exited (code ${code})`));
        resolve();
      });
    });
  }

  write(ops: readonly WriteOp[]): Promise<void> {
    return this.request({ kind: "write", ops: JSON.stringify(ops) }) as Promise<void>;
  }
  listUnfinished(): Promise<MatchRecord[]> {
    return this.request({ kind: "listUnfinished" }) as Promise<MatchRecord[]>;
  }
  getMatch(matchId: string): Promise<MatchRecord | null> {
    return this.request({ kind: "getMatch", matchId }) as Promise<MatchRecord | null>;
  }
  async close(): Promise<void> {
    if (!this.failure) await this.request({ kind: "close" }).catch(() => undefined);
    await this.worker.terminate();
    await this.exited;
  }

  private request(body: DistributiveOmit<StoreRequest, "id">): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...body, id } as StoreRequest);
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Compiled (dist/), the thread runs the .js file next to this one. From source (ts-node,
 * jest), a worker does not inherit the TypeScript hook, so a two-line bootstrap registers it.
 */
function startThread(workerData: { file: string; synchronous: SqliteSynchronous }): Worker {
  const extension = path.extname(__filename);
  const entry = path.join(__dirname, `sqlite-journal-thread${extension}`);
  if (extension !== ".ts") return new Worker(entry, { workerData });
  const bootstrap = `require(${JSON.stringify(require.resolve("ts-node"))}).register({ transpileOnly: true });\nrequire(${JSON.stringify(entry)});`;
  return new Worker(bootstrap, { eval: true, workerData });
}
