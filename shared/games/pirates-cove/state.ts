import type { SeatIndex } from "../../engine/game";
import type { RngState } from "../../engine/rng";
import type { LegendId } from "./content/legends";
import type { PirateCoveOptions } from "./options";

/**
 * The whole game state. Fields are plain mutable types because `apply` works on a private
 * copy (`copyState`); a state handed out is never changed again.
 */
export interface Ship {
  /** Section values by index: sails, crew, cannons, hull. */
  levels: number[];
  gold: number;
  /** Fame on the track (public); fame cards in hand count only at the end. */
  fame: number;
  /** Treasures in the hold. */
  treasures: number;
  /** Treasures buried so far (the second tie-break). */
  buried: number;
  /** Where the ship is: 1–5 outer islands, 6 Treasure Island, 7 Pirate's Cove. */
  island: number;
  /** Tavern card ids in hand (secret). */
  hand: number[];
  parrot: { card: number; hurt: boolean } | null;
  /** At most one (or one per section with the alternative rule). */
  mastercrafts: { card: number; section: number; damaged: boolean }[];
  crippled: boolean;
  /** Crippled this month: its hurt parrot does not heal. */
  wasCrippled: boolean;
}

/** What a seat earned this month, for Consort. */
export interface Booty {
  fame: number;
  gold: number;
  treasures: number;
  cards: number[];
}

export interface BlackShip {
  legend: LegendId;
  island: number;
  hull: number;
  /** False once sunk (or the Cacafuego taken) until the next month draws a new one. */
  afloat: boolean;
}

export interface Navy {
  island: number;
  /** The seat that sent her: it aims and rolls for her. */
  controller: SeatIndex;
  hull: number;
}

/** A combatant: a seat, the Royal Navy or the island's Legendary Pirate. */
export type Fighter = number | "navy" | "legend";

/** A reaction window: seats in `order` take turns to play a card or pass until all pass in a row. */
export interface CardWindow {
  kind: "navigationEnd" | "battleCards" | "powderKeg" | "treasureEnd";
  order: SeatIndex[];
  at: number;
  passes: number;
}

export interface PendingVolley {
  shooter: Fighter;
  target: Fighter;
  section: number;
  card: number | null;
  /** Powder kegs played on this volley, by whom. */
  kegs: SeatIndex[];
}

export interface Combat {
  island: number;
  /** Player ships still fighting. */
  ships: SeatIndex[];
  /** Index in `state.legends` of the island's Legendary Pirate still afloat, or -1. */
  legend: number;
  navy: boolean;
  round: number;
  /** The firing order of this round and whose volley is next. */
  order: Fighter[];
  at: number;
  step: "battleCards" | "volley" | "flee";
  pending: PendingVolley | null;
  /** Seats still to decide whether to flee this round. */
  fleeing: SeatIndex[];
  avast: boolean;
  grapple: boolean;
  smoke: SeatIndex[];
  /** Speed bonuses by seat. */
  blow: number[];
  overboard: number[];
  /** Battle cards on the table until the battle ends. */
  inPlay: number[];
  /** Seats whose guns reload after a Six Gun Salute: they pass their next volley. */
  reloading: SeatIndex[];
  /** Player ships crippled or driven off (the victor's +1 fame each). */
  beaten: number;
  /** Treasures of crippled ships, for the victor's hold. */
  spoils: number;
  /** The Legendary Pirate's remaining targets in its current ranking. */
  legendQueue: SeatIndex[];
  /** Hull the Flying Dutchman lost this round. */
  legendLost: number;
}

export type Phase = "fitting" | "navigation" | "navigationEnd" | "combat" | "burying" | "treasureEnd" | "upgrade" | "over";

export interface PirateCoveState {
  names: string[];
  options: PirateCoveOptions;
  /** 0 while fitting out, then 1–12. */
  month: number;
  phase: Phase;
  ships: Ship[];
  tavernDeck: number[];
  discard: number[];
  /** Mastercraft cards blown to pieces: out of the game. */
  destroyed: number[];
  /** Each outer island's shuffled bounty deck (indices into BOUNTY_DECKS[island]); the month's card is [month - 1]. */
  bountyDecks: number[][];
  legends: BlackShip[];
  /** Legendary Pirates not at the table, drawn when one is sunk or taken. */
  legendDeck: LegendId[];
  navy: Navy | null;
  treasureSupply: number;
  /** Navigation: the secret choices (0: not yet), whether this month goes clockwise after a Crow's nest. */
  choices: number[];
  clockwise: SeatIndex[] | null;
  window: CardWindow | null;
  combat: Combat | null;
  /** Outer islands whose battle is still to come this month. */
  battles: number[];
  earned: Booty[];
  /** Seats a fond farewell shields from Consort this month. */
  farewell: boolean[];
  secretMap: { island: number; seat: SeatIndex; month: number } | null;
  /** Second parrots drawn, waiting for their drawer to take or turn them down (first one first). */
  parrotOffers: { seat: SeatIndex; card: number }[];
  /** Upgrade phase: seats finished; Treasure Island's one double-cost level used. */
  done: boolean[];
  treasureIslandUpgrade: boolean[];
  winners: SeatIndex[];
  /** Final scores (fame with fame cards) once over. */
  scores: number[] | null;
  rng: RngState;
}

