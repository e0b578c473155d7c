/**
 * Sea route tiles (Sea routes): 6 identical short routes of 3 spaces with an anchor in the
 * middle, and 4 unique long routes of 7 spaces with two anchors and a special spot in the
 * middle. Spaces are numbered from end `a` (0) to end `b`.
 */
export type SpecialSpot = "floating-market" | "mangroves" | "ancient-shipyard" | "fogbank";

export interface RouteTile {
  readonly id: string;
  readonly length: 3 | 7;
  readonly anchors: readonly number[];
  /** The centre space of a long route. */
  readonly special?: SpecialSpot;
}

export const SHORT_ROUTES: readonly RouteTile[] = [1, 2, 3, 4, 5, 6].map((i) => ({ id: `short-${i}`, length: 3, anchors: [1] }));

export const LONG_ROUTES: readonly RouteTile[] = (["floating-market", "mangroves", "ancient-shipyard", "fogbank"] as const).map(
  (special) => ({ id: special, length: 7, anchors: [1, 5], special }),
);

export const ROUTE_TILES: readonly RouteTile[] = [...SHORT_ROUTES, ...LONG_ROUTES];
export const SPECIAL_INDEX = 3;

export function routeTile(id: string): RouteTile {
  const found = ROUTE_TILES.find((r) => r.id === id);
  if (!found) throw new Error(`unknown route tile ${id}`);
  return found;
}

/**
 * Connection points (our abstraction of the physical tiles; docs/rules/shiver-me-timbers.md):
 * each island has a fixed ring of 6, numbered clockwise. A special spot has a ring of 4:
 * 0 and 2 are its own route's halves (towards `a` and `b`), 1 and 3 are free sides where
 * another route may be connected (The 5 Rules of Map Building, rule 2).
 */
export const ISLAND_POINTS = 6;
export const SPECIAL_POINTS = 4;
export const SPECIAL_OWN_POINTS = { a: 0, b: 2 } as const;
export const SPECIAL_SIDE_POINTS: readonly number[] = [1, 3];

/** Extra strength when attacking a ship on any space of the Fogbank route. */
export const FOGBANK_STRENGTH = 1;
/** Floating Market: take 100 Gold when an action ends there. */
export const FLOATING_MARKET_GOLD = 100;
/** Travel: passing a revealed pirate hunter costs two additional movement points. */
export const PIRATE_HUNTER_TOLL = 2;
