import type { GameResult } from "../../shared/engine/game";
import type { LoggedEntry, MatchHeader } from "../table/journal";

/** One journal write, as queued for group commit (every back end applies the same ops). */
export type WriteOp =
  | { readonly kind: "header"; readonly header: MatchHeader; readonly at: number }
  | { readonly kind: "append"; readonly matchId: string; readonly index: number; readonly entry: LoggedEntry }
  | { readonly kind: "finish"; readonly matchId: string; readonly result: GameResult; readonly at: number };

export function describe(op: WriteOp): string {
  switch (op.kind) {
    case "header":
      return `saveHeader(${op.header.matchId})`;
    case "append":
      return `appendAction(${op.matchId}, ${op.index})`;
    case "finish":
      return `finish(${op.matchId})`;
  }
}

/** Turns the back ends' constraint errors into one readable message. */
export function explain(op: WriteOp, error: unknown): Error {
  const code = (error as { code?: unknown } | null)?.code;
  if (op.kind === "append" && (code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505")) return alreadyStored(op, error);
  if (op.kind === "append" && (code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "23503")) return unknownMatch(op, error);
  if (error instanceof Error && /^(appendAction|finish|saveHeader)\b/.test(error.message)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`${describe(op)}: ${message}`, { cause: error });
}

/**
 * Within one batch each match's indices must follow each other; returns, per match, the first
 * index of the batch when it is not 0 (its predecessor must already be stored).
 */
export function predecessorsToCheck(ops: readonly WriteOp[]): (readonly [matchId: string, index: number])[] {
  const firstAndLast = new Map<string, { first: number; last: number }>();
  for (const op of ops) {
    if (op.kind !== "append") continue;
    const seen = firstAndLast.get(op.matchId);
    if (!seen) firstAndLast.set(op.matchId, { first: op.index, last: op.index });
    else if (op.index !== seen.last + 1) {
      throw new Error(`appendAction: match ${op.matchId} expected index ${seen.last + 1}, got ${op.index}`);
    } else seen.last = op.index;
  }
  return [...firstAndLast].filter(([, r]) => r.first > 0).map(([id, r]) => [id, r.first - 1] as const);
}

/** An action index written twice. */
export function alreadyStored(op: Extract<WriteOp, { kind: "append" }>, cause?: unknown): Error {
  return new Error(`${describe(op)}: action ${op.index} of match ${op.matchId} is already stored`, { cause });
}

/** A write for a match with no header; `finish` says so in the back ends' own words. */
export function unknownMatch(op: WriteOp, cause?: unknown): Error {
  if (op.kind === "finish") return new Error(`finish: unknown match ${op.matchId}`, { cause });
  const id = op.kind === "header" ? op.header.matchId : op.matchId;
  return new Error(`${describe(op)}: unknown match ${id}`, { cause });
}

export function gapError(matchId: string, missing: number): Error {
  return new Error(`appendAction: match ${matchId} has no action ${missing}, so action ${missing + 1} would leave a gap`);
}

/**
 * The journal's three writes as ops, the same for every back end: each back end queues or
 * commits them in its own `write` (a bad index is refused before anything is queued).
 */
export abstract class WriteOpJournal {
  protected abstract readonly now: () => number;
  protected abstract write(op: WriteOp): Promise<void>;

  saveHeader(header: MatchHeader): Promise<void> {
    return this.write({ kind: "header", header, at: this.now() });
  }

  appendAction(matchId: string, index: number, entry: LoggedEntry): Promise<void> {
    if (!Number.isInteger(index) || index < 0) {
      return Promise.reject(new Error(`appendAction: match ${matchId}: bad index ${index}`));
    }
    return this.write({ kind: "append", matchId, index, entry });
  }

  finish(matchId: string, result: GameResult): Promise<void> {
    return this.write({ kind: "finish", matchId, result, at: this.now() });
  }
}
