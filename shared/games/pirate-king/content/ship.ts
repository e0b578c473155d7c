/** Ships, the wind die, the Commodore and the supply (Components, Movement, Combat). */
export const SHIP = {
  startCrew: 1,
  startCannons: 1,
  maxCrew: 10,
  maxCannons: 4,
  /** Ship shop prices (Fortifications › Ship Cannons and Crewmen). */
  shopPrice: 200,
} as const;

/** Cannon capacity by crewmen (Combat): 1–2 → 1, 3–4 → 2, 5–6 → 3, 7–10 → 4. */
export function cannonCapacity(crew: number): number {
  if (crew <= 0) return 0;
  if (crew <= 2) return 1;
  if (crew <= 4) return 2;
  if (crew <= 6) return 3;
  return 4;
}

/** The sail marker goes 1 to 5 spaces ahead (Movement). */
export const SAIL = { min: 1, max: 5 } as const;

/** The wind die (rules-notes.md fact): 1–4 → −1…−4, 5–8 → 0, 9–12 → +1…+4. */
export function windAdjustment(roll: number): number {
  if (roll <= 4) return -roll;
  if (roll <= 8) return 0;
  return roll - 8;
}

/** The Commodore (Space Designations › Commodore): 11 crewmen, 5 cannons, never fewer than 2. */
export const COMMODORE = { crew: 11, cannons: 5, minCannons: 2, prestige: 16 } as const;
export function commodoreCannons(crew: number): number {
  if (crew >= COMMODORE.crew) return COMMODORE.cannons;
  return Math.max(COMMODORE.minCannons, cannonCapacity(crew));
}

export const MONEY = {
  start: 1000,
  /** The Buried Treasure starts with one emerald and is refilled with 100 each time it is emptied. */
  buriedTreasureRefill: 100,
  bountyMinimum: 500,
  shipBounty: 500,
  crosswindsBounty: 500,
  manOfWarPrize: 500,
  greatTreasurePrice: 500,
  /** Landing exactly on the cargo destination pays 100 more (Cards › Cargo). */
  exactDeliveryBonus: 100,
  /** Cash kept back when tearing down fortifications to pay a debt (Bounty). */
  keepBack: 50,
} as const;

/** The gems and coins bronze is counted in (Getting Started), largest first. */
export const GEMS = [
  { name: "diamond", value: 1000, count: 5 },
  { name: "ruby", value: 500, count: 10 },
  { name: "emerald", value: 100, count: 25 },
  { name: "gold", value: 25, count: 25 },
  { name: "coin", value: 5, count: 30 },
] as const;

/** A way to show `bronze` in gems and coins, largest first (for drawing a chest). */
export function gemsFor(bronze: number): Record<string, number> {
  const out: Record<string, number> = {};
  let left = bronze;
  for (const g of GEMS) {
    out[g.name] = Math.floor(left / g.value);
    left -= out[g.name] * g.value;
  }
  return out;
}

/** Territories one player may hold at once (Space Designations › Trade Route). */
export function territoryCap(players: number): number {
  return players === 2 ? 24 : 12;
}

/** Rulebook sections, quoted in rejections. */
export const RULE = {
  movement: "Pirate King › Movement",
  spaces: "Pirate King › Space Designations",
  territory: "Pirate King › Space Designations › Territory",
  crosswinds: "Pirate King › Space Designations › Crosswinds",
  passage: "Pirate King › Space Designations › Secret Passages",
  commodore: "Pirate King › Space Designations › Commodore",
  cards: "Pirate King › Cards",
  seaChart: "Pirate King › Sea Chart",
  fortifications: "Pirate King › Fortifications",
  combat: "Pirate King › Combat",
  bounty: "Pirate King › Combat › Bounty",
  parlay: "Pirate King › Parlay",
  treasures: "Pirate King › Great Treasures",
  special: "Pirate King › Special Cards",
  team: "Pirate King › Advanced and Team Play",
  faq: "Pirate King › FAQ",
  turn: "Pirate King › Getting Started",
} as const;
