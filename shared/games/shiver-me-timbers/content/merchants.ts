/**
 * The 28 merchant markers (design, rules-notes.md): 16 small and 12 large in four nations.
 * Yellow backs are honourable traders, red backs pirate hunters. Four red ones hold a lost
 * relative (Lost Family); the other red ones give a treasure (top 2, choose 1).
 */
import type { FamilyId } from "./effects";

export type Nation = "english" | "spanish" | "french" | "dutch";
/** A nation as a sentence says it: an adjective, capitalised ("the English merchant"). */
export const NATION_NAMES: Readonly<Record<Nation, string>> = { english: "English", spanish: "Spanish", french: "French", dutch: "Dutch" };
export type MerchantSize = "small" | "large";

/** A merchant marker by nation and kind: "English pirate hunter", "Dutch merchant". */
export function merchantName(m: Merchant): string {
  return `${NATION_NAMES[m.nation]} ${m.color === "red" ? "pirate hunter" : "merchant"}`;
}

/** A face-down merchant as a peek or a spy reports it: "a trader (Dutch, small; speed 3, …, 1 VP)". */
export function merchantReport(m: Merchant): string {
  return `a ${m.color === "red" ? "pirate hunter" : "trader"} (${NATION_NAMES[m.nation]}, ${m.size}; speed ${m.speed}, strength ${m.strength}, hull ${m.hull}, ${m.gold} G, ${m.vp} VP)`;
}

/**
 * A merchant to defeat, as a task says it, with its article: "a small English merchant",
 * "an English merchant", "a pirate hunter". Only what the task asks for is named.
 */
export function merchantToDefeat(foe: { readonly size?: MerchantSize; readonly nation?: Nation; readonly hunter?: boolean }): string {
  const words = [foe.size, foe.nation && NATION_NAMES[foe.nation], foe.hunter ? "pirate hunter" : "merchant"].filter(Boolean).join(" ");
  return `${/^[aeiou]/i.test(words) ? "an" : "a"} ${words}`;
}
export type MerchantColor = "yellow" | "red";
export type MerchantBounty = { readonly kind: "relative"; readonly relative: FamilyId } | { readonly kind: "treasure" };

export interface Merchant {
  readonly id: string;
  readonly size: MerchantSize;
  readonly nation: Nation;
  readonly color: MerchantColor;
  readonly speed: number;
  readonly strength: number;
  readonly hull: number;
  readonly gold: number;
  readonly vp: number;
  readonly bounty?: MerchantBounty;
}

const m = (
  id: string, size: MerchantSize, nation: Nation, color: MerchantColor,
  speed: number, strength: number, hull: number, gold: number, vp: number, bounty?: MerchantBounty,
): Merchant => (bounty ? { id, size, nation, color, speed, strength, hull, gold, vp, bounty } : { id, size, nation, color, speed, strength, hull, gold, vp });

const treasure: MerchantBounty = { kind: "treasure" };
const relative = (r: FamilyId): MerchantBounty => ({ kind: "relative", relative: r });

export const MERCHANTS: readonly Merchant[] = [
  // small: speed, strength, hull 1-3; 300-600 G; 1 VP; three red
  m("s-en-1", "small", "english", "yellow", 1, 1, 2, 300, 1),
  m("s-en-2", "small", "english", "yellow", 2, 2, 1, 400, 1),
  m("s-en-3", "small", "english", "yellow", 3, 1, 3, 500, 1),
  m("s-en-4", "small", "english", "red", 2, 3, 2, 500, 1, relative("aunt")),
  m("s-es-1", "small", "spanish", "yellow", 1, 2, 3, 400, 1),
  m("s-es-2", "small", "spanish", "yellow", 2, 1, 1, 300, 1),
  m("s-es-3", "small", "spanish", "yellow", 3, 2, 2, 500, 1),
  m("s-es-4", "small", "spanish", "red", 3, 3, 1, 600, 1, treasure),
  m("s-fr-1", "small", "french", "yellow", 1, 3, 1, 400, 1),
  m("s-fr-2", "small", "french", "yellow", 2, 2, 3, 500, 1),
  m("s-fr-3", "small", "french", "yellow", 3, 1, 2, 400, 1),
  m("s-fr-4", "small", "french", "yellow", 1, 2, 2, 300, 1),
  m("s-nl-1", "small", "dutch", "yellow", 2, 1, 3, 400, 1),
  m("s-nl-2", "small", "dutch", "yellow", 1, 3, 2, 500, 1),
  m("s-nl-3", "small", "dutch", "yellow", 3, 2, 1, 600, 1),
  m("s-nl-4", "small", "dutch", "red", 2, 3, 3, 600, 1, treasure),
  // large: speed 3-6, strength 4-7, hull 3-6; 800-1,500 G; 2-3 VP; five red
  m("l-en-1", "large", "english", "yellow", 3, 4, 5, 800, 2),
  m("l-en-2", "large", "english", "yellow", 5, 6, 4, 1200, 3),
  m("l-en-3", "large", "english", "red", 4, 5, 3, 1000, 2, relative("father")),
  m("l-es-1", "large", "spanish", "yellow", 4, 4, 6, 1000, 2),
  m("l-es-2", "large", "spanish", "yellow", 6, 7, 5, 1500, 3),
  m("l-es-3", "large", "spanish", "red", 5, 6, 4, 1200, 3, relative("grandfather")),
  m("l-fr-1", "large", "french", "yellow", 3, 5, 6, 900, 2),
  m("l-fr-2", "large", "french", "red", 6, 6, 3, 1300, 3, treasure),
  m("l-fr-3", "large", "french", "red", 4, 7, 5, 1400, 3, relative("mother")),
  m("l-nl-1", "large", "dutch", "yellow", 5, 5, 4, 1100, 2),
  m("l-nl-2", "large", "dutch", "yellow", 3, 6, 6, 1200, 3),
  m("l-nl-3", "large", "dutch", "red", 4, 4, 3, 800, 2, treasure),
];

const byId = new Map(MERCHANTS.map((x) => [x.id, x]));
export function merchant(id: string): Merchant {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown merchant ${id}`);
  return found;
}
