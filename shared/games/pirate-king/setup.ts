import type { SeatIndex, SeatSetup } from "../../engine/game";
import { Random, seedRng } from "../../engine/rng";
import { CAPTAINS_LOG, CARGO, GREAT_TREASURES, PIRATES_BOOTY } from "./content/cards";
import { MONEY, SHIP } from "./content/ship";
import { emit } from "./events";
import type { PirateKingOptions } from "./options";
import { TREASURE_HIDDEN, type PirateKingState, type Ship } from "./state";

export const MIN_SEATS = 2;
export const MAX_SEATS = 4;

/** Seats 0 and 2 against 1 and 3 in team play: partners sit across the table. */
export const teamOfSeat = (seat: SeatIndex, teams: boolean): number => (teams ? seat % 2 : seat);

/**
 * Getting Started: shuffled decks, one emerald in the Buried Treasure, 1000 bronze, a ship
 * with one cannon and one crewman each, turn order by the d12 (ties roll again), then each
 * player, highest roll first, chooses a port of origin (the `ports` stage); cargo cards are
 * drawn once the ships are set. Throws on a seat count or variant the rulebook does not have.
 */
export function setup(seats: readonly SeatSetup[], options: PirateKingOptions, seed: number): PirateKingState {
  const n = seats.length;
  if (n < MIN_SEATS || n > MAX_SEATS) throw new Error(`pirate-king: ${n} seats (2 to 4 play)`);
  if (options.shipsPerPlayer === 2 && n !== 2) throw new Error("pirate-king: two ships per player is the 1 v 1 double ship game (2 players)");
  if (options.teams && n !== 4) throw new Error("pirate-king: team play is 2 v 2 (4 players)");
  const random = Random.from(seedRng(seed));
  const rolls = rollForOrder(random, n);
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => rolls[b] - rolls[a]);
  const ships: Ship[] = [];
  for (let seat = 0; seat < n; seat++) {
    for (let k = 0; k < options.shipsPerPlayer; k++) {
      ships.push({
        id: seat * options.shipsPerPlayer + k,
        owner: seat,
        current: 0,
        step: 0,
        facing: 1,
        crew: SHIP.startCrew,
        cannons: SHIP.startCannons,
        cargo: null,
        cargoDamage: null,
        sunk: true,
        lastMove: 0,
        shopSpace: null,
        crewBoughtHere: false,
      });
    }
  }
  const portQueue: number[] = [];
  for (let k = 0; k < options.shipsPerPlayer; k++) for (const seat of order) portQueue.push(seat * options.shipsPerPlayer + k);
  const teams = Array.from({ length: n }, (_, seat) => teamOfSeat(seat, options.teams));
  const purses = [...new Set(teams)].map(() => 0);
  const players = teams.map((team) => ({ purse: team, team, held: [] as string[], commodore: false }));
  players.forEach((p) => (purses[p.purse] += MONEY.start));
  const s: PirateKingState = {
    names: seats.map((x) => x.name),
    options,
    players,
    purses,
    ships,
    territories: Array.from({ length: 24 }, () => ({ owner: null, level: 0 })),
    treasures: GREAT_TREASURES.map(() => TREASURE_HIDDEN),
    cargoDeck: random.shuffle(CARGO.map((c) => c.id)),
    cargoOut: 0,
    logDeck: random.shuffle(CAPTAINS_LOG.map((c) => c.id)),
    logDiscard: [],
    bootyDeck: random.shuffle(PIRATES_BOOTY.map((c) => c.id)),
    bootyDiscard: [],
    buriedTreasure: MONEY.buriedTreasureRefill,
    merchantNet: n * MONEY.start + MONEY.buriedTreasureRefill,
    current: order[0],
    firstSeat: order[0],
    round: 1,
    turn: 0,
    stage: "ports",
    sail: [],
    wind: null,
    windRerolled: false,
    queue: [],
    pending: null,
    combat: null,
    parlay: null,
    agreed: [],
    foughtAt: [],
    forcedThisTurn: false,
    offersThisTurn: 0,
    editsThisTurn: 0,
    portQueue,
    lastCargoTurnedIn: false,
    winners: [],
    endReason: null,
    rng: random.state(),
    events: [],
  };
  emit(s, "order", { order, rolls: order.map((seat) => rolls[seat]) });
  return s;
}

/** Everyone rolls the d12; players tied with another roll again until every roll differs. */
function rollForOrder(random: Random, n: number): number[] {
  const rolls = Array.from({ length: n }, () => random.int(1, 12));
  for (;;) {
    const tied = rolls.map((r, i) => (rolls.filter((x) => x === r).length > 1 ? i : -1)).filter((i) => i >= 0);
    if (tied.length === 0) return rolls;
    for (const i of tied) rolls[i] = random.int(1, 12);
  }
}
