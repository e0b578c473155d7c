import type { SqliteSynchronous } from "./sqlite";
import { SqliteStore } from "./sqlite-store";
import { WriteAheadFile } from "./write-ahead-file";
import { alreadyStored, describe, gapError, unknownMatch, type WriteOp } from "./write-ops";

/** Writes are folded into SQLite this often (and before any read), in one transaction. */
export const FOLD_INTERVAL_MS = 1000;
/** …or as soon as this many are waiting. */
export const FOLD_AT = 500;
/** Beyond this many matches the last indices are re-read from the database when needed. */
const MAX_TRACKED_MATCHES = 100_000;

/**
 * The SQLite journal's default write path on the event loop (sqlite-journal.ts): each write is
 * checked, appended to this process's write-ahead file (one write() call) and acknowledged;
 * every second, as soon as FOLD_AT writes wait, or before a read, the waiting writes are
 * committed to SQLite in one transaction and the file is emptied. An SQLite transaction per
 * action was the journal's whole cost (0.15–0.3 ms of CPU in the server at 100 tables, more
 * as the database grew: bench/results.md › Where the table's CPU goes, sampled by perf); a
 * line and its share of a batch cost a fraction of that.
 *
 * The checks are the database's own (an index written twice, a gap, an unknown match), made
 * against the last index of each match this process wrote or read from the database: only
 * this process writes its database while it runs.
 *
 * After a crash, `recoverLeftBehind` commits the files that dead processes left, before
 * anything is read (openJournal).
 */
export class WriteAhead {
  private readonly file: WriteAheadFile;
  private waiting: WriteOp[] = [];
  /** Per match written or checked since opening: its last action index (-1: none yet). */
  private readonly lastIndex = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: SqliteStore,
    databaseFile: string,
    private readonly onFoldError: (error: unknown) => void,
  ) {
    this.file = WriteAheadFile.create(databaseFile);
    this.timer = setInterval(() => this.foldSafely(), FOLD_INTERVAL_MS);
    this.timer.unref();
  }

  /**
   * Commits the writes that processes now gone left in their files next to the database,
   * whichever way the journal runs now (openJournal, before anything is read); returns the
   * writes the database refused (logged by the caller).
   */
  static recoverLeftBehind(databaseFile: string, synchronous: SqliteSynchronous): { op: WriteOp; error: unknown }[] {
    const left = WriteAheadFile.leftBehind(databaseFile);
    if (left.length === 0) return [];
    const store = new SqliteStore(databaseFile, synchronous);
    const refused: { op: WriteOp; error: unknown }[] = [];
    try {
      for (const { file, ops } of left) {
        if (ops.length > 0) refused.push(...store.recover(ops));
        WriteAheadFile.remove(file);
      }
    } finally {
      store.close();
    }
    return refused;
  }

  /** Checks and appends one write; throws the journal's error when it is refused. */
  write(op: WriteOp): void {
    const id = op.kind === "header" ? op.header.matchId : op.matchId;
    const last = this.lastOf(id);
    if (op.kind === "append") {
      if (last === null) throw unknownMatch(op);
      if (op.index <= last) throw alreadyStored(op);
      if (op.index > last + 1) throw gapError(id, op.index - 1);
    } else if (op.kind === "finish" && last === null) {
      throw unknownMatch(op);
    }
    this.file.append(op);
    this.waiting.push(op);
    this.lastIndex.set(id, op.kind === "append" ? op.index : (last ?? -1));
    if (this.waiting.length >= FOLD_AT) this.foldSafely();
  }

  /**
   * Commits the waiting writes to SQLite and empties the file. Throws if SQLite refuses the
   * batch for a reason other than a write of its own (a full disk, a lock held too long):
   * the writes stay in the file and in memory, to be committed on the next fold.
   */
  fold(): void {
    if (this.waiting.length === 0) return;
    const batch = this.waiting;
    try {
      this.store.write(batch);
    } catch (error) {
      if (!isConstraint(error)) throw error;
      // A check above let a bad write through (a bug): commit the others one by one.
      for (let i = 0; i < batch.length; i++) {
        try {
          this.store.write([batch[i]]);
        } catch (single) {
          if (!isConstraint(single)) {
            this.waiting = batch.slice(i); // the file keeps them all; recovery skips what is stored
            throw single;
          }
          this.onFoldError(new Error(`${describe(batch[i])} was acknowledged but the database refused it`, { cause: single }));
        }
      }
    }
    this.waiting = [];
    this.file.clear();
  }

  /** Commits what is waiting and deletes the file (close() of the journal). */
  close(): void {
    clearInterval(this.timer);
    this.fold();
    this.file.close();
  }

  private foldSafely(): void {
    try {
      this.fold();
    } catch (error) {
      this.onFoldError(error);
    }
  }

  private lastOf(matchId: string): number | null {
    const known = this.lastIndex.get(matchId);
    if (known !== undefined) return known;
    if (this.lastIndex.size >= MAX_TRACKED_MATCHES) {
      this.fold(); // what is forgotten must be readable from the database
      this.lastIndex.clear();
    }
    // Not written since opening: all of it is in the database already.
    const stored = this.store.lastAction(matchId);
    if (stored !== null) this.lastIndex.set(matchId, stored);
    return stored;
  }
}

function isConstraint(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT")) || (error instanceof Error && /^(appendAction|finish)\b/.test(error.message));
}
