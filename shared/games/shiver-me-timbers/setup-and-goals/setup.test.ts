import { treasureCard } from "../content/treasures";
import { Random, seedRng } from "../../../engine";
import { shiverMeTimbers } from "../game";
import { edit, must, seats, startedGame } from "../testing/index";
import { spaceGraph } from "../map/spaces";
import { merchant } from "../content/merchants";
import { claimVp } from "./goals";

const game = shiverMeTimbers;

describe("Game Set-up", () => {
  it.each([
    [2, 3, 7],
    [3, 4, 9],
    [4, 5, 9],
  ])("%i players: %i life goals laid out, %i sea routes on the quick-start map", (n, goals, routes) => {
    const s = startedGame(n, 21);
    expect(s.goalsInPlay).toHaveLength(goals);
    expect(s.map.routes).toHaveLength(routes);
    expect(s.map.islands).toHaveLength(6);
  });

  it("life goals are chosen secretly and simultaneously: every seat that has not chosen is active", () => {
    let s = game.setup(seats(3), game.optionsSchema.parse({}), 2);
    expect(game.activeSeats(s)).toEqual([0, 1, 2]);
    s = must(s, 1, { type: "chooseGoals", goals: [s.goalsInPlay[0], s.goalsInPlay[3]] });
    expect(game.activeSeats(s)).toEqual([0, 2]);
    const again = game.apply(s, 1, { type: "chooseGoals", goals: [s.goalsInPlay[0], s.goalsInPlay[1]] });
    expect(!again.ok && again.rejection.code).toBe("setup/already_chosen");
  });

  it.each([
    ["the same goal twice", (g: readonly number[]) => [g[0], g[0]], "goals/duplicate"],
    ["a goal not laid out", (g: readonly number[]) => [g[0], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((x) => !g.includes(x))!], "goals/not_in_play"],
  ])("rejects %s", (_, pick, code) => {
    const s = game.setup(seats(2), game.optionsSchema.parse({}), 2);
    const out = game.apply(s, 0, { type: "chooseGoals", goals: pick(s.goalsInPlay) });
    expect(!out.ok && out.rejection.code).toBe(code);
  });

  it("ships start at 3/3/3 with 300 G on their island of origin, with the origin's equipment", () => {
    const s = startedGame(4, 3, ["st-david", "the-bay", "isla-oscura", "la-juanita"]);
    for (const p of s.players) expect([p.speed, p.strength, p.hull, p.gold]).toEqual([3, 3, 3, 300]);
    expect(s.players[0]).toMatchObject({ location: "I:st-david", cargo: { cocoa: 0, rum: 2, sugar: 0 } });
    expect(s.cards.hands[1].crew.map((c) => c.split("#")[0])).toEqual(["daring-cabin-boy", "veteran-sellsword"]);
    expect(s.cards.hands[2].rituals.map((c) => c.split("#")[0])).toEqual(["hummingbird-totem", "power-of-ik"]);
    expect(s.players[3].cargo.sugar).toBe(2);
    expect(s.cards.crewDeck).toHaveLength(25);
  });

  it("Port Royal: look at the top two cards of the treasure deck, keep one, twice (rules/origin-look.test.ts: missions)", () => {
    let s = startedGame(2, 3, ["port-royal", "st-david"]);
    expect(game.activeSeats(s)).toEqual([0]);
    for (let i = 0; i < 2; i++) {
      s = must(s, 0, { type: "originLook", deck: "treasure" });
      const pick = s.pending[0];
      if (pick.kind !== "pickTreasure") throw new Error("expected a pick");
      s = must(s, 0, { type: "pickTreasure", treasure: pick.options.find((t) => treasureCard(t).kind !== "relative") ?? pick.options[0] });
    }
    expect(s.players[0].treasures.length + s.treasure.players[0].hand.length).toBe(2);
    expect(s.pending).toEqual([]);
    expect(s.treasure.deck).toHaveLength(34);
  });

  it("merchants lie face down on every anchor, small ones; large ones wait in the stack under the spare small ones", () => {
    const s = startedGame(3, 8);
    const anchors = spaceGraph(s.map).anchors;
    expect(anchors).toHaveLength(13);
    for (const a of anchors) expect(s.merchants[a]).toMatchObject({ faceUp: false, damage: 0 });
    expect(Object.values(s.merchants).every((m) => merchant(m.id).size === "small")).toBe(true);
    expect(s.merchantStack.slice(0, 3).every((id) => merchant(id).size === "small")).toBe(true);
    expect(s.merchantStack.slice(3).every((id) => merchant(id).size === "large")).toBe(true);
    expect(Object.values(s.fortresses).every((f) => f && !f.faceUp)).toBe(true);
    expect(s.wind).not.toBeNull();
    expect(s.windDeck).toHaveLength(19);
  });
});

