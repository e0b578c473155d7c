import { Random, seedRng } from "../../../engine";
import { shiverMeTimbers } from "../game";
import { edit, must, startedGame } from "../testing/index";
import type { Bonus } from "../content/effects";
import { chanceFrom } from "../treasure/dice";

// Stand-in for this turn's card boosts (the crew and rituals engineer owns the real ones): +5 speed, +1 monster step.
jest.mock("../crew-and-rituals/card-boosts", () => ({
  cardBoost: (_s: unknown, seat: number, bonus: Bonus) => (seat !== 0 ? 0 : bonus === "speed" ? 5 : bonus === "monsterSteps" ? 1 : 0),
}));

const game = shiverMeTimbers;

/** Seat 0 with every attribute at 1 on the Sea Serpent's spot, the hunt deck stacked. */
const atSerpent = (top: string, seed: number) =>
  edit(startedGame(2, 5), (d) => {
    d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    d.pending = [];
    d.players[0].location = "mangroves:3";
    d.players[0].speed = d.players[0].strength = d.players[0].hull = 1;
    d.monsters.board["sea-serpent"] = "mangroves";
    d.monsters.deck = [top, ...d.monsters.deck.filter((c) => c !== top)];
    d.rng = seedRng(seed) as number[];
  });

describe("The hunt reads attributes and steps through the attributes seam", () => {
  it("a speed test is rolled against speed with boosts (1 + 5), and monster steps add a space", () => {
    let seed = 0;
    while (chanceFrom(Random.from(atSerpent("hunt-test-speed-1", seed).rng)).roll("blue") !== 6) seed++;
    const s = must(atSerpent("hunt-test-speed-1", seed), 0, { type: "monster_hunt", monster: "sea-serpent" });
    expect(s.monsters.progress["sea-serpent"][0]).toBe(1 + 3 + 1);
  });

  it("a boost is not a sail: with every upgrade at 1, an upgrade cannot be sacrificed", () => {
    const s = must(atSerpent("hunt-sacrifice-upgrade", 1), 0, { type: "monster_hunt", monster: "sea-serpent" });
    expect(game.legalActions(s, 0)).toEqual([{ type: "monster_sacrifice", pay: false }]);
    const r = game.apply(s, 0, { type: "monster_sacrifice", pay: true });
    expect(r.ok ? null : r.rejection.code).toBe("monster/cannot_pay");
  });
});
