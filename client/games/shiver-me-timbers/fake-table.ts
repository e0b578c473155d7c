// For the tests: a Shiver Me Timbers table as a client would receive it, made with the shared
// rules module itself (setup + apply + publicView/seatView + legalActions), with nulls dropped
// as the synced schema drops them. Bots (the rules' own) play any seat asked to move.
import { shiverMeTimbers as game, type SmtAction, type SmtState } from "../../../shared/games/shiver-me-timbers/index";
import { Random, seedRng } from "../../../shared/engine/rng";
import type { TableState } from "../../table/protocol";

export const NAMES = ["Anne", "Bart", "Cleo", "Dirk"];

/** A JSON copy with every null field left out (docs/protocol.md › Synced state). */
export function wire(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(wire);
  if (v && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (x !== null && x !== undefined) out[k] = wire(x);
    return out;
  }
  return v;
}

export function newGame(seats: number, options: Record<string, unknown> = {}, seed = 7): SmtState {
  return game.setup(NAMES.slice(0, seats).map((name) => ({ name })), game.optionsSchema.parse(options), seed);
}

export function must(state: SmtState, seat: number, action: SmtAction): SmtState {
  const out = game.apply(state, seat, action);
  if (!out.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${out.rejection.message}`);
  return out.state;
}

/** Lets the rules' bots play until `until` holds (or `limit` moves). */
export function playUntil(state: SmtState, until: (s: SmtState) => boolean, limit = 400): SmtState {
  let s = state;
  const random = Random.from(seedRng(s.version + 11));
  for (let k = 0; k < limit && !until(s); k++) {
    const seat = game.activeSeats(s)[0];
    if (seat === undefined) break;
    s = must(s, seat, game.bot(s, seat, random));
  }
  return s;
}

/** Legal moves as the server sends them (docs/protocol.md › Legal moves): JSON grouped by type, each move without its type. */
export function legalText(actions: readonly SmtAction[]): string {
  const grouped: Record<string, Record<string, unknown>[]> = {};
  for (const { type, ...move } of actions) (grouped[type] ??= []).push(move);
  return actions.length ? JSON.stringify(grouped) : "";
}

/** The table state a client in `viewer`'s seat receives (null: a spectator). */
export function tableState(state: SmtState, viewer: number | null): TableState {
  const active = [...game.activeSeats(state)];
  const priv: Record<string, unknown> = {};
  if (viewer !== null) {
    priv[String(viewer)] = { ...(wire(game.seatView(state, viewer)) as object), legal: active.includes(viewer) ? legalText(game.legalActions(state, viewer)) : "", hints: "" };
  }
  return {
    code: "TEST42", game: "shiver-me-timbers", status: state.phase === "over" ? "finished" : "playing", version: state.version,
    hostSeat: 0, spectators: 0, isPublic: false,
    seats: state.players.map((p, index) => ({ index, name: p.name, taken: true, connected: true, bot: index > 0, botActing: false })),
    active, board: wire(game.publicView(state)), private: priv,
  };
}

export { game };
