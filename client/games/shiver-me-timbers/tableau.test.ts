import { GOAL_TARGETS, goalProgress, tableaux } from "./tableau";
import { game, newGame, playUntil, tableState } from "./fake-table";
import { readBoard, readPrivate } from "./view";

const NAMES = ["Anne", "Bart", "Cleo"];
const inPlay = playUntil(newGame(3, {}, 6), (s) => s.phase === "play" && s.round >= 2);

function shown(viewer: number | null, state = inPlay) {
  const table = tableState(state, viewer);
  return tableaux(readBoard(table)!, readPrivate(table, viewer), viewer, table.active, NAMES);
}

describe("the tableaux", () => {
  it("show every player's public figures to everyone", () => {
    const rows = shown(null);
    expect(rows.map((t) => t.name)).toEqual(NAMES);
    for (const [seat, t] of rows.entries()) {
      const p = inPlay.players[seat];
      const by = Object.fromEntries(t.rows.map((r) => [r.key, r.value]));
      expect(by.ship).toBe(`speed ${p.speed} · strength ${p.strength} · hull ${p.hull}`);
      expect(by.gold).toBe(`${p.gold.toLocaleString("en-GB")} G`);
      for (const r of t.rows) expect(r.tip.length).toBeGreaterThan(10); // a tooltip on every figure
    }
  });

  it("a spectator sees no secret; a seat sees only its own goals, hands and peeks", () => {
    expect(shown(null).every((t) => t.secret.length === 0)).toBe(true);
    for (const seat of [0, 1, 2]) {
      const rows = shown(seat);
      for (const t of rows) expect(t.secret.length > 0).toBe(t.seat === seat);
      const mine = rows[seat].secret.filter((r) => r.key.startsWith("secret-goal-")).map((r) => Number(r.key.slice(12)));
      expect(mine).toEqual(inPlay.players[seat].secretGoals);
    }
  });

  it("every secret goal is revealed to everyone once the game is over", () => {
    const over = playUntil(inPlay, (s) => s.phase === "over", 6000);
    expect(over.phase).toBe("over");
    const rows = shown(null, over);
    for (const t of rows) expect(t.secret.map((r) => Number(r.key.replace("revealed-goal-", "")))).toEqual(over.players[t.seat].secretGoals);
  });

  it("progress reads the counter each goal's text counts", () => {
    const board = readBoard(tableState(newGame(4, { epic: true }), null))!;
    expect(board.goals.length).toBe(10);
    for (const g of board.goals) {
      const target = GOAL_TARGETS[g.id];
      if (!target) continue;
      // "Sell 10 units…", "Complete 3 missions.", "Defeat a monster." …
      expect(g.text).toMatch(target.of === 1 ? /\ba\b/ : new RegExp(`\\b${target.of}\\b`));
    }
    const p = board.players[0];
    expect(goalProgress(1, { ...p, counters: { ...p.counters, unitsSold: 4 } })).toBe("4/10");
    expect(goalProgress(10, { ...p, speed: 7, strength: 3, hull: 2 })).toBe("best 7/7, sum 12/15");
  });
});

it("the state used by the tableau tests is a game in play", () => {
  expect(game.activeSeats(inPlay).length).toBeGreaterThan(0);
});
