import { ROUTE_TILES, SPECIAL_INDEX, routeTile, type SpecialSpot } from "../content/routes";
import { islandSpace, routeSpace, type Attach, type MapState, type SpaceId } from "./types";

/**
 * The board as a graph of spaces, derived from the placed tiles: every island is one space,
 * every route contributes its spaces in a chain, and each end of a route is joined to the
 * island or special spot it is connected to. Derived graphs are cached by the map's layout.
 */
export interface SpaceGraph {
  readonly neighbours: ReadonlyMap<SpaceId, readonly SpaceId[]>;
  readonly anchors: readonly SpaceId[];
  readonly specials: ReadonlyMap<SpaceId, SpecialSpot>;
  /** The route tile each route space belongs to. */
  readonly tileOf: ReadonlyMap<SpaceId, string>;
}

const cache = new Map<string, SpaceGraph>();

function attachSpace(attach: Attach): SpaceId | null {
  if (attach === null) return null;
  return "island" in attach ? islandSpace(attach.island) : routeSpace(attach.special, SPECIAL_INDEX);
}

const byIdentity = new WeakMap<MapState, SpaceGraph>();

export function spaceGraph(map: MapState): SpaceGraph {
  const known = byIdentity.get(map);
  if (known) return known;
  const key = JSON.stringify(map);
  const hit = cache.get(key);
  if (hit) {
    byIdentity.set(map, hit);
    return hit;
  }
  const neighbours = new Map<SpaceId, SpaceId[]>();
  const link = (x: SpaceId, y: SpaceId) => {
    neighbours.get(x)!.push(y);
    neighbours.get(y)!.push(x);
  };
  const anchors: SpaceId[] = [];
  const specials = new Map<SpaceId, SpecialSpot>();
  const tileOf = new Map<SpaceId, string>();
  for (const island of map.islands) neighbours.set(islandSpace(island), []);
  for (const route of map.routes) {
    const tile = routeTile(route.tile);
    for (let i = 0; i < tile.length; i++) {
      neighbours.set(routeSpace(tile.id, i), []);
      tileOf.set(routeSpace(tile.id, i), tile.id);
    }
    for (const i of tile.anchors) anchors.push(routeSpace(tile.id, i));
    if (tile.special) specials.set(routeSpace(tile.id, SPECIAL_INDEX), tile.special);
  }
  for (const route of map.routes) {
    const tile = routeTile(route.tile);
    for (let i = 0; i + 1 < tile.length; i++) link(routeSpace(tile.id, i), routeSpace(tile.id, i + 1));
    const a = attachSpace(route.a);
    const b = attachSpace(route.b);
    if (a) link(routeSpace(tile.id, 0), a);
    if (b) link(routeSpace(tile.id, tile.length - 1), b);
  }
  // Stable order: anchors as the tiles are listed in the box.
  const order = new Map(ROUTE_TILES.map((t, i) => [t.id, i]));
  anchors.sort((x, y) => order.get(tileOf.get(x)!)! - order.get(tileOf.get(y)!)! || x.localeCompare(y));
  const graph: SpaceGraph = { neighbours, anchors, specials, tileOf };
  if (cache.size > 500) cache.clear();
  cache.set(key, graph);
  byIdentity.set(map, graph);
  return graph;
}
