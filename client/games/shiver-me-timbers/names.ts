// Readable names for the ids the board uses (islands, spaces, tiles, talents, cargo). Words
// only: no rule is decided here.
import { TREASURE_CARDS } from "../../../shared/games/shiver-me-timbers/content/treasures";
import { isAnchorIndex, SPECIAL_INDEX } from "./chart-layout";

const TREASURE_NAMES: ReadonlyMap<string, string> = new Map(TREASURE_CARDS.map((t) => [t.id, t.name]));

const ISLAND_NAMES: Readonly<Record<string, string>> = {
  "port-royal": "Port Royal", "sao-tome": "São Tomé", "st-david": "St. David",
  "la-juanita": "La Juanita", "the-bay": "The Bay", "isla-oscura": "Isla Oscura",
};

const titled = (id: string) => id.split("-").map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w)).join(" ");

export const islandName = (id: string): string => ISLAND_NAMES[id] ?? titled(id);
export const specialName = (tile: string): string => `the ${titled(tile)}`;
export const talentName = (id: string): string => titled(id);

/** "short-3" → "short route 3"; "fogbank" → "the Fogbank route". */
export function tileName(tile: string): string {
  return tile.startsWith("short-") ? `short route ${tile.slice(6)}` : `${specialName(tile)} route`;
}

/** A space as a sailor says it: "Port Royal", "the Fogbank", "anchor 2 of short route 1". */
export function spaceName(space: string): string {
  if (space.startsWith("I:")) return islandName(space.slice(2));
  const at = space.lastIndexOf(":");
  const tile = space.slice(0, at);
  const index = Number(space.slice(at + 1));
  if (!tile.startsWith("short-") && index === SPECIAL_INDEX) return specialName(tile);
  const kind = isAnchorIndex(tile, index) ? "anchorage" : "sea space";
  return `${kind} ${index + 1} of ${tileName(tile)}`;
}

export const RESOURCE_NAMES: Readonly<Record<string, string>> = { cocoa: "cocoa", rum: "rum", sugar: "sugar" };

export function cargoText(cargo: Partial<Record<string, number>>): string {
  const parts = Object.entries(cargo).filter(([, n]) => (n ?? 0) > 0).map(([r, n]) => `${n} ${RESOURCE_NAMES[r] ?? r}`);
  return parts.length ? parts.join(", ") : "nothing";
}

export const gold = (n: number): string => `${n.toLocaleString("en-GB")} G`;

/** A treasure card by its name on the card ("t06" is the Ruby Ring). */
export const treasureName = (id: string): string => TREASURE_NAMES.get(id) ?? titled(id.replace(/-\d+$/, ""));
