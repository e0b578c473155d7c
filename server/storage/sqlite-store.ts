import Database from "better-sqlite3";
import type { MatchRecord } from "../table/journal";
import { entryToRow, headerToRow, rowToEntry, rowToHeader } from "./rows";
import type { SqliteSynchronous } from "./sqlite";
import { gapError, predecessorsToCheck, unknownMatch, type WriteOp } from "./write-ops";

/** better-sqlite3 settings of every connection (see sqlite.ts for the durability argument). */
export function configureSqlite(database: Database.Database, synchronous: SqliteSynchronous): void {
  database.pragma("journal_mode = WAL");
  database.pragma(`synchronous = ${synchronous}`);
  // SQLite leaves foreign keys off unless asked; an action for an unknown match is a bug.
  database.pragma("foreign_keys = ON");
  // Another process (a second server by mistake, a backup) holding the lock: wait, do not fail.
  database.pragma("busy_timeout = 5000");
}

/** Beyond this many matches the store forgets the last indices it committed (they are only a shortcut). */
const MAX_REMEMBERED_MATCHES = 100_000;

/**
 * The SQLite journal's statements, prepared once, over one synchronous better-sqlite3
 * connection. The same writes and reads as KyselyJournal (same rows, same checks), without
 * a query builder: a batch of writes is one transaction of prepared statements. It runs
 * either in the server's thread or in the journal thread (sqlite-journal-thread.ts), which
 * owns the connection.
 */
export class SqliteStore {
  private readonly db: Database.Database;
  private readonly upsertHeader: Database.Statement;
  private readonly insertAction: Database.Statement;
  private readonly finishMatch: Database.Statement;
  private readonly hasAction: Database.Statement;
  private readonly lastActionOf: Database.Statement;
  private readonly insertActionIfNew: Database.Statement;
  private readonly unfinishedHeaders: Database.Statement;
  private readonly unfinishedActions: Database.Statement;
  private readonly oneHeader: Database.Statement;
  private readonly oneMatchActions: Database.Statement;
  private readonly applyBatch: (ops: readonly WriteOp[]) => void;
  /**
   * Per live match, the last action index this connection committed: the gap check of the
   * next append needs no query when its predecessor is that one (one SELECT fewer per action).
   */
  private readonly lastCommitted = new Map<string, number>();

  constructor(file: string, synchronous: SqliteSynchronous = "NORMAL", autoCheckpoint = true) {
    this.db = new Database(file);
    configureSqlite(this.db, synchronous);
    // Off when a background checkpointer (sqlite-checkpointer.ts) copies the WAL instead.
    if (!autoCheckpoint) this.setAutoCheckpoint(false);
    const columns = "match_id, code, game, options, is_public, host_seat, seats, seed, status, result, created_at, finished_at, settings, fairness";
    this.upsertHeader = this.db.prepare(
      `insert into matches (${columns}) values (@match_id, @code, @game, @options, @is_public, @host_seat, @seats, @seed, @status, @result, @created_at, @finished_at, @settings, @fairness)
       on conflict (match_id) do update set code = excluded.code, game = excluded.game, options = excluded.options,
         is_public = excluded.is_public, host_seat = excluded.host_seat, seats = excluded.seats, seed = excluded.seed,
         status = excluded.status, result = excluded.result, created_at = excluded.created_at, finished_at = excluded.finished_at,
         settings = excluded.settings, fairness = excluded.fairness`,
    );
    this.insertAction = this.db.prepare("insert into actions (match_id, idx, seat, action, at) values (@match_id, @idx, @seat, @action, @at)");
    this.finishMatch = this.db.prepare("update matches set status = 'finished', result = ?, finished_at = ? where match_id = ?");
    this.hasAction = this.db.prepare("select 1 from actions where match_id = ? and idx = ?").pluck();
    this.lastActionOf = this.db.prepare(
      "select (select count(*) from matches where match_id = @id) as known, (select max(idx) from actions where match_id = @id) as last",
    );
    this.insertActionIfNew = this.db.prepare(
      "insert into actions (match_id, idx, seat, action, at) values (@match_id, @idx, @seat, @action, @at) on conflict (match_id, idx) do nothing",
    );
    this.unfinishedHeaders = this.db.prepare(`select ${columns} from matches where status <> 'finished' order by created_at, match_id`);
    this.unfinishedActions = this.db.prepare(
      `select a.match_id, a.seat, a.action, a.at from actions a inner join matches m on m.match_id = a.match_id
       where m.status <> 'finished' order by a.match_id, a.idx`,
    );
    this.oneHeader = this.db.prepare(`select ${columns} from matches where match_id = ?`);
    this.oneMatchActions = this.db.prepare("select seat, action, at from actions where match_id = ? order by idx");
    this.applyBatch = this.db.transaction((ops: readonly WriteOp[]) => this.applyWrites(ops));
  }

