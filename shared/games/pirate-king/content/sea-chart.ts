/**
 * The Sea Chart (rulebook › Sea Chart): per column, the cannons and dock fee at each
 * fortification level, the upgrade cost, the capture price and the level from which the ship
 * shop opens. Columns A and B are printed in the rulebook; C–G are our design
 * (rules-notes.md), keeping the printed Campeche Rampart fee of 350.
 */
export const LEVELS = ["Settlement", "Tavern", "Fort", "Rampart", "Citadel", "Castle"] as const;
export const CASTLE = 5;
/** Crewmen at each level: 2 more a level, the Castle only 1 more (Fortifications). */
export const LEVEL_CREW: readonly number[] = [2, 4, 6, 8, 10, 11];

export interface ChartColumn {
  readonly label: string;
  readonly cannons: readonly number[];
  readonly dockFee: readonly number[];
  readonly upgrade: number;
  readonly capture: number;
  /** The lowest level at which ships may buy crewmen and cannons here. */
  readonly shopFrom: number;
}

export const SEA_CHART: readonly ChartColumn[] = [
  { label: "A", cannons: [1, 1, 1, 1, 2, 3], dockFee: [5, 50, 100, 150, 200, 300], upgrade: 50, capture: 30, shopFrom: 4 },
  { label: "B", cannons: [1, 1, 1, 1, 2, 3], dockFee: [10, 80, 150, 200, 250, 400], upgrade: 50, capture: 60, shopFrom: 2 },
  { label: "C", cannons: [1, 1, 2, 2, 3, 4], dockFee: [15, 100, 175, 250, 325, 500], upgrade: 75, capture: 90, shopFrom: 1 },
  { label: "D", cannons: [1, 1, 2, 2, 3, 4], dockFee: [20, 120, 200, 300, 400, 550], upgrade: 100, capture: 120, shopFrom: 2 },
  { label: "E", cannons: [1, 1, 2, 3, 4, 5], dockFee: [25, 150, 250, 350, 450, 650], upgrade: 100, capture: 150, shopFrom: 2 },
  { label: "F", cannons: [1, 2, 2, 3, 4, 5], dockFee: [30, 175, 300, 400, 550, 750], upgrade: 150, capture: 200, shopFrom: 1 },
  { label: "G", cannons: [1, 2, 3, 3, 4, 5], dockFee: [40, 200, 325, 450, 600, 800], upgrade: 150, capture: 250, shopFrom: 1 },
].map((c) => Object.freeze(c));

/** Prestige of a Castle by its cannons (Objective): 3 → 1, 4 → 2, 5 → 4. */
export const CASTLE_PRESTIGE: Readonly<Record<number, number>> = { 3: 1, 4: 2, 5: 4 };

/**
 * The level a fortification with `crew` crewmen counts as: an odd number between two levels
 * keeps the higher level's values (FAQ › odd numbers of crewmen).
 */
export function levelOfCrew(crew: number): number {
  for (let level = 0; level < LEVEL_CREW.length; level++) if (crew <= LEVEL_CREW[level]) return level;
  return CASTLE;
}
