import { reject, type Rejection } from "../../../engine";
import { ISLANDS, ISLAND_NAMES, type IslandId } from "../content/basics";
import { BUILD_PLANS } from "../content/map-building";
import { ISLAND_POINTS, LONG_ROUTES, ROUTE_TILES, SPECIAL_SIDE_POINTS, routeTile } from "../content/routes";
import type { ActionOf } from "../actions";
import { log, type Ctx, type Outcome, type S } from "../core/draft";
import { isPlanar, usedPoints } from "./planarity";
import type { Attach, MapState } from "./types";
import { placeStartingMerchants } from "./merchants";

const RULES = "Build a custom map";
const FIVE = "The 5 Rules of Map Building";

/** Starts the custom map: for 2 and 4 players, two random islands joined by a random long route. */
export function startMapBuilding(ctx: Ctx): void {
  const { s, random } = ctx;
  const plan = BUILD_PLANS[s.players.length];
  let islands: IslandId[] = [...ISLANDS];
  let routes = ROUTE_TILES.map((r) => r.id);
  s.phase = "map";
  if (plan.randomStart) {
    const [a, b] = random.shuffle(islands).slice(0, 2);
    const long = random.pick(LONG_ROUTES).id;
    s.map = { islands: [a, b], routes: [{ tile: long, a: { island: a, point: 0 }, b: { island: b, point: 0 } }] };
    islands = islands.filter((i) => i !== a && i !== b);
    routes = routes.filter((r) => r !== long);
    log(ctx, "map/random_start", `The map starts with ${ISLAND_NAMES[a]} and ${ISLAND_NAMES[b]}, joined by the ${long} route.`, { islands: [a, b], route: long });
  }
  s.build = { step: 0, available: { islands, routes } };
  announceStep(ctx);
}

export function currentBuildSeat(s: { readonly startSeat: number; readonly players: readonly unknown[]; readonly build: { readonly step: number } | null }): number | null {
  if (!s.build) return null;
  const step = BUILD_PLANS[s.players.length].steps[s.build.step];
  return step ? (s.startSeat + step.seat) % s.players.length : null;
}

function announceStep(ctx: Ctx): void {
  const { s } = ctx;
  const step = BUILD_PLANS[s.players.length].steps[s.build!.step];
  const seat = currentBuildSeat(s)!;
  log(ctx, "map/step", `${s.players[seat].name} adds ${step.island ? "an island and a sea route" : "a sea route"}.`, { seat, island: step.island });
}

/** Applies one placement to a copy of the map, or says which rule it breaks. */
export function placeOnMap(map: MapState, build: NonNullable<S["build"]>, needIsland: boolean, action: ActionOf<"buildMap">): MapState | Rejection {
  if (needIsland !== (action.island !== undefined)) {
    return reject("map/wrong_step", needIsland ? "This step places an island and a sea route." : "This step places a sea route only.", RULES);
  }
  const used = usedPoints(map);
  const islands = [...map.islands];
  const routes: { tile: string; a: Attach; b: Attach }[] = map.routes.map((r) => ({ ...r }));
  let joined = false;
  if (action.island !== undefined) {
    if (!build.available.islands.includes(action.island)) return reject("map/island_placed", "That island is already on the map.", RULES);
    islands.push(action.island);
    for (const join of action.joins) {
      const route = routes.find((r) => r.tile === join.tile);
      if (!route || route[join.end] !== null) return reject("map/no_open_end", "The island can only be placed against an open end of a route.", FIVE);
      const bad = checkPoint({ island: action.island, point: join.point }, used, islands, map);
      if (bad) return bad;
      used.add(`I:${action.island}:${join.point}`);
      route[join.end] = { island: action.island, point: join.point };
      joined = true;
    }
  } else if (action.joins.length > 0) {
    return reject("map/wrong_step", "Only a new island can be placed against open route ends.", RULES);
  }
  const { tile, a, b } = action.route;
  if (!build.available.routes.includes(tile)) return reject("map/route_placed", "That sea route is already on the map.", RULES);
  if (a === null && b === null) return reject("map/unconnected", "A sea route must be connected to an island or a special spot.", FIVE);
  for (const end of [a, b]) {
    if (end === null) continue;
    const bad = checkPoint(end, used, islands, map);
    if (bad) return bad;
    used.add("island" in end ? `I:${end.island}:${end.point}` : `S:${end.special}:${end.point}`);
    if ("island" in end && end.island === action.island) joined = true;
  }
  if (a && b && "island" in a && "island" in b && a.island === b.island) return reject("map/loop", "A sea route must join two different places.", RULES);
  if (action.island !== undefined && !joined) return reject("map/island_unconnected", "The new island must be connected to the map.", RULES);
  routes.push({ tile, a, b });
  const next: MapState = { islands, routes };
  if (!isPlanar(next)) return reject("map/crossing", "Sea routes may never cross: that connection would cross another route.", FIVE);
  return next;
}

function checkPoint(end: NonNullable<Attach>, used: Set<string>, islands: readonly IslandId[], map: MapState): Rejection | null {
  if ("island" in end) {
    if (!islands.includes(end.island)) return reject("map/not_on_map", `${ISLAND_NAMES[end.island]} is not on the map yet.`, FIVE);
    if (end.point < 0 || end.point >= ISLAND_POINTS) return reject("map/bad_point", `Islands have connection points 0 to ${ISLAND_POINTS - 1}.`, FIVE);
    if (used.has(`I:${end.island}:${end.point}`)) return reject("map/point_taken", "That connection point is already taken.", FIVE);
    return null;
  }
  const tile = map.routes.find((r) => r.tile === end.special);
  if (!tile || !routeTile(end.special).special) return reject("map/no_special", "Routes can be connected to a special spot already on the map.", FIVE);
  if (!SPECIAL_SIDE_POINTS.includes(end.point)) return reject("map/bad_point", "A special spot takes routes on its sides (points 1 and 3).", FIVE);
  if (used.has(`S:${end.special}:${end.point}`)) return reject("map/point_taken", "That side of the special spot is already taken.", FIVE);
  return null;
}

/** "Placing routes and islands is mandatory": each step must place what it names. */
export function buildMap(ctx: Ctx, seat: number, action: ActionOf<"buildMap">): Outcome {
  const { s } = ctx;
  if (s.phase !== "map" || !s.build) return reject("phase/not_map", "The map is not being built now.", RULES);
  if (currentBuildSeat(s) !== seat) return reject("turn/not_yours", "It is another player's turn to build.", RULES);
  const step = BUILD_PLANS[s.players.length].steps[s.build.step];
  const next = placeOnMap(s.map, s.build, step.island, action);
  if ("code" in next) return next;
  s.map = structuredClone(next) as S["map"];
  if (action.island) s.build.available.islands = s.build.available.islands.filter((i) => i !== action.island);
  s.build.available.routes = s.build.available.routes.filter((r) => r !== action.route.tile);
  log(ctx, "map/place", `${s.players[seat].name} places ${action.island ? `${ISLAND_NAMES[action.island]} and ` : ""}the ${action.route.tile} route.`, {
    seat, island: action.island ?? null, route: { ...action.route },
  });
  s.build.step += 1;
  if (s.build.step >= BUILD_PLANS[s.players.length].steps.length) finishMap(ctx);
  else announceStep(ctx);
}

/** After the map: merchants on the anchors, then the secret choice of origin and talent. */
export function finishMap(ctx: Ctx): void {
  placeStartingMerchants(ctx);
  ctx.s.phase = "origins";
  ctx.s.build = null;
  log(ctx, "setup/origins", "Everyone secretly chooses an origin and a talent.");
}
