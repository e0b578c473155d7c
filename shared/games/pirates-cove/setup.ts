import type { SeatSetup } from "../../engine/game";
import { Random, seedRng } from "../../engine/rng";
import { PIRATES_COVE, TREASURE_SUPPLY } from "./content/islands";
import { blackShipsFor, LEGEND_IDS, LEGENDS } from "./content/legends";
import { GAME } from "./content/rules";
import { TRACKS } from "./content/sections";
import { TAVERN_CARDS } from "./content/tavern-cards";
import type { Ctx } from "./ctx";
import type { PirateCoveOptions } from "./options";
import type { PirateCoveState, Ship } from "./state";
import { draw } from "./tavern/draw";

export const MIN_SEATS = 3;
export const MAX_SEATS = 5;

/**
 * Set-up: shuffle the Tavern deck and the five island decks; one black ship for each player
 * short of five, a Legendary Pirate drawn at random on islands 1, 2…; every ship at Pirate's
 * Cove with 9 gold, sections on their second-lowest level and one Tavern card; then the
 * fitting out, when players may spend gold on upgrades before the first month.
 */
export function setup(seats: readonly SeatSetup[], options: PirateCoveOptions, seed: number): PirateCoveState {
  const n = seats.length;
  if (n < MIN_SEATS || n > MAX_SEATS) throw new Error(`Pirate's Cove is for ${MIN_SEATS}–${MAX_SEATS} players, not ${n}`);
  const random = Random.from(seedRng(seed));
  const ship = (): Ship => ({
    levels: TRACKS.map((t) => t.start),
    gold: GAME.startingGold,
    fame: 0,
    treasures: 0,
    buried: 0,
    island: PIRATES_COVE,
    hand: [],
    parrot: null,
    mastercrafts: [],
    crippled: false,
    wasCrippled: false,
  });
  const legends = random.shuffle(LEGEND_IDS);
  const black = blackShipsFor(n);
  const s: PirateCoveState = {
    names: seats.map((p) => p.name),
    options,
    month: 0,
    phase: "fitting",
    ships: seats.map(ship),
    tavernDeck: random.shuffle(TAVERN_CARDS.map((c) => c.id)),
    discard: [],
    destroyed: [],
    bountyDecks: [1, 2, 3, 4, 5].map(() => random.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])),
    legends: legends.slice(0, black).map((legend, i) => ({ legend, island: i + 1, hull: LEGENDS[legend].hull, afloat: true })),
    legendDeck: legends.slice(black),
    navy: null,
    treasureSupply: TREASURE_SUPPLY,
    choices: new Array<number>(n).fill(0),
    clockwise: null,
    window: null,
    combat: null,
    battles: [],
    earned: seats.map(() => ({ fame: 0, gold: 0, treasures: 0, cards: [] })),
    farewell: new Array<boolean>(n).fill(false),
    secretMap: null,
    parrotOffers: [],
    done: new Array<boolean>(n).fill(false),
    treasureIslandUpgrade: new Array<boolean>(n).fill(false),
    winners: [],
    scores: null,
    rng: [],
  };
  const ctx: Ctx = { s, random, events: [] };
  for (let seat = 0; seat < n; seat++) draw(ctx, seat, GAME.startingCards);
  s.rng = random.state();
  return s;
}
