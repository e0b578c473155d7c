/**
 * The four sections of a ship mat and their level tracks (docs/rules/pirates-cove.md › Ship
 * sections). A section's value is its strength: sails = speed, crew and cannons = dice (the
 * lower of the two), hull = treasures the hold carries.
 */
export const SECTIONS = ["sails", "crew", "cannons", "hull"] as const;
export type Section = (typeof SECTIONS)[number];
export const SAILS = 0;
export const CREW = 1;
export const CANNONS = 2;
export const HULL = 3;
export type SectionIndex = 0 | 1 | 2 | 3;

export const SECTION_NAMES: Readonly<Record<Section, string>> = {
  sails: "sails",
  crew: "crew",
  cannons: "cannons",
  hull: "hull",
};

export interface SectionTrack {
  /** The lowest level; a hit below it cripples the ship. */
  readonly min: number;
  readonly max: number;
  /** The second-lowest level, where every marker starts. */
  readonly start: number;
  /** `cost[v]`: the gold to enter level v from v - 1 (0 below the start). */
  readonly cost: readonly number[];
}

function track(min: number, max: number, start: number, costs: readonly number[]): SectionTrack {
  const cost: number[] = [];
  for (let v = 0; v <= max; v++) cost.push(v <= start ? 0 : costs[v - start - 1]);
  return { min, max, start, cost };
}

/** Sails 3–10 from 4: entering 5…10 costs 1, 1, 2, 2, 3, 4 (5→6 for 1, 5→7 for 1 + 2). */
const SAILS_TRACK = track(3, 10, 4, [1, 1, 2, 2, 3, 4]);
/** Crew, cannons and hull 1–8 from 2: entering 3…8 costs 1, 1, 2, 2, 3, 3. */
const OTHER_TRACK = track(1, 8, 2, [1, 1, 2, 2, 3, 3]);

export const TRACKS: readonly SectionTrack[] = [SAILS_TRACK, OTHER_TRACK, OTHER_TRACK, OTHER_TRACK];

/** The gold to raise section `s` from `value` to `value + 1` (Infinity at the top). */
export function raiseCost(s: number, value: number): number {
  const t = TRACKS[s];
  return value >= t.max ? Infinity : t.cost[value + 1];
}

export const sectionIndex = (name: string): SectionIndex | -1 => SECTIONS.indexOf(name as Section) as SectionIndex | -1;
