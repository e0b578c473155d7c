import type { GameEvent, SeatIndex } from "../../engine/game";
import type { RngState } from "../../engine/rng";
import type { CrosswindsTurn } from "./content/board";
import type { DeckName } from "./content/cards";
import type { PirateKingOptions } from "./options";

/**
 * The whole state, plain data. `apply` works on a fresh copy (`copyState`) and returns it, so
 * a stored state is never changed; a rejection returns the old state object itself.
 */
export interface Ship {
  readonly id: number;
  readonly owner: SeatIndex;
  /** Index into CURRENTS of the loop the ship follows. */
  current: number;
  /** 0 (the Crosswinds) .. 19 along its loop. */
  step: number;
  /** +1: sailing with the loop's steps; −1: against them. */
  facing: 1 | -1;
  crew: number;
  cannons: number;
  /** A CARGO card id; null when the cargo was lost (a new one comes at a friendly territory). */
  cargo: number | null;
  /** The Captain's Log card halving the cargo's value, lying on it. */
  cargoDamage: number | null;
  /** Sunk and waiting to be relaunched at a port. */
  sunk: boolean;
  /** Spaces of the last movement (signed: negative went backwards), for "sail your last move again". */
  lastMove: number;
  /** The space the ship landed on this turn, where its shop may be used (one crewman a landing). */
  shopSpace: number | null;
  crewBoughtHere: boolean;
}

export interface Player {
  /** Index into `purses`: one per player, one per team in team play (shared money). */
  readonly purse: number;
  readonly team: number;
  /** Held (kept) card ids, "captainsLog:3" style keys. */
  held: string[];
  /** Beat the Commodore: 16 points. */
  commodore: boolean;
}

export interface TerritoryState {
  owner: SeatIndex | null;
  level: number;
}

/** -2 not found, -1 map found (buyable), a seat: owned. */
export type TreasureState = number;
export const TREASURE_HIDDEN = -2;
export const TREASURE_CHARTED = -1;

export interface Fighter {
  /** A ship id, or a fortification / the Commodore / a Man of War. */
  readonly kind: "ship" | "fort" | "commodore" | "manOfWar";
  readonly ship: number | null;
  readonly territory: number | null;
  crew: number;
  /** For a Man of War: its fixed cannons. */
  readonly cannons: number;
}

export interface Combat {
  readonly reason: "crosswinds" | "dock" | "forced" | "commodore" | "manOfWar";
  readonly attacker: Fighter;
  readonly defender: Fighter;
  /** After beating the owner's ship at its territory, the fortification comes next. */
  readonly thenFort: number | null;
  /** The dice of the round waiting for a Jewel Encrusted Sword re-roll. */
  dice: { attacker: number[]; defender: number[] } | null;
  /** Which side holds the sword and may still re-roll this round. */
  swordSide: "attacker" | "defender" | null;
  round: number;
}

export type DebtReason = "bounty" | "fine" | "dock";
export interface Debt {
  readonly payer: SeatIndex;
  /** A seat, or the Buried Treasure chest. */
  readonly to: SeatIndex | "chest";
  amount: number;
  readonly reason: DebtReason;
  /** Bounty: when nothing is left the Merchant pays and the winner takes a territory. */
  readonly seizeBy: SeatIndex | null;
}

/** Work left in the current turn, done in order. */
export type Task =
  | { readonly kind: "land"; readonly ship: number }
  | { readonly kind: "move"; readonly ship: number; readonly spaces: number; readonly after?: boolean }
  | { readonly kind: "drawCargo"; readonly ship: number }
  | { readonly kind: "reward"; readonly ship: number }
  | { readonly kind: "debt"; readonly debt: Debt }
  | { readonly kind: "relaunch"; readonly ship: number }
  | { readonly kind: "fightFort"; readonly ship: number; readonly territory: number }
  | { readonly kind: "crosswinds"; readonly ship: number };

/** A decision the game waits for, and whose it is. */
export type Pending =
  | { readonly kind: "capture"; readonly seat: SeatIndex; readonly ship: number; readonly territory: number }
  | { readonly kind: "dock"; readonly seat: SeatIndex; readonly ship: number; readonly territory: number }
  | { readonly kind: "reward"; readonly seat: SeatIndex; readonly ship: number }
  | { readonly kind: "commodore"; readonly seat: SeatIndex; readonly ship: number }
  | { readonly kind: "passage"; readonly seat: SeatIndex; readonly ship: number }
  | { readonly kind: "crosswinds"; readonly seat: SeatIndex; readonly ship: number }
  | { readonly kind: "forward"; readonly seat: SeatIndex; readonly ship: number; readonly deck: DeckName; readonly card: number }
  | { readonly kind: "manOfWar"; readonly seat: SeatIndex; readonly ship: number }
  | { readonly kind: "duel"; readonly seat: SeatIndex; readonly ship: number }
  | { readonly kind: "sword"; readonly seat: SeatIndex }
  | { readonly kind: "debt"; readonly seat: SeatIndex; readonly debt: Debt }
  | { readonly kind: "relaunch"; readonly seat: SeatIndex; readonly ship: number }
  | { readonly kind: "seize"; readonly seat: SeatIndex; readonly from: SeatIndex }
  | { readonly kind: "answer"; readonly seat: SeatIndex };

/** What one side of a parlay gives. */
export interface ParlayLot {
  territories: number[];
  treasures: number[];
  cards: string[];
  bronze: number;
}
export interface ParlayOffer {
  readonly from: SeatIndex;
  readonly to: SeatIndex;
  give: ParlayLot;
  get: ParlayLot;
  sent: boolean;
  /** 0 for the first offer of a parlay; each counter-offer counts one more (at most PARLAY_LIMITS.counters). */
  readonly counters: number;
  /**
   * While a counter-offer is drafted: the sent offer it answers, in force again if the counter
   * is withdrawn. Never changed, so states may share it.
   */
  readonly answering: ParlayOffer | null;
}

