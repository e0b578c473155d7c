/**
 * The islands (docs/rules/pirates-cove.md › Islands). Outer islands are numbered 1–5 as on the
 * board; each but Tavern Island upgrades its own section. Treasure Island is 6 and Pirate's
 * Cove 7 in actions and views.
 */
import { CANNONS, CREW, HULL, SAILS } from "./sections";

export const TAVERN_ISLAND = 1;
export const TREASURE_ISLAND = 6;
export const PIRATES_COVE = 7;
export const OUTER_ISLANDS = [1, 2, 3, 4, 5] as const;
export const ALL_ISLANDS = [1, 2, 3, 4, 5, 6, 7] as const;

export const ISLAND_NAMES: readonly string[] = [
  "",
  "Tavern Island",
  "Hull Island",
  "Sail Island",
  "Cannon Island",
  "Crew Island",
  "Treasure Island",
  "Pirate's Cove",
];

/** The section each outer island upgrades (-1: Tavern Island sells Tavern cards instead). */
export const ISLAND_SECTION: readonly number[] = [-1, -1, HULL, SAILS, CANNONS, CREW, -1, -1];

export const isOuter = (island: number): boolean => island >= 1 && island <= 5;

/** One island card: that month's bounty for the ship that has the island to itself. */
export interface BountyCard {
  readonly fame: number;
  readonly gold: number;
  readonly treasures: number;
  readonly tavern: number;
}

const card = (fame: number, gold: number, treasures: number, tavern: number): BountyCard => ({ fame, gold, treasures, tavern });

/**
 * Twelve cards per outer island (design: fame 0–3, gold 0–6, treasures 0–2, Tavern 0–1, each
 * island leaning to its theme). Index 0 is unused so `BOUNTY_DECKS[island]` reads naturally.
 */
export const BOUNTY_DECKS: readonly (readonly BountyCard[])[] = [
  [],
  // 1 Tavern Island: rum and rumours, many Tavern cards, little treasure.
  [card(1, 2, 0, 1), card(0, 3, 0, 1), card(1, 1, 0, 1), card(2, 0, 0, 1), card(0, 4, 0, 1), card(1, 2, 1, 0),
   card(1, 3, 0, 1), card(0, 2, 1, 1), card(2, 1, 0, 0), card(1, 0, 0, 1), card(0, 5, 0, 0), card(3, 0, 0, 1)],
  // 2 Hull Island: treasure chests.
  [card(1, 1, 2, 0), card(0, 2, 2, 0), card(1, 0, 1, 0), card(2, 1, 1, 0), card(0, 3, 1, 0), card(1, 2, 2, 0),
   card(0, 1, 2, 1), card(2, 0, 1, 0), card(1, 3, 1, 0), card(0, 0, 2, 0), card(3, 1, 0, 0), card(1, 1, 1, 1)],
  // 3 Sail Island: fame.
  [card(2, 1, 0, 0), card(3, 0, 0, 0), card(2, 2, 1, 0), card(1, 3, 0, 0), card(3, 1, 0, 0), card(2, 0, 1, 0),
   card(1, 2, 0, 1), card(2, 1, 1, 0), card(3, 0, 1, 0), card(1, 1, 0, 0), card(2, 3, 0, 0), card(0, 4, 1, 0)],
  // 4 Cannon Island: gold.
  [card(0, 5, 0, 0), card(1, 4, 0, 0), card(0, 6, 0, 0), card(1, 3, 1, 0), card(2, 4, 0, 0), card(0, 5, 1, 0),
   card(1, 6, 0, 0), card(0, 3, 0, 1), card(1, 5, 0, 0), card(2, 2, 0, 0), card(0, 4, 1, 0), card(1, 4, 0, 1)],
  // 5 Crew Island: a mix.
  [card(1, 3, 1, 0), card(2, 2, 0, 0), card(0, 4, 1, 0), card(1, 2, 1, 1), card(2, 3, 0, 0), card(1, 1, 2, 0),
   card(0, 3, 0, 1), card(3, 2, 0, 0), card(1, 4, 1, 0), card(2, 0, 1, 0), card(0, 5, 0, 0), card(1, 2, 1, 0)],
];

/** Treasures in the supply (Treasure Island's stock) at the start. */
export const TREASURE_SUPPLY = 40;
/** Burying at Treasure Island: 1 fame per treasure, 1 per this much gold. */
export const GOLD_PER_FAME = 3;
