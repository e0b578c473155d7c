import { Random, seedRng } from "../../../engine";
import { applyTreasure, offerTreasureReward } from "./apply";
import { scriptedChance } from "./dice";
import { discardShipTreasure, drawTop } from "./state";
import { at, chance, stacked } from "./test-treasure";
import type { TreasureAction } from "./actions";
import type { TreasureContext, TreasureState } from "./types";

function must(t: TreasureState, action: TreasureAction, ctx: TreasureContext, seat = 0) {
  const r = applyTreasure(t, seat, action, ctx, chance());
  if (!r.ok) throw new Error(`${action.type}: ${r.rejection.code}`);
  return r;
}

describe("scouting in the taverns", () => {
  it("looks at the top 3, keeps 1, and puts the others back (then shuffles: golden rule)", () => {
    const looked = must(stacked(2, ["t02", "t03", "t04"]), { type: "treasure_scout" }, at("port-royal")).treasure;
    expect(looked.players[0].look).toEqual({ cards: ["t02", "t03", "t04"], purpose: "scout" });
    expect(looked.deck).toHaveLength(33);
    const kept = must(looked, { type: "treasure_keep", card: "t03" }, at("port-royal")).treasure;
    expect(kept.players[0].hand).toEqual(["t03"]);
    expect(kept.deck).toHaveLength(35);
    expect(kept.deck).toEqual(expect.arrayContaining(["t02", "t04"]));
  });

  it("with 3 cards already, you may scout but must discard one afterwards", () => {
    let t = stacked(1, ["t10", "t11", "t12"]);
    t = { ...t, players: [{ hand: ["t01", "t02"], hunt: { card: "t03", progress: 4 }, look: null, mustDiscard: false }] };
    t = must(t, { type: "treasure_scout" }, at("st-david")).treasure;
    t = must(t, { type: "treasure_keep", card: "t10" }, at("st-david")).treasure;
    expect(t.players[0].mustDiscard).toBe(true);
    const blocked = applyTreasure(t, 0, { type: "treasure_scout" }, at("st-david"), chance());
    expect(blocked.ok ? "ok" : blocked.rejection.code).toBe("treasure/discard_first");
    t = must(t, { type: "treasure_discard", card: "t01" }, at("st-david")).treasure;
    expect([t.players[0].hand, t.players[0].mustDiscard, t.discard]).toEqual([["t02", "t10"], false, ["t01"]]);
  });

  it("shuffles the discard pile into a new deck when the deck runs out", () => {
    const t: TreasureState = { ...stacked(1), deck: ["t01"], discard: ["t02", "t03", "t04"] };
    const drawn = drawTop(t, 3, chance());
    expect(drawn.cards[0]).toBe("t01");
    expect(drawn.cards).toHaveLength(3);
    expect([...drawn.cards, ...drawn.treasure.deck].sort()).toEqual(["t01", "t02", "t03", "t04"]);
    expect(drawn.treasure.discard).toEqual([]);
  });
});

