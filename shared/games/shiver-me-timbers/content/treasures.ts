/**
 * The 36 treasure cards (Components). Design, in our own words: 29 treasures, the 4 rings
 * (Find a Soulmate: "Four rings are hidden in the treasure deck") and the 3 relatives found by
 * scouting (Lost Family: son, daughter and best friend; "the search works like a treasure
 * hunt", and they do not count for Tomb Raider). Each card names its island, its final space
 * (search length), the resource you may discard to advance and by how much, a one-time bonus
 * (shovel) or a lasting bonus (windrose) or none, a price and VP. Ids t01…t36.
 * Drake's Rapier follows the rulebook's example: St. David, final space 22, Cocoa for 3.
 */
import type { IslandId, Resource } from "./basics";
import type { FamilyId, Lasting, Reward } from "./effects";

export type TreasureKind = "treasure" | "ring" | "relative";
export type TreasureBonus =
  | { readonly kind: "oneTime"; readonly rewards: readonly Reward[] }
  | { readonly kind: "lasting"; readonly bonus: Lasting }
  | { readonly kind: "none" };

export interface TreasureCard {
  readonly id: string;
  readonly name: string;
  readonly kind: TreasureKind;
  /** For a relative card: who you find when the search ends. */
  readonly relative?: FamilyId;
  readonly island: IslandId;
  /** Final space on the treasure track. */
  readonly search: number;
  /** Discard 1 unit of this resource (free action) to advance `advance` spaces. */
  readonly resource: Resource;
  readonly advance: number;
  readonly bonus: TreasureBonus;
  /** Gold when sold with a Trade action (0: cannot be sold). */
  readonly price: number;
  readonly vp: number;
}

const none: TreasureBonus = { kind: "none" };
const once = (...rewards: Reward[]): TreasureBonus => ({ kind: "oneTime", rewards });
const lasting = (bonus: Lasting): TreasureBonus => ({ kind: "lasting", bonus });
const ring: TreasureBonus = lasting({ kind: "ring" });

