import type { AnyGame, GameEvent } from "../../shared/engine/game";
import type { MatchRecord } from "./journal";
import { botName } from "./match";
import { sealLine, seedLine, sitLine, startLine } from "./table-lines";

/**
 * The log of a table rebuilt from its journal record after a restart, in the order a live
 * table wrote it: the dice's seal, each person sitting down (seat order: the order they took
 * their seats in), the seed mixed with the players' entropy, the start, then every event of
 * every journaled action, replayed with its secret parts (so each seat reads its own secret
 * texts again). A table that saw no connection comings and goings before the crash gets back
 * exactly the numbering its players had; otherwise the lines of those events (away, back,
 * leaves before the start) are missing and the numbers after them shift.
 *
 * The table lines' sentences are the live table's own (table-lines.ts); the
 * restore-log tests compare a live table's log with its rebuilt one.
 */
export function rebuildLog(game: AnyGame, record: MatchRecord): GameEvent[] {
  const events: GameEvent[] = [];
  const line = (kind: string, text: string) => events.push({ kind, text });
  const fairness = record.fairness ?? null;
  if (fairness) {
    line("table/fair-seal", sealLine(fairness.commitment));
  }
  record.seats.forEach((seat, index) => {
    if (!seat.bot && seat.tokenHash !== null) line("table/sit", sitLine(seat.name, index));
  });
  if (record.status === "waiting") return events;
  if (fairness) {
    line("table/fair-seed", seedLine(fairness.entropy));
  }
  line("table/start", startLine(record.seats.map((s) => s.name)));
  const seats = record.seats.map((s, i) => ({ name: s.name || botName(i) }));
  let state = game.setup(seats, game.optionsSchema.parse(record.options), record.seed);
  for (const [index, entry] of record.actions.entries()) {
    const outcome = game.apply(state, entry.seat, entry.action);
    // The match itself was rebuilt from the same actions first (Match.fromRecord): a refusal here is a bug.
    if (!outcome.ok) throw new Error(`log rebuild of ${record.matchId}: action ${index} was refused (${outcome.rejection.code})`);
    events.push(...outcome.events);
    state = outcome.state;
  }
  return events;
}
