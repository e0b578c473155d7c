import { bootyDice } from "./index";
import { makeState, play } from "./test-state";
import { publicView, seatView } from "./view";

const P = [5, 10, 0] as const;

describe("public view", () => {
  it("is plain JSON with no generator state", () => {
    let s = bootyDice.setup([{ name: "Anne" }, { name: "Bob" }], { maxRounds: 100 }, 3);
    s = play(s, 0, [{ type: "roll", keep: [] }]);
    const v = publicView(s);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    expect(JSON.stringify(v)).not.toMatch(/rng/);
    expect(Object.keys(v).sort()).toEqual(
      [
        "buriedTreasure",
        "combos",
        "current",
        "dice",
        "endReason",
        "locker",
        "maxRounds",
        "pending",
        "phase",
        "pirates",
        "rollsLeft",
        "round",
        "warChest",
        "winner",
        "winners",
      ].sort(),
    );
    expect(v.dice.map((d) => d.face)).toEqual(s.dice);
    expect(v.rollsLeft).toBe(2);
  });

  it("shows the setup: 5 doubloons and 10 lives each, the rest in the piles", () => {
    const v = publicView(bootyDice.setup([{ name: "Anne" }, { name: "Bob" }, { name: "Cal" }], { maxRounds: 100 }, 1));
    expect(v.pirates).toEqual([
      { seat: 0, name: "Anne", doubloons: 5, lives: 10, shields: 0, eliminated: false },
      { seat: 1, name: "Bob", doubloons: 5, lives: 10, shields: 0, eliminated: false },
      { seat: 2, name: "Cal", doubloons: 5, lives: 10, shields: 0, eliminated: false },
    ]);
    expect(v).toMatchObject({ buriedTreasure: 85, warChest: 30, locker: 0, phase: "rolling", current: 0, round: 1 });
    expect(v.dice).toEqual(Array.from({ length: 6 }, () => ({ face: null, kept: false })));
    expect(v).toMatchObject({ pending: null, winner: null, winners: [], combos: [] });
  });

  it("describes a waiting Cutlass: which die and whom it may hit", () => {
    const s = play(makeState({ pirates: [P, [0, 0, 0], P, P], dice: "SCSSSS" }), 0, [{ type: "stop" }]);
    expect(publicView(s).pending).toEqual({ kind: "cutlass", seat: 0, die: 1, targets: [2, 3] });
    expect(publicView(s).phase).toBe("resolving");
  });

  it("describes a waiting Jolly Roger: how many and from whom", () => {
    const s = play(makeState({ pirates: [P, [0, 10, 0], P, P], dice: "SSJSSS" }), 0, [{ type: "stop" }]);
    expect(publicView(s).pending).toEqual({ kind: "jollyRoger", seat: 0, die: 2, amount: 2, targets: [2, 3] });
  });

  it("names the combinations showing and the winner", () => {
    expect(publicView(makeState({ pirates: [P, P], dice: "WWWXXX" })).combos).toEqual(["mutiny", "shipwreck"]);
    expect(publicView(makeState({ pirates: [P, P], dice: "CDJSXW" })).combos).toEqual(["curse"]);
    const won = play(makeState({ pirates: [[23, 10, 0], P], dice: "DSSSSS" }), 0, [{ type: "stop" }]);
    expect(publicView(won)).toMatchObject({ phase: "over", winner: 0, winners: [0], endReason: "doubloons" });
    expect(bootyDice.result(won)).toEqual({ winners: [0], scores: [25, 5], summary: "Anne wins with 25 doubloons." });
  });

  it("seat view adds nothing: everything is public", () => {
    expect(seatView(makeState({ pirates: [P, P] }), 0)).toEqual({});
  });

  it("replaying a different seed gives a different game (the replay check can fail)", () => {
    const seats = [{ name: "Anne" }, { name: "Bob" }];
    const a = play(bootyDice.setup(seats, { maxRounds: 100 }, 1), 0, [{ type: "roll", keep: [] }]);
    const b = play(bootyDice.setup(seats, { maxRounds: 100 }, 2), 0, [{ type: "roll", keep: [] }]);
    expect(a).not.toEqual(b);
  });
});

describe("options", () => {
  it("default to a 100-round limit and reject nonsense", () => {
    expect(bootyDice.optionsSchema.parse({})).toEqual({ maxRounds: 100 });
    expect(bootyDice.optionsSchema.safeParse({ maxRounds: 0 }).success).toBe(false);
  });
  it("setup refuses a seat count outside 2..6", () => {
    expect(() => bootyDice.setup([{ name: "Anne" }], { maxRounds: 100 }, 1)).toThrow(/2 to 6/);
    expect(() => bootyDice.setup(Array.from({ length: 7 }, () => ({ name: "X" })), { maxRounds: 100 }, 1)).toThrow();
  });
});
