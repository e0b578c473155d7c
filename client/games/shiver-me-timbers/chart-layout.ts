// Where every space of the sea chart is drawn, worked out from the placed tiles alone (the
// state has no coordinates: a custom map is a graph of islands, routes and connection points).
// A small deterministic force layout: route spaces are beads on springs, islands and spaces
// push each other apart, and a route's first space leans toward the connection point it uses
// on its island's ring (points 0–5 clockwise from the top), which keeps a planar map planar.
import type { Attach, PlacedRoute } from "./view";
import { ringOrders, routeCrossings, startPoints, type Point, type RouteShape } from "./chart-start";
import { tutteStarts } from "./chart-planar";

export type { Point, RouteShape };
export interface Rect { x: number; y: number; w: number; h: number }

export interface ChartLayout {
  /** Centre of every space: `I:<island>` and `<tile>:<index>`. */
  spaces: Map<string, Point>;
  routes: RouteShape[];
  islandRadius: number;
  spaceRadius: number;
}

/** Spaces per tile, as printed: 6 short routes of 3, 4 long ones of 7 with the special spot at 3. */
export const tileLength = (tile: string): number => (tile.startsWith("short-") ? 3 : 7);
export const SPECIAL_INDEX = 3;
/** Anchors: the middle of a short route; spaces 1 and 5 of a long one. */
export const isAnchorIndex = (tile: string, index: number): boolean => (tile.startsWith("short-") ? index === 1 : index === 1 || index === 5);

export function attachSpace(a: Attach): string | null {
  if (a === null) return null;
  return "island" in a ? `I:${a.island}` : `${a.special}:${SPECIAL_INDEX}`;
}

const ringAngle = (point: number, ring: number) => -Math.PI / 2 + (point / ring) * 2 * Math.PI;

interface Node { id: string; x: number; y: number; island: boolean }

export function layoutChart(islands: readonly string[], routes: readonly PlacedRoute[], box: Rect): ChartLayout {
  // Islands start on a ring; the ring orders whose straight island-to-island lines cross least
  // are relaxed, and the one whose routes cross least is kept.
  const orders = ringOrders(islands, routes).slice(0, 6);
  let best: { nodes: Node[]; shapes: RouteShape[]; crossings: number } | null = null;
  for (const { order, inner } of orders) {
    const laid = relaxed(islands, startPoints(order, inner), routes);
    const c = routeCrossings(laid.shapes, new Map(laid.nodes.map((n) => [n.id, n])));
    if (!best || c < best.crossings) best = { ...laid, crossings: c };
    if (c === 0) break;
  }
  // The ring can miss every planar start (an island joined only inside a triangle of others):
  // then the islands start from Tutte drawings of the map, first free, then held in place.
  if (best && best.crossings > 0) {
    const starts = tutteStarts(islands, routes);
    for (const pinned of [false, true]) {
      for (const start of starts) {
        const laid = relaxed(islands, start, routes, pinned);
        const c = routeCrossings(laid.shapes, new Map(laid.nodes.map((n) => [n.id, n])));
        if (c < best.crossings) best = { ...laid, crossings: c };
        if (c === 0) break;
      }
      if (best.crossings === 0) break;
    }
  }
  return fit(best?.nodes ?? [], best?.shapes ?? [], box);
}

/** `starts`: where each island starts (and stays, when `pinned`). */
function relaxed(islands: readonly string[], starts: ReadonlyMap<string, Point>, routes: readonly PlacedRoute[], pinned = false): { nodes: Node[]; shapes: RouteShape[] } {
  const nodes = new Map<string, Node>();
  const springs: [string, string, number][] = [];
  const leans: { space: string; island: string; angle: number }[] = [];
  const STEP = 1;
  // Long routes pack their beads closer, so a seven-space route fits where a short one does.
  const LONG_STEP = 0.7;
  const ISLAND_GAP = 1.6;
  islands.forEach((island) => {
    const p = starts.get(island)!;
    nodes.set(`I:${island}`, { id: `I:${island}`, x: p.x, y: p.y, island: true });
  });
  const shapes: RouteShape[] = routes.map((r) => {
    const n = tileLength(r.tile);
    return { tile: r.tile, spaces: Array.from({ length: n }, (_, i) => `${r.tile}:${i}`), ends: [attachSpace(r.a), attachSpace(r.b)] };
  });
  // Place route beads: between known ends, or out from the one known end; routes hanging on a
  // special spot wait until the route holding that spot is placed.
  const pending = [...shapes.keys()];
  for (let pass = 0; pass < 4 && pending.length > 0; pass++) {
    for (let k = pending.length - 1; k >= 0; k--) {
      const shape = shapes[pending[k]];
      const route = routes[pending[k]];
      const [ea, eb] = shape.ends;
      const pa = ea ? nodes.get(ea) : undefined;
      const pb = eb ? nodes.get(eb) : undefined;
      if ((ea && !pa) || (eb && !pb)) {
        if (pass < 3) continue;
      }
      const n = shape.spaces.length;
      const start = pa ? lean(pa, route.a) : pb ? { x: lean(pb, route.b).x + 0.5, y: lean(pb, route.b).y + 0.5 } : { x: pending[k] * 0.7, y: -pending[k] * 0.3 };
      const dir = pa && pb ? { x: pb.x - pa.x, y: pb.y - pa.y } : fromRing(route.a ?? route.b);
      const len = Math.hypot(dir.x, dir.y) || 1;
      const bow = ((pending[k] % 3) - 1) * 0.6;
      shape.spaces.forEach((id, i) => {
        const t = (i + 1) / (n + 1);
        const along = pa && pb ? t * len : (i + 1) * STEP;
        const off = Math.sin(Math.PI * t) * bow;
        nodes.set(id, { id, x: start.x + (dir.x / len) * along - (dir.y / len) * off, y: start.y + (dir.y / len) * along + (dir.x / len) * off, island: false });
      });
      pending.splice(k, 1);
    }
  }
  routes.forEach((r, idx) => {
    const sp = shapes[idx].spaces;
    const rest = sp.length > 3 ? LONG_STEP : STEP;
    for (let i = 0; i + 1 < sp.length; i++) springs.push([sp[i], sp[i + 1], rest]);
    const link = (end: Attach, space: string) => {
      const to = attachSpace(end);
      if (!to || !nodes.has(to)) return;
      springs.push([space, to, "island" in end! ? ISLAND_GAP : STEP]);
      if ("island" in end!) leans.push({ space, island: to, angle: ringAngle(end.point, 6) });
    };
    link(r.a, sp[0]);
    link(r.b, sp[sp.length - 1]);
  });

  relax([...nodes.values()], springs, leans, ISLAND_GAP, pinned);
  return { nodes: [...nodes.values()], shapes };
}