/** The month's first seat: it leads ties in speed and window order (rotates each month). */
export const leader = (s: PirateCoveState): SeatIndex => (Math.max(s.month, 1) - 1) % s.ships.length;

/** Seats in clockwise order from `from`. */
export function clockwiseFrom(n: number, from: SeatIndex): SeatIndex[] {
  const out: SeatIndex[] = [];
  for (let i = 0; i < n; i++) out.push((from + i) % n);
  return out;
}

// Explicit literals rather than spreads: one fixed shape per type keeps the copy cheap (it is
// most of the cost of a ply; bench/pirates-cove.bench.ts).
const copyShip = (p: Ship): Ship => ({
  levels: [p.levels[0], p.levels[1], p.levels[2], p.levels[3]],
  gold: p.gold,
  fame: p.fame,
  treasures: p.treasures,
  buried: p.buried,
  island: p.island,
  hand: p.hand.slice(),
  parrot: p.parrot && { card: p.parrot.card, hurt: p.parrot.hurt },
  mastercrafts: p.mastercrafts.length === 0 ? [] : p.mastercrafts.map((m) => ({ card: m.card, section: m.section, damaged: m.damaged })),
  crippled: p.crippled,
  wasCrippled: p.wasCrippled,
});

const copyCombat = (c: Combat): Combat => ({
  island: c.island,
  ships: c.ships.slice(),
  legend: c.legend,
  navy: c.navy,
  round: c.round,
  order: c.order.slice(),
  at: c.at,
  step: c.step,
  pending: c.pending && { shooter: c.pending.shooter, target: c.pending.target, section: c.pending.section, card: c.pending.card, kegs: c.pending.kegs.slice() },
  fleeing: c.fleeing.slice(),
  avast: c.avast,
  grapple: c.grapple,
  smoke: c.smoke.slice(),
  blow: c.blow.slice(),
  overboard: c.overboard.slice(),
  inPlay: c.inPlay.slice(),
  reloading: c.reloading.slice(),
  beaten: c.beaten,
  spoils: c.spoils,
  legendQueue: c.legendQueue.slice(),
  legendLost: c.legendLost,
});

const copyBooty = (b: Booty): Booty => ({ fame: b.fame, gold: b.gold, treasures: b.treasures, cards: b.cards.length === 0 ? [] : b.cards.slice() });

/** A private copy of everything `apply` may change (the bounty decks, names and options never change). */
export function copyState(s: PirateCoveState): PirateCoveState {
  return {
    names: s.names,
    options: s.options,
    month: s.month,
    phase: s.phase,
    ships: s.ships.map(copyShip),
    tavernDeck: s.tavernDeck.slice(),
    discard: s.discard.slice(),
    destroyed: s.destroyed.slice(),
    bountyDecks: s.bountyDecks,
    legends: s.legends.map((l) => ({ legend: l.legend, island: l.island, hull: l.hull, afloat: l.afloat })),
    legendDeck: s.legendDeck.slice(),
    navy: s.navy && { island: s.navy.island, controller: s.navy.controller, hull: s.navy.hull },
    treasureSupply: s.treasureSupply,
    choices: s.choices.slice(),
    clockwise: s.clockwise && s.clockwise.slice(),
    window: s.window && { kind: s.window.kind, order: s.window.order.slice(), at: s.window.at, passes: s.window.passes },
    combat: s.combat && copyCombat(s.combat),
    battles: s.battles.slice(),
    earned: s.earned.map(copyBooty),
    farewell: s.farewell.slice(),
    secretMap: s.secretMap && { island: s.secretMap.island, seat: s.secretMap.seat, month: s.secretMap.month },
    parrotOffers: s.parrotOffers.length === 0 ? [] : s.parrotOffers.map((o) => ({ seat: o.seat, card: o.card })),
    done: s.done.slice(),
    treasureIslandUpgrade: s.treasureIslandUpgrade.slice(),
    winners: s.winners.slice(),
    scores: s.scores && s.scores.slice(),
    rng: s.rng,
  };
}
