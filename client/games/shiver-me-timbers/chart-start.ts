// Where the chart's layout starts from: orders of the islands on a ring (some inside it), the
// orders whose straight island-to-island links cross least and leave each island in the
// clockwise order of its connection points first; and a count of crossing route segments.
import type { Attach, PlacedRoute } from "./view";

export interface Point { x: number; y: number }

export interface RouteShape {
  tile: string;
  /** The route's spaces in order from end `a`. */
  spaces: string[];
  /** Where each end is connected (a space id), or null for an open end. */
  ends: [string | null, string | null];
}

/** Island orders for the starting ring, fewest crossings of the straight island links first. */
export function ringOrders(islands: readonly string[], routes: readonly PlacedRoute[]): { order: string[]; inner: number }[] {
  if (islands.length <= 3) return [{ order: [...islands], inner: 0 }];
  const ends = endsOf(routes);
  const links = islandLinks(routes);
  /** Per island, the connection point each link leaves from (for the rotation check). */
  const rings = new Map<string, { point: number; to: string }[]>();
  const leave = (a: Attach, to: string) => {
    if (a && "island" in a) rings.set(a.island, [...(rings.get(a.island) ?? []), { point: a.point, to }]);
  };
  for (const r of routes) {
    const bEnd = ends(r.b)[0], aEnd = ends(r.a)[0];
    if (bEnd) leave(r.a, bEnd);
    if (aEnd) leave(r.b, aEnd);
  }
  const scored: { order: string[]; inner: number; c: number; i: number }[] = [];
  let i = 0;
  const score = (order: string[], inner: number) => {
    // The first `inner` islands sit inside the ring of the others.
    const at = startPoints(order, inner);
    const c = linkCrossings(links, at);
    // Links should leave each island in the clockwise order of their connection points.
    let twists = 0;
    for (const [island, ring] of rings) {
      if (ring.length < 3) continue;
      const o = at.get(island)!;
      const angle = (to: string) => Math.atan2(at.get(to)!.y - o.y, at.get(to)!.x - o.x);
      const byPoint = [...ring].sort((p, q) => p.point - q.point).map((l) => angle(l.to));
      for (let k = 0; k < byPoint.length; k++) {
        const a = byPoint[k], b = byPoint[(k + 1) % byPoint.length];
        let d = b - a;
        while (d < 0) d += 2 * Math.PI;
        if (d > Math.PI * 1.5) twists++;
      }
      // A ring in clockwise order turns once in all: more turns mean a twist.
      let total = 0;
      for (let k = 0; k < byPoint.length; k++) {
        let d = byPoint[(k + 1) % byPoint.length] - byPoint[k];
        while (d < 0) d += 2 * Math.PI;
        total += d;
      }
      twists += Math.round(total / (2 * Math.PI)) - 1;
    }
    scored.push({ order, inner, c: c * 10 + twists, i: i++ });
  };
  const ringOrdersOf = (ring: readonly string[]) => {
    // Ring orders up to rotation and mirroring.
    const [head, ...tail] = ring;
    return [...permutations(tail)].filter((p) => !(p.length > 1 && p[0] > p[p.length - 1])).map((p) => [head, ...p]);
  };
  for (const inner of islands.length >= 5 ? [0, 1, 2] : [0, 1]) {
    for (const inside of subsets(islands, inner)) {
      const ring = islands.filter((id) => !inside.includes(id));
      for (const innerOrder of [...permutations(inside)]) for (const r of ringOrdersOf(ring)) score([...innerOrder, ...r], inner);
    }
  }
  return scored.sort((p, q) => p.c - q.c || p.i - q.i).map((x) => ({ order: x.order, inner: x.inner }));
}

/** The islands a route end reaches: its island, or the islands of the route holding its special spot. */
function endsOf(routes: readonly PlacedRoute[]): (a: Attach) => string[] {
  const carrier = new Map<string, [string | null, string | null]>();
  for (const r of routes) carrier.set(r.tile, [r.a && "island" in r.a ? r.a.island : null, r.b && "island" in r.b ? r.b.island : null]);
  return (a) => (a === null ? [] : "island" in a ? [a.island] : (carrier.get(a.special) ?? [null, null]).filter((x): x is string => x !== null));
}

/** The straight island-to-island links the routes make (a route on a special spot links to that route's islands). */
export function islandLinks(routes: readonly PlacedRoute[]): [string, string][] {
  const ends = endsOf(routes);
  const links: [string, string][] = [];
  for (const r of routes) for (const x of ends(r.a)) for (const y of ends(r.b)) if (x !== y) links.push([x, y]);
  return links;
}

/** How many pairs of straight links cross (links sharing an island do not count). */
export function linkCrossings(links: readonly [string, string][], at: ReadonlyMap<string, Point>): number {
  let c = 0;
  for (let p = 0; p < links.length; p++) {
    for (let q = p + 1; q < links.length; q++) {
      const [a, b] = links[p], [x, y] = links[q];
      if (a === x || a === y || b === x || b === y) continue;
      if (segmentsCross(at.get(a)!, at.get(b)!, at.get(x)!, at.get(y)!)) c++;
    }
  }
  return c;
}

function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of subsets(items.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

/** Starting spots: the first `inner` islands inside, the others on a ring around them. */
export function startPoints(order: readonly string[], inner: number): Map<string, Point> {
  const at = new Map<string, Point>();
  const ring = order.slice(inner);
  ring.forEach((id, k) => at.set(id, ringPoint(k, ring.length)));
  order.slice(0, inner).forEach((id, k) => {
    const t = (k / inner) * 2 * Math.PI + 0.4;
    at.set(id, inner === 1 ? { x: 0.3, y: 0.2 } : { x: Math.cos(t) * 2.2, y: Math.sin(t) * 1.7 });
  });
  return at;
}

function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let k = 0; k < items.length; k++) for (const rest of permutations([...items.slice(0, k), ...items.slice(k + 1)])) yield [items[k], ...rest];
}

export const ringPoint = (k: number, n: number): Point => {
  const t = (k / Math.max(1, n)) * 2 * Math.PI - Math.PI / 2;
  return { x: Math.cos(t) * 5, y: Math.sin(t) * 4 };
};

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/** How many pairs of route segments cross (segments sharing a space do not count). */
export function routeCrossings(shapes: readonly RouteShape[], at: ReadonlyMap<string, Point>): number {
  const segs: [string, string][] = [];
  for (const r of shapes) {
    const chain = [r.ends[0], ...r.spaces, r.ends[1]].filter((x): x is string => x !== null && at.has(x));
    for (let k = 1; k < chain.length; k++) segs.push([chain[k - 1], chain[k]]);
  }
  let c = 0;
  for (let p = 0; p < segs.length; p++) {
    for (let q = p + 1; q < segs.length; q++) {
      const [a, b] = segs[p], [x, y] = segs[q];
      if (a === x || a === y || b === x || b === y) continue;
      if (segmentsCross(at.get(a)!, at.get(b)!, at.get(x)!, at.get(y)!)) c++;
    }
  }
  return c;
}
