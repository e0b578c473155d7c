import { applyCards } from "./apply";
import { boostFor } from "./boosts";
import { returnPlayedCards } from "./state";
import { openWindow, windowHolder, windowOrder } from "./window";
import { rich, run, withHands } from "./test-cards";
import type { CardsAction } from "./actions";
import type { CardsState, WindowTrigger } from "./types";

const A = 0;
const B = 1;
const board: WindowTrigger = { moment: "announce", action: "board", active: A, combatants: [A, B] };

describe("the rulebook's Combat Example: crew and ritual cards before the duel", () => {
  // "Player A plays a Veteran Sellsword and increases their strength by 1. Player B counters with a
  // Scurvy Saboteur who destroys one of A's cannons (-1 strength). A adds another Sellsword (+1
  // strength). Everyone passes; A's strength is 6 now."
  const ctx = rich(2);
  const start = () => openWindow(withHands([["veteran-sellsword", "veteran-sellsword"], ["scurvy-saboteur"]]), board).cards;
  const steps: readonly { says: string; seat: number; action: CardsAction; holder: number | null; aBoost: number; sabotaged: number }[] = [
    { says: "A plays a Veteran Sellsword", seat: A, action: { type: "cards_play", card: "veteran-sellsword#1" }, holder: A, aBoost: 1, sabotaged: 0 },
    { says: "A passes", seat: A, action: { type: "cards_pass" }, holder: B, aBoost: 1, sabotaged: 0 },
    { says: "B counters with a Scurvy Saboteur (B's hand is empty: B has passed)", seat: B, action: { type: "cards_play", card: "scurvy-saboteur#1", target: A }, holder: A, aBoost: 1, sabotaged: 1 },
    { says: "A adds another Sellsword; both hands are empty now, so everyone has passed", seat: A, action: { type: "cards_play", card: "veteran-sellsword#2" }, holder: null, aBoost: 2, sabotaged: 1 },
  ];

  it("follows the order and the boosts step by step, then closes when everyone has passed", () => {
    let cards: CardsState = start();
    expect(windowHolder(cards)).toBe(A);
    for (const step of steps) {
      const r = applyCards(cards, step.seat, step.action, ctx);
      if (!r.ok) throw new Error(`${step.says}: ${r.rejection.code}`);
      cards = r.cards;
      expect([step.says, windowHolder(cards), boostFor(cards, A, "strength"), cards.played.filter((p) => p.target === A).length]).toEqual([
        step.says, step.holder, step.aBoost, step.sabotaged,
      ]);
    }
    expect(cards.window).toBeNull();
    // Strength 5, −1 upgrade (the Saboteur, resolved by the main game), +2 from two Sellswords: 6.
    expect(5 - 1 + boostFor(cards, A, "strength")).toBe(6);
  });

  it("charges each card's cost to its player", () => {
    const r = applyCards(start(), A, { type: "cards_play", card: "veteran-sellsword#1" }, ctx);
    expect(r.ok && r.paid).toEqual({ seat: A, gold: 200, cargo: { cocoa: 0, rum: 0, sugar: 0 } });
  });
});

describe("the window's order (…and how to play them)", () => {
  it("starts with the active player and goes clockwise", () => {
    expect(windowOrder(1, 3)).toEqual([1, 2, 0]);
    expect(windowOrder(3, 4)).toEqual([3, 0, 1, 2]);
  });

  it("comes back to the active player after the last has passed, until all pass in a row", () => {
    const hands = [["powder-monkey"], ["veteran-sellsword"], ["masterful-spy", "masterful-spy"]];
    const ctx = rich(3);
    let cards = openWindow(withHands(hands), { moment: "end", action: "travel", active: 1 }).cards;
    const trace: (number | null)[] = [windowHolder(cards)];
    const steps: [number, CardsAction][] = [
      [1, { type: "cards_pass" }],
      [2, { type: "cards_play", card: "masterful-spy#1" }],
      [2, { type: "cards_pass" }],
      [0, { type: "cards_pass" }],
      [1, { type: "cards_pass" }],
    ];
    for (const [seat, action] of steps) {
      cards = run(cards, [[seat, action]], ctx);
      trace.push(windowHolder(cards));
    }
    // After the Spy: 2, 0 and 1 pass in a row, and the window closes.
    expect(trace).toEqual([1, 2, 2, 0, 1, null]);
  });

  it("a play restarts the round of passes", () => {
    const ctx = rich(2);
    let cards = openWindow(withHands([["powder-monkey"], ["veteran-sellsword", "masterful-spy"]]), { moment: "announce", action: "travel", active: 0 }).cards;
    cards = run(cards, [[0, { type: "cards_pass" }], [1, { type: "cards_play", card: "masterful-spy#1" }], [1, { type: "cards_pass" }]], ctx);
    // Two passes have been made, but not in a row: the active player may play again.
    expect(windowHolder(cards)).toBe(0);
    cards = run(cards, [[0, { type: "cards_pass" }]], ctx);
    expect(cards.window).toBeNull();
  });

  it("skips players with no cards, and opens no window when nobody holds one", () => {
    const none = openWindow(withHands([[], [], []]), { moment: "announce", action: "upgrade", active: 0 });
    expect([none.open, none.cards.window, none.events]).toEqual([false, null, []]);
    const one = openWindow(withHands([[], [], ["powder-monkey"]]), { moment: "announce", action: "upgrade", active: 0 });
    expect([one.open, windowHolder(one.cards)]).toEqual([true, 2]);
    const after = run(one.cards, [[2, { type: "cards_pass" }]], rich(3));
    expect(after.window).toBeNull();
  });
});

describe("the Reckless Smuggler example (Crew & Rituals)", () => {
  // At The Bay: take the Smuggler (action 2), take a Veteran Sellsword (action 3), play the
  // Smuggler (no action) for 300 G, it returns to the crew deck at the end of the turn.
  it("hires two cards, plays one for 300 G, and it returns to its deck at the end of the turn", () => {
    const ctx = rich(2, 300);
    let cards = withHands([[], []]);
    cards = run(cards, [[A, { type: "cards_hire", kind: "reckless-smuggler" }], [A, { type: "cards_hire", kind: "veteran-sellsword" }]], ctx);
    expect(cards.hands[A].crew).toEqual(["reckless-smuggler#1", "veteran-sellsword#1"]);
    const opened = openWindow(cards, { moment: "end", action: "hire", active: A });
    const r = applyCards(opened.cards, A, { type: "cards_play", card: "reckless-smuggler#1" }, ctx);
    if (!r.ok) throw new Error(r.rejection.code);
    expect(r.paid?.gold).toBe(300);
    expect(r.played).toEqual({ seat: A, card: "reckless-smuggler#1", target: null });
    const closed = run(r.cards, [[A, { type: "cards_pass" }]], ctx);
    expect(closed.window).toBeNull();
    expect(closed.crewDeck).not.toContain("reckless-smuggler#1");
    const next = returnPlayedCards(closed);
    expect(next.crewDeck).toContain("reckless-smuggler#1");
    expect(next.crewDeck).toHaveLength(26);
    expect(next.hands[A].crew).toEqual(["veteran-sellsword#1"]);
    expect(next.played).toEqual([]);
  });
});
