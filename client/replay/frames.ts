// Frames of a finished match, rebuilt in the browser with the shared rules: the state after each
// action, seen as the table's synced state (`TableState`) from one perspective. The views go
// through the game's own synced schema (the server's projector), so a scene gets exactly what it
// would have got at the table.
import type { AnyGame, GameEvent } from "../../shared/engine/game";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../../server/games/registry";
import type { GameSchemas } from "../../server/games/game-schemas";
import type { MatchRecordJson } from "../../server/http/match-record";
import { project } from "../../server/table/projector";
import { tableStateClass, type TableStateShape } from "../../server/table/table-schema";
import type { TableState } from "../table/protocol";

/** Whose eyes: a spectator (the public view), one seat (its secrets as they were then), or everything. */
export type Perspective = { readonly kind: "spectator" } | { readonly kind: "seat"; readonly seat: number } | { readonly kind: "revealed" };

export interface ReplayedMatch {
  readonly record: MatchRecordJson;
  readonly game: AnyGame;
  readonly schemas: GameSchemas;
  /** states[i]: the state after i actions (states[0] is the set-up). */
  readonly states: readonly unknown[];
  /** events[i]: what action i said (events[0] is empty: the set-up says nothing). */
  readonly events: readonly (readonly GameEvent[])[];
}

/**
 * Replays the record with the shared rules. Throws, saying which action, when the rules refuse
 * an action of the log: the record and the rules do not agree.
 */
export function replayMatch(record: MatchRecordJson): ReplayedMatch {
  const game = gameRegistry.get(record.game);
  const schemas = gameSchemaRegistry.get(record.game);
  if (!game || !schemas) throw new Error(`This page does not know the game "${record.game}".`);
  const seats = record.seats.map((s) => ({ name: s.name }));
  let state = game.setup(seats, game.optionsSchema.parse(record.options), record.seed);
  const states: unknown[] = [state];
  const events: (readonly GameEvent[])[] = [[]];
  record.actions.forEach((entry, n) => {
    const outcome = game.apply(state, entry.seat, entry.action);
    if (!outcome.ok) throw new Error(`Action ${n + 1} (seat ${entry.seat + 1}) is refused by the rules: ${outcome.rejection.message}`);
    state = outcome.state;
    states.push(state);
    events.push(outcome.events);
  });
  return { record, game, schemas, states, events };
}

/** Builds the synced state of frame `index` for `perspective` (a fresh schema instance, as JSON). */
export function frameAt(match: ReplayedMatch, index: number, perspective: Perspective): TableState {
  const { game, record, schemas } = match;
  const state = match.states[index];
  const result = game.result(state);
  const last = index === match.states.length - 1;
  const finished = result !== null && last;
  const seatsShown =
    perspective.kind === "revealed" ? record.seats.map((s) => s.seat) : perspective.kind === "seat" ? [perspective.seat] : [];
  return syncedState(game, schemas, {
    status: finished ? "finished" : "playing",
    version: index,
    seats: record.seats.map((s) => ({ index: s.seat, name: s.name, bot: s.bot })),
    active: finished ? [] : [...game.activeSeats(state)],
    publicView: game.publicView(state),
    result: finished ? result : null,
    private: Object.fromEntries(seatsShown.map((seat) => [String(seat), game.seatView(state, seat)])),
  });
}

/** What the synced state of a table is made of, as a replay or a delayed watch knows it. */
export interface StateParts {
  readonly status: "waiting" | "playing" | "finished";
  readonly version: number;
  readonly seats: readonly { readonly index: number; readonly name: string; readonly bot: boolean }[];
  readonly active: readonly number[];
  readonly publicView: unknown;
  readonly result: { readonly winners: readonly number[]; readonly scores?: readonly number[]; readonly summary: string } | null;
  readonly private: Readonly<Record<string, unknown>>;
}

/** The parts projected through the game's synced schema (as the server's output.ts does), as JSON. */
export function syncedState(game: AnyGame, schemas: GameSchemas, parts: StateParts): TableState {
  const target = new (tableStateClass(game.id, schemas))() as TableStateShape;
  project(target, {
    code: "REPLAY",
    game: game.id,
    status: parts.status,
    version: parts.version,
    hostSeat: 0,
    spectators: 0,
    isPublic: false,
    seats: parts.seats.map((s) => ({ index: s.index, name: s.name, taken: true, connected: true, bot: s.bot, botActing: false })),
    active: [...parts.active],
    board: schemas.boardView ? schemas.boardView(parts.publicView) : parts.publicView,
    result: { winners: [...(parts.result?.winners ?? [])], scores: [...(parts.result?.scores ?? [])], summary: parts.result?.summary ?? "" },
    private: parts.private,
  });
  return (target as unknown as { toJSON(): TableState }).toJSON();
}

/** The log lines up to frame `index` as `perspective` reads them (secret texts only for their seats). */
export function logLinesUpTo(match: ReplayedMatch, index: number, perspective: Perspective): { n: number; text: string; kind: string }[] {
  const lines: { n: number; text: string; kind: string }[] = [];
  for (let i = 1; i <= index; i++) {
    for (const event of match.events[i]) {
      const reads =
        event.secret && (perspective.kind === "revealed" || (perspective.kind === "seat" && event.secret.seats.includes(perspective.seat)));
      lines.push({ n: i, kind: event.kind, text: reads ? event.secret!.text : event.text });
    }
  }
  return lines;
}

/** Every seat's secrets at frame `index`, for the "everything revealed" panel. */
export function secretsAt(match: ReplayedMatch, index: number): { seat: number; name: string; view: unknown }[] {
  return match.record.seats.map((s) => ({ seat: s.seat, name: s.name, view: match.game.seatView(match.states[index], s.seat) }));
}
