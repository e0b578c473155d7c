import { ISLAND_POINTS, SPECIAL_OWN_POINTS, SPECIAL_POINTS, routeTile } from "../content/routes";
import type { Attach, MapState } from "./types";

/**
 * "Sea routes may never cross" (The 5 Rules of Map Building), modelled abstractly: each
 * island (and special spot) has a fixed ring of connection points, so the clockwise order
 * of the routes around it is fixed. Routes cross-free exist exactly when that rotation
 * system is a planar embedding: tracing faces gives V − E + F = 1 + C (Euler, C components).
 * An open end ("a route leading to nothing") is a vertex of its own.
 */
interface Dart {
  readonly from: string;
  readonly to: string;
  readonly fromPoint: number;
  readonly edge: number;
}

function vertexOf(attach: Attach, tile: string, end: "a" | "b"): { vertex: string; point: number } {
  if (attach === null) return { vertex: `open:${tile}:${end}`, point: 0 };
  if ("island" in attach) return { vertex: `I:${attach.island}`, point: attach.point };
  return { vertex: `S:${attach.special}`, point: attach.point };
}

function edgesOf(map: MapState): { u: string; up: number; v: string; vp: number }[] {
  const edges: { u: string; up: number; v: string; vp: number }[] = [];
  for (const route of map.routes) {
    const a = vertexOf(route.a, route.tile, "a");
    const b = vertexOf(route.b, route.tile, "b");
    if (routeTile(route.tile).special) {
      const s = `S:${route.tile}`;
      edges.push({ u: a.vertex, up: a.point, v: s, vp: SPECIAL_OWN_POINTS.a });
      edges.push({ u: s, up: SPECIAL_OWN_POINTS.b, v: b.vertex, vp: b.point });
    } else {
      edges.push({ u: a.vertex, up: a.point, v: b.vertex, vp: b.point });
    }
  }
  return edges;
}

export function isPlanar(map: MapState): boolean {
  const edges = edgesOf(map);
  if (edges.length === 0) return true;
  const darts: Dart[] = [];
  edges.forEach((e, i) => {
    darts.push({ from: e.u, to: e.v, fromPoint: e.up, edge: i });
    darts.push({ from: e.v, to: e.u, fromPoint: e.vp, edge: i });
  });
  // Rotation at each vertex: darts leaving it, clockwise by connection point.
  const rotation = new Map<string, number[]>();
  darts.forEach((d, i) => {
    const list = rotation.get(d.from) ?? [];
    list.push(i);
    rotation.set(d.from, list);
  });
  for (const list of rotation.values()) list.sort((x, y) => darts[x].fromPoint - darts[y].fromPoint);
  const twin = (i: number) => (i % 2 === 0 ? i + 1 : i - 1);
  const seen = new Array<boolean>(darts.length).fill(false);
  let faces = 0;
  for (let start = 0; start < darts.length; start++) {
    if (seen[start]) continue;
    faces++;
    let d = start;
    while (!seen[d]) {
      seen[d] = true;
      const back = twin(d);
      const around = rotation.get(darts[back].from)!;
      d = around[(around.indexOf(back) + 1) % around.length];
    }
  }
  const vertices = rotation.size;
  return vertices - edges.length + faces === 1 + components(rotation, darts);
}

function components(rotation: Map<string, number[]>, darts: readonly Dart[]): number {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    const p = parent.get(x) ?? x;
    if (p === x) return x;
    const root = find(p);
    parent.set(x, root);
    return root;
  };
  for (const d of darts) parent.set(find(d.from), find(d.to));
  return new Set([...rotation.keys()].map(find)).size;
}

/** Connection points already used on an island or special spot. */
export function usedPoints(map: MapState): Set<string> {
  const used = new Set<string>();
  const mark = (attach: Attach) => {
    if (attach === null) return;
    used.add("island" in attach ? `I:${attach.island}:${attach.point}` : `S:${attach.special}:${attach.point}`);
  };
  for (const route of map.routes) {
    mark(route.a);
    mark(route.b);
    if (routeTile(route.tile).special) {
      used.add(`S:${route.tile}:${SPECIAL_OWN_POINTS.a}`);
      used.add(`S:${route.tile}:${SPECIAL_OWN_POINTS.b}`);
    }
  }
  return used;
}

export const POINTS = { island: ISLAND_POINTS, special: SPECIAL_POINTS } as const;