  /** Applies a batch in one transaction (all or nothing); throws better-sqlite3's error (with its `code`). */
  write(ops: readonly WriteOp[]): void {
    this.applyBatch(ops);
    // Only once committed: a batch that threw left nothing behind.
    for (const op of ops) {
      if (op.kind === "append") this.lastCommitted.set(op.matchId, op.index);
      else if (op.kind === "finish") this.lastCommitted.delete(op.matchId);
    }
    if (this.lastCommitted.size > MAX_REMEMBERED_MATCHES) this.lastCommitted.clear();
  }

  /** A match's last stored action index (-1: none yet), or null when the match is unknown. */
  lastAction(matchId: string): number | null {
    const row = this.lastActionOf.get({ id: matchId }) as { known: number; last: number | null };
    return row.known === 0 ? null : (row.last ?? -1);
  }

  /**
   * Writes found again after a crash (write-ahead-file.ts), in one transaction: those already
   * stored (the file is emptied only after its writes were committed) are skipped, and a write
   * the database refuses is left out; returns the refused ones with the reason.
   */
  recover(ops: readonly WriteOp[]): { op: WriteOp; error: unknown }[] {
    const refused: { op: WriteOp; error: unknown }[] = [];
    this.db.transaction(() => {
      for (const op of ops) {
        try {
          this.run(op, this.insertActionIfNew);
        } catch (error) {
          refused.push({ op, error });
        }
      }
    })();
    this.lastCommitted.clear();
    return refused;
  }

  /** SQLite's automatic checkpoint inside the commit that crosses 1000 WAL pages (its default), or none. */
  setAutoCheckpoint(on: boolean): void {
    this.db.pragma(`wal_autocheckpoint = ${on ? 1000 : 0}`);
  }

  listUnfinished(): MatchRecord[] {
    // One read transaction, so the headers and the actions come from the same moment.
    return this.db.transaction(() => {
      const headers = this.unfinishedHeaders.all() as Parameters<typeof rowToHeader>[0][];
      const byMatch = new Map<string, MatchRecord["actions"][number][]>();
      for (const row of this.unfinishedActions.all() as (Parameters<typeof rowToEntry>[0] & { match_id: string })[]) {
        let list = byMatch.get(row.match_id);
        if (!list) byMatch.set(row.match_id, (list = []));
        list.push(rowToEntry(row));
      }
      return headers.map((row) => ({ ...rowToHeader(row), actions: byMatch.get(row.match_id) ?? [] }));
    })();
  }

  getMatch(matchId: string): MatchRecord | null {
    return this.db.transaction(() => {
      const row = this.oneHeader.get(matchId) as Parameters<typeof rowToHeader>[0] | undefined;
      if (!row) return null;
      const actions = this.oneMatchActions.all(matchId) as Parameters<typeof rowToEntry>[0][];
      return { ...rowToHeader(row), actions: actions.map(rowToEntry) };
    })();
  }

  close(): void {
    this.db.close();
  }

  /** One write's statement, actions through `insert` (plain, or skipping one already stored); the rows it changed. */
  private run(op: WriteOp, insert: Database.Statement): number {
    if (op.kind === "append") return insert.run(entryToRow(op.matchId, op.index, op.entry)).changes;
    if (op.kind === "header") return this.upsertHeader.run(headerToRow(op.header, op.header.status === "finished" ? op.at : null)).changes;
    return this.finishMatch.run(JSON.stringify(op.result), op.at, op.matchId).changes;
  }

  private applyWrites(ops: readonly WriteOp[]): void {
    for (const op of ops) {
      if (this.run(op, this.insertAction) !== 1 && op.kind === "finish") throw unknownMatch(op);
    }
    // The primary key forbids writing an index twice; this forbids skipping one.
    for (const [matchId, index] of predecessorsToCheck(ops)) {
      if (this.lastCommitted.get(matchId) === index) continue;
      if (this.hasAction.get(matchId, index) === undefined) throw gapError(matchId, index);
    }
  }
}
