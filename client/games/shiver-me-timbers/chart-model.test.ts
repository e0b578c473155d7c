import { attachPoint, chartFor, chartZoom, pathBetween, sceneLayout, shipPositions, spaceKind, spaceSpots, statusLine } from "./chart-model";
import { Random, seedRng } from "../../../shared/engine/rng";
import { groupMoves } from "./moves";
import { narrowBuild } from "./setup-choices";
import { game, must, newGame, playUntil, tableState } from "./fake-table";
import { readBoard, readPrivate } from "./view";

const inPlay = playUntil(newGame(3, {}, 4), (s) => s.phase === "play");
const NAMES = ["Anne", "Bart", "Cleo"];

describe("clicks on the chart", () => {
  it("a highlighted space sends exactly the travel move the server listed for it; other spaces send nothing", () => {
    const seat = game.activeSeats(inPlay)[0];
    const table = tableState(inPlay, seat);
    const board = readBoard(table)!;
    const chart = chartFor(board, sceneLayout(false).chart);
    const legal = game.legalActions(inPlay, seat).filter((m) => m.type === "travel");
    expect(legal.length).toBeGreaterThan(0);
    const spots = spaceSpots(board, chart, groupMoves(readPrivate(table, seat)!.moves), NAMES);
    const clickable = spots.filter((s) => s.move);
    expect(clickable.map((s) => s.move).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))))
      .toEqual([...legal].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
    for (const s of clickable) expect(s.move).toEqual({ type: "travel", to: s.space });
    // The click sends a move the rules accept.
    const out = game.apply(inPlay, seat, clickable[0].move!);
    expect(out.ok).toBe(true);
  });

  it("a spectator and a seat waiting for its turn get tooltips but no clicks", () => {
    const board = readBoard(tableState(inPlay, null))!;
    const chart = chartFor(board, sceneLayout(true).chart);
    const spots = spaceSpots(board, chart, null, NAMES);
    expect(spots.length).toBe(chart.spaces.size);
    expect(spots.filter((s) => s.move)).toEqual([]);
    const port = spots.find((s) => s.space === "I:port-royal")!;
    expect(port.label).toMatch(/^Port Royal · a face-down fortress/);
    expect(spots.filter((s) => s.kind === "anchor").every((s) => /anchorage/.test(s.label))).toBe(true);
  });

  it("names every kind of space and says whose turn it is", () => {
    expect(spaceKind("I:the-bay")).toBe("island");
    expect(spaceKind("fogbank:3")).toBe("special");
    expect(spaceKind("fogbank:5")).toBe("anchor");
    expect(spaceKind("short-4:1")).toBe("anchor");
    expect(spaceKind("short-4:2")).toBe("sea");
    const board = readBoard(tableState(inPlay, null))!;
    const turn = board.turn!;
    const line = statusLine(board, NAMES, null);
    expect(line.title).toBe(`Round 1 · ${NAMES[turn.seat]}'s turn · 3 actions left`);
    expect(line.detail).toMatch(/^wind [+-]\d+ · \d+ wind cards left$/);
    expect(statusLine(board, NAMES, turn.seat).title).toMatch(/· Your turn ·/);
    expect(statusLine(readBoard(tableState(newGame(2), null))!, NAMES, 0).title).toBe("Set-up: choose your secret life goals");
  });

  it("ships on one space fan out; a move is drawn along the route's spaces", () => {
    const board = readBoard(tableState(inPlay, null))!;
    const chart = chartFor(board, sceneLayout(false).chart);
    const ships = shipPositions(board, chart);
    expect(ships.size).toBe(3);
    const pts = [...ships.values()].map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`);
    expect(new Set(pts).size).toBe(3);
    const seat = game.activeSeats(inPlay)[0];
    const from = inPlay.players[seat].location;
    const far = game.legalActions(inPlay, seat).filter((m) => m.type === "travel").map((m) => (m as { to: string }).to);
    const to = far[far.length - 1];
    const path = pathBetween(chart, from, to);
    expect(path[0]).toBe(from);
    expect(path[path.length - 1]).toBe(to);
    const after = must(inPlay, seat, { type: "travel", to });
    expect(after.players[seat].location).toBe(to);
    expect(path.length).toBeGreaterThan(1);
  });
});

describe("placing map tiles on the chart", () => {
  it("every connection point a placement may use on the map so far has a dot on the chart, outside its island", () => {
    let s = playUntil(newGame(3, { map: "custom" }, 5), (x) => x.phase === "map" && x.map.islands.length >= 2);
    let checked = 0;
    for (let k = 0; k < 4 && s.phase === "map"; k++) {
      const seat = game.activeSeats(s)[0];
      const board = readBoard(tableState(s, seat))!;
      const chart = chartFor(board, sceneLayout(false).chart);
      const moves = groupMoves(game.legalActions(s, seat)).buildMap;
      const first = narrowBuild(moves, { tile: moves[0].route.tile, island: moves[0].island ?? "" });
      const step = first.steps[first.steps.length - 1];
      for (const o of step.options) {
        const p = attachPoint(chart, o.value);
        const onMap = o.value.startsWith("I:") ? board.map.islands.includes(o.value.split(":")[1]) : o.value.startsWith("S:");
        expect(p !== null).toBe(onMap);
        if (p && o.value.startsWith("I:")) {
          const c = chart.spaces.get(`I:${o.value.split(":")[1]}`)!;
          expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeGreaterThan(chart.islandRadius);
        }
        checked++;
      }
      s = must(s, seat, game.bot(s, seat, Random.from(seedRng(k + 1))));
    }
    expect(checked).toBeGreaterThan(3);
    expect(attachPoint(chartFor(readBoard(tableState(inPlay, null))!, sceneLayout(false).chart), "open")).toBeNull();
  });
});

it("draws the chart at the device's pixel ratio: a phone at 3x gets a sharper canvas than a desktop at 1x", () => {
  expect(chartZoom(810, 1000, 1)).toBe(1);
  expect(chartZoom(1600, 1000, 1)).toBe(1.6);
  expect(chartZoom(390, 640, 3)).toBeCloseTo(1.828, 3);
  expect(chartZoom(1600, 1000, 4)).toBe(3);
});
