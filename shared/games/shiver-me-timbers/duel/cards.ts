/**
 * The 30 duel cards as data (design from rules-notes: the rulebook gives only the count and
 * the card kinds). Ids are stable: saved games and logs refer to them.
 *
 * - 24 two-colour cards: a red attack (a height and 1–3 wounds: 12×1, 8×2, 4×3) and a blue
 *   guard of a different height. Every height has 8 attacks and 8 guards.
 * - Red specials, played as an attack: Feint ×2, Rigg ×1.
 * - Blue specials, played as a reaction: Throw sand ×2, Insult ×1.
 */

export const HEIGHTS = ["high", "middle", "low"] as const;
export type Height = (typeof HEIGHTS)[number];

export interface TwoColourCard {
  readonly id: string;
  readonly kind: "duel";
  readonly attack: { readonly height: Height; readonly wounds: 1 | 2 | 3 };
  readonly guard: Height;
}

export interface SpecialCard {
  readonly id: string;
  readonly kind: "feint" | "rigg" | "sand" | "insult";
}

export type DuelCard = TwoColourCard | SpecialCard;
export type DuelCardId = string;

/** Wounds blocked by Insult (Throw sand blocks them all). */
export const INSULT_BLOCKS = 2;

// [attack height, wounds, guard height], per height: four 1s, then 2s, then 3s.
const TWO_COLOUR: ReadonlyArray<readonly [Height, 1 | 2 | 3, Height]> = [
  ["high", 1, "middle"], ["high", 1, "low"], ["high", 1, "middle"], ["high", 1, "low"],
  ["high", 2, "middle"], ["high", 2, "low"], ["high", 3, "middle"], ["high", 3, "low"],
  ["middle", 1, "high"], ["middle", 1, "low"], ["middle", 1, "high"], ["middle", 1, "low"],
  ["middle", 2, "high"], ["middle", 2, "low"], ["middle", 2, "high"], ["middle", 3, "low"],
  ["low", 1, "high"], ["low", 1, "middle"], ["low", 1, "high"], ["low", 1, "middle"],
  ["low", 2, "high"], ["low", 2, "middle"], ["low", 2, "middle"], ["low", 3, "high"],
];

function buildDeck(): DuelCard[] {
  const seen = new Map<string, number>();
  const cards: DuelCard[] = TWO_COLOUR.map(([height, wounds, guard]) => {
    const base = `${height}${wounds}-${guard}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { id: `${base}-${n}`, kind: "duel", attack: { height, wounds }, guard };
  });
  cards.push(
    { id: "feint-1", kind: "feint" },
    { id: "feint-2", kind: "feint" },
    { id: "rigg-1", kind: "rigg" },
    { id: "sand-1", kind: "sand" },
    { id: "sand-2", kind: "sand" },
    { id: "insult-1", kind: "insult" },
  );
  return cards;
}

/** Every duel card, in a fixed order (the order of a fresh, unshuffled deck). */
export const DUEL_CARDS: readonly DuelCard[] = buildDeck();
export const DUEL_CARD_IDS: readonly DuelCardId[] = DUEL_CARDS.map((c) => c.id);

const BY_ID: ReadonlyMap<DuelCardId, DuelCard> = new Map(DUEL_CARDS.map((c) => [c.id, c]));

/** The card with this id; throws on an unknown id (a bug: ids come from the deck). */
export function duelCard(id: DuelCardId): DuelCard {
  const card = BY_ID.get(id);
  if (card === undefined) throw new Error(`unknown duel card ${id}`);
  return card;
}

export function isDuelCardId(id: unknown): id is DuelCardId {
  return typeof id === "string" && BY_ID.has(id);
}

/** Cards the striker may play as their attack: the two-colour cards (red side), Feint, Rigg. */
export function isAttackCard(id: DuelCardId): boolean {
  const kind = duelCard(id).kind;
  return kind === "duel" || kind === "feint" || kind === "rigg";
}

/** A short name a player reads: "High Attack (2 wounds) / Low Guard", "Throw sand". */
export function duelCardName(id: DuelCardId): string {
  const card = duelCard(id);
  switch (card.kind) {
    case "duel": {
      const w = card.attack.wounds;
      return `${cap(card.attack.height)} Attack (${w} wound${w === 1 ? "" : "s"}) / ${cap(card.guard)} Guard`;
    }
    case "feint":
      return "Feint";
    case "rigg":
      return "Rigg";
    case "sand":
      return "Throw sand";
    case "insult":
      return "Insult";
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
