/**
 * The Legendary Pirates and the Royal Navy, from their summary cards in
 * pirates-cove-tavern.txt. `ranks` is the section a pirate ranks players by (it attacks the
 * highest first); `aims` the section its hits strike ("all": every section).
 */
import { CANNONS, CREW, HULL, SAILS } from "./sections";

export type LegendId = "blackbeard" | "flyingDutchman" | "captainHook" | "bonnyAndRead" | "cacafuego";

export interface LegendCard {
  readonly id: LegendId;
  readonly name: string;
  readonly dice: number;
  readonly hull: number;
  readonly sail: number;
  readonly fame: number;
  readonly ranks: number;
  readonly aims: number | "all";
  /** Flying Dutchman: hull regained at the end of each round, at most what that round cost her. */
  readonly regain: number;
  /** Captain Hook: missed dice may strike the other ships. */
  readonly strayShots: boolean;
  /** The Cacafuego: no cannons, not attacked; the victor rolls a die for fame. */
  readonly defenceless: boolean;
}

const legend = (l: Partial<LegendCard> & Pick<LegendCard, "id" | "name">): LegendCard => ({
  dice: 0,
  hull: 0,
  sail: 0,
  fame: 0,
  ranks: HULL,
  aims: HULL,
  regain: 0,
  strayShots: false,
  defenceless: false,
  ...l,
});

export const LEGENDS: Readonly<Record<LegendId, LegendCard>> = {
  blackbeard: legend({ id: "blackbeard", name: "Blackbeard", dice: 6, hull: 8, sail: 24, fame: 6, ranks: CANNONS, aims: HULL }),
  flyingDutchman: legend({ id: "flyingDutchman", name: "The Flying Dutchman", dice: 4, hull: 5, sail: 16, fame: 6, ranks: CREW, aims: CREW, regain: 2 }),
  captainHook: legend({ id: "captainHook", name: "Captain Hook", dice: 3, hull: 5, sail: 18, fame: 3, ranks: HULL, aims: HULL, strayShots: true }),
  bonnyAndRead: legend({ id: "bonnyAndRead", name: "Ann Bonny and Mary Read", dice: 3, hull: 5, sail: 22, fame: 6, ranks: SAILS, aims: "all" }),
  cacafuego: legend({ id: "cacafuego", name: "The Cacafuego", defenceless: true }),
};

export const LEGEND_IDS: readonly LegendId[] = ["blackbeard", "flyingDutchman", "captainHook", "bonnyAndRead", "cacafuego"];

/** Hook numbers the other ships 1 to 4. */
export const HOOK_STRAY_NUMBERS = 4;

export const ROYAL_NAVY = { name: "the Royal Navy", dice: 4, hull: 4, sail: 20, fame: 4 } as const;

/** Black ships at the table: one for each player short of five. */
export const blackShipsFor = (players: number): number => Math.max(0, 5 - players);
