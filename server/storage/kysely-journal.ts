import type { Kysely, Transaction } from "kysely";
import type { LoggedEntry, MatchJournal, MatchRecord } from "../table/journal";
import { GroupCommit } from "./group-commit";
import { entryToRow, headerToRow, rowToEntry, rowToHeader } from "./rows";
import type { StorageSchema } from "./schema";
import { describe, explain, gapError, predecessorsToCheck, unknownMatch, WriteOpJournal, type WriteOp } from "./write-ops";

type Db = Kysely<StorageSchema>;

export interface KyselyJournalOptions {
  /** Which back end, for error messages and logs. */
  readonly backend: "sqlite" | "postgres";
  /** Where the data lives, for the start-up log line (never a password). */
  readonly where?: string;
  /** At most this many writes per transaction. */
  readonly maxBatch?: number;
  /** Clock for finished_at (server code, so the real clock by default). */
  readonly now?: () => number;
}

/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const ROWS_PER_INSERT = 500;

/**
 * The match journal over any Kysely database: the one query layer both back ends share.
 * Every write goes through a group-commit queue, in call order, and each call resolves only
 * once the transaction holding it has committed (write-ahead: the room sends a patch only
 * after that). Reads first wait for the writes issued before them.
 */
export class KyselyJournal extends WriteOpJournal implements MatchJournal {
  private readonly writes: GroupCommit<WriteOp>;
  protected readonly now: () => number;
  private closed = false;
  readonly backend: "sqlite" | "postgres";
  readonly where: string;
  private closing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    readonly options: KyselyJournalOptions,
  ) {
    super();
    this.now = options.now ?? Date.now;
    this.backend = options.backend;
    this.where = `${options.backend} ${options.where ?? ""}`.trim();
    this.writes = new GroupCommit((ops) => this.commit(ops), options.maxBatch ?? 1000);
  }

  async listUnfinished(): Promise<MatchRecord[]> {
    await this.readable();
    // One transaction, so the headers and the actions come from the same moment.
    return this.db.transaction().execute(async (trx) => {
      const headers = await trx
        .selectFrom("matches")
        .selectAll()
        .where("status", "<>", "finished")
        .orderBy("created_at")
        .orderBy("match_id")
        .execute();
      const actions = await trx
        .selectFrom("actions as a")
        .innerJoin("matches as m", "m.match_id", "a.match_id")
        .select(["a.match_id", "a.seat", "a.action", "a.at"])
        .where("m.status", "<>", "finished")
        .orderBy("a.match_id")
        .orderBy("a.idx")
        .execute();
      const byMatch = new Map<string, LoggedEntry[]>();
      for (const row of actions) {
        let list = byMatch.get(row.match_id);
        if (!list) byMatch.set(row.match_id, (list = []));
        list.push(rowToEntry(row));
      }
      return headers.map((row) => ({ ...rowToHeader(row), actions: byMatch.get(row.match_id) ?? [] }));
    });
  }

  async getMatch(matchId: string): Promise<MatchRecord | null> {
    await this.readable();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("matches").selectAll().where("match_id", "=", matchId).executeTakeFirst();
      if (!row) return null;
      const actions = await trx
        .selectFrom("actions")
        .select(["seat", "action", "at"])
        .where("match_id", "=", matchId)
        .orderBy("idx")
        .execute();
      return { ...rowToHeader(row), actions: actions.map(rowToEntry) };
    });
  }

  /** Waits for every write already issued, then releases the database. Idempotent. */
  close(): Promise<void> {
    if (!this.closing) {
      this.closed = true;
      this.closing = this.writes.settled().then(() => this.db.destroy());
    }
    return this.closing;
  }

  protected write(op: WriteOp): Promise<void> {
    if (this.closed) return Promise.reject(new Error(`${describe(op)}: the ${this.options.backend} journal is closed`));
    return this.writes.submit(op);
  }

  private async readable(): Promise<void> {
    if (this.closed) throw new Error(`the ${this.options.backend} journal is closed`);
    await this.writes.settled();
  }

  /** Commits a batch in one transaction; a single write's failure is explained. */
  private async commit(ops: readonly WriteOp[]): Promise<void> {
    try {
      await this.db.transaction().execute((trx) => applyWrites(trx, ops));
    } catch (error) {
      if (ops.length !== 1) throw error;
      throw explain(ops[0], error);
    }
  }
}

async function applyWrites(trx: Transaction<StorageSchema>, ops: readonly WriteOp[]): Promise<void> {
  // Consecutive appends become multi-row INSERTs; headers and finishes keep their place.
  let run: Extract<WriteOp, { kind: "append" }>[] = [];
  const flush = async () => {
    for (let i = 0; i < run.length; i += ROWS_PER_INSERT) {
      const rows = run.slice(i, i + ROWS_PER_INSERT).map((op) => entryToRow(op.matchId, op.index, op.entry));
      await trx.insertInto("actions").values(rows).execute();
    }
    run = [];
  };
  for (const op of ops) {
    if (op.kind === "append") {
      run.push(op);
      continue;
    }
    await flush();
    if (op.kind === "header") {
      const row = headerToRow(op.header, op.header.status === "finished" ? op.at : null);
      const { match_id: _id, ...changes } = row;
      await trx
        .insertInto("matches")
        .values(row)
        .onConflict((oc) => oc.column("match_id").doUpdateSet(changes))
        .execute();
    } else {
      const updated = await trx
        .updateTable("matches")
        .set({ status: "finished", result: JSON.stringify(op.result), finished_at: op.at })
        .where("match_id", "=", op.matchId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw unknownMatch(op);
    }
  }
  await flush();
  await checkNoGaps(trx, ops);
}

/**
 * The primary key forbids writing an index twice; this forbids skipping one. Within the
 * batch each match's indices must follow each other, and the first one must follow a row
 * already stored (one query for the whole batch).
 */
async function checkNoGaps(trx: Transaction<StorageSchema>, ops: readonly WriteOp[]): Promise<void> {
  const predecessors = predecessorsToCheck(ops);
  for (let i = 0; i < predecessors.length; i += ROWS_PER_INSERT) {
    const chunk = predecessors.slice(i, i + ROWS_PER_INSERT);
    const found = await trx
      .selectFrom("actions")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where((eb) => eb.or(chunk.map(([id, idx]) => eb.and([eb("match_id", "=", id), eb("idx", "=", idx)]))))
      .executeTakeFirstOrThrow();
    if (Number(found.n) !== chunk.length) {
      if (chunk.length === 1) throw gapError(chunk[0][0], chunk[0][1]);
      throw new Error("appendAction: one of several matches would be left with a gap (the batch is retried write by write)");
    }
  }
}
