import type { SeatIndex } from "../../../engine";
import type { CardsAction } from "./actions";
import { applyCards } from "./apply";
import { openWindow } from "./window";
import { deepFreeze, rich, withHands } from "./test-cards";
import type { CardsContext, CardsState, WindowTrigger } from "./types";

const hands = [["veteran-sellsword", "powder-monkey", "daring-cabin-boy"], ["scurvy-saboteur", "blood-moon", "quartermaster"], ["hummingbird-totem"]];
const base = () => withHands(hands);
const inWindow = (trigger: Partial<WindowTrigger> = {}) => openWindow(base(), { moment: "announce", action: "travel", active: 0, ...trigger }).cards;
const bTurn = () => openWindow(base(), { moment: "announce", action: "board", active: 1, combatants: [1, 2] }).cards;
const poor: CardsContext = { wallets: [0, 1, 2].map(() => ({ gold: 100, cargo: { cocoa: 0, rum: 0, sugar: 0 } })) };
const full = () => withHands([["veteran-sellsword", "veteran-sellsword", "first-mate"], [], []]);
const allSellswords = () => withHands([["veteran-sellsword", "veteran-sellsword"], ["veteran-sellsword"], []]);

interface Case {
  readonly name: string;
  readonly cards: () => CardsState;
  readonly seat: SeatIndex;
  readonly action: CardsAction;
  readonly code: string;
  readonly ctx?: CardsContext;
}

const cases: readonly Case[] = [
  { name: "hiring a fourth crew card", cards: full, seat: 0, action: { type: "cards_hire", kind: "masterful-spy" }, code: "cards/hand_full" },
  { name: "hiring a kind that is all taken", cards: allSellswords, seat: 2, action: { type: "cards_hire", kind: "veteran-sellsword" }, code: "cards/none_left" },
  { name: "hiring a ritual on The Bay", cards: base, seat: 2, action: { type: "cards_hire", kind: "power-of-ik" }, code: "cards/unknown_kind" },
  { name: "learning a crew member", cards: base, seat: 2, action: { type: "cards_learn", kind: "first-mate" }, code: "cards/unknown_kind" },
  { name: "hiring a card that does not exist", cards: base, seat: 2, action: { type: "cards_hire", kind: "cook" }, code: "cards/unknown_kind" },
  { name: "hiring while cards are being played", cards: () => inWindow(), seat: 2, action: { type: "cards_hire", kind: "first-mate" }, code: "cards/window_open" },
  { name: "discarding while cards are being played", cards: () => inWindow(), seat: 0, action: { type: "cards_discard", card: "powder-monkey#1" }, code: "cards/window_open" },
  { name: "discarding a card not held", cards: base, seat: 0, action: { type: "cards_discard", card: "scurvy-saboteur#1" }, code: "cards/not_in_hand" },
  { name: "playing with no window open", cards: base, seat: 0, action: { type: "cards_play", card: "veteran-sellsword#1" }, code: "cards/no_window" },
  { name: "passing with no window open", cards: base, seat: 0, action: { type: "cards_pass" }, code: "cards/no_window" },
  { name: "playing before the active player", cards: () => inWindow(), seat: 1, action: { type: "cards_play", card: "scurvy-saboteur#1", target: 0 }, code: "cards/not_your_priority" },
  { name: "passing out of order", cards: () => inWindow(), seat: 2, action: { type: "cards_pass" }, code: "cards/not_your_priority" },
  { name: "playing a card from another hand", cards: () => inWindow(), seat: 0, action: { type: "cards_play", card: "scurvy-saboteur#1", target: 1 }, code: "cards/not_in_hand" },
  { name: "a Quartermaster in a boarding", cards: bTurn, seat: 1, action: { type: "cards_play", card: "quartermaster#1" }, code: "cards/wrong_moment" },
  { name: "a Quartermaster when travelling", cards: () => openWindow(base(), { moment: "announce", action: "travel", active: 1 }).cards, seat: 1, action: { type: "cards_play", card: "quartermaster#1" }, code: "cards/wrong_moment" },
  { name: "a Quartermaster once the trade is over", cards: () => openWindow(base(), { moment: "end", action: "trade", active: 1 }).cards, seat: 1, action: { type: "cards_play", card: "quartermaster#1" }, code: "cards/wrong_moment" },
  { name: "a Blood Moon outside a combat", cards: () => inWindow({ active: 1 }), seat: 1, action: { type: "cards_play", card: "blood-moon#1", target: 2 }, code: "cards/wrong_moment" },
  { name: "a Blood Moon against a player not in the combat", cards: bTurn, seat: 1, action: { type: "cards_play", card: "blood-moon#1", target: 0 }, code: "cards/bad_target" },
  { name: "a Saboteur without a target", cards: () => inWindow({ active: 1 }), seat: 1, action: { type: "cards_play", card: "scurvy-saboteur#1" }, code: "cards/target_needed" },
  { name: "a Saboteur against yourself", cards: () => inWindow({ active: 1 }), seat: 1, action: { type: "cards_play", card: "scurvy-saboteur#1", target: 1 }, code: "cards/bad_target" },
  { name: "a Saboteur against an empty seat", cards: () => inWindow({ active: 1 }), seat: 1, action: { type: "cards_play", card: "scurvy-saboteur#1", target: 7 }, code: "cards/bad_target" },
  { name: "a crew card you cannot pay for", cards: () => inWindow(), seat: 0, action: { type: "cards_play", card: "veteran-sellsword#1" }, code: "cards/cannot_pay", ctx: poor },
  { name: "a ritual without its resources", cards: () => inWindow({ active: 2 }), seat: 2, action: { type: "cards_play", card: "hummingbird-totem#1" }, code: "cards/cannot_pay", ctx: poor },
  { name: "an unknown seat", cards: base, seat: 5, action: { type: "cards_pass" }, code: "seat/unknown" },
];

describe("illegal card actions are rejected and change nothing", () => {
  it.each(cases)("$name: $code", ({ cards, seat, action, code, ctx }) => {
    const before = deepFreeze(cards());
    const snapshot = JSON.stringify(before);
    const r = applyCards(before, seat, action, ctx ?? rich(3));
    expect(r.ok ? "accepted" : r.rejection.code).toBe(code);
    if (!r.ok) expect(r.rejection.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  it("each case is legal once its one fault is fixed (the cases test what they say)", () => {
    const ok = (cards: CardsState, seat: number, action: CardsAction, ctx = rich(3)) => applyCards(cards, seat, action, ctx).ok;
    expect(ok(withHands([["veteran-sellsword", "veteran-sellsword"], [], []]), 0, { type: "cards_hire", kind: "masterful-spy" })).toBe(true);
    expect(ok(inWindow({ active: 1 }), 1, { type: "cards_play", card: "scurvy-saboteur#1", target: 2 })).toBe(true);
    expect(ok(bTurn(), 1, { type: "cards_play", card: "blood-moon#1", target: 2 })).toBe(true);
    expect(ok(openWindow(base(), { moment: "announce", action: "trade", active: 1 }).cards, 1, { type: "cards_play", card: "quartermaster#1" })).toBe(true);
    expect(ok(inWindow(), 0, { type: "cards_play", card: "veteran-sellsword#1" })).toBe(true);
  });
});
