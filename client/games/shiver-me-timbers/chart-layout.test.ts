import { layoutChart, tileLength, type ChartLayout, type Point } from "./chart-layout";
import { readBoard } from "./view";
import { newGame, playUntil, tableState } from "./fake-table";

const BOX = { x: 0, y: 64, w: 1000, h: 616 };

function boardOf(seats: number, options: Record<string, unknown> = {}, seed = 7) {
  const s = playUntil(newGame(seats, options, seed), (x) => x.phase === "play");
  return readBoard(tableState(s, null))!;
}

function closest(spaces: Map<string, { x: number; y: number }>): number {
  const pts = [...spaces.values()];
  let min = Infinity;
  for (let i = 0; i < pts.length; i++) for (let j = i + 1; j < pts.length; j++) min = Math.min(min, Math.hypot(pts[i].x - pts[j].x, pts[i].y - pts[j].y));
  return min;
}

describe("the sea chart's layout", () => {
  it.each([
    ["quick start, 2 seats", 2, {}],
    ["quick start, 3 seats", 3, {}],
    ["quick start, 4 seats", 4, {}],
    ["custom map, 2 seats", 2, { map: "custom" }],
    ["custom map, 3 seats", 3, { map: "custom" }],
    ["custom map, 4 seats", 4, { map: "custom" }],
  ])("%s: every space of every tile has a place inside the chart, none on top of another", (_name, seats, options) => {
    const board = boardOf(seats, options);
    const chart = layoutChart(board.map.islands, board.map.routes, BOX);
    const expected = board.map.islands.length + board.map.routes.reduce((n, r) => n + tileLength(r.tile), 0);
    expect(chart.spaces.size).toBe(expected);
    for (const p of chart.spaces.values()) {
      expect(p.x).toBeGreaterThanOrEqual(BOX.x);
      expect(p.x).toBeLessThanOrEqual(BOX.x + BOX.w);
      expect(p.y).toBeGreaterThanOrEqual(BOX.y);
      expect(p.y).toBeLessThanOrEqual(BOX.y + BOX.h);
    }
    // Two space markers never overlap (each is 2 × spaceRadius wide).
    expect(closest(chart.spaces)).toBeGreaterThan(chart.spaceRadius * 1.6);
  });

  /** Every pair of drawn route segments (island to space, space to space) that cross, by tile. */
  function crossingRoutes(chart: ChartLayout): string[] {
    const segs: { tile: string; a: string; b: string }[] = [];
    for (const r of chart.routes) {
      const chain = [r.ends[0], ...r.spaces, r.ends[1]].filter((x): x is string => x !== null);
      for (let k = 1; k < chain.length; k++) segs.push({ tile: r.tile, a: chain[k - 1], b: chain[k] });
    }
    const side = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
    const out: string[] = [];
    for (let i = 0; i < segs.length; i++) {
      for (let j = i + 1; j < segs.length; j++) {
        const s = segs[i], t = segs[j];
        if (s.a === t.a || s.a === t.b || s.b === t.a || s.b === t.b) continue;
        const [a, b, c, d] = [s.a, s.b, t.a, t.b].map((id) => chart.spaces.get(id)!);
        if (side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0) out.push(`${s.tile} × ${t.tile}`);
      }
    }
    return out;
  }

  // Issue 17: at 3 and 4 seats the ring start drew the Mangroves across the short route from
  // Port Royal to The Bay. The rules only allow planar maps (map/planarity.ts), so no chart may cross.
  it.each([
    ["quick start, 2 seats", 2, {}, 7],
    ["quick start, 3 seats", 3, {}, 7],
    ["quick start, 4 seats", 4, {}, 7],
    ["custom map, 2 seats", 2, { map: "custom" }, 7],
    ["custom map, 3 seats", 3, { map: "custom" }, 7],
    ["custom map, 4 seats", 4, { map: "custom" }, 7],
    ["custom map, 3 seats, another deal", 3, { map: "custom" }, 42],
    ["custom map, 4 seats, another deal", 4, { map: "custom" }, 3],
  ])("%s: no two sea routes cross", (_name, seats, options, seed) => {
    const board = boardOf(seats, options, seed);
    expect(crossingRoutes(layoutChart(board.map.islands, board.map.routes, BOX))).toEqual([]);
  });

  it("islands keep clear of each other and of the routes' beads", () => {
    const board = boardOf(4);
    const chart = layoutChart(board.map.islands, board.map.routes, BOX);
    const islands = [...chart.spaces].filter(([id]) => id.startsWith("I:"));
    const beads = [...chart.spaces].filter(([id]) => !id.startsWith("I:"));
    for (const [, a] of islands) {
      for (const [, b] of islands) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(chart.islandRadius * 2);
      for (const [, b] of beads) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(chart.islandRadius * 0.9);
    }
  });

  it("is the same for the same map every time, and fits a tall box too", () => {
    const board = boardOf(3);
    const one = layoutChart(board.map.islands, board.map.routes, BOX);
    const two = layoutChart(board.map.islands, board.map.routes, BOX);
    expect([...one.spaces]).toEqual([...two.spaces]);
    const tall = layoutChart(board.map.islands, board.map.routes, { x: 0, y: 92, w: 640, h: 768 });
    for (const p of tall.spaces.values()) expect(p.x).toBeLessThanOrEqual(640);
  });

  it("lays out a map still being built, open route ends included", () => {
    const s = playUntil(newGame(2, { map: "custom" }), (x) => x.phase === "map" && x.map.routes.length >= 2);
    const board = readBoard(tableState(s, null))!;
    expect(board.map.routes.some((r) => r.a === null || r.b === null) || board.map.routes.length >= 2).toBe(true);
    const chart = layoutChart(board.map.islands, board.map.routes, BOX);
    expect(chart.spaces.size).toBe(board.map.islands.length + board.map.routes.reduce((n, r) => n + tileLength(r.tile), 0));
    expect(layoutChart([], [], BOX).spaces.size).toBe(0);
  });
});
