import { shiverMeTimbers } from "../game";
import { edit, must, startedGame, windOf } from "../testing/index";
import { travelCosts } from "./travel";

const game = shiverMeTimbers;

describe("Travel (rulebook example: St. David to The Bay with a stop at the Floating Market)", () => {
  // "Your speed is 5, the wind is 2. You could travel up to 7 spaces … you stop after 4 spaces to
  // collect 100 Gold at the Floating Market. Then a second travel action reaches The Bay after 4."
  const base = edit(startedGame(2, 3), (s) => {
    s.players[0].speed = 5;
    s.players[0].location = "I:st-david";
    s.players[0].gold = 300;
    s.wind = windOf(2);
    s.merchants = {};
  });

  it.each([
    ["floating-market:3", 4, 400],
    ["I:the-bay", 8, null],
  ])("reaches %s at cost %i", (space, cost, gold) => {
    const costs = travelCosts(base, "I:st-david", 99);
    expect(costs.get(space)).toBe(cost);
    if (gold !== null) {
      const after = must(base, 0, { type: "travel", to: space });
      expect(after.players[0].gold).toBe(gold);
    }
  });

  it("plays out in two actions, and the leftover points are lost", () => {
    let s = must(base, 0, { type: "travel", to: "floating-market:3" });
    expect(s.players[0].gold).toBe(400);
    expect(s.turn.actionsLeft).toBe(2);
    s = must(s, 0, { type: "travel", to: "I:the-bay" });
    expect(s.players[0].location).toBe("I:the-bay");
    expect(s.turn.actionsLeft).toBe(1);
  });

  it("cannot reach The Bay (8 spaces) in one action with 7 points", () => {
    const out = game.apply(base, 0, { type: "travel", to: "I:the-bay" });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.rejection.code).toBe("travel/too_far");
  });

  it("the Navigator gets one more point", () => {
    const nav = edit(base, (s) => {
      s.players[0].talent = "navigator";
    });
    expect(must(nav, 0, { type: "travel", to: "I:the-bay" }).players[0].location).toBe("I:the-bay");
  });

  it("passing a revealed pirate hunter costs 2 more movement points", () => {
    const hunter = edit(base, (s) => {
      s.merchants["floating-market:1"] = { id: "s-es-4", faceUp: true, damage: 0 };
    });
    expect(travelCosts(hunter, "I:st-david", 99).get("floating-market:3")).toBe(6);
    // Stopping on the hunter's own spot costs no toll.
    expect(travelCosts(hunter, "I:st-david", 99).get("floating-market:1")).toBe(2);
  });

  it("ending on a face-down merchant allows a peek only the peeker learns about", () => {
    const s0 = edit(base, (s) => {
      s.merchants["floating-market:1"] = { id: "s-en-1", faceUp: false, damage: 0 };
    });
    const s1 = must(s0, 0, { type: "travel", to: "floating-market:1" });
    expect(game.legalActions(s1, 0)).toContainEqual({ type: "peek" });
    const out = game.apply(s1, 0, { type: "peek" });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[0].peeked).toEqual(["s-en-1"]);
    expect(out.state.turn.actionsLeft).toBe(2); // peeking is not an action
    const event = out.events.find((e) => e.kind === "merchant/peek")!;
    expect(event.text).not.toMatch(/trader|hunter/);
    expect(event.secret?.seats).toEqual([0]);
  });

  it("peeking at a pirate hunter on its spot makes it attack at once, captained by the player to the right", () => {
    const s0 = edit(base, (s) => {
      s.merchants["floating-market:1"] = { id: "s-en-4", faceUp: false, damage: 0 };
    });
    const s1 = must(must(s0, 0, { type: "travel", to: "floating-market:1" }), 0, { type: "peek" });
    expect(s1.combat?.kind).toBe("hunter");
    expect(s1.combat?.playerRole).toBe("defender");
    expect(s1.combat?.foe).toMatchObject({ kind: "merchant", captain: 1 });
    expect(s1.merchants["floating-market:1"].faceUp).toBe(true);
    expect(s1.turn.actionsLeft).toBe(2);
  });

  it("the Tramp peeks without triggering the pirate hunter", () => {
    const s0 = edit(base, (s) => {
      s.players[0].talent = "tramp";
      s.merchants["floating-market:1"] = { id: "s-en-4", faceUp: false, damage: 0 };
    });
    const s1 = must(must(s0, 0, { type: "travel", to: "floating-market:1" }), 0, { type: "peek" });
    expect(s1.combat).toBeNull();
    expect(s1.merchants["floating-market:1"].faceUp).toBe(false);
  });
});
