/**
 * Card decks that part 1 only holds and counts (their effects are part 2): crew and rituals
 * (9 kinds × 3, chosen rather than drawn). The treasure cards are part 2's table
 * (content/part2/treasures.ts: one source for island, search, bonus, price and VP), the
 * family markers part 2's too (content/part2/family.ts). Names beyond those in rules-notes.md
 * are our design.
 */

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

/** Design: a ship marker taken from a defeated player is a wax seal worth 3 VP. */
export const SHIP_MARKER_VP = 3;
/** Treasure rewards: look at the top 2, keep 1, the other to the bottom. */
export const TREASURE_REWARD_LOOK = 2;