function lean(p: Node, a: Attach): Point {
  const d = fromRing(a);
  return { x: p.x + d.x * 1.6, y: p.y + d.y * 1.6 };
}

function fromRing(a: Attach): Point {
  if (a === null) return { x: 1, y: 0 };
  const t = ringAngle(a.point, "island" in a ? 6 : 4);
  return { x: Math.cos(t), y: Math.sin(t) };
}

/** `pinned`: the islands keep their places, only the routes' beads move. */
function relax(nodes: Node[], springs: [string, string, number][], leans: { space: string; island: string; angle: number }[], gap: number, pinned: boolean): void {
  // Plain arrays by node index: this runs a few hundred times per candidate, on phones too.
  const n = nodes.length;
  const index = new Map(nodes.map((node, i) => [node.id, i]));
  const X = Float64Array.from(nodes, (node) => node.x), Y = Float64Array.from(nodes, (node) => node.y);
  const isl = nodes.map((node) => node.island);
  const sp = springs.map(([a, b, rest]) => [index.get(a)!, index.get(b)!, rest] as const);
  const ln = leans.map((l) => [index.get(l.space)!, index.get(l.island)!, Math.cos(l.angle) * gap, Math.sin(l.angle) * gap] as const);
  const FX = new Float64Array(n), FY = new Float64Array(n);
  const ITER = 360;
  for (let it = 0; it < ITER; it++) {
    const cool = 0.12 * (1 - it / ITER) + 0.01;
    FX.fill(0);
    FY.fill(0);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        let dx = X[i] - X[j], dy = Y[i] - Y[j];
        let d2 = dx * dx + dy * dy;
        if (d2 > 64) continue;
        if (d2 < 1e-6) {
          dx = 0.01 * (i - j);
          dy = 0.013;
          d2 = dx * dx + dy * dy;
        }
        const both = isl[i] && isl[j];
        const reach = both ? 4 * gap : isl[i] || isl[j] ? gap * 1.2 : 1;
        const d = Math.sqrt(d2);
        const f = ((reach * reach) / d2) * (both ? 0.6 : 0.25) / d;
        FX[i] += dx * f;
        FY[i] += dy * f;
        FX[j] -= dx * f;
        FY[j] -= dy * f;
      }
    }
    for (const [a, b, rest] of sp) {
      const dx = X[b] - X[a], dy = Y[b] - Y[a];
      const d = Math.hypot(dx, dy) || 1e-3;
      const f = ((d - rest) * 0.5) / d;
      FX[a] += dx * f;
      FY[a] += dy * f;
      FX[b] -= dx * f;
      FY[b] -= dy * f;
    }
    if (it < ITER * 0.4) {
      for (const [s, i, ox, oy] of ln) {
        FX[s] += (X[i] + ox - X[s]) * 0.15;
        FY[s] += (Y[i] + oy - Y[s]) * 0.15;
      }
    }
    for (let i = 0; i < n; i++) {
      if (pinned && isl[i]) continue;
      const m = Math.hypot(FX[i], FY[i]);
      const k = (m > 1 ? 1 / m : 1) * cool * 4;
      X[i] += FX[i] * k;
      Y[i] += FY[i] * k;
    }
  }
  nodes.forEach((node, i) => {
    node.x = X[i];
    node.y = Y[i];
  });
}

/** Scales the layout into `box`, keeping its proportions within reason and a margin for island art. */
function fit(nodes: Node[], routes: RouteShape[], box: Rect): ChartLayout {
  const spaces = new Map<string, Point>();
  if (nodes.length === 0) return { spaces, routes, islandRadius: 34, spaceRadius: 14 };
  const xs = nodes.map((n) => n.x), ys = nodes.map((n) => n.y);
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  const margin = Math.min(box.w, box.h) * 0.08 + 20;
  const sx = (box.w - 2 * margin) / Math.max(1e-3, maxX - minX);
  const sy = (box.h - 2 * margin) / Math.max(1e-3, maxY - minY);
  // Stretch one axis at most 1.6 times the other, so routes keep their look.
  const s = Math.min(sx, sy);
  const kx = Math.min(sx, s * 1.6), ky = Math.min(sy, s * 1.6);
  const cx = box.x + box.w / 2, cy = box.y + box.h / 2;
  const mx = (minX + maxX) / 2, my = (minY + maxY) / 2;
  for (const n of nodes) spaces.set(n.id, { x: cx + (n.x - mx) * kx, y: cy + (n.y - my) * ky });
  const unit = Math.min(kx, ky);
  return { spaces, routes, islandRadius: Math.max(18, Math.min(44, unit * 0.75)), spaceRadius: Math.max(9, Math.min(17, unit * 0.32)) };
}
