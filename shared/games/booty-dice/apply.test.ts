import { apply } from "./apply";
import { bootyDice } from "./index";
import { makeState, play, type StateSpec } from "./test-state";
import type { BootyDiceState } from "./state";

const P = [5, 10, 0] as const;
const fresh = (): BootyDiceState => bootyDice.setup([{ name: "Anne" }, { name: "Bob" }, { name: "Cal" }], { maxRounds: 100 }, 7);

/** A state waiting for Anne's Cutlass target after her third roll. */
function cutlassPendingAfterThreeRolls(): BootyDiceState {
  const s = makeState({ pirates: [P, P, P], dice: "CSSSSS", rollsLeft: 1 });
  // Keep every die but one Shield and roll it: whatever comes, the Cutlass at die 0 waits.
  for (let seed = 1; seed < 200; seed++) {
    const r = apply({ ...s, rng: makeState({ pirates: [P], seed }).rng }, 0, { type: "roll", keep: [0, 1, 2, 3, 4] });
    if (r.ok && r.state.phase === "resolving" && r.state.plan[r.state.step].effect === "cutlass") return r.state;
  }
  throw new Error("no seed gave a waiting Cutlass");
}

function pending(spec: StateSpec): BootyDiceState {
  const s = play(makeState(spec), spec.current ?? 0, [{ type: "stop" }]);
  expect(s.phase).toBe("resolving");
  return s;
}

interface RejectCase {
  name: string;
  state: () => BootyDiceState;
  seat: number;
  action: unknown;
  code: string;
}

