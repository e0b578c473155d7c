import { act, scene, startedGame, tid } from "../testing";
import { leaders, prestige, sideScore } from "./prestige";
import { checkVictory } from "../flow/turn";

describe("Objective and the end", () => {
  it("12 points win the short game at once, after the action that reaches them", () => {
    const s = startedGame(3, { shortGame: true });
    const seat = s.current;
    const d = scene(s, (d) => {
      d.treasures[0] = seat;
      d.treasures[1] = seat;
      d.treasures[2] = seat;
      d.treasures[3] = -1;
    });
    expect(prestige(d, seat)).toBe(9);
    const won = act(d, seat, { type: "buyTreasure", treasure: 3 });
    expect([won.stage, won.winners, won.endReason]).toEqual(["over", [seat], "points"]);
  });
  it("defeating the Commodore wins the game", () => {
    const d = scene(startedGame(2), (d) => (d.players[0].commodore = true));
    expect(prestige(d, 0)).toBe(16);
    checkVictory(d);
    expect([d.stage, d.winners, d.endReason]).toEqual(["over", [0], "commodore"]);
  });
  it("team play: the partners' points add up and both partners win", () => {
    const s = startedGame(4, { teams: true });
    const seat = s.current;
    const partner = (seat + 2) % 4;
    const d = scene(s, (d) => {
      d.territories[tid("Campeche")] = { owner: seat, level: 5 };
      d.territories[tid("Veracruz")] = { owner: partner, level: 5 };
      d.territories[tid("Porto Bello")] = { owner: partner, level: 5 };
      d.treasures[0] = partner;
      d.treasures[1] = -1;
    });
    expect(sideScore(d, seat)).toBe(4 + 4 + 4 + 3);
    const won = act(d, seat, { type: "buyTreasure", treasure: 1 });
    expect(won.winners).toEqual([seat, partner].sort());
  });
  it("at the end without a winner by points, the highest score wins; a tie goes to the most bronze", () => {
    const d = scene(startedGame(3), (d) => {
      d.treasures[0] = 0;
      d.treasures[1] = 1;
      d.purses[1] = 1200;
    });
    expect(leaders(d)).toEqual([1]);
  });
});
