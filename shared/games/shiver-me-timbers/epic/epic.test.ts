import { seedRng } from "../../../engine";
import { shiverMeTimbers } from "../game";
import { edit, must, seats } from "../testing/index";
import type { SmtState } from "../state";
import type { SmtAction } from "../actions";
import { invariantViolations } from "../testing/invariants";
import { scoreLine } from "../scoring-and-end/scoring";
import { EPIC_FREE_UPGRADE_REASON, EPIC_ROUND_LIMIT } from "./epic";
import { endRound, startedWith } from "../testing/options";

const game = shiverMeTimbers;
const EPIC = { epic: true };

const code = (s: SmtState, seat: number, action: unknown) => {
  const out = game.apply(s, seat, action as SmtAction);
  return out.ok ? "accepted" : out.rejection.code;
};

/** Every seat takes its three free upgrades: `plan[seat]` lists them. */
function settleUpgrades(s: SmtState, plan: SmtAction[][]): SmtState {
  while (s.pending.length > 0 && s.pending[0].kind === "gainUpgrade") {
    const seat = s.pending[0].seat;
    s = must(s, seat, plan[seat].shift()!);
  }
  return s;
}
const up = (attribute: "speed" | "strength" | "hull"): SmtAction => ({ type: "gainUpgrade", attribute });

describe("Epic Game Mode: set-up", () => {
  it.each([2, 3, 4])("%i players: all ten life goals are laid out", (n) => {
    expect(game.setup(seats(n), game.optionsSchema.parse(EPIC), 3).goalsInPlay).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("the regular game's deal is unchanged by the new options", () => {
    const before = game.setup(seats(3), game.optionsSchema.parse({}), 3);
    const withEvents = game.setup(seats(3), game.optionsSchema.parse({ events: true }), 3);
    expect(withEvents.goalsInPlay).toEqual(before.goalsInPlay);
    expect(withEvents.windDeck).toEqual(before.windDeck);
    expect(withEvents.rng).toEqual(before.rng);
  });

  it.each([
    ["epic, two goals", EPIC, [1, 2], "goals/wrong_count"],
    ["epic, three goals", EPIC, [1, 7, 9], "accepted"],
    ["epic, the same goal twice", EPIC, [1, 1, 2], "goals/duplicate"],
    ["epic, four goals", EPIC, [1, 2, 3, 4], "action/malformed"],
    ["regular, three goals", {}, [1, 2, 3], "goals/wrong_count"],
  ])("%s: %j → %s", (_, options, goals, expected) => {
    let s = game.setup(seats(2), game.optionsSchema.parse(options), 4);
    if (goals.length === 3 && expected === "goals/wrong_count") goals = s.goalsInPlay.slice(0, 3);
    expect(code(s, 0, { type: "chooseGoals", goals })).toBe(expected);
  });

  it("epic: the legal list offers every set of three goals (120), each accepted", () => {
    const s = game.setup(seats(2), game.optionsSchema.parse(EPIC), 4);
    const legal = game.legalActions(s, 0);
    expect(legal).toHaveLength(120);
    expect(new Set(legal.map((a) => JSON.stringify(a))).size).toBe(120);
    for (const a of [legal[0], legal[57], legal[119]]) expect(code(s, 0, a)).toBe("accepted");
    const out = game.apply(s, 0, legal[0]);
    expect(out.ok && out.state.players[0].secretGoals).toEqual([1, 2, 3]);
    expect(out.ok && out.events[0].text).toBe("Anne hides three life goal markers in their chest.");
  });

  it("ships start at 2/2/2; each captain owes 3 free upgrades, in turn order, before play goes on", () => {
    const s = startedWith(EPIC, 3, 2);
    for (const p of s.players) expect([p.speed, p.strength, p.hull]).toEqual([2, 2, 2]);
    expect(s.pending.map((p) => [p.kind, p.seat])).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2].map((seat) => ["gainUpgrade", seat]));
    expect(s.pending.every((p) => p.kind === "gainUpgrade" && p.reason === EPIC_FREE_UPGRADE_REASON)).toBe(true);
    expect(game.activeSeats(s)).toEqual([0]);
    expect(game.legalActions(s, 0)).toEqual([up("speed"), up("strength"), up("hull")]);
    expect(code(s, 0, { type: "endTurn" })).toBe("pending/decide_first");
    expect(code(s, 0, { type: "upgrade", attribute: "hull" })).toBe("pending/decide_first");
    expect(code(s, 1, up("hull"))).toBe("pending/none");
  });

  it("Port Royal's looks come first, then the free upgrades", () => {
    const s = startedWith(EPIC, 2, 2, ["port-royal", "st-david"]);
    expect(s.pending.map((p) => `${p.kind}:${p.seat}`)).toEqual(["originLook:0", ...Array(3).fill("gainUpgrade:0"), ...Array(3).fill("gainUpgrade:1")]);
  });

  it("the free upgrades are the player's choice, all on one attribute or spread; public", () => {
    const s = settleUpgrades(startedWith(EPIC, 2, 2), [
      [up("strength"), up("strength"), up("strength")],
      [up("hull"), up("speed"), up("hull")],
    ]);
    expect([s.players[0].speed, s.players[0].strength, s.players[0].hull]).toEqual([2, 5, 2]);
    expect([s.players[1].speed, s.players[1].strength, s.players[1].hull]).toEqual([3, 2, 4]);
    expect(s.players[0].gold).toBe(300);
    expect(s.pending).toEqual([]);
    expect((game.publicView(s) as { players: { strength: number }[] }).players[0].strength).toBe(5);
    expect(game.activeSeats(s)).toEqual([0]);
    expect(s.turn.actionsLeft).toBe(3);
  });

  it.each([
    ["a 4th free upgrade", (s: SmtState) => settleUpgrades(s, [[up("speed"), up("speed"), up("speed")], [up("hull"), up("hull"), up("hull")]]), 0, up("speed"), "pending/none"],
    ["another seat's free upgrade", (s: SmtState) => s, 1, up("speed"), "pending/none"],
    ["a free upgrade above 7", (s: SmtState) => edit(s, (d) => void (d.players[0].speed = 7)), 0, up("speed"), "upgrade/at_maximum"],
    ["a free upgrade in a regular game", () => startedWith({}, 2, 2), 0, up("speed"), "pending/none"],
    ["a malformed free upgrade", (s: SmtState) => s, 0, { type: "gainUpgrade", attribute: "luck" }, "action/malformed"],
  ])("rejects %s", (_, make, seat, action, expected) => {
    const s = make(startedWith(EPIC, 2, 2));
    expect(code(s, seat, action)).toBe(expected);
  });

  it("a regular game still starts at 3/3/3 with nothing owed", () => {
    const s = startedWith({}, 2, 2);
    expect([s.players[0].speed, s.players[0].strength, s.players[0].hull]).toEqual([3, 3, 3]);
    expect(s.pending).toEqual([]);
  });
});

