import { shiverMeTimbers } from "../game";
import { invariantViolations } from "../testing/invariants";
import { edit, must, startedGame, withoutCards } from "../testing/index";
import { deepFreeze } from "../duel/test-duel";
import type { Draft } from "../core/draft";
import type { SmtState } from "../state";
import { WISH_DECK } from "../content/wishes";
import { scoreLine } from "../scoring-and-end/scoring";

const game = shiverMeTimbers;
const code = (r: ReturnType<typeof game.apply>) => (r.ok ? null : r.rejection.code);
const RING = "t02"; // Royal Signet: Port Royal, final space 16
const COMPASS = "t07"; // Golden Compass: Port Royal, final space 19
const ANCHOR = "ancient-shipyard:1";

/** Takes cards out of every pile, so a scenario can place them (the invariants stay true). */
function takeOut(d: Draft<SmtState>, cards: string[]): void {
  d.treasure.deck = d.treasure.deck.filter((c) => !cards.includes(c));
  for (const p of d.players) p.treasures = p.treasures.filter((c) => !cards.includes(c));
}

/** 3 players; seat 0 on Port Royal, its turn, about to raise the Royal Signet; wishes in a known order. */
function aboutToRaiseRing(change: (d: Draft<SmtState>) => void = () => {}): SmtState {
  return edit(startedGame(3, 5, ["st-david", "the-bay", "st-david"], ["tramp", "tramp", "tramp"]), (d) => {
    withoutCards(d);
    d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    d.pending = [];
    d.players[0].location = "I:port-royal";
    takeOut(d, [RING, COMPASS]);
    d.treasure.players[0].hunt = { card: RING, progress: 15 };
    const first = ["wish-legend", "wish-castle", "wish-dowry"];
    d.family.wishDeck = [...first, ...WISH_DECK.filter((w) => !first.includes(w))];
    d.goalsInPlay = [...new Set([9, ...d.goalsInPlay])].sort((a, b) => a - b);
    change(d);
  });
}

/** No hunt on: the scenario's two treasures go to the discard pile. */
function idle(d: Draft<SmtState>): void {
  d.treasure.players[0].hunt = null;
  d.treasure.discard.push(RING, COMPASS);
}

