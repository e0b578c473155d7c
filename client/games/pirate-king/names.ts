// Names of the board's places and things, from the game's content tables (data, no rules).
import { CURRENTS, GREAT_TREASURES, LEVELS, SEA_CHART, SPACES, TERRITORIES, type Space } from "../../../shared/games/pirate-king/index";

export { SPACES, GREAT_TREASURES, LEVELS, SEA_CHART, CURRENTS, TERRITORIES };
export type { Space };

export const territoryName = (id: number): string => TERRITORIES[id]?.name ?? `territory ${id}`;
export const treasureName = (id: number): string => GREAT_TREASURES[id] ?? `treasure ${id}`;
export const levelName = (level: number): string => LEVELS[level] ?? `level ${level}`;
export const currentName = (c: number): string => CURRENTS[c] ?? `current ${c}`;

const KIND_NAMES: Readonly<Record<string, string>> = {
  crosswinds: "the Crosswinds",
  captainsLog: "Captain's Log",
  piratesBooty: "Pirate's Booty",
  secretPassage: "Secret Passage",
  turnAbout: "Turn About",
  commodore: "the Commodore",
  mutiny: "Mutiny",
  buriedTreasure: "Buried Treasure",
  openSea: "open sea",
};

/** A space as a player names it: its territory, or its kind and current. */
export function spaceName(id: number): string {
  const sp = SPACES[id];
  if (!sp) return `space ${id}`;
  if (sp.territory !== null) return territoryName(sp.territory);
  const kind = KIND_NAMES[sp.kind] ?? sp.kind;
  return sp.current === null ? kind : `${kind} (${sp.current} current, step ${sp.step})`;
}

/** What a space does, for its tooltip. */
export const SPACE_TIPS: Readonly<Record<string, string>> = {
  crosswinds: "The Crosswinds: every current meets here. Turn left, right or go straight; ships that meet here fight, and there is no parlay here.",
  captainsLog: "Captain's Log: landing here draws a card of the sea's surprises.",
  piratesBooty: "Pirate's Booty: landing here draws a card of loot, maps and kept cards.",
  secretPassage: "Secret Passage: landing here lets you move to any other Secret Passage.",
  turnAbout: "Turn About: the ship turns to sail against the current.",
  commodore: "The Commodore: submit (lose your cargo), show a Royal Decree, or challenge him; beating him wins the game.",
  mutiny: "Mutiny: the captain's die against the crew's; the mutineers may take over.",
  buriedTreasure: "Buried Treasure: land here to dig up the chest of fines.",
  openSea: "Open sea: nothing happens here.",
};

export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}
