import { shiverMeTimbers } from "./game";
import { edit, must, seats, startedGame } from "./testing/index";
import type { SmtState } from "./state";

const game = shiverMeTimbers;

/** [what, state, seat, action, expected code]: each is rejected and the state is left exactly as it was. */
const cases: [string, () => SmtState, number, unknown, string][] = [
  ["a malformed action", () => startedGame(2, 1), 0, { type: "travel" }, "action/malformed"],
  ["an unknown action", () => startedGame(2, 1), 0, { type: "teleport" }, "action/malformed"],
  ["a seat that does not exist", () => startedGame(2, 1), 5, { type: "endTurn" }, "seat/unknown"],
  ["acting out of turn", () => startedGame(2, 1), 1, { type: "endTurn" }, "turn/not_yours"],
  ["travelling during the goal choice", () => game.setup(seats(2), game.optionsSchema.parse({}), 1), 0, { type: "travel", to: "I:port-royal" }, "phase/setup"],
  ["choosing an origin before the goals", () => game.setup(seats(2), game.optionsSchema.parse({}), 1), 0, { type: "chooseOrigin", origin: "the-bay", talent: "tramp" }, "phase/not_origins"],
  ["building a map on the quick-start map", () => startedGame(2, 1), 0, { type: "buildMap", joins: [], route: { tile: "short-6", a: null, b: null } }, "phase/not_map"],
  ["a duel action without a duel", () => startedGame(2, 1), 0, { type: "duel_pass" }, "combat/none"],
  ["a decision nobody owes", () => startedGame(2, 1), 0, { type: "loseUpgrade", attribute: "speed" }, "pending/none"],
  ["peeking without a merchant", () => startedGame(2, 1), 0, { type: "peek" }, "peek/not_here"],
  ["travelling to nowhere", () => startedGame(2, 1), 0, { type: "travel", to: "atlantis:1" }, "travel/unknown_space"],
  ["travelling to where you are", () => startedGame(2, 1), 0, { type: "travel", to: "I:st-david" }, "travel/same_space"],
  ["a regular action after the turn's three", () => edit(startedGame(2, 1), (d) => void (d.turn.actionsLeft = 0)), 0, { type: "upgrade", attribute: "hull" }, "turn/no_actions_left"],
  ["boarding nobody", () => edit(startedGame(2, 1), (d) => void (d.players[0].location = "fogbank:2")), 0, { type: "board", target: { seat: 1 } }, "combat/not_here"],
  ["boarding yourself", () => edit(startedGame(2, 1), (d) => void (d.players[0].location = "fogbank:2")), 0, { type: "board", target: { seat: 0 } }, "combat/bad_target"],
  ["a regular action while a decision is owed", () => edit(startedGame(2, 1), (d) => void d.pending.push({ kind: "loseUpgrade", seat: 0, reason: "test" })), 0, { type: "travel", to: "short-2:1" }, "pending/decide_first"],
  ["losing an upgrade you do not have", () => edit(startedGame(2, 1), (d) => {
    d.pending.push({ kind: "loseUpgrade", seat: 0, reason: "test" });
    d.players[0].speed = 1;
  }), 0, { type: "loseUpgrade", attribute: "speed" }, "upgrade/at_minimum"],
  ["picking a treasure not offered", () => edit(startedGame(2, 1), (d) => void d.pending.push({ kind: "pickTreasure", seat: 0, options: ["t01", "t02"], reason: "test", more: 0 })), 0, { type: "pickTreasure", treasure: "t03" }, "treasure/not_offered"],
  ["hiding a treasure you do not have", () => startedGame(2, 1), 0, { type: "hideTreasure", treasure: "t01" }, "treasure/not_on_ship"],
  ["discarding cargo you do not carry", () => startedGame(2, 1), 0, { type: "discardCargo", resource: "cocoa", units: 1 }, "trade/not_aboard"],
  ["anything once the game is over", () => edit(startedGame(2, 1), (d) => void (d.phase = "over")), 0, { type: "endTurn" }, "game/over"],
];

describe("Illegal actions are rejected with a clear code and the state unchanged", () => {
  it.each(cases)("%s", (_, make, seat, action, code) => {
    const state = make();
    const before = JSON.stringify(state);
    const out = game.apply(state, seat, action as never);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.rejection.code).toBe(code);
      expect(out.rejection.message.length).toBeGreaterThan(10);
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it("an accepted action bumps the version and never touches the old state", () => {
    const state = startedGame(2, 1);
    const before = JSON.stringify(state);
    const next = must(state, 0, { type: "endTurn" });
    expect(next.version).toBe(state.version + 1);
    expect(JSON.stringify(state)).toBe(before);
  });
});
