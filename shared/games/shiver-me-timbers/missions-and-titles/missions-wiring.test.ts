import { shiverMeTimbers } from "../game";
import { invariantViolations } from "../testing/invariants";
import { edit, must, startedGame, withoutCards } from "../testing/index";
import { scoreLine } from "../scoring-and-end/scoring";
import type { Draft } from "../core/draft";
import type { SmtState } from "../state";

const game = shiverMeTimbers;
const code = (r: ReturnType<typeof game.apply>) => (r.ok ? null : r.rejection.code);

/** Seat 0 at the start of its turn on `where`, holding `held` missions (taken out of the deck). */
function at(where: string, held: string[] = [], change: (s: Draft<SmtState>) => void = () => {}): SmtState {
  return edit(startedGame(2, 5, ["st-david", "the-bay"], ["tramp", "tramp"]), (s) => {
    s.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    s.pending = [];
    s.players[0].location = where;
    s.missions.deck = s.missions.deck.filter((c) => !held.includes(c));
    s.missions.players[0].held = held.map((card) => ({ card, revealed: !card.startsWith("secret"), met: [false] }));
    withoutCards(s);
    change(s);
  });
}

describe("Missions in the main game", () => {
  it("acquiring is a regular action on Port Royal only; the look is settled before anything else", () => {
    expect(code(game.apply(at("I:st-david"), 0, { type: "mission_acquire" }))).toBe("mission/not_port_royal");
    let s = must(at("I:port-royal"), 0, { type: "mission_acquire" });
    expect(s.turn.actionsLeft).toBe(2);
    const look = s.missions.players[0].look!;
    expect(look).toHaveLength(3);
    expect(code(game.apply(s, 0, { type: "endTurn" }))).toBe("mission/choose_first");
    const keep = game.legalActions(s, 0);
    expect(keep.every((a) => a.type === "mission_keep" || a.type === "mission_return")).toBe(true);
    s = must(s, 0, keep[0]);
    expect(s.missions.players[0].held).toHaveLength(1);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("Tidings: St. David — no claim on Port Royal; on St. David a free claim pays 500 G, counts and scores its VP", () => {
    const card = "tidings-st-david";
    expect(code(game.apply(at("I:port-royal", [card]), 0, { type: "mission_claim", card }))).toBe("mission/not_met");
    const before = at("I:st-david", [card]);
    const s = must(before, 0, { type: "mission_claim", card });
    expect(s.players[0].gold).toBe(before.players[0].gold + 500);
    expect(s.turn.actionsLeft).toBe(3);
    expect(s.players[0].counters.missionsCompleted).toBe(1);
    expect(s.missions.players[0].completed).toEqual([card]);
    expect(scoreLine(s, 0).seals).toBe(scoreLine(before, 0).seals + 1);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("a sale is reported as a deed: Flood the Market is met by selling 3 units on Port Royal", () => {
    const card = "secret-sell-port-royal";
    let s = at("I:port-royal", [card], (d) => void (d.players[0].cargo = { cocoa: 3, rum: 0, sugar: 0 }));
    expect(code(game.apply(s, 0, { type: "mission_claim", card }))).toBe("mission/not_met");
    s = must(s, 0, { type: "sell", cargo: { cocoa: 3, rum: 0, sugar: 0 }, treasures: [] });
    expect(s.missions.players[0].held[0].met).toEqual([true]);
    expect(game.legalActions(s, 0)).toContainEqual({ type: "mission_claim", card });
  });

  it("a raised treasure is reported as a deed (Dig for the Crown)", () => {
    const card = "secret-raise";
    const s = must(at("I:st-david", [card], (d) => {
      d.treasure.deck = d.treasure.deck.filter((c) => c !== "t01");
      for (const p of d.players) p.treasures = p.treasures.filter((c) => c !== "t01");
      d.treasure.players[0].hunt = { card: "t01", progress: 21 };
    }), 0, { type: "treasure_dig" });
    expect(s.missions.players[0].held[0].met).toEqual([true]);
  });

  it("the third completed mission meets Governor's Pet", () => {
    const card = "tidings-st-david";
    const s = must(at("I:st-david", [card], (d) => {
      d.players[0].counters.missionsCompleted = 2;
      d.goalsInPlay = [...new Set([2, ...d.goalsInPlay])].sort((a, b) => a - b);
    }), 0, { type: "mission_claim", card });
    // Tidings: St. David also gives a crew card: chosen from the deck first.
    expect(game.legalActions(s, 0)).toContainEqual({ type: "cards_take", kind: "veteran-sellsword" });
    const after = must(s, 0, { type: "cards_take", kind: "veteran-sellsword" });
    expect(after.cards.hands[0].crew).toEqual(["veteran-sellsword#1"]);
    // Governor's Pet is marked at once, nothing to claim by hand (marked as soon as met: setup-and-goals/goals-marked.test.ts).
    expect(after.players[0].claimed).toContain(2);
  });
});
