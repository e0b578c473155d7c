import { CURRENTS, TERRITORIES, type Current } from "./territories";

/**
 * The board as a graph (our design, rules-notes.md › Track): four current loops of 20 steps
 * that all start and end at the one Crosswinds space. Space 0 is the Crosswinds; loop `c`
 * has spaces at steps 1..19, id 1 + 19c + (step − 1). A ship sails its loop one step at a
 * time (+1 or −1), and passing the Crosswinds keeps it on its colour (FAQ).
 */
export const SPACE_KINDS = [
  "crosswinds",
  "territory",
  "captainsLog",
  "piratesBooty",
  "secretPassage",
  "turnAbout",
  "commodore",
  "mutiny",
  "buriedTreasure",
  "openSea",
] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];

export const LOOP_STEPS = 20;
export const CROSSWINDS = 0;

/** Every loop's layout, step 1 to 19 ("T" a territory by column index, "*" the loop's special space). */
const LOOP: readonly (SpaceKind | number | "*")[] = [
  0, "captainsLog", 1, "openSea", 2, "captainsLog", "piratesBooty", 3, "secretPassage",
  "*", 4, "piratesBooty", "openSea", "turnAbout", "openSea", "black", "openSea", "openSea", "openSea",
].map((k) => (k === "black" ? 5 : k)) as (SpaceKind | number | "*")[];

const SPECIAL: Readonly<Record<Current, SpaceKind>> = {
  red: "commodore",
  blue: "secretPassage",
  green: "mutiny",
  orange: "buriedTreasure",
};

export interface Space {
  readonly id: number;
  readonly kind: SpaceKind;
  /** The loop the space lies on (the Crosswinds: null, it is on every loop). */
  readonly current: Current | null;
  readonly step: number;
  readonly territory: number | null;
  /** Where to draw it, on a 1000 × 1000 board. */
  readonly x: number;
  readonly y: number;
}

function territoryOn(current: Current, column: number): number {
  const black = column === 5;
  const t = TERRITORIES.find((x) => x.current === current && (black ? x.region === "black" : x.column === column && x.region !== "black"));
  if (!t) throw new Error(`pirate-king: no territory of column ${column} on the ${current} loop`);
  return t.id;
}

/** A petal per current around the centre (red north-east, then clockwise). */
function position(c: number, step: number): { x: number; y: number } {
  const t = step / LOOP_STEPS;
  const r = 470 * Math.sin(Math.PI * t);
  const angle = ((45 - 90 * c + (t - 0.5) * 120) * Math.PI) / 180;
  return { x: Math.round(500 + r * Math.cos(angle)), y: Math.round(500 - r * Math.sin(angle)) };
}

export const SPACES: readonly Space[] = Object.freeze([
  Object.freeze({ id: 0, kind: "crosswinds" as SpaceKind, current: null, step: 0, territory: null, x: 500, y: 500 }),
  ...CURRENTS.flatMap((current, c) =>
    LOOP.map((k, i) => {
      const step = i + 1;
      const territory = typeof k === "number" ? territoryOn(current, k) : null;
      const kind: SpaceKind = typeof k === "number" ? "territory" : k === "*" ? SPECIAL[current] : k;
      return Object.freeze({ id: 1 + c * 19 + i, kind, current, step, territory, ...position(c, step) });
    }),
  ),
]);

/** The space of `step` (0..19) on the loop of current index `c`. */
export function spaceAt(c: number, step: number): number {
  const s = ((step % LOOP_STEPS) + LOOP_STEPS) % LOOP_STEPS;
  return s === 0 ? CROSSWINDS : 1 + c * 19 + (s - 1);
}

/** The space of each territory. */
export const TERRITORY_SPACE: readonly number[] = TERRITORIES.map((t) => SPACES.find((s) => s.territory === t.id)!.id);

/** Every Secret Passage space. */
export const SECRET_PASSAGES: readonly number[] = SPACES.filter((s) => s.kind === "secretPassage").map((s) => s.id);

/**
 * Trade route neighbours (Space Designations › Trade Route, FAQ: card spaces between two
 * territories do not break adjacency): consecutive territories of one colour along a loop,
 * and each black column's two territories, which face each other across the Crosswinds.
 */
export const ADJACENT: readonly (readonly [number, number])[] = (() => {
  const pairs: [number, number][] = [];
  CURRENTS.forEach((current) => {
    const own = SPACES.filter((s) => s.current === current && s.territory !== null && TERRITORIES[s.territory].region === current);
    for (let i = 0; i + 1 < own.length; i++) pairs.push([own[i].territory!, own[i + 1].territory!]);
  });
  for (const column of [5, 6]) {
    const black = TERRITORIES.filter((t) => t.column === column);
    pairs.push([black[0].id, black[1].id]);
  }
  return pairs;
})();

export const NEIGHBOURS: readonly (readonly number[])[] = TERRITORIES.map((t) =>
  ADJACENT.filter(([a, b]) => a === t.id || b === t.id).map(([a, b]) => (a === t.id ? b : a)),
);

/** Crosswinds turns (our reading of "left, right or straight"): the neighbouring currents. */
export const CROSSWINDS_TURNS = ["left", "straight", "right"] as const;
export type CrosswindsTurn = (typeof CROSSWINDS_TURNS)[number];
export function currentAfterTurn(c: number, turn: CrosswindsTurn): number {
  const n = CURRENTS.length;
  return turn === "straight" ? c : turn === "left" ? (c + n - 1) % n : (c + 1) % n;
}
