/** The vocabulary every Shiver Me Timbers file shares: islands, attributes, resources. */

export const ISLANDS = ["port-royal", "sao-tome", "st-david", "la-juanita", "the-bay", "isla-oscura"] as const;
export type IslandId = (typeof ISLANDS)[number];

export const ISLAND_NAMES: Readonly<Record<IslandId, string>> = {
  "port-royal": "Port Royal",
  "sao-tome": "São Tomé",
  "st-david": "St. David",
  "la-juanita": "La Juanita",
  "the-bay": "The Bay",
  "isla-oscura": "Isla Oscura",
};

export const ATTRIBUTES = ["speed", "strength", "hull"] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export const RESOURCES = ["cocoa", "rum", "sugar"] as const;
export type Resource = (typeof RESOURCES)[number];
/** Resource units by kind (a hold, a price list, a payment). */
export type Cargo = Record<Resource, number>;

/** Golden rules: attributes never drop below 1; upgrades stop at 7 (Pirate Ships). */
export const ATTRIBUTE_MIN = 1;
export const ATTRIBUTE_MAX = 7;
/** Game Set-up: ships start at strength, speed and hull 3; players take 300 Gold. */
export const START_ATTRIBUTE = 3;
export const START_GOLD = 300;
/** Rounds & Turns: three regular actions per turn. */
export const ACTIONS_PER_TURN = 3;
/** Design: gold moves in the smallest coin (Bits, 100 G), so halves round down to 100s. */
export const GOLD_UNIT = 100;
/**
 * "A maximum of 3 treasure cards total (i.e. in your hand and on the treasure track)" (Scouting
 * in the taverns): the cap counts the cards being searched for, not the treasures raised onto a ship.
 */
export const TREASURE_LIMIT = 3;
