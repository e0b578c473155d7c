/**
 * The crew and ritual cards as copies (9 kinds × 3, chosen rather than drawn; their kinds and
 * effects are content/crew-rituals.ts), the VP of a ship marker and the treasure reward's look.
 * The treasure cards are content/treasures.ts (one source for island, search, bonus, price and
 * VP), the family markers content/family.ts. Names beyond those in rules-notes.md are our design.
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
/** Treasure rewards: look at the top 2, keep 1, the other back, then shuffle the deck (golden rule). */
export const TREASURE_REWARD_LOOK = 2;