describe("hunting for treasures", () => {
  const hunting = (progress: number, card = "t01"): TreasureState => ({ ...stacked(2), players: [{ hand: [], hunt: { card, progress }, look: null, mustDiscard: false }, { hand: [], hunt: null, look: null, mustDiscard: false }] });

  it("starts only on the card's island, one card at a time", () => {
    const t: TreasureState = { ...stacked(1), players: [{ hand: ["t01", "t10"], hunt: null, look: null, mustDiscard: false }] };
    const wrong = applyTreasure(t, 0, { type: "treasure_begin", card: "t01" }, at("port-royal"), chance());
    expect(wrong.ok ? "ok" : wrong.rejection.code).toBe("treasure/wrong_island");
    const started = must(t, { type: "treasure_begin", card: "t01" }, at("st-david")).treasure;
    expect(started.players[0].hunt).toEqual({ card: "t01", progress: 0 });
    const second = applyTreasure(started, 0, { type: "treasure_begin", card: "t10" }, at("st-david"), chance());
    expect(second.ok ? "ok" : second.rejection.code).toBe("treasure/track_busy");
  });

  it("leaving the island keeps the card and the marker; the hunt goes on when you return", () => {
    const t = hunting(7);
    const away = applyTreasure(t, 0, { type: "treasure_dig" }, at("port-royal", { footprints: 3 }), chance());
    expect(away.ok ? "ok" : away.rejection.code).toBe("treasure/wrong_island");
    const atSea = applyTreasure(t, 0, { type: "treasure_dig" }, at(null, { footprints: 3 }), chance());
    expect(atSea.ok ? "ok" : atSea.rejection.code).toBe("treasure/wrong_island");
    expect(must(t, { type: "treasure_dig" }, at("st-david", { footprints: 3 })).treasure.players[0].hunt).toEqual({ card: "t01", progress: 10 });
  });

  it.each([
    ["passing a die space rolls nothing", 1, 3, []],
    ["landing on a green die rolls it", 2, 3, ["green"]],
    ["landing on green and white rolls both, green first", 10, 3, ["green", "white"]],
    ["landing on a red die rolls it", 15, 3, ["red"]],
  ] as const)("%s", (_what, from, steps, dice) => {
    const r = applyTreasure(hunting(from), 0, { type: "treasure_dig" }, at("st-david", { footprints: steps }), chance(9));
    if (!r.ok) throw new Error(r.rejection.code);
    expect(r.rolls.map((x) => x.die)).toEqual(dice);
  });

  it("reaching or passing the final space raises the treasure; no dice are rolled there", () => {
    const dice = scriptedChance([], Random.from(seedRng(1)));
    const r = applyTreasure(hunting(20), 0, { type: "treasure_dig" }, at("st-david", { footprints: 8 }), dice);
    if (!r.ok) throw new Error(r.rejection.code);
    expect([r.raised, r.rolls, r.treasure.players[0].hunt]).toEqual(["t01", [], null]);
  });

  it("discarding several units of the card's resource advances that many times its value", () => {
    const r = applyTreasure(hunting(0), 0, { type: "treasure_offer", units: 2 }, at("st-david", { cargo: { cocoa: 2, rum: 0, sugar: 0 } }), chance());
    if (!r.ok) throw new Error(r.rejection.code);
    expect([r.treasure.players[0].hunt?.progress, r.spent]).toEqual([6, { cocoa: 2, rum: 0, sugar: 0 }]);
  });

  it("a relative card is raised like a treasure (Lost Family: the search works like a treasure hunt)", () => {
    const r = applyTreasure(hunting(17, "t34"), 0, { type: "treasure_dig" }, at("sao-tome", { footprints: 3 }), chance());
    expect(r.ok && r.raised).toBe("t34");
  });

  it("giving up a hunt discards the card and frees the track", () => {
    const r = must(hunting(9), { type: "treasure_abandon" }, at("port-royal"));
    expect([r.treasure.players[0].hunt, r.treasure.discard]).toEqual([null, ["t01"]]);
  });
});

describe("treasure rewards", () => {
  it("offers the top 2; the chosen one goes onto the ship, the other back in the deck", () => {
    const offered = offerTreasureReward(stacked(2, ["t20", "t21"]), 1, chance());
    if (offered === null) throw new Error("nothing offered");
    expect(offered.treasure.players[1].look).toEqual({ cards: ["t20", "t21"], purpose: "reward" });
    const r = applyTreasure(offered.treasure, 1, { type: "treasure_pick", card: "t21" }, at(null), chance());
    if (!r.ok) throw new Error(r.rejection.code);
    expect([r.gained, r.raised, r.treasure.players[1].hand, r.treasure.players[1].look]).toEqual(["t21", null, [], null]);
    expect(r.treasure.deck).toContain("t20");
    expect(r.treasure.deck).toHaveLength(35);
  });

  it("a reward is picked, not kept in hand, and a scouting look is kept, not picked", () => {
    const offered = offerTreasureReward(stacked(1, ["t20", "t21"]), 0, chance())!;
    const wrong = applyTreasure(offered.treasure, 0, { type: "treasure_keep", card: "t20" }, at(null), chance());
    expect(wrong.ok ? "ok" : wrong.rejection.code).toBe("treasure/nothing_to_choose");
  });

  it("nothing is offered when every card is out", () => {
    expect(offerTreasureReward({ ...stacked(1), deck: [], discard: [] }, 0, chance())).toBeNull();
  });
});

describe("treasures leaving a ship", () => {
  it("a sold treasure goes to the discard pile, and later back into a new deck", () => {
    const t = discardShipTreasure({ ...stacked(1), deck: [], discard: [] }, "t01");
    expect(t.discard).toEqual(["t01"]);
    expect(drawTop(t, 3, chance()).cards).toEqual(["t01"]);
    expect(() => discardShipTreasure(stacked(1), "t01")).toThrow(/not on a ship/);
  });
});
