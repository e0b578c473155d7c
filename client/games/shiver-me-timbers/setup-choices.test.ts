import { narrowBuild, narrowOrigin } from "./setup-choices";
import { game, newGame, playUntil } from "./fake-table";
import type { Action } from "./view";

type Build = Extract<Action, { type: "buildMap" }>;
type Origin = Extract<Action, { type: "chooseOrigin" }>;

/** Follows the picker's steps, always taking option `k` (mod the count), until one move is left. */
function walk<M>(narrowFn: (moves: M[], chosen: Record<string, string>) => ReturnType<typeof narrowBuild> | ReturnType<typeof narrowOrigin>, moves: M[], k: number): M | null {
  const chosen: Record<string, string> = {};
  for (let step = 0; step < 10; step++) {
    const n = narrowFn(moves, chosen);
    if (n.move) return n.move as M;
    const open = n.steps[n.steps.length - 1];
    chosen[open.key] = open.options[k % open.options.length].value;
  }
  return null;
}

describe("set-up pickers", () => {
  it("the origin picker reaches every legal origin and talent, and only those", () => {
    const s = playUntil(newGame(2, {}, 2), (x) => x.phase === "origins");
    const legal = game.legalActions(s, game.activeSeats(s)[0]) as Origin[];
    const first = narrowOrigin(legal, {});
    expect(first.steps[0].options.length).toBe(new Set(legal.map((m) => m.origin)).size);
    const reached = new Set<string>();
    for (const m of legal) {
      const n = narrowOrigin(legal, { origin: m.origin, talent: m.talent });
      expect(n.move).toEqual(m);
      reached.add(JSON.stringify(n.move));
    }
    expect(reached.size).toBe(legal.length);
  });

  it("the map picker narrows the legal placements step by step to one the rules accept", () => {
    let s = playUntil(newGame(3, { map: "custom" }, 5), (x) => x.phase === "map");
    let placed = 0;
    for (let k = 0; s.phase === "map" && k < 12; k++) {
      const seat = game.activeSeats(s)[0];
      const legal = game.legalActions(s, seat) as Build[];
      expect(legal.length).toBeGreaterThan(0);
      const move = walk(narrowBuild, legal, k)!;
      expect(legal).toContainEqual(move);
      const out = game.apply(s, seat, move);
      expect(out.ok).toBe(true);
      if (out.ok) s = out.state;
      placed++;
    }
    expect(s.phase).not.toBe("map");
    expect(placed).toBeGreaterThan(3);
  });

  it("a choice no legal move has any more is dropped, a lone option settles itself", () => {
    const moves: Origin[] = [{ type: "chooseOrigin", origin: "the-bay", talent: "tramp" }, { type: "chooseOrigin", origin: "the-bay", talent: "gunner" }];
    const n = narrowOrigin(moves, { origin: "port-royal", talent: "gunner" });
    expect(n.steps[0].chosen).toBe("the-bay");
    expect(n.move).toEqual(moves[1]);
    expect(narrowOrigin(moves, {}).move).toBeNull();
  });
});
