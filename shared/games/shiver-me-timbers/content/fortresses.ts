/**
 * The six fortresses (design, rules-notes.md). Every fortress pays 2,000 G (Raids on
 * Fortresses). `rule` is the special rule printed on the marker; how each is applied is
 * in combat/fortress-rules.ts and docs/rules/shiver-me-timbers.md.
 */
export type FortressRule = "none" | "defenderDrawsFive" | "winnerLosesHull" | "noCrew" | "attackerNeedsSpeed4" | "noRitualsExtraTreasure";

export interface Fortress {
  readonly id: string;
  readonly name: string;
  readonly strength: number;
  readonly vp: number;
  readonly rule: FortressRule;
}

export const FORTRESS_GOLD = 2000;
/** Design (Citadel marker): the raider needs this speed. */
export const CITADEL_SPEED = 4;

export const FORTRESSES: readonly Fortress[] = [
  { id: "palisade", name: "Palisade", strength: 5, vp: 2, rule: "none" },
  { id: "bastion", name: "Bastion", strength: 6, vp: 3, rule: "defenderDrawsFive" },
  { id: "powder-magazine", name: "Powder Magazine", strength: 6, vp: 3, rule: "winnerLosesHull" },
  { id: "sea-wall", name: "Sea Wall", strength: 7, vp: 4, rule: "noCrew" },
  { id: "citadel", name: "Citadel", strength: 8, vp: 5, rule: "attackerNeedsSpeed4" },
  { id: "haunted-keep", name: "Haunted Keep", strength: 7, vp: 4, rule: "noRitualsExtraTreasure" },
];

export function fortress(id: string): Fortress {
  const found = FORTRESSES.find((f) => f.id === id);
  if (!found) throw new Error(`unknown fortress ${id}`);
  return found;
}
