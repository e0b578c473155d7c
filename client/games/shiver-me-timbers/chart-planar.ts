// Starting spots for the chart's islands from the map's own shape (Tutte's barycentric drawing):
// one cycle of islands is laid on the chart's ring and every other island sits at the mean of
// its neighbours. For a planar map and the right outer cycle the straight island-to-island
// links then cross nowhere, which the ring orders alone cannot always find (an island joined
// only inside a triangle of others).
import type { PlacedRoute } from "./view";
import { islandLinks, linkCrossings, ringPoint, type Point } from "./chart-start";

/** Tutte drawings of the island graph, one per outer cycle, those with fewest link crossings first (at most `limit`), each also mirrored. */
export function tutteStarts(islands: readonly string[], routes: readonly PlacedRoute[], limit = 4): Map<string, Point>[] {
  if (islands.length < 4) return [];
  const links = islandLinks(routes);
  const near = new Map<string, Set<string>>(islands.map((id) => [id, new Set<string>()]));
  for (const [a, b] of links) {
    near.get(a)?.add(b);
    near.get(b)?.add(a);
  }
  // The faces the connection points make come first: with one of them outside, the routes
  // can leave every island in the order of its points.
  const drawn = [...faces(islands, routes), ...cycles(islands, near)]
    .map((cycle) => barycentric(islands, near, cycle))
    .map((at) => ({ at, c: linkCrossings(links, at) }))
    .filter((x) => x.c === 0);
  // Each drawing and its mirror image: the routes leave an island in the clockwise order of
  // their connection points, which fits only one of the two.
  const mirror = (at: Map<string, Point>) => new Map([...at].map(([id, p]) => [id, { x: -p.x, y: p.y }]));
  return drawn.slice(0, limit).flatMap((x) => [x.at, mirror(x.at)]);
}

/**
 * The faces of the map as its connection points (0–5 clockwise) arrange it, biggest first;
 * none when a route hangs on a special spot or has an open end (no points to go by).
 */
function faces(islands: readonly string[], routes: readonly PlacedRoute[]): string[][] {
  const around = new Map<string, { point: number; to: string }[]>(islands.map((id) => [id, []]));
  for (const r of routes) {
    if (!r.a || !r.b || !("island" in r.a) || !("island" in r.b) || r.a.island === r.b.island) return [];
    around.get(r.a.island)?.push({ point: r.a.point, to: r.b.island });
    around.get(r.b.island)?.push({ point: r.b.point, to: r.a.island });
  }
  const rot = new Map([...around].map(([id, ls]) => [id, [...ls].sort((p, q) => p.point - q.point).map((l) => l.to)]));
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const [u, tos] of rot) {
    for (const v of tos) {
      const face: string[] = [];
      let [a, b] = [u, v];
      while (!seen.has(`${a}>${b}`) && face.length <= islands.length) {
        seen.add(`${a}>${b}`);
        face.push(a);
        const r = rot.get(b)!;
        [a, b] = [b, r[(r.indexOf(a) + 1) % r.length]];
      }
      // Two routes between the same islands make a face of two: no ring to lay out.
      if (face.length >= 3 && new Set(face).size === face.length) out.push(face);
    }
  }
  return out.map((c, i) => ({ c, i })).sort((p, q) => q.c.length - p.c.length || p.i - q.i).map((x) => x.c);
}

/** Simple cycles of at least 3 islands, each once (from its smallest island, one direction), longest first. */
function cycles(islands: readonly string[], near: Map<string, Set<string>>): string[][] {
  const out: string[][] = [];
  const walk = (path: string[]) => {
    const head = path[0], last = path[path.length - 1];
    for (const next of near.get(last) ?? []) {
      if (next === head && path.length >= 3 && path[1] < last) out.push([...path]);
      else if (next > head && !path.includes(next)) walk([...path, next]);
    }
  };
  for (const id of islands) walk([id]);
  // Longest first: more islands on the ring spread the chart best. Ties keep the map's order.
  return out.map((c, i) => ({ c, i })).sort((p, q) => q.c.length - p.c.length || p.i - q.i).map((x) => x.c);
}

function barycentric(islands: readonly string[], near: Map<string, Set<string>>, ring: readonly string[]): Map<string, Point> {
  const at = new Map<string, Point>();
  ring.forEach((id, k) => at.set(id, ringPoint(k, ring.length)));
  const inside = islands.filter((id) => !ring.includes(id));
  inside.forEach((id) => at.set(id, { x: 0, y: 0 }));
  for (let it = 0; it < 200; it++) {
    for (const id of inside) {
      const ns = [...(near.get(id) ?? [])].map((n) => at.get(n)!);
      if (ns.length === 0) continue;
      at.set(id, { x: ns.reduce((s, p) => s + p.x, 0) / ns.length, y: ns.reduce((s, p) => s + p.y, 0) / ns.length });
    }
  }
  // Islands with the same spot (two neighbours only, on one line) are nudged apart.
  inside.forEach((id, k) => {
    const p = at.get(id)!;
    at.set(id, { x: p.x + 0.05 * (k + 1), y: p.y - 0.04 * (k + 1) });
  });
  return at;
}
