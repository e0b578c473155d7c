/**
 * The 7 wish cards and the 4 soulmate markers (Find a Soulmate). Wishes and VP are our design.
 * A wish is either a deed done after it was chosen, or a state checked when you reveal it.
 */
import type { Attribute, IslandId, Resource } from "./basics";
import type { FoeSpec } from "./missions";

export type WishCondition =
  | { readonly kind: "defeat"; readonly foe: FoeSpec }
  | { readonly kind: "raise" }
  /** State: this much gold on your ship when you reveal the wish. */
  | { readonly kind: "goldOnShip"; readonly atLeast: number }
  /** State: one attribute (upgrades only) at least this high. */
  | { readonly kind: "attribute"; readonly attribute: Attribute | "any"; readonly atLeast: number }
  /** State: discard one unit of each of these on this island when you reveal the wish. */
  | { readonly kind: "deliver"; readonly island: IslandId; readonly resources: readonly Resource[] };

export interface WishCard {
  readonly id: string;
  readonly name: string;
  readonly condition: WishCondition;
  readonly text: string;
}

export const WISH_CARDS: readonly WishCard[] = [
  { id: "wish-pearl-of-the-deep", name: "A Pearl from the Deep", condition: { kind: "defeat", foe: { kind: "monster" } }, text: "Defeat a monster." },
  { id: "wish-castle", name: "A Castle by the Sea", condition: { kind: "defeat", foe: { kind: "fortress" } }, text: "Raid a fortress." },
  { id: "wish-dowry", name: "A Golden Dowry", condition: { kind: "goldOnShip", atLeast: 3000 }, text: "Show 3,000 G on your ship." },
  { id: "wish-legend", name: "A Treasure of Legend", condition: { kind: "raise" }, text: "Raise a treasure." },
  { id: "wish-fine-ship", name: "A Ship Worthy of Me", condition: { kind: "attribute", attribute: "any", atLeast: 6 }, text: "Have an attribute at 6 or more." },
  { id: "wish-sweets", name: "Sweets from Every Shore", condition: { kind: "deliver", island: "port-royal", resources: ["cocoa", "rum", "sugar"] }, text: "Bring one Cocoa, one Rum and one Sugar to Port Royal." },
  { id: "wish-revenge", name: "Avenge my Honour", condition: { kind: "defeat", foe: { kind: "merchant", hunter: true } }, text: "Defeat a pirate hunter." },
];

export const WISH_DECK: readonly string[] = WISH_CARDS.map((w) => w.id);
/** Find a Soulmate: "Reveal the top 3 cards from the wish deck". */
export const WISHES_REVEALED = 3;

/** The 4 soulmate markers: you choose one of those left when your wish is met. */
export const SOULMATE_MARKERS: readonly { readonly id: string; readonly name: string; readonly vp: number }[] = [
  { id: "soulmate-1", name: "The Governor's Daughter", vp: 5 },
  { id: "soulmate-2", name: "The Smuggler Queen", vp: 4 },
  { id: "soulmate-3", name: "The Shaman's Apprentice", vp: 4 },
  { id: "soulmate-4", name: "The Navy Captain", vp: 3 },
];

const byId = new Map(WISH_CARDS.map((w) => [w.id, w]));
export function wishCard(id: string): WishCard {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown wish card ${id}`);
  return found;
}
