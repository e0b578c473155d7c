/**
 * The Reckless Smuggler: "add one unused sea route to the map, following the rules of map
 * building" (Crew & Rituals example: a new trade route between La Juanita and St. David). The
 * player owes the choice of tile and ends right after the card is played (`cards_route`);
 * placeOnMap (map/map-building.ts) checks the 5 rules.
 */
import { reject, type Rejection } from "../../../engine";
import { ISLAND_POINTS, ROUTE_TILES, SHORT_ROUTES } from "../content/routes";
import type { SmtAction } from "../actions";
import { log, nameOf, type Ctx, type Outcome, type S } from "../core/draft";
import { usedPoints } from "../map/planarity";
import type { MapState } from "../map/types";
import type { SmtState } from "../state";
import { placeOnMap } from "../map/map-building";

type RouteAction = Extract<SmtAction, { type: "cards_route" }>;
type Build = NonNullable<S["build"]>;

/** Route tiles not on the map (the 6 short tiles are alike: only the first unused one is offered). */
export function unusedRoutes(map: MapState): string[] {
  const placed = new Set(map.routes.map((r) => r.tile));
  return ROUTE_TILES.map((t) => t.id).filter((id) => !placed.has(id));
}

const buildFor = (map: MapState): Build => ({ step: 0, available: { islands: [], routes: unusedRoutes(map) } });

function place(map: MapState, route: RouteAction["route"]): MapState | Rejection {
  return placeOnMap(map, buildFor(map) as never, false, { type: "buildMap", joins: [], route: route as never });
}

/**
 * A representative list of legal routes: for each unused tile (one short, each long) and each
 * pair of islands, the first free pair of connection points that keeps the map planar.
 */
export function seaRouteOptions(s: S | SmtState): RouteAction[] {
  const map = s.map as MapState;
  const unused = unusedRoutes(map);
  const firstShort = unused.find((id) => SHORT_ROUTES.some((t) => t.id === id));
  const tiles = unused.filter((id) => id === firstShort || !SHORT_ROUTES.some((t) => t.id === id));
  const used = usedPoints(map);
  const free = (island: string) => Array.from({ length: ISLAND_POINTS }, (_, p) => p).filter((p) => !used.has(`I:${island}:${p}`));
  const out: RouteAction[] = [];
  for (const tile of tiles) {
    map.islands.forEach((a, i) => {
      for (const b of map.islands.slice(i + 1)) {
        search: for (const pa of free(a)) {
          for (const pb of free(b)) {
            const route = { tile, a: { island: a, point: pa }, b: { island: b, point: pb } };
            if (!("code" in place(map, route))) {
              out.push({ type: "cards_route", route });
              break search;
            }
          }
        }
      }
    });
  }
  return out;
}

export function addSeaRoute(ctx: Ctx, seat: number, action: RouteAction): Outcome {
  const { s } = ctx;
  const first = s.pending[0];
  if (!first || first.seat !== seat || first.kind !== "addSeaRoute") {
    return reject("pending/none", "You do not owe a sea route now.", "Crew & Rituals › …and how to play them");
  }
  const next = place(s.map as MapState, action.route);
  if ("code" in next) return next;
  s.pending.shift();
  s.map = structuredClone(next) as S["map"];
  log(ctx, "cards/route", `${nameOf(s, seat)}'s smuggler opens a secret passage: the ${action.route.tile} route joins the map.`, { seat, route: { ...action.route } });
}
