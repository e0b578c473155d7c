import { Random, seedRng } from "../../../engine";
import { shiverMeTimbers } from "../game";
import { must, seats } from "../testing/index";
import { quickStartMap } from "../content/quick-start-map";
import { isPlanar } from "./planarity";
import { spaceGraph } from "./spaces";
import type { IslandId } from "../content/basics";
import type { MapState } from "./types";
import type { SmtAction } from "../actions";

const game = shiverMeTimbers;
const I = (island: IslandId, point: number) => ({ island, point });
const FOUR: IslandId[] = ["port-royal", "sao-tome", "st-david", "la-juanita"];
const CYCLE = [
  { tile: "short-1", a: I("port-royal", 0), b: I("sao-tome", 2) },
  { tile: "short-2", a: I("sao-tome", 0), b: I("st-david", 2) },
  { tile: "short-3", a: I("st-david", 0), b: I("la-juanita", 2) },
  { tile: "short-4", a: I("la-juanita", 0), b: I("port-royal", 2) },
];

describe("No crossing: connection points fix the order of routes around each island", () => {
  it.each([
    ["both diagonals inside the ring cross", [1, 1, 1, 1], false],
    ["one inside and one outside do not", [1, 1, 4, 4], true],
    ["the other way round neither", [4, 4, 1, 1], true],
    ["a diagonal that leaves on both sides crosses", [1, 4, 4, 1], false],
  ])("%s", (_, [p1, p2, p3, p4], planar) => {
    const map: MapState = {
      islands: FOUR,
      routes: [...CYCLE, { tile: "short-5", a: I("port-royal", p1), b: I("st-david", p2) }, { tile: "short-6", a: I("sao-tome", p3), b: I("la-juanita", p4) }],
    };
    expect(isPlanar(map)).toBe(planar);
  });

  it("routes leading to nothing and routes joined to a special spot are fine", () => {
    const map: MapState = {
      islands: ["port-royal", "the-bay"],
      routes: [
        { tile: "mangroves", a: I("port-royal", 0), b: I("the-bay", 0) },
        { tile: "short-1", a: { special: "mangroves", point: 1 }, b: null },
        { tile: "short-2", a: I("the-bay", 3), b: null },
      ],
    };
    expect(isPlanar(map)).toBe(true);
    const g = spaceGraph(map);
    expect(g.neighbours.get("mangroves:3")).toEqual(expect.arrayContaining(["mangroves:2", "mangroves:4", "short-1:0"]));
    expect(g.neighbours.get("short-2:2")).toEqual(["short-2:1"]);
  });

  it.each([2, 3, 4])("the quick-start map for %i players is planar and connected", (n) => {
    const map = quickStartMap(n);
    expect(isPlanar(map)).toBe(true);
    const g = spaceGraph(map);
    const seen = new Set(["I:port-royal"]);
    const queue = ["I:port-royal"];
    while (queue.length) for (const next of g.neighbours.get(queue.shift()!)!) if (!seen.has(next)) seen.add(next), queue.push(next);
    expect(seen.size).toBe(g.neighbours.size);
  });
});