describe("Rounds, life goals and the endgame", () => {
  it("the round ends after the last player: new merchants on empty, unoccupied anchors, pests end, a new wind card", () => {
    const s = edit(startedGame(2, 8), (d) => {
      delete d.merchants["short-1:1"];
      delete d.merchants["short-2:1"];
      d.players[1].location = "short-2:1";
      d.pests["sao-tome"] = "active";
      d.turn.seat = 1;
    });
    const next = must(s, 1, { type: "endTurn" });
    expect(next.round).toBe(2);
    expect(next.merchants["short-1:1"]).toBeDefined();
    expect(next.merchants["short-2:1"]).toBeUndefined();
    expect(next.pests["sao-tome"]).toBe("inactive");
    expect(next.windDiscard).toEqual([s.wind]);
    expect(next.turn).toMatchObject({ seat: 0, actionsLeft: 3 });
  });

  it("claiming a life goal: 10 VP for the first, 5 for those after, secret or not", () => {
    let s = edit(startedGame(3, 8), (d) => {
      d.goalsInPlay = [1, 5, 6, 10];
      for (const p of d.players) p.counters.unitsSold = 10;
    });
    s = must(s, 0, { type: "claimGoal", goal: 1 });
    // Everyone who meets it has it marked at once, the acting player first (goals-marked.test.ts).
    expect(s.claims[1]).toEqual([0, 1, 2]);
    expect([0, 1, 2].map((seat) => claimVp(s, seat, 1))).toEqual([10, 5, 5]);
    s = edit(s, (d) => void (d.turn.seat = 1));
    const again = game.apply(s, 1, { type: "claimGoal", goal: 1 });
    expect(!again.ok && again.rejection.code).toBe("goals/already_claimed");
    const unmet = game.apply(s, 1, { type: "claimGoal", goal: 5 });
    expect(!unmet.ok && unmet.rejection.code).toBe("goals/not_met");
    expect(s.turn.actionsLeft).toBe(3);
  });

  it("four players: claiming the 4th of 5 life goals triggers the endgame; the round is finished first", () => {
    let s = edit(startedGame(4, 8), (d) => {
      d.goalsInPlay = [1, 4, 5, 6, 10];
      d.claims = { 1: [2], 5: [3], 6: [1] };
      d.turn.seat = 1;
      d.players[1].speed = 7;
      d.players[1].strength = 5;
      d.players[1].hull = 3;
    });
    s = must(s, 1, { type: "claimGoal", goal: 10 });
    expect(s.endTriggered).toBe("goals");
    s = must(s, 1, { type: "endTurn" });
    s = must(s, 2, { type: "endTurn" });
    expect(s.phase).toBe("play");
    s = must(s, 3, { type: "endTurn" });
    expect(s.phase).toBe("over");
    expect(game.result(s)).not.toBeNull();
  });

  it("revealing the last wind card triggers the endgame", () => {
    let s = edit(startedGame(2, 8), (d) => {
      d.windDeck = d.windDeck.slice(0, 1);
      d.turn.seat = 1;
      d.players[0].chestGold = 1000; // no tie, so no duel for the victory
    });
    s = must(s, 1, { type: "endTurn" });
    expect(s.endTriggered).toBe("wind");
    expect(s.phase).toBe("play");
    s = must(must(s, 0, { type: "endTurn" }), 1, { type: "endTurn" });
    expect(s.phase).toBe("over");
  });

  it("hiding gold and treasures is announced; they are safe from boarders and still score", () => {
    let s = edit(startedGame(2, 8), (d) => {
      d.players[0].gold = 1500;
      d.players[0].treasures = ["t01"];
    });
    const out = game.apply(s, 0, { type: "hideGold", amount: 1000 });
    expect(out.ok && out.events[0].text).toMatch(/hides 1000 G/);
    s = must(s, 0, { type: "hideGold", amount: 1000 });
    s = must(s, 0, { type: "hideTreasure", treasure: "t01" });
    expect(s.players[0]).toMatchObject({ gold: 500, chestGold: 1000, treasures: [], chestTreasures: ["t01"] });
    const tooMuch = game.apply(s, 0, { type: "hideGold", amount: 600 });
    expect(!tooMuch.ok && tooMuch.rejection.code).toBe("chest/not_enough_gold");
  });
});