const cases: RejectCase[] = [
  { name: "acting out of turn", state: fresh, seat: 1, action: { type: "roll", keep: [] }, code: "turn/not_yours" },
  { name: "a fourth roll", state: cutlassPendingAfterThreeRolls, seat: 0, action: { type: "roll", keep: [] }, code: "roll/none_left" },
  {
    name: "a roll with no rolls left (defensive)",
    state: () => makeState({ pirates: [P, P], dice: "SSSSSS", rollsLeft: 0 }),
    seat: 0,
    action: { type: "roll", keep: [0] },
    code: "roll/none_left",
  },
  {
    name: "rolling again after stopping",
    state: () => pending({ pirates: [P, P, P], dice: "CSSSSS", rollsLeft: 2 }),
    seat: 0,
    action: { type: "roll", keep: [1] },
    code: "roll/stopped",
  },
  {
    name: "stopping twice",
    state: () => pending({ pirates: [P, P, P], dice: "CSSSSS", rollsLeft: 2 }),
    seat: 0,
    action: { type: "stop" },
    code: "roll/stopped",
  },
  { name: "stopping before the first roll", state: fresh, seat: 0, action: { type: "stop" }, code: "roll/not_rolled_yet" },
  { name: "keeping dice on the first roll", state: fresh, seat: 0, action: { type: "roll", keep: [0] }, code: "roll/bad_keep" },
  {
    name: "keeping a die that does not exist",
    state: () => makeState({ pirates: [P, P], dice: "SSSSSS", rollsLeft: 2 }),
    seat: 0,
    action: { type: "roll", keep: [6] },
    code: "roll/bad_keep",
  },
  {
    name: "keeping a negative die",
    state: () => makeState({ pirates: [P, P], dice: "SSSSSS", rollsLeft: 2 }),
    seat: 0,
    action: { type: "roll", keep: [-1] },
    code: "roll/bad_keep",
  },
  {
    name: "keeping a die twice",
    state: () => makeState({ pirates: [P, P], dice: "SSSSSS", rollsLeft: 2 }),
    seat: 0,
    action: { type: "roll", keep: [1, 1] },
    code: "roll/bad_keep",
  },
  {
    name: "keeping all six dice and rolling",
    state: () => makeState({ pirates: [P, P], dice: "SSSSSS", rollsLeft: 2 }),
    seat: 0,
    action: { type: "roll", keep: [0, 1, 2, 3, 4, 5] },
    code: "roll/bad_keep",
  },
  {
    name: "a Cutlass on yourself",
    state: () => pending({ pirates: [P, P, P], dice: "CSSSSS" }),
    seat: 0,
    action: { type: "cutlass", target: 0 },
    code: "target/self",
  },
  {
    name: "a Cutlass on a pirate who is out",
    state: () => pending({ pirates: [P, [0, 0, 0], P, P], dice: "CSSSSS" }),
    seat: 0,
    action: { type: "cutlass", target: 1 },
    code: "target/eliminated",
  },
  {
    name: "a Cutlass on a seat that does not exist",
    state: () => pending({ pirates: [P, P, P], dice: "CSSSSS" }),
    seat: 0,
    action: { type: "cutlass", target: 3 },
    code: "target/unknown_seat",
  },
  {
    name: "a Cutlass on a negative seat",
    state: () => pending({ pirates: [P, P, P], dice: "CSSSSS" }),
    seat: 0,
    action: { type: "cutlass", target: -1 },
    code: "target/unknown_seat",
  },
  {
    name: "stealing from yourself",
    state: () => pending({ pirates: [P, P, P], dice: "JSSSSS" }),
    seat: 0,
    action: { type: "jollyRoger", from: [0, 1] },
    code: "target/self",
  },
  {
    name: "stealing from a pirate who is out",
    state: () => pending({ pirates: [P, [0, 0, 0], P, P], dice: "JSSSSS" }),
    seat: 0,
    action: { type: "jollyRoger", from: [2, 1] },
    code: "target/eliminated",
  },
  {
    name: "stealing two from a pirate with one",
    state: () => pending({ pirates: [P, [1, 10, 0], P], dice: "JSSSSS" }),
    seat: 0,
    action: { type: "jollyRoger", from: [1, 1] },
    code: "target/too_poor",
  },
  {
    name: "stealing from a pirate with none",
    state: () => pending({ pirates: [P, [0, 10, 0], P, P], dice: "JSSSSS" }),
    seat: 0,
    action: { type: "jollyRoger", from: [1, 2] },
    code: "target/too_poor",
  },
  {
    name: "a Cutlass target while rolling",
    state: fresh,
    seat: 0,
    action: { type: "cutlass", target: 1 },
    code: "choice/not_expected",
  },
  {
    name: "a Jolly Roger choice while a Cutlass waits",
    state: () => pending({ pirates: [P, P, P], dice: "CJSSSS" }),
    seat: 0,
    action: { type: "jollyRoger", from: [1, 2] },
    code: "choice/not_expected",
  },
  {
    name: "acting after the game is over",
    state: () => play(makeState({ pirates: [[21, 10, 0], P], dice: "DDSSSS" }), 0, [{ type: "stop" }]),
    seat: 1,
    action: { type: "roll", keep: [] },
    code: "game/over",
  },
  { name: "a seat that does not exist", state: fresh, seat: 5, action: { type: "roll", keep: [] }, code: "seat/unknown" },
  { name: "a fractional seat", state: fresh, seat: 0.5, action: { type: "roll", keep: [] }, code: "seat/unknown" },
  ...[
    null,
    undefined,
    "roll",
    42,
    [],
    { type: "fly" },
    { type: "roll" },
    { type: "roll", keep: "all" },
    { type: "roll", keep: [1.5] },
    { type: "roll", keep: [0, 1, 2, 3, 4, 5, 0] },
    { type: "roll", keep: [Number.NaN] },
    { type: "cutlass" },
    { type: "cutlass", target: "1" },
    { type: "jollyRoger", from: [1] },
    { type: "jollyRoger", from: [1, 2, 2] },
    { type: "jollyRoger", from: 1 },
  ].map(
    (action): RejectCase => ({
      name: `a malformed action ${JSON.stringify(action) ?? "undefined"}`,
      state: fresh,
      seat: 0,
      action,
      code: "action/malformed",
    }),
  ),
];