describe("Find a Soulmate in the main game", () => {
  it("a ring raised → the wishes → the right-hand neighbour's discard (out of turn) → the secret choice → a deed → the reveal → Heartbreaker", () => {
    let s = must(aboutToRaiseRing(), 0, { type: "treasure_dig" });
    expect(s.players[0].treasures).toContain(RING);
    expect(s.family.courtships[0]).toEqual({ stage: "neighbour", revealed: ["wish-legend", "wish-castle", "wish-dowry"] });
    // Seat 2 sits to seat 0's right (seats run clockwise): it acts now, out of turn.
    expect(game.activeSeats(s)).toEqual([2]);
    expect(game.legalActions(s, 2).map((a) => a.type)).toEqual(["family_wish_discard", "family_wish_discard", "family_wish_discard"]);
    expect(code(game.apply(s, 0, { type: "endTurn" }))).toBe("turn/not_yours");
    expect(code(game.apply(s, 1, { type: "family_wish_discard", suitor: 0, wish: "wish-dowry" }))).toBe("turn/not_yours");
    expect(code(game.apply(s, 2, { type: "endTurn" }))).toBe("family/wishes_first");
    s = must(s, 2, { type: "family_wish_discard", suitor: 0, wish: "wish-dowry" });
    expect(game.activeSeats(s)).toEqual([0]);
    expect(game.legalActions(s, 0)).toEqual([{ type: "family_wish_choose", wish: "wish-legend" }, { type: "family_wish_choose", wish: "wish-castle" }]);
    s = must(s, 0, { type: "family_wish_choose", wish: "wish-legend" });
    expect(s.family.courtships[0]).toMatchObject({ stage: "wishing", wish: "wish-legend", met: false });
    // The ring raised before the choice does not count; no reveal yet.
    expect(game.legalActions(s, 0).some((a) => a.type === "family_wish_reveal")).toBe(false);
    expect(code(game.apply(s, 0, { type: "family_wish_reveal", marker: "soulmate-1" }))).toBe("family/wish_unmet");
    s = edit(s, (d) => void (d.treasure.players[0].hunt = { card: COMPASS, progress: 18 }));
    s = must(s, 0, { type: "treasure_dig" });
    expect(s.family.courtships[0]).toMatchObject({ met: true });
    expect(game.legalActions(s, 0)).toContainEqual({ type: "family_wish_reveal", marker: "soulmate-1" });
    const before = s;
    s = must(s, 0, { type: "family_wish_reveal", marker: "soulmate-1" });
    expect(s.turn.actionsLeft).toBe(before.turn.actionsLeft);
    expect(s.family.soulmates[0]).toEqual(["soulmate-1"]);
    expect(s.family.courtships[0]).toBeNull();
    expect(s.players[0].counters.soulmatesWon).toBe(1);
    expect(scoreLine(s, 0).seals).toBe(scoreLine(before, 0).seals + 5);
    // Heartbreaker is marked at once, nothing to claim by hand (marked as soon as met: setup-and-goals/goals-marked.test.ts).
    expect(s.players[0].claimed).toContain(9);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("in 2 players the right-hand neighbour is the other player", () => {
    const s = must(edit(startedGame(2, 5, ["st-david", "the-bay"], ["tramp", "tramp"]), (d) => {
    withoutCards(d);
      d.turn = { seat: 1, actionsLeft: 3, peekAt: null, mustEnd: false };
      d.pending = [];
      d.players[1].location = "I:port-royal";
      takeOut(d, [RING]);
      d.treasure.players[1].hunt = { card: RING, progress: 15 };
    }), 1, { type: "treasure_dig" });
    expect(game.activeSeats(s)).toEqual([0]);
  });

  it("a state wish is checked when revealed: Sweets from Every Shore takes one of each resource on Port Royal", () => {
    const s = edit(aboutToRaiseRing(), (d) => {
      idle(d);
      d.family.wishDeck = d.family.wishDeck.filter((w) => w !== "wish-sweets");
      d.family.courtships[0] = { stage: "wishing", candidates: ["wish-sweets", "wish-castle"], wish: "wish-sweets", met: false };
      d.family.wishDeck = d.family.wishDeck.filter((w) => w !== "wish-castle");
      d.family.wishDeck.push("wish-castle");
      d.players[0].cargo = { cocoa: 1, rum: 1, sugar: 1 };
    });
    expect(invariantViolations(s)).toEqual([]);
    const after = must(s, 0, { type: "family_wish_reveal", marker: "soulmate-4" });
    expect(after.players[0].cargo).toEqual({ cocoa: 0, rum: 0, sugar: 0 });
    expect(after.family.soulmates[0]).toEqual(["soulmate-4"]);
    const short = edit(s, (d) => void (d.players[0].cargo = { cocoa: 1, rum: 0, sugar: 1 }));
    expect(code(game.apply(short, 0, { type: "family_wish_reveal", marker: "soulmate-4" }))).toBe("family/wish_unmet");
  });

  it("defeating a pirate hunter meets Avenge my Honour; the mother aboard is rescued and brings her ring", () => {
    const s = edit(aboutToRaiseRing(), (d) => {
      idle(d);
      d.players[0].location = ANCHOR;
      d.players[0].strength = 7;
      const old = d.merchants[ANCHOR]?.id;
      d.merchantStack = d.merchantStack.filter((m) => m !== "l-fr-3");
      if (old) d.merchantStack.push(old);
      d.merchants[ANCHOR] = { id: "l-fr-3", faceUp: false, damage: 5 };
    });
    const after = must(s, 0, { type: "board", target: { merchant: true } });
    expect(after.combat).toBeNull();
    expect(after.family.relatives[0]).toEqual(["mother"]);
    expect(after.players[0].counters.relativesRescued).toBe(1);
    expect(after.family.courtships[0]).toMatchObject({ stage: "neighbour" });
    expect(invariantViolations(after)).toEqual([]);
    const wishing = edit(s, (d) => {
      d.family.courtships[0] = { stage: "wishing", candidates: ["wish-revenge", "wish-castle"], wish: "wish-revenge", met: false };
      d.family.wishDeck = d.family.wishDeck.filter((w) => w !== "wish-revenge");
    });
    const won = must(wishing, 0, { type: "board", target: { merchant: true } });
    expect(won.family.courtships[0]).toMatchObject({ met: true });
    // The mother's ring starts no second courtship.
    expect(won.family.relatives[0]).toEqual(["mother"]);
  });

  it("a ring plundered from another player starts a courtship for the winner", () => {
    const s = edit(aboutToRaiseRing(), (d) => {
      idle(d);
      d.treasure.discard = d.treasure.discard.filter((c) => c !== RING);
      d.players[1].treasures = [RING];
      d.pending = [{ kind: "plunder", seat: 0, from: 1 }];
    });
    const after = must(s, 0, { type: "plunder", take: { kind: "treasure", treasure: RING } });
    expect(after.family.courtships[0]).toMatchObject({ stage: "neighbour" });
    expect(game.activeSeats(after)).toEqual([2]);
  });

  it("a ring taken as a treasure reward starts a courtship; a relative card taken so is a lead in hand", () => {
    const s = edit(aboutToRaiseRing(), (d) => {
      idle(d);
      takeOut(d, ["t34"]);
      d.treasure.discard = d.treasure.discard.filter((c) => c !== RING);
      d.pending = [{ kind: "pickTreasure", seat: 0, options: [RING, "t34"], reason: "test", more: 0 }];
    });
    const ring = must(s, 0, { type: "pickTreasure", treasure: RING });
    expect(ring.family.courtships[0]).toMatchObject({ stage: "neighbour" });
    const lead = must(s, 0, { type: "pickTreasure", treasure: "t34" });
    expect(lead.players[0].treasures).not.toContain("t34");
    expect(lead.treasure.players[0].hand).toContain("t34");
    expect(invariantViolations(lead)).toEqual([]);
  });

  it("a relative already rescued by another player stays with them", () => {
    const s = edit(aboutToRaiseRing(), (d) => {
      idle(d);
      d.family.relatives[1] = ["sister"];
      d.family.unrescued = d.family.unrescued.filter((r) => r !== "sister");
      d.players[1].counters.relativesRescued = 1;
      d.missions.deck = d.missions.deck.filter((c) => c !== "free-sister");
      d.missions.players[0].held = [{ card: "free-sister", revealed: false, met: [true] }];
    });
    const after = must(s, 0, { type: "mission_claim", card: "free-sister" });
    expect(after.family.relatives[0]).toEqual([]);
    expect(after.players[0].counters.relativesRescued).toBe(0);
    expect(invariantViolations(after)).toEqual([]);
  });

  it("the grandmother freed by a mission brings her ring", () => {
    const s = edit(aboutToRaiseRing(), (d) => {
      idle(d);
      d.players[0].gold = 2000;
      d.missions.deck = d.missions.deck.filter((c) => c !== "free-grandmother");
      d.missions.players[0].held = [{ card: "free-grandmother", revealed: false, met: [false] }];
    });
    const after = must(s, 0, { type: "mission_claim", card: "free-grandmother" });
    expect(after.family.relatives[0]).toEqual(["grandmother"]);
    expect(after.family.courtships[0]).toMatchObject({ stage: "neighbour" });
  });
});

describe("Courtship rejections on frozen states", () => {
  const neighbour = deepFreeze(must(aboutToRaiseRing(), 0, { type: "treasure_dig" }));
  const choosing = deepFreeze(must(neighbour, 2, { type: "family_wish_discard", suitor: 0, wish: "wish-dowry" }));
  const wishing = deepFreeze(must(choosing, 0, { type: "family_wish_choose", wish: "wish-castle" }));
  it.each([
    ["the suitor discards", neighbour, 0, { type: "family_wish_discard", suitor: 0, wish: "wish-dowry" }, "turn/not_yours"],
    ["a wish not revealed", neighbour, 2, { type: "family_wish_discard", suitor: 0, wish: "wish-sweets" }, "family/not_offered"],
    ["a discard for nobody courting", neighbour, 2, { type: "family_wish_discard", suitor: 1, wish: "wish-dowry" }, "family/no_wishes"],
    ["the neighbour chooses", choosing, 2, { type: "family_wish_choose", wish: "wish-legend" }, "turn/not_yours"],
    ["choosing the discarded wish", choosing, 0, { type: "family_wish_choose", wish: "wish-dowry" }, "family/not_offered"],
    ["anything else while a choice is owed", choosing, 0, { type: "treasure_scout" }, "family/wishes_first"],
    ["revealing an unmet deed wish", wishing, 0, { type: "family_wish_reveal", marker: "soulmate-1" }, "family/wish_unmet"],
    ["a marker that does not exist", wishing, 0, { type: "family_wish_reveal", marker: "soulmate-9" }, "family/no_marker"],
    ["revealing out of turn", wishing, 1, { type: "family_wish_reveal", marker: "soulmate-1" }, "turn/not_yours"],
    ["revealing with no courtship", deepFreeze(aboutToRaiseRing()), 0, { type: "family_wish_reveal", marker: "soulmate-1" }, "family/no_wish"],
  ] as const)("%s", (_name, state, seat, action, expected) => {
    expect(code(game.apply(state, seat, action))).toBe(expected);
  });
});
