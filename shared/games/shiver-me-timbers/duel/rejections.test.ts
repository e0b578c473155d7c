import type { SeatIndex } from "../../../engine";
import type { DuelAction } from "./actions";
import { applyDuel } from "./apply";
import { deepFreeze, duelWith, play, rng } from "./test-duel";
import type { DuelState } from "./types";

const A = 0;
const B = 1;
const hands = [["high2-low-1", "rigg-1", "sand-1", "feint-1"], ["low1-high-1", "middle1-low-1", "insult-1", "low2-middle-1"]] as const;
const chosen = () => play(duelWith(hands[0], hands[1]), [[A, { type: "duel_choose_first", first: "self" }]]);
const attacked = () => play(chosen(), [[A, { type: "duel_attack", card: "high2-low-1" }]]);
const rigged = () => play(chosen(), [[A, { type: "duel_rigg", card: "rigg-1" }]]);
const over = () => play(chosen(), [[A, { type: "duel_pass" }], [B, { type: "duel_pass" }]]);
const resilient = () =>
  duelWith(hands[0], hands[1], { rules: { resilientShips: true }, attacker: { hull: 4 }, defender: { hull: 2 } });

interface Case {
  readonly name: string;
  readonly duel: () => DuelState;
  readonly seat: SeatIndex;
  readonly action: DuelAction;
  readonly code: string;
}

const cases: readonly Case[] = [
  { name: "acting out of turn", duel: chosen, seat: B, action: { type: "duel_attack", card: "middle1-low-1" }, code: "duel/not_your_move" },
  { name: "a seat not in the duel", duel: chosen, seat: 3, action: { type: "duel_pass" }, code: "duel/not_your_move" },
  { name: "choosing who starts twice", duel: chosen, seat: A, action: { type: "duel_choose_first", first: "self" }, code: "duel/not_now" },
  { name: "striking before the choice", duel: () => duelWith(hands[0], hands[1]), seat: A, action: { type: "duel_attack", card: "high2-low-1" }, code: "duel/not_now" },
  { name: "a card from the other hand", duel: chosen, seat: A, action: { type: "duel_attack", card: "low1-high-1" }, code: "duel/card_not_in_hand" },
  { name: "a card that does not exist", duel: chosen, seat: A, action: { type: "duel_attack", card: "ace-of-spades" }, code: "duel/card_not_in_hand" },
  { name: "attacking with Throw sand", duel: chosen, seat: A, action: { type: "duel_attack", card: "sand-1" }, code: "duel/not_an_attack" },
  { name: "attacking with Rigg as a plain attack", duel: chosen, seat: A, action: { type: "duel_attack", card: "rigg-1" }, code: "duel/not_an_attack" },
  { name: "a Feint that is not Feint", duel: chosen, seat: A, action: { type: "duel_feint", card: "high2-low-1" }, code: "duel/wrong_card" },
  { name: "Rigg with another card", duel: chosen, seat: A, action: { type: "duel_rigg", card: "feint-1" }, code: "duel/wrong_card" },
  { name: "guarding while striking", duel: chosen, seat: A, action: { type: "duel_guard", card: "high2-low-1" }, code: "duel/not_now" },
  { name: "Throw sand while striking", duel: chosen, seat: A, action: { type: "duel_sand", card: "sand-1" }, code: "duel/not_now" },
  { name: "holding without Rigg", duel: chosen, seat: A, action: { type: "duel_hold" }, code: "duel/not_now" },
  { name: "a guard of the wrong height", duel: attacked, seat: B, action: { type: "duel_guard", card: "middle1-low-1" }, code: "duel/guard_does_not_match" },
  { name: "a special as a guard", duel: attacked, seat: B, action: { type: "duel_guard", card: "insult-1" }, code: "duel/not_a_guard" },
  { name: "Insult that is not Insult", duel: attacked, seat: B, action: { type: "duel_insult", card: "low1-high-1" }, code: "duel/wrong_card" },
  { name: "Throw sand not in hand", duel: attacked, seat: B, action: { type: "duel_sand", card: "sand-1" }, code: "duel/card_not_in_hand" },
  { name: "striking back before answering", duel: attacked, seat: B, action: { type: "duel_attack", card: "low1-high-1" }, code: "duel/not_now" },
  { name: "passing instead of answering", duel: attacked, seat: B, action: { type: "duel_pass" }, code: "duel/not_now" },
  { name: "the attacker answering their own attack", duel: attacked, seat: A, action: { type: "duel_take" }, code: "duel/not_your_move" },
  { name: "Feint right after Rigg", duel: rigged, seat: A, action: { type: "duel_feint", card: "feint-1" }, code: "duel/not_now" },
  { name: "passing right after Rigg", duel: rigged, seat: A, action: { type: "duel_pass" }, code: "duel/not_now" },
  { name: "anything once the duel is over", duel: over, seat: A, action: { type: "duel_pass" }, code: "duel/over" },
  { name: "swapping too many cards", duel: resilient, seat: A, action: { type: "duel_redraw", discard: ["high2-low-1", "rigg-1", "sand-1"] }, code: "duel/redraw_too_many" },
  { name: "swapping a card twice", duel: resilient, seat: A, action: { type: "duel_redraw", discard: ["sand-1", "sand-1"] }, code: "duel/card_twice" },
  { name: "swapping a card not in hand", duel: resilient, seat: A, action: { type: "duel_redraw", discard: ["low1-high-1"] }, code: "duel/card_not_in_hand" },
  { name: "swapping by the smaller ship", duel: resilient, seat: B, action: { type: "duel_redraw", discard: [] }, code: "duel/not_your_move" },
  { name: "choosing before the swap", duel: resilient, seat: A, action: { type: "duel_choose_first", first: "self" }, code: "duel/not_now" },
];

describe("illegal duel actions are rejected and change nothing", () => {
  it.each(cases)("$name: $code", ({ duel, seat, action, code }) => {
    const before = deepFreeze(duel());
    const snapshot = JSON.stringify(before);
    const r = applyDuel(before, seat, action, rng());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.rejection.code).toBe(code);
    expect(r.rejection.message).toMatch(/^[A-Z"].+\.$/);
    expect(r.rejection.rule).toMatch(/^Shiver Me Timbers › /);
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  it("rejects every action during the prelude", () => {
    const prelude = deepFreeze(duelWith(hands[0], hands[1], { prelude: true }));
    expect(prelude.phase).toBe("prelude");
    const r = applyDuel(prelude, A, { type: "duel_choose_first", first: "self" }, rng());
    expect(r.ok === false && r.rejection.code).toBe("duel/prelude");
  });

  it("legal moves do not mutate their input either", () => {
    const before = deepFreeze(attacked());
    const snapshot = JSON.stringify(before);
    expect(applyDuel(before, B, { type: "duel_insult", card: "insult-1" }, rng()).ok).toBe(true);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});