/**
 * - `sail`: the player sets the sail marker(s) (free actions allowed first);
 * - `wind`: the wind die is rolled and the Black Sails may re-roll it;
 * - `resolve`: tasks and decisions of the movement, landing, cards and combat;
 * - `harbour`: after the landing: upgrades, the ship shop, treasures, parlay, end of turn;
 * - `over`.
 */
export type Stage = "ports" | "sail" | "wind" | "resolve" | "harbour" | "over";

export interface PirateKingState {
  readonly names: readonly string[];
  readonly options: PirateKingOptions;
  players: Player[];
  purses: number[];
  ships: Ship[];
  territories: TerritoryState[];
  treasures: TreasureState[];
  /** Draw piles (top = last element) and discards; deck order never leaves the state. */
  cargoDeck: number[];
  /** Cargo cards turned in or lost: out of the game (The end). */
  cargoOut: number;
  logDeck: number[];
  logDiscard: number[];
  bootyDeck: number[];
  bootyDiscard: number[];
  buriedTreasure: number;
  /** Bronze the Merchant paid out minus what it took in (its bank is unlimited). */
  merchantNet: number;
  current: SeatIndex;
  round: number;
  turn: number;
  stage: Stage;
  sail: number[];
  wind: number | null;
  windRerolled: boolean;
  queue: Task[];
  pending: Pending | null;
  combat: Combat | null;
  parlay: ParlayOffer | null;
  /** Seats that reached a parlay agreement with the current player this turn (no forced negotiation then). */
  agreed: SeatIndex[];
  /** Spaces where a fight took place this turn (no parlay there). */
  foughtAt: number[];
  /** A Golden Monkey Head attack was made this turn. */
  forcedThisTurn: boolean;
  /** Seat order: the highest d12 roll goes first, then clockwise (Movement). */
  readonly firstSeat: SeatIndex;
  /** Ships still to choose a port of origin, in order (Getting Started). */
  portQueue: number[];
  offersThisTurn: number;
  editsThisTurn: number;
  /** The last cargo card was turned in: the game ends with this turn (FAQ). */
  lastCargoTurnedIn: boolean;
  winners: SeatIndex[];
  endReason: "points" | "commodore" | "cargo" | "roundLimit" | null;
  rng: RngState;
  events: GameEvent[];
}

export type { CrosswindsTurn };

export function copyState(s: PirateKingState): PirateKingState {
  // Every field by name (a literal of one shape is much faster than spreading this object).
  return {
    names: s.names,
    options: s.options,
    players: s.players.map(copyPlayer),
    purses: s.purses.slice(),
    ships: s.ships.map(copyShip),
    // Territory objects are shared between states and replaced, never changed (`setTerritory`).
    territories: s.territories.slice(),
    treasures: s.treasures.slice(),
    // Decks are replaced when drawn from or discarded to, never changed in place.
    cargoDeck: s.cargoDeck,
    cargoOut: s.cargoOut,
    logDeck: s.logDeck,
    logDiscard: s.logDiscard,
    bootyDeck: s.bootyDeck,
    bootyDiscard: s.bootyDiscard,
    buriedTreasure: s.buriedTreasure,
    merchantNet: s.merchantNet,
    current: s.current,
    round: s.round,
    turn: s.turn,
    stage: s.stage,
    sail: s.sail.slice(),
    wind: s.wind,
    windRerolled: s.windRerolled,
    queue: s.queue.slice(),
    pending: s.pending,
    combat: s.combat && {
      ...s.combat,
      attacker: { ...s.combat.attacker },
      defender: { ...s.combat.defender },
      dice: s.combat.dice && { attacker: s.combat.dice.attacker.slice(), defender: s.combat.dice.defender.slice() },
    },
    parlay: s.parlay && { ...s.parlay, give: copyLot(s.parlay.give), get: copyLot(s.parlay.get) },
    agreed: s.agreed.slice(),
    foughtAt: s.foughtAt.slice(),
    forcedThisTurn: s.forcedThisTurn,
    firstSeat: s.firstSeat,
    portQueue: s.portQueue.slice(),
    offersThisTurn: s.offersThisTurn,
    editsThisTurn: s.editsThisTurn,
    lastCargoTurnedIn: s.lastCargoTurnedIn,
    winners: s.winners.slice(),
    endReason: s.endReason,
    rng: s.rng,
    events: [],
  };
}

function copyPlayer(p: Player): Player {
  return { purse: p.purse, team: p.team, held: p.held.slice(), commodore: p.commodore };
}

function copyShip(x: Ship): Ship {
  return {
    id: x.id,
    owner: x.owner,
    current: x.current,
    step: x.step,
    facing: x.facing,
    crew: x.crew,
    cannons: x.cannons,
    cargo: x.cargo,
    cargoDamage: x.cargoDamage,
    sunk: x.sunk,
    lastMove: x.lastMove,
    shopSpace: x.shopSpace,
    crewBoughtHere: x.crewBoughtHere,
  };
}

function copyLot(l: ParlayLot): ParlayLot {
  return { territories: l.territories.slice(), treasures: l.treasures.slice(), cards: l.cards.slice(), bronze: l.bronze };
}

/** Changes a territory in a working copy: the object is replaced, since states share them. */
export function setTerritory(s: PirateKingState, id: number, patch: Partial<TerritoryState>): void {
  s.territories[id] = { ...s.territories[id], ...patch };
}
