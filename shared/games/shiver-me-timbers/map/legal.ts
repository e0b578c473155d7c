/** Legal placements while the players build a custom map (Build a custom map). */
import type { Random } from "../../../engine";
import { BUILD_PLANS } from "../content/map-building";
import { ISLAND_POINTS, LONG_ROUTES, SHORT_ROUTES, SPECIAL_SIDE_POINTS } from "../content/routes";
import type { SmtAction } from "../actions";
import type { S } from "../core/draft";
import { placeOnMap } from "./map-building";
import { usedPoints } from "./planarity";
import type { Attach } from "./types";

/**
 * One legal placement found by trying random candidates first (cheap, for bots); falls back
 * to the full representative list.
 */
export function someBuildOption(s: S, random: Random): SmtAction {
  const all = buildCandidates(s);
  const build = s.build!;
  const step = BUILD_PLANS[s.players.length].steps[build.step];
  for (let tries = 0; tries < 60 && all.length > 0; tries++) {
    const action = random.pick(all);
    if (!("code" in placeOnMap(s.map, build, step.island, action))) return action;
  }
  return random.pick(buildOptions(s));
}

/** A representative set of legal placements (every one checked with the map rules). */
export function buildOptions(s: S): SmtAction[] {
  const build = s.build!;
  const step = BUILD_PLANS[s.players.length].steps[build.step];
  return buildCandidates(s).filter((action) => !("code" in placeOnMap(s.map, build, step.island, action)));
}

/** Placements worth trying: every free point with every new island or free point, per distinct tile. */
function buildCandidates(s: S): Extract<SmtAction, { type: "buildMap" }>[] {
  const build = s.build!;
  const step = BUILD_PLANS[s.players.length].steps[build.step];
  const used = usedPoints(s.map);
  const attachPoints: NonNullable<Attach>[] = [];
  for (const island of s.map.islands) {
    for (let point = 0; point < ISLAND_POINTS; point++) if (!used.has(`I:${island}:${point}`)) attachPoints.push({ island, point });
  }
  for (const r of s.map.routes) {
    if (!LONG_ROUTES.some((l) => l.id === r.tile)) continue;
    for (const point of SPECIAL_SIDE_POINTS) if (!used.has(`S:${r.tile}:${point}`)) attachPoints.push({ special: r.tile, point });
  }
  const shortTile = build.available.routes.find((r) => SHORT_ROUTES.some((t) => t.id === r));
  const tiles = [...(shortTile ? [shortTile] : []), ...build.available.routes.filter((r) => LONG_ROUTES.some((t) => t.id === r))];
  const out: Extract<SmtAction, { type: "buildMap" }>[] = [];
  const tryAdd = (action: Extract<SmtAction, { type: "buildMap" }>) => void out.push(action);
  for (const tile of tiles) {
    if (step.island) {
      for (const island of build.available.islands) {
        const b: Attach = { island, point: 0 };
        for (const a of attachPoints) tryAdd({ type: "buildMap", island, joins: [], route: { tile, a, b } });
        if (attachPoints.length === 0) tryAdd({ type: "buildMap", island, joins: [], route: { tile, a: b, b: null } });
        // Against the open end of a route already on the map.
        for (const r of s.map.routes) {
          for (const end of ["a", "b"] as const) {
            if (r[end] === null) tryAdd({ type: "buildMap", island, joins: [{ tile: r.tile, end, point: 0 }], route: { tile, a: { island, point: 1 }, b: null } });
          }
        }
      }
    } else {
      attachPoints.forEach((a, i) => {
        tryAdd({ type: "buildMap", joins: [], route: { tile, a, b: null } });
        for (const b of attachPoints.slice(i + 1)) tryAdd({ type: "buildMap", joins: [], route: { tile, a, b } });
      });
    }
  }
  return out;
}
