import { shiverMeTimbers as game } from "../game";
import { lifeGoal, type GoalCounter } from "../content/life-goals";
import { edit, must, startedGame, withoutCards } from "../testing";
import type { SmtState } from "../state";

/**
 * Scoring life goals: "Whenever you meet the requirements on one of the life goals, mark it with
 * one of your tokens – even if it's not one of your chosen secret goals." and "As soon as any
 * player claims the second-to-last life goal …, this triggers the endgame." A met goal is marked
 * at once; nobody can hold a claim back to stall the end.
 */
const counterGoals = (s: SmtState) => s.goalsInPlay.filter((g) => lifeGoal(g).requirement.kind === "counter");
function meet(s: SmtState, seat: number, goal: number): SmtState {
  const req = lifeGoal(goal).requirement;
  if (req.kind !== "counter") throw new Error("counter goals only");
  return edit(s, (d) => {
    withoutCards(d);
    d.players[seat].counters[req.counter as GoalCounter] = req.atLeast;
  });
}

describe("life goals are marked as soon as they are met", () => {
  it("marks a goal met during an action by the action's end, 10 VP to the first, without a claim", () => {
    let s = startedGame(3, 4);
    const goal = counterGoals(s)[0];
    const seat = s.turn.seat;
    s = meet(s, seat, goal);
    s = must(s, seat, { type: "endTurn" });
    expect(s.claims[goal]).toEqual([seat]);
    expect(s.players[seat].claimed).toContain(goal);
    // There is nothing left to claim by hand.
    expect(game.legalActions(s, s.turn.seat).some((a) => a.type === "claimGoal")).toBe(false);
  });

  it("marks a goal for a player who meets it out of turn, after the one who acted", () => {
    let s = startedGame(2, 6);
    const [goal] = counterGoals(s);
    const actor = s.turn.seat;
    const other = 1 - actor;
    s = meet(meet(s, other, goal), actor, goal);
    s = must(s, actor, { type: "endTurn" });
    expect(s.claims[goal]).toEqual([actor, other]);
  });

  it("triggers the end when the second-to-last goal is met, whether or not anybody would claim it", () => {
    let s = startedGame(2, 8);
    const goals = counterGoals(s);
    expect(goals.length).toBeGreaterThanOrEqual(s.goalsInPlay.length - 1);
    const seat = s.turn.seat;
    for (const goal of goals.slice(0, s.goalsInPlay.length - 1)) s = meet(s, seat, goal);
    expect(s.endTriggered).toBeNull();
    s = must(s, seat, { type: "endTurn" });
    expect(s.endTriggered).toBe("goals");
  });
});