describe("Epic Game Mode: the end of the game", () => {
  const started = () =>
    settleUpgrades(startedWith(EPIC, 2, 6), [
      [up("hull"), up("hull"), up("speed")],
      [up("hull"), up("hull"), up("speed")],
    ]);

  /** Goals 2..(1+claimed) claimed by seat 1; seat 0 has sold 10 units (meets goal 1). */
  const withClaims = (claimed: number) =>
    edit(started(), (d) => {
      for (let g = 2; g < 2 + claimed; g++) {
        d.claims[g] = [1];
        d.players[1].claimed.push(g);
      }
      d.players[0].counters.unitsSold = 10;
    });

  it.each([
    [7, null],
    [8, "goals"],
  ])("with %i goals claimed, claiming one more triggers: %s (the second-to-last of ten)", (claimed, trigger) => {
    const s = must(withClaims(claimed), 0, { type: "claimGoal", goal: 1 });
    expect(s.endTriggered).toBe(trigger);
  });

  it("the game ends after the round in which the ninth goal was claimed", () => {
    let s = must(withClaims(8), 0, { type: "claimGoal", goal: 1 });
    s = endRound(s);
    expect(["over", "tiebreak"]).toContain(s.phase);
  });

  it("the last wind card does not end an epic game: the deck is reshuffled, every card in one place", () => {
    let s = started();
    const log: string[] = [];
    while (s.round < 21) {
      for (let k = 0; k < 2; k++) {
        const out = game.apply(s, s.turn.seat, { type: "endTurn" });
        if (!out.ok) throw new Error(out.rejection.code);
        log.push(...out.events.map((e) => e.kind));
        s = out.state;
      }
      expect(invariantViolations(s)).toEqual([]);
    }
    expect(s.phase).toBe("play");
    expect(s.endTriggered).toBeNull();
    expect(log).toContain("epic/wind_reshuffled");
    expect(log).not.toContain("endgame/triggered");
    expect(s.windDeck).toHaveLength(19);
    expect(s.windDiscard).toEqual([]);
  });

  it("the reshuffle uses the state's generator: the same state gives the same deck, another generator state another", () => {
    let s = started();
    while (s.round < 20) s = endRound(s);
    expect(s.windDeck).toEqual([]);
    const a = endRound(s);
    const b = endRound(s);
    const c = endRound(edit(s, (d) => void (d.rng = seedRng(12345) as number[])));
    expect(a.windDeck).toEqual(b.windDeck);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(c.windDeck).not.toEqual(a.windDeck);
    expect([...c.windDeck].sort()).toEqual([...a.windDeck].sort());
  });

  it("with events, the event card in play is not reshuffled into the new deck", () => {
    let s = settleUpgrades(startedWith({ epic: true, events: true }, 2, 6), [
      [up("hull"), up("hull"), up("speed")],
      [up("hull"), up("hull"), up("speed")],
    ]);
    while (s.round < 21) s = endRound(s);
    expect(s.windDeck).toHaveLength(18);
    expect(s.windDeck).not.toContain(s.event);
    expect(s.windDeck).not.toContain(s.wind);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("a regular game is ended by its last wind card", () => {
    let s = startedWith({}, 2, 6);
    while (s.round < 20) s = endRound(s);
    expect(s.endTriggered).toBe("wind");
  });

  it(`design: the round limit ends an epic game after round ${EPIC_ROUND_LIMIT}`, () => {
    let s = edit(started(), (d) => void (d.round = EPIC_ROUND_LIMIT - 2));
    s = endRound(s);
    expect([s.round, s.endTriggered]).toEqual([EPIC_ROUND_LIMIT - 1, null]);
    s = endRound(s);
    expect([s.round, s.endTriggered]).toEqual([EPIC_ROUND_LIMIT, "limit"]);
    s = endRound(s);
    expect(["over", "tiebreak"]).toContain(s.phase);
  });

  it("scoring counts goals the same way: 10/5 per claim, +5 per secret goal met (three of them in epic)", () => {
    const s = edit(started(), (d) => {
      d.players[0].secretGoals = [1, 5, 10];
      d.players[0].claimed = [1, 5, 10];
      d.claims = { 1: [0], 5: [1, 0], 10: [0] };
      d.players[0].gold = 0;
      d.players[0].chestGold = 0;
    });
    expect(scoreLine(s, 0)).toMatchObject({ goals: 25, secretBonus: 15 });
  });
});
