/**
 * The 24 territories of the Caribbean and their Sea Chart columns (rules-notes.md › Pirate
 * King: five coloured columns of four, one territory per current in each, and two black
 * columns of two). `colour` is the region a territory belongs to (trade routes, Mega Tsunami);
 * `column` indexes SEA_CHART.
 */
export const CURRENTS = ["red", "blue", "green", "orange"] as const;
export type Current = (typeof CURRENTS)[number];
export type Region = Current | "black";

export interface Territory {
  readonly id: number;
  readonly name: string;
  readonly column: number;
  readonly region: Region;
  /** The current whose loop the territory lies on. */
  readonly current: Current;
  /** A port of origin (Getting Started: Eleuthera, San Juan, Santiago, Curacao). */
  readonly port: boolean;
}

/** Names by column, in current order red, blue, green, orange (columns F and G: one per loop). */
const COLUMNS: readonly (readonly string[])[] = [
  ["Eleuthera", "San Juan", "Curacao", "Santiago"],
  ["Nassau", "Antigua", "Caracus", "Port Royale"],
  ["St. Kitts", "Barbados", "Margarita", "Martinique"],
  ["Havana", "Trinidad", "Cumana", "Maracaibo"],
  ["Campeche", "Porto Bello", "Cartagena", "Veracruz"],
];
const BLACK: readonly { name: string; column: number; current: Current }[] = [
  { name: "Tortuga", column: 5, current: "red" },
  { name: "Petit Goave", column: 5, current: "blue" },
  { name: "Port-de-Paix", column: 6, current: "green" },
  { name: "Santo Domingo", column: 6, current: "orange" },
];

export const TERRITORIES: readonly Territory[] = Object.freeze([
  ...COLUMNS.flatMap((names, column) =>
    names.map((name, k) => ({ name, column, region: CURRENTS[k] as Region, current: CURRENTS[k], port: column === 0 })),
  ),
  ...BLACK.map((b) => ({ name: b.name, column: b.column, region: "black" as Region, current: b.current, port: false })),
].map((t, id) => Object.freeze({ id, ...t })));

export const PORTS: readonly number[] = TERRITORIES.filter((t) => t.port).map((t) => t.id);

export function territoryByName(name: string): Territory {
  const t = TERRITORIES.find((x) => x.name === name);
  if (!t) throw new Error(`pirate-king: no territory ${name}`);
  return t;
}
