import { layoutChart, tileLength } from "./chart-layout";
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