type Row = [string, TreasureKind, IslandId, number, Resource, number, TreasureBonus, number, number, FamilyId?];
const ROWS: readonly Row[] = [
  ["Drake's Rapier", "treasure", "st-david", 22, "cocoa", 3, lasting({ kind: "strength", amount: 1 }), 800, 2],
  ["Royal Signet", "ring", "port-royal", 16, "rum", 3, ring, 600, 1],
  ["Jade Idol", "treasure", "isla-oscura", 18, "sugar", 3, once({ kind: "ritualCard" }), 700, 1],
  ["Captain's Astrolabe", "treasure", "the-bay", 20, "rum", 3, lasting({ kind: "movement", amount: 1 }), 700, 1],
  ["Silver Chalice", "treasure", "sao-tome", 14, "sugar", 2, once({ kind: "gold", amount: 500 }), 600, 1],
  ["Emerald Necklace", "treasure", "la-juanita", 24, "cocoa", 3, none, 1200, 2],
  ["Golden Compass", "treasure", "port-royal", 19, "cocoa", 3, lasting({ kind: "movement", amount: 1 }), 600, 1],
  ["Pearl Ring", "ring", "sao-tome", 15, "rum", 3, ring, 500, 1],
  ["Aztec Mask", "treasure", "isla-oscura", 26, "rum", 4, lasting({ kind: "duelCards", amount: 1 }), 900, 2],
  ["Spanish Doubloons", "treasure", "st-david", 12, "sugar", 2, once({ kind: "gold", amount: 800 }), 400, 0],
  ["Ivory Spyglass", "treasure", "the-bay", 17, "cocoa", 3, lasting({ kind: "safePeek" }), 600, 1],
  ["Ruby Ring", "ring", "la-juanita", 18, "sugar", 3, ring, 700, 1],
  ["Cursed Skull", "treasure", "isla-oscura", 21, "cocoa", 3, once({ kind: "roll", die: "white" }, { kind: "roll", die: "white" }), 300, 3],
  ["Admiral's Logbook", "treasure", "port-royal", 23, "sugar", 3, once({ kind: "upgrade", attribute: "speed" }), 500, 1],
  ["Saint's Relic", "treasure", "st-david", 25, "rum", 4, none, 1000, 3],
  ["Sapphire Ring", "ring", "the-bay", 20, "cocoa", 3, ring, 800, 1],
  ["Obsidian Dagger", "treasure", "la-juanita", 16, "rum", 3, lasting({ kind: "strength", amount: 1 }), 500, 1],
  ["Pirate Flag", "treasure", "the-bay", 13, "rum", 2, once({ kind: "crewCard" }), 300, 1],
  ["Mermaid Scale", "treasure", "sao-tome", 27, "sugar", 4, lasting({ kind: "monsterSteps", amount: 1 }), 900, 2],
  ["Sun Disc", "treasure", "la-juanita", 28, "cocoa", 4, none, 1400, 3],
  ["Ebony Box", "treasure", "sao-tome", 15, "cocoa", 3, once({ kind: "resource", resource: "any", units: 2 }), 400, 1],
  ["Widow's Locket", "treasure", "port-royal", 14, "rum", 2, once({ kind: "treasure" }), 300, 1],
  ["Moon Pearl", "treasure", "isla-oscura", 20, "sugar", 3, lasting({ kind: "handLimit", deck: "ritual", amount: 1 }), 800, 2],
  ["Ship in a Bottle", "treasure", "st-david", 17, "sugar", 3, once({ kind: "upgrade", attribute: "hull" }), 400, 1],
  ["Crystal Orb", "treasure", "isla-oscura", 24, "rum", 3, lasting({ kind: "footprints", amount: 2 }), 700, 2],
  ["Bone Flute", "treasure", "the-bay", 22, "sugar", 3, lasting({ kind: "handLimit", deck: "crew", amount: 1 }), 600, 2],
  ["Golden Parrot", "treasure", "port-royal", 27, "cocoa", 4, lasting({ kind: "sellBonus", amount: 100 }), 1100, 2],
  ["Silk Map", "treasure", "la-juanita", 13, "sugar", 2, once({ kind: "treasure" }), 300, 0],
  ["Coral Crown", "treasure", "sao-tome", 29, "rum", 4, none, 1500, 4],
  ["Jeweled Cutlass", "treasure", "st-david", 19, "cocoa", 3, once({ kind: "upgrade", attribute: "strength" }), 600, 1],
  ["Ancient Coins", "treasure", "la-juanita", 20, "rum", 3, once({ kind: "gold", amount: 1000 }), 500, 1],
  ["Voodoo Mask", "treasure", "the-bay", 25, "cocoa", 4, lasting({ kind: "gunfightAtEqualSpeed" }), 800, 2],
  ["Tortoise Shield", "treasure", "port-royal", 21, "sugar", 3, once({ kind: "upgrade", attribute: "any" }), 700, 2],
  ["Letter from your Son", "relative", "sao-tome", 18, "cocoa", 3, none, 0, 0, "son"],
  ["Letter from your Daughter", "relative", "isla-oscura", 16, "rum", 3, none, 0, 0, "daughter"],
  ["Your Best Friend's Trail", "relative", "st-david", 20, "sugar", 3, none, 0, 0, "best-friend"],
];

export const TREASURE_CARDS: readonly TreasureCard[] = ROWS.map(([name, kind, island, search, resource, advance, bonus, price, vp, relative], i) => ({
  id: `t${String(i + 1).padStart(2, "0")}`,
  name, kind, island, search, resource, advance, bonus, price, vp,
  ...(relative ? { relative } : {}),
}));

const byId = new Map(TREASURE_CARDS.map((t) => [t.id, t]));
export function treasureCard(id: string): TreasureCard {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown treasure card ${id}`);
  return found;
}
export const isTreasureCard = (id: string): boolean => byId.has(id);