describe("Build a custom map", () => {
  const custom = (n: number, seed: number) => {
    let s = game.setup(seats(n), game.optionsSchema.parse({ map: "custom" }), seed);
    for (let seat = 0; seat < n; seat++) s = must(s, seat, { type: "chooseGoals", goals: [s.goalsInPlay[0], s.goalsInPlay[1]] });
    return s;
  };

  it.each([
    [2, 1, [0, 1, 0, 1, 0, 1], 7],
    [3, 0, [0, 1, 2, 0, 1, 2, 0, 1, 2], 9],
    [4, 1, [0, 1, 2, 3, 3, 2, 1, 0], 9],
  ])("%i players: %i random route(s) first, builders in the rulebook's order, %p, ending with %i routes", (n, randomRoutes, order, routes) => {
    let s = custom(n, 5);
    expect(s.phase).toBe("map");
    expect(s.map.routes).toHaveLength(randomRoutes);
    const builders: number[] = [];
    const random = Random.from(seedRng(n));
    while (s.phase === "map") {
      const [seat] = game.activeSeats(s);
      builders.push(seat);
      const options = game.legalActions(s, seat);
      expect(options.length).toBeGreaterThan(0);
      s = must(s, seat, random.pick(options));
      expect(isPlanar(s.map)).toBe(true);
    }
    expect(builders).toEqual(order);
    expect(s.map.islands).toHaveLength(6);
    expect(s.map.routes).toHaveLength(routes);
    expect(s.phase).toBe("origins");
    expect(Object.keys(s.merchants)).toHaveLength(spaceGraph(s.map).anchors.length);
  });

  /** Three players: a ring Port Royal – São Tomé – St. David – La Juanita, then The Bay and Isla Oscura outside it. */
  const ring = () => {
    let s = custom(3, 5);
    s = must(s, 0, { type: "buildMap", island: "port-royal", joins: [], route: { tile: "short-1", a: I("port-royal", 0), b: null } });
    s = must(s, 1, { type: "buildMap", island: "sao-tome", joins: [{ tile: "short-1", end: "b", point: 2 }], route: { tile: "short-2", a: I("sao-tome", 0), b: null } });
    s = must(s, 2, { type: "buildMap", island: "st-david", joins: [{ tile: "short-2", end: "b", point: 2 }], route: { tile: "short-3", a: I("st-david", 0), b: null } });
    s = must(s, 0, { type: "buildMap", island: "la-juanita", joins: [{ tile: "short-3", end: "b", point: 2 }], route: { tile: "short-4", a: I("la-juanita", 0), b: I("port-royal", 2) } });
    return s;
  };

  it("rejects an island that is not joined to the map", () => {
    const s = ring();
    const out = game.apply(s, 1, { type: "buildMap", island: "the-bay", joins: [], route: { tile: "short-5", a: I("sao-tome", 4), b: null } });
    expect(!out.ok && out.rejection.code).toBe("map/island_unconnected");
  });

  it("rejects another seat's placement", () => {
    const out = game.apply(ring(), 2, { type: "buildMap", island: "the-bay", joins: [], route: { tile: "short-5", a: I("sao-tome", 4), b: I("the-bay", 0) } });
    expect(!out.ok && out.rejection.code).toBe("turn/not_yours");
  });

  it.each([
    ["a crossing route", { type: "buildMap", joins: [], route: { tile: "short-6", a: I("sao-tome", 1), b: I("la-juanita", 1) } }, "map/crossing"],
    ["a taken connection point", { type: "buildMap", joins: [], route: { tile: "short-6", a: I("sao-tome", 0), b: null } }, "map/point_taken"],
    ["a route connected to nothing", { type: "buildMap", joins: [], route: { tile: "short-6", a: null, b: null } }, "map/unconnected"],
    ["an island in a route-only step", { type: "buildMap", island: "isla-oscura", joins: [], route: { tile: "short-6", a: I("sao-tome", 4), b: null } }, "map/wrong_step"],
    ["a route tile already placed", { type: "buildMap", joins: [], route: { tile: "short-1", a: I("sao-tome", 4), b: null } }, "map/route_placed"],
  ] as const)("rejects %s, the state unchanged", (_, action, code) => {
    let s = ring();
    s = must(s, 1, { type: "buildMap", island: "the-bay", joins: [], route: { tile: "mangroves", a: I("the-bay", 0), b: I("port-royal", 4) } });
    s = must(s, 2, { type: "buildMap", island: "isla-oscura", joins: [], route: { tile: "fogbank", a: I("isla-oscura", 0), b: I("the-bay", 1) } });
    // The diagonal Port Royal – St. David on the ring's inner side (points 1).
    s = must(s, 0, { type: "buildMap", joins: [], route: { tile: "short-5", a: I("port-royal", 1), b: I("st-david", 1) } });
    const before = JSON.stringify(s);
    const out = game.apply(s, 1, action as unknown as SmtAction);
    expect(!out.ok && out.rejection.code).toBe(code);
    expect(JSON.stringify(s)).toBe(before);
    // The other diagonal on the outer side is fine.
    expect(game.apply(s, 1, { type: "buildMap", joins: [], route: { tile: "short-6", a: I("sao-tome", 4), b: I("la-juanita", 4) } }).ok).toBe(true);
  });
});
