import type { IslandId } from "../content/basics";

/** Where one end of a placed route is connected: an island's or a special spot's connection point, or nothing. */
export type Attach =
  | { readonly island: IslandId; readonly point: number }
  | { readonly special: string; readonly point: number }
  | null;

export interface PlacedRoute {
  readonly tile: string;
  readonly a: Attach;
  readonly b: Attach;
}

export interface MapState {
  readonly islands: readonly IslandId[];
  readonly routes: readonly PlacedRoute[];
}

/** A space on the board: `I:<island>` for an island, `<tile>:<index>` for a route space. */
export type SpaceId = string;
export const islandSpace = (island: IslandId): SpaceId => `I:${island}`;
export const routeSpace = (tile: string, index: number): SpaceId => `${tile}:${index}`;
export const isIslandSpace = (space: SpaceId) => space.startsWith("I:");
export const spaceIsland = (space: SpaceId): IslandId | null => (isIslandSpace(space) ? (space.slice(2) as IslandId) : null);
export function parseRouteSpace(space: SpaceId): { tile: string; index: number } | null {
  if (isIslandSpace(space)) return null;
  const at = space.lastIndexOf(":");
  return { tile: space.slice(0, at), index: Number(space.slice(at + 1)) };
}

/** The merchant on an anchor (Merchants). */
export interface MerchantSlot {
  readonly id: string;
  readonly faceUp: boolean;
  readonly damage: number;
}

/** The fortress on an island (Fortresses). */
export interface FortressSlot {
  readonly id: string;
  readonly faceUp: boolean;
}

/** Building a custom map: the step reached and the islands and route tiles still to place. */
export interface MapBuildState {
  readonly step: number;
  readonly available: { readonly islands: readonly IslandId[]; readonly routes: readonly string[] };
}