describe("illegal actions are rejected and leave the state untouched", () => {
  it.each(cases)("$name → $code", ({ state, seat, action, code }) => {
    const s = state();
    const snapshot = structuredClone(s);
    const r = apply(s, seat, action);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.rejection.code).toBe(code);
    expect(r.rejection.message.length).toBeGreaterThan(5);
    if (code !== "action/malformed" && code !== "seat/unknown" && code !== "game/over") {
      expect(r.rejection.rule).toMatch(/Booty Dice/);
    }
    expect(s).toEqual(snapshot);
    // The game definition's apply is the same function.
    const again = bootyDice.apply(s, seat, action as never);
    expect(again.ok).toBe(false);
  });
});

describe("events", () => {
  it("a roll reads like the table talk and carries the dice", () => {
    const r = apply(fresh(), 0, { type: "roll", keep: [] });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.events).toHaveLength(1);
    expect(r.events[0].kind).toBe("roll");
    expect(r.events[0].text).toMatch(/^Anne rolls: ((Doubloon|X Marks the Spot|Jolly Roger|Cutlass|Walk the Plank|Shield)(, |\.$)){6}/);
    expect(r.events[0].data).toMatchObject({ seat: 0, rollsLeft: 2, rerolled: [0, 1, 2, 3, 4, 5] });
    expect(r.events[0].data?.dice).toEqual(r.state.dice);
  });

  it("a Cutlass hit names attacker, target and what was lost", () => {
    const s = pending({ pirates: [P, [5, 10, 1], P], dice: "CSSSSS" });
    const r = apply(s, 0, { type: "cutlass", target: 1 });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.events[0]).toEqual({
      kind: "cutlass",
      text: "Anne's Cutlass hits Bob: Bob loses a shield.",
      data: { seat: 0, die: 0, target: 1, lost: "shield" },
    });
    expect(r.events.at(-1)).toMatchObject({ kind: "turn", text: "It is Bob's turn." });
  });

  it("stopping logs every effect in resolution order, then the next turn", () => {
    const s = makeState({ pirates: [P, P], dice: "XWJCSD", rollsLeft: 2 });
    const r = apply(s, 0, { type: "stop" });
    if (!r.ok) throw new Error(r.rejection.message);
    // X, Wave, Jolly Roger, Cutlass, Shield, Doubloon: one of each face is the Curse.
    expect(r.events.map((e) => e.kind)).toEqual(["stop", "curse", "turn"]);
    const s2 = makeState({ pirates: [P, P], dice: "XWJCSS", rollsLeft: 2 });
    const r2 = apply(s2, 0, { type: "stop" });
    if (!r2.ok) throw new Error(r2.rejection.message);
    expect(r2.events.map((e) => e.kind)).toEqual(["stop", "shield", "shield", "cutlass", "jollyRoger", "plank", "x", "turn"]);
  });

  it("an elimination tells who plundered what", () => {
    const s = pending({ pirates: [P, [7, 1, 0], P], dice: "CSSSSS" });
    const r = apply(s, 0, { type: "cutlass", target: 1 });
    if (!r.ok) throw new Error(r.rejection.message);
    const out = r.events.find((e) => e.kind === "eliminated");
    expect(out?.text).toBe("Bob is out of the game! Captain's Plunder: Anne takes 7 doubloons.");
    expect(out?.data).toMatchObject({ seat: 1, cause: "cutlass", by: 0, doubloons: 7, to: "roller" });
  });
});

describe("accepted actions never modify the state they were given", () => {
  it("holds through a whole game", () => {
    let s = fresh();
    for (let ply = 0; ply < 2000 && s.phase !== "over"; ply++) {
      const snapshot = structuredClone(s);
      const seat = bootyDice.activeSeats(s)[0];
      const actions = bootyDice.legalActions(s, seat);
      const r = apply(s, seat, actions[ply % actions.length]);
      if (!r.ok) throw new Error(r.rejection.message);
      expect(s).toEqual(snapshot);
      s = r.state;
    }
    expect(s.phase).toBe("over");
  });
});
