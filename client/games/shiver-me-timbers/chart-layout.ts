// Where every space of the sea chart is drawn, worked out from the placed tiles alone (the
// state has no coordinates: a custom map is a graph of islands, routes and connection points).
// A small deterministic force layout: route spaces are beads on springs, islands and spaces
// push each other apart, and a route's first space leans toward the connection point it uses
// on its island's ring (points 0–5 clockwise from the top), which keeps a planar map planar.
import type { Attach, PlacedRoute } from "./view";

export interface Point { x: number; y: number }
export interface Rect { x: number; y: number; w: number; h: number }

export interface RouteShape {
  tile: string;
  /** The route's spaces in order from end `a`. */
  spaces: string[];
  /** Where each end is connected (a space id), or null for an open end. */
  ends: [string | null, string | null];
}

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
  const nodes = new Map<string, Node>();
  const springs: [string, string, number][] = [];
  const leans: { space: string; island: string; angle: number }[] = [];
  const STEP = 1;
  const ISLAND_GAP = 1.6;
  // Islands start on an ellipse, in the order they came onto the map.
  islands.forEach((island, i) => {
    const t = (i / Math.max(1, islands.length)) * 2 * Math.PI - Math.PI / 2;
    nodes.set(`I:${island}`, { id: `I:${island}`, x: Math.cos(t) * 5, y: Math.sin(t) * 4, island: true });
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
    for (let i = 0; i + 1 < sp.length; i++) springs.push([sp[i], sp[i + 1], STEP]);
    const link = (end: Attach, space: string) => {
      const to = attachSpace(end);
      if (!to || !nodes.has(to)) return;
      springs.push([space, to, "island" in end! ? ISLAND_GAP : STEP]);
      if ("island" in end!) leans.push({ space, island: to, angle: ringAngle(end.point, 6) });
    };
    link(r.a, sp[0]);
    link(r.b, sp[sp.length - 1]);
  });

  relax([...nodes.values()], springs, leans, ISLAND_GAP);
  return fit([...nodes.values()], shapes, box);
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

function relax(nodes: Node[], springs: [string, string, number][], leans: { space: string; island: string; angle: number }[], gap: number): void {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const ITER = 360;
  for (let it = 0; it < ITER; it++) {
    const cool = 0.12 * (1 - it / ITER) + 0.01;
    const fx = new Map<string, number>(), fy = new Map<string, number>();
    const push = (n: Node, x: number, y: number) => {
      fx.set(n.id, (fx.get(n.id) ?? 0) + x);
      fy.set(n.id, (fy.get(n.id) ?? 0) + y);
    };
    for (let i = 0; i < nodes.length; i++) {
      for (let j = i + 1; j < nodes.length; j++) {
        const a = nodes[i], b = nodes[j];
        let dx = a.x - b.x, dy = a.y - b.y;
        let d2 = dx * dx + dy * dy;
        if (d2 < 1e-6) {
          dx = 0.01 * (i - j);
          dy = 0.013;
          d2 = dx * dx + dy * dy;
        }
        const reach = a.island && b.island ? 4 * gap : a.island || b.island ? gap * 1.2 : 1;
        const f = (reach * reach) / d2 * (a.island && b.island ? 0.6 : 0.25);
        const d = Math.sqrt(d2);
        if (d > 8) continue;
        push(a, (dx / d) * f, (dy / d) * f);
        push(b, (-dx / d) * f, (-dy / d) * f);
      }
    }
    for (const [ia, ib, rest] of springs) {
      const a = byId.get(ia)!, b = byId.get(ib)!;
      const dx = b.x - a.x, dy = b.y - a.y;
      const d = Math.hypot(dx, dy) || 1e-3;
      const f = (d - rest) * 0.5;
      push(a, (dx / d) * f, (dy / d) * f);
      push(b, (-dx / d) * f, (-dy / d) * f);
    }
    for (const l of leans) {
      const s = byId.get(l.space)!, isl = byId.get(l.island)!;
      const tx = isl.x + Math.cos(l.angle) * gap, ty = isl.y + Math.sin(l.angle) * gap;
      push(s, (tx - s.x) * 0.3, (ty - s.y) * 0.3);
    }
    for (const n of nodes) {
      const x = fx.get(n.id) ?? 0, y = fy.get(n.id) ?? 0;
      const m = Math.hypot(x, y);
      const cap = m > 1 ? 1 / m : 1;
      n.x += x * cap * cool * 4;
      n.y += y * cap * cool * 4;
    }
  }
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
