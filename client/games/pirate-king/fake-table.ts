// For the tests: a Pirate King table as a client receives it, made with the shared rules
// module itself (setup + apply + publicView/seatView + legalActions), in the synced form
// (nulls left out, treasures as { state, owner }: docs/protocol.md › Pirate King).
import { Random, seedRng } from "../../../shared/engine/rng";
import { pirateKing as game, type PirateKingAction, type PirateKingPublicView, type PirateKingSeatView, type PirateKingState } from "../../../shared/games/pirate-king/index";
import type { TableState } from "../../table/protocol";

export const NAMES = ["Anne", "Bart", "Cleo", "Dirk"];

export function wire(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(wire);
  if (v && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (x !== null && x !== undefined) out[k] = wire(x);
    return out;
  }
  return v;
}

export function newGame(seats: number, options: Record<string, unknown> = {}, seed = 7): PirateKingState {
  return game.setup(NAMES.slice(0, seats).map((name) => ({ name })), game.optionsSchema.parse(options), seed);
}

export function must(state: PirateKingState, seat: number, action: PirateKingAction): PirateKingState {
  const out = game.apply(state, seat, action);
  if (!out.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${out.rejection.message}`);
  return out.state;
}

/** Plays seeded random legal moves until `until` holds (or throws after `limit` moves). */
export function playUntil(state: PirateKingState, until: (s: PirateKingState) => boolean, seed = 1, limit = 20_000): PirateKingState {
  const random = Random.from(seedRng(seed));
  let s = state;
  for (let i = 0; i < limit && !until(s); i++) {
    if (game.result(s)) throw new Error("the game ended first");
    const seat = game.activeSeats(s)[0];
    const moves = game.legalActions(s, seat);
    // Parlays come up more often when drafting is preferred to ending the turn.
    const drafting = moves.filter((m) => m.type === "offer" || m.type === "offerSend");
    s = must(s, seat, drafting.length > 0 && random.int(0, 2) > 0 ? random.pick(drafting) : random.pick(moves));
  }
  if (!until(s)) throw new Error("the wanted state did not come up");
  return s;
}

const noLot = { territories: [], treasures: [], cards: [], bronze: 0 };

/** Legal moves as the server sends them: JSON text grouped by type, each move without its type. */
export function grouped(moves: readonly PirateKingAction[]): string {
  const out: Record<string, unknown[]> = {};
  for (const { type, ...move } of moves) (out[type] ??= []).push(move);
  return JSON.stringify(out);
}

/** The table state a client of `seat` (null: a spectator) holds for `state`. */
export function tableOf(state: PirateKingState, seat: number | null): TableState {
  const view = game.publicView(state) as PirateKingPublicView;
  const board = { ...view, treasures: view.treasures.map((t) => (typeof t === "string" ? { state: t } : { state: "owned", owner: t.owner })) };
  const active = game.result(state) ? [] : [...game.activeSeats(state)];
  const priv: Record<string, unknown> = {};
  if (seat !== null) {
    const view = game.seatView(state, seat) as PirateKingSeatView;
    const offer = view.offer ?? { from: 0, to: 0, sent: false, counters: 0, give: noLot, get: noLot };
    priv[String(seat)] = { ...(wire({ ...view, offer }) as object), legal: active.includes(seat) ? grouped(game.legalActions(state, seat)) : "" };
  }
  return {
    code: "TEST01", game: "pirate-king", status: game.result(state) ? "finished" : "playing", version: 1, hostSeat: 0, spectators: 0, isPublic: false,
    seats: state.names.map((name, index) => ({ index, name, taken: true, connected: true, bot: false, botActing: false })),
    active, board: wire(board), private: priv,
  };
}
