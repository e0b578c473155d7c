import type { GameEvent, SeatIndex } from "../../engine/game";
import type { Rejection } from "../../engine/rejection";
import { Random, seedRng } from "../../engine/rng";
import type { PirateCoveAction } from "./actions";
import { apply } from "./apply";
import { startBattle } from "./combat/battle";
import { LEGENDS, type LegendId } from "./content/legends";
import { ROYAL_NAVY } from "./content/legends";
import { TAVERN_CARDS, type CardKind } from "./content/tavern-cards";
import type { Ctx } from "./ctx";
import { advance } from "./flow";
import { optionsSchema } from "./options";
import { SEAT_NAMES } from "./selfplay-check";
import { setup } from "./setup";
import { copyState, type PirateCoveState } from "./state";

/**
 * Test support: small scenes built from a real set-up. Scenes are edited in place before
 * being handed to `apply` (tests only); `act` and `refuse` go through `apply` like a client.
 */

/** A set-up for `n` players in month 1's navigation: every hand emptied into the deck, no black ships. */
export function scene(n = 3, seed = 1, options: unknown = {}): PirateCoveState {
  const s = copyState(setup(SEAT_NAMES.slice(0, n).map((name) => ({ name })), optionsSchema.parse(options), seed));
  for (const p of s.ships) {
    s.tavernDeck.push(...p.hand);
    p.hand = [];
    if (p.parrot) s.tavernDeck.push(p.parrot.card);
    p.parrot = null;
  }
  s.legendDeck.push(...s.legends.map((l) => l.legend));
  s.legends = [];
  s.month = 1;
  s.phase = "navigation";
  return s;
}

/** Moves a card of `kind` from the draw pile into `seat`'s hand; returns its id. */
export function give(s: PirateCoveState, seat: SeatIndex, kind: CardKind): number {
  const i = s.tavernDeck.findIndex((c) => TAVERN_CARDS[c].kind === kind);
  if (i < 0) throw new Error(`no ${kind} left in the deck`);
  const [card] = s.tavernDeck.splice(i, 1);
  s.ships[seat].hand.push(card);
  return card;
}

/** Puts a parrot of `kind` on `seat`'s perch, from the deck. */
export function perch(s: PirateCoveState, seat: SeatIndex, kind: CardKind, hurt = false): number {
  const card = give(s, seat, kind);
  s.ships[seat].hand.pop();
  s.ships[seat].parrot = { card, hurt };
  return card;
}

/** Places a Legendary Pirate at `island`. */
export function placeLegend(s: PirateCoveState, legend: LegendId, island: number): void {
  s.legendDeck = s.legendDeck.filter((l) => l !== legend);
  s.legends.push({ legend, island, hull: LEGENDS[legend].hull, afloat: true });
}

/** Opens a battle at `island` with `seats` there (the other ships at Pirate's Cove) and runs it to the first decision. */
export function battle(s0: PirateCoveState, island: number, seats: readonly SeatIndex[], navyController?: SeatIndex): PirateCoveState {
  return openBattle(s0, island, seats, navyController).state;
}

/** `battle`, with the events up to the first decision (a black ship's first volley among them). */
export function openBattle(
  s0: PirateCoveState,
  island: number,
  seats: readonly SeatIndex[],
  navyController?: SeatIndex,
): { state: PirateCoveState; events: GameEvent[] } {
  const s = copyState(s0);
  s.ships.forEach((p, seat) => (p.island = seats.includes(seat) ? island : 7));
  if (navyController !== undefined) s.navy = { island, controller: navyController, hull: ROYAL_NAVY.hull };
  s.phase = "combat";
  s.battles = [];
  const ctx: Ctx = { s, random: Random.from(s.rng), events: [] };
  startBattle(ctx, island);
  advance(ctx);
  s.rng = ctx.random.state();
  return { state: s, events: ctx.events };
}

/** `openBattle` with one set of dice after another until `want` holds. */
export function openBattleUntil(
  s: PirateCoveState,
  island: number,
  seats: readonly SeatIndex[],
  want: (r: { state: PirateCoveState; events: GameEvent[] }) => boolean,
  navyController?: SeatIndex,
): { state: PirateCoveState; events: GameEvent[] } {
  for (let seed = 1; seed <= 2000; seed++) {
    const r = openBattle(reseed(s, seed), island, seats, navyController);
    if (want(r)) return r;
  }
  throw new Error("no dice gave the wanted opening");
}

/** The same scene with other dice. */
export const reseed = (s: PirateCoveState, seed: number): PirateCoveState => ({ ...copyState(s), rng: seedRng(seed) });

export function act(s: PirateCoveState, seat: SeatIndex, action: PirateCoveAction): { state: PirateCoveState; events: readonly GameEvent[] } {
  const r = apply(s, seat, action);
  if (!r.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${r.rejection.code} ${r.rejection.message}`);
  return { state: r.state, events: r.events };
}

/** Applies an illegal action: checks it is rejected and the state is the same object, unchanged. */
export function refuse(s: PirateCoveState, seat: SeatIndex, action: unknown): Rejection {
  const before = JSON.stringify(s);
  const r = apply(s, seat, action);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  if (JSON.stringify(s) !== before) throw new Error("a rejected action changed the state");
  return r.rejection;
}

/** Everyone whose turn it is in a card window passes until the window (or phase) moves on. */
export function passWindow(s: PirateCoveState): PirateCoveState {
  let state = s;
  const kind = state.window?.kind;
  for (let i = 0; i < 20 && state.window && state.window.kind === kind; i++) state = act(state, state.window.order[state.window.at], { type: "pass" }).state;
  return state;
}

export const eventsOf = (events: readonly GameEvent[], kind: string) => events.filter((e) => e.kind === kind);

/** The dice of the first volley event. */
export function rollsOf(events: readonly GameEvent[]): number[] {
  const v = events.find((e) => e.kind === "volley");
  if (!v) throw new Error("no volley");
  return String(v.data!.rolls).split("").map(Number);
}

/** Runs the month's automatic steps from `s` (edited by hand) to the next decision. */
export function runFlow(s0: PirateCoveState): { state: PirateCoveState; events: GameEvent[] } {
  const s = copyState(s0);
  const ctx: Ctx = { s, random: Random.from(s.rng), events: [] };
  advance(ctx);
  s.rng = ctx.random.state();
  return { state: s, events: ctx.events };
}

/**
 * Tries `action` with one set of dice after another until `want` holds for its outcome: a
 * scene needing, say, at least two hits then reads those hits from the logged rolls.
 */
export function actUntil(
  s: PirateCoveState,
  seat: SeatIndex,
  action: PirateCoveAction,
  want: (r: { state: PirateCoveState; events: readonly GameEvent[] }) => boolean,
): { state: PirateCoveState; events: readonly GameEvent[] } {
  for (let seed = 1; seed <= 2000; seed++) {
    const r = act(reseed(s, seed), seat, action);
    if (want(r)) return r;
  }
  throw new Error(`no dice gave the wanted outcome for ${JSON.stringify(action)}`);
}

export const hitsOf = (events: readonly GameEvent[]): number => Number(events.find((e) => e.kind === "volley")!.data!.hits);

/** A battle past its Battle-card turns (everyone passes), at the first volley. */
export function fight(s: PirateCoveState, island: number, seats: readonly SeatIndex[], navyController?: SeatIndex): PirateCoveState {
  let b = battle(s, island, seats, navyController);
  while (b.window?.kind === "battleCards") b = act(b, b.window.order[b.window.at], { type: "pass" }).state;
  return b;
}