describe("Final scoring and ties", () => {
  const ending = (change: Parameters<typeof edit>[1]) =>
    must(
      edit(startedGame(2, 8), (d) => {
        d.goalsInPlay = [1, 5, 6];
        d.endTriggered = "wind";
        d.turn.seat = 1;
        change(d);
      }),
      1,
      { type: "endTurn" },
    );

  it("goals, +5 per secret goal met, wax seals and 1 VP per 1,000 G", () => {
    const s = ending((d) => {
      d.players[0].secretGoals = [1, 5];
      d.claims = { 1: [1, 0] };
      d.players[0].claimed = [1];
      d.players[1].claimed = [1];
      d.players[0].trophies.merchants = ["l-es-2", "s-en-1"]; // 3 + 1 VP
      d.players[0].trophies.fortresses = ["citadel"]; // 5 VP
      d.players[0].trophies.shipMarkers = [1]; // 3 VP
      d.players[0].gold = 1500;
      d.players[0].chestGold = 1600; // 3,100 G: 3 VP
    });
    expect(s.final!.lines[0]).toEqual({ goals: 5, secretBonus: 5, seals: 12, gold: 3, total: 25 });
  });

  it("goals met but not claimed are claimed at the end, in turn order", () => {
    const s = ending((d) => {
      d.players[0].counters.boardingWins = 3;
      d.players[1].counters.boardingWins = 3;
    });
    expect(s.claims[5]).toEqual([0, 1]);
  });

  it.each([
    ["fewest missions", (d: import("../core/draft").S) => void (d.players[0].counters.missionsCompleted = 1), [1], "missions"],
    ["then most gold", (d: import("../core/draft").S) => void (d.players[1].chestGold = 900), [1], "gold"],
  ])("ties: %s", (_, change, winners, how) => {
    const s = ending((d) => {
      for (const p of d.players) {
        p.gold = 0;
        p.cargo = { cocoa: 0, rum: 0, sugar: 0 };
      }
      change(d);
    });
    expect(s.final!.lines[0].total).toBe(s.final!.lines[1].total);
    expect(s.final!.winners).toEqual(winners);
    expect(s.final!.tieBreak).toBe(how);
  });

  it("ties: then a duel for the victory, fought with the duel rules; nothing else may be done meanwhile", () => {
    const s = ending((d) => {
      for (const p of d.players) {
        p.gold = 0;
        p.cargo = { cocoa: 0, rum: 0, sugar: 0 };
      }
    });
    expect(s.phase).toBe("tiebreak");
    expect(s.combat?.kind).toBe("tiebreak");
    expect(game.result(s)).toBeNull();
    const seat = game.activeSeats(s)[0];
    const refused = game.apply(s, seat, { type: "endTurn" });
    expect(!refused.ok && refused.rejection.code).toBe("game/tiebreak");
    const random = Random.from(seedRng(5));
    let t = s;
    for (let i = 0; i < 500 && t.phase === "tiebreak"; i++) {
      const [actor] = game.activeSeats(t);
      t = must(t, actor, game.bot(t, actor, random));
    }
    expect(t.phase).toBe("over");
    expect(t.final!.tieBreak).toBe("duel");
    expect(t.final!.winners.length).toBeGreaterThanOrEqual(1);
    expect(t.duelDeck.draw.length + t.duelDeck.discard.length).toBe(30);
  });
});
