/**
 * Card decks that part 1 only holds and counts (their effects are part 2): crew and rituals
 * (9 kinds × 3, chosen rather than drawn), the treasures part 1 can hand out (from red
 * merchants, the Haunted Keep, Port Royal's origin) and steal, and the family markers.
 * Names beyond those in rules-notes.md are our design.
 */
import type { IslandId } from "./basics";

const CREW_KINDS = [
  "daring-cabin-boy", "veteran-sellsword", "reckless-smuggler", "scurvy-saboteur", "first-mate",
  "masterful-spy", "powder-monkey", "ships-surgeon", "quartermaster",
];
const RITUAL_KINDS = [
  "hummingbird-totem", "power-of-ik", "call-of-the-deep", "wind-whisper", "blood-moon",
  "serpent-eye", "ghost-sails", "voodoo-doll", "ancestors-blessing",
];
const threeOf = (kinds: readonly string[]) => kinds.flatMap((k) => [1, 2, 3].map((i) => `${k}#${i}`));

export const CREW_CARDS: readonly string[] = threeOf(CREW_KINDS);
export const RITUAL_CARDS: readonly string[] = threeOf(RITUAL_KINDS);
export const cardKind = (card: string) => card.split("#")[0];

export interface Treasure {
  readonly id: string;
  readonly name: string;
  readonly island: IslandId;
  readonly search: number;
  readonly price: number;
  readonly vp: number;
  readonly ring: boolean;
}

const TREASURE_ISLANDS: readonly IslandId[] = ["port-royal", "sao-tome", "st-david", "la-juanita", "the-bay", "isla-oscura"];
const TREASURE_NAMES = [
  "Drake's Rapier", "Royal Signet", "Jade Idol", "Captain's Astrolabe", "Silver Chalice", "Emerald Necklace",
  "Golden Compass", "Pearl Ring", "Aztec Mask", "Spanish Doubloons", "Ivory Spyglass", "Ruby Ring",
  "Cursed Skull", "Admiral's Logbook", "Saint's Relic", "Sapphire Ring", "Obsidian Dagger", "Pirate Flag",
  "Mermaid Scale", "Sun Disc", "Ebony Box", "Widow's Ring", "Moon Pearl", "Ship in a Bottle",
  "Crystal Orb", "Bone Flute", "Golden Parrot", "Silk Map", "Coral Crown", "Jeweled Cutlass",
  "Ancient Coins", "Voodoo Mask", "Tortoise Shield", "Lost Crown", "Iron Key", "Dragon's Eye",
];
const RINGS = new Set(["Royal Signet", "Pearl Ring", "Ruby Ring", "Sapphire Ring"]);

export const TREASURES: readonly Treasure[] = TREASURE_NAMES.map((name, i) => ({
  id: `t${String(i + 1).padStart(2, "0")}`,
  name,
  island: TREASURE_ISLANDS[i % 6],
  search: 14 + ((i * 5) % 11),
  price: 300 + ((i * 300) % 1200),
  vp: i % 3,
  ring: RINGS.has(name),
}));

export function treasure(id: string): Treasure {
  const found = TREASURES.find((t) => t.id === id);
  if (!found) throw new Error(`unknown treasure ${id}`);
  return found;
}

/** Lost Family: eleven relatives (VP are our design; abilities are part 2). */
export const FAMILY: readonly { readonly id: string; readonly vp: number }[] = [
  { id: "father", vp: 2 }, { id: "aunt", vp: 2 }, { id: "grandfather", vp: 2 }, { id: "mother", vp: 2 },
  { id: "sister", vp: 2 }, { id: "brother", vp: 2 }, { id: "uncle", vp: 2 }, { id: "grandmother", vp: 2 },
  { id: "son", vp: 2 }, { id: "daughter", vp: 2 }, { id: "best-friend", vp: 2 },
];
export const familyVp = (id: string) => FAMILY.find((f) => f.id === id)?.vp ?? 0;

/** Design: a ship marker taken from a defeated player is a wax seal worth 3 VP. */
export const SHIP_MARKER_VP = 3;
/** Treasure rewards: look at the top 2, keep 1, the other to the bottom. */
export const TREASURE_REWARD_LOOK = 2;
