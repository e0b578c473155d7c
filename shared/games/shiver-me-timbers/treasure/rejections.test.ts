import type { TreasureAction } from "./actions";
import { applyTreasure } from "./apply";
import { at, chance, stacked } from "./test-treasure";
import { deepFreeze } from "../duel/test-duel";
import type { TreasureContext, TreasureState } from "./types";

const idle = () => ({ ...stacked(2), players: [{ hand: ["t01"], hunt: null, look: null, mustDiscard: false }, { hand: [], hunt: null, look: null, mustDiscard: false }] });
const hunting = (): TreasureState => ({ ...stacked(2), players: [{ hand: ["t05"], hunt: { card: "t01", progress: 3 }, look: null, mustDiscard: false }, { hand: [], hunt: null, look: null, mustDiscard: false }] });
const looking = (): TreasureState => ({ ...stacked(2), players: [{ hand: [], hunt: null, look: { cards: ["t02", "t03", "t04"], purpose: "scout" }, mustDiscard: false }, { hand: [], hunt: null, look: null, mustDiscard: false }] });
const over = (): TreasureState => ({ ...stacked(2), players: [{ hand: ["t05", "t06", "t07"], hunt: { card: "t01", progress: 3 }, look: null, mustDiscard: true }, { hand: [], hunt: null, look: null, mustDiscard: false }] });

const cases: readonly { name: string; t: () => TreasureState; action: TreasureAction; ctx: TreasureContext; code: string; seat?: number }[] = [
  { name: "scouting at sea", t: idle, action: { type: "treasure_scout" }, ctx: at(null), code: "treasure/not_on_island" },
  { name: "scouting with an empty deck and discard", t: () => ({ ...idle(), deck: [], discard: [] }), action: { type: "treasure_scout" }, ctx: at("the-bay"), code: "treasure/deck_empty" },
  { name: "anything before choosing from a look", t: looking, action: { type: "treasure_scout" }, ctx: at("the-bay"), code: "treasure/choose_first" },
  { name: "keeping a card not offered", t: looking, action: { type: "treasure_keep", card: "t09" }, ctx: at("the-bay"), code: "treasure/not_offered" },
  { name: "picking from a scouting look", t: looking, action: { type: "treasure_pick", card: "t02" }, ctx: at("the-bay"), code: "treasure/nothing_to_choose" },
  { name: "keeping without a look", t: idle, action: { type: "treasure_keep", card: "t01" }, ctx: at("the-bay"), code: "treasure/nothing_to_choose" },
  { name: "digging without a card on the track", t: idle, action: { type: "treasure_dig" }, ctx: at("st-david"), code: "treasure/no_hunt" },
  { name: "digging on another island", t: hunting, action: { type: "treasure_dig" }, ctx: at("la-juanita"), code: "treasure/wrong_island" },
  { name: "offering a resource you do not carry", t: hunting, action: { type: "treasure_offer", units: 1 }, ctx: at("st-david", { cargo: { cocoa: 0, rum: 3, sugar: 3 } }), code: "treasure/no_resource" },
  { name: "offering more units than you carry", t: hunting, action: { type: "treasure_offer", units: 3 }, ctx: at("st-david", { cargo: { cocoa: 2, rum: 0, sugar: 0 } }), code: "treasure/no_resource" },
  { name: "beginning a card not in hand", t: idle, action: { type: "treasure_begin", card: "t02" }, ctx: at("port-royal"), code: "treasure/not_in_hand" },
  { name: "beginning on the wrong island", t: idle, action: { type: "treasure_begin", card: "t01" }, ctx: at("port-royal"), code: "treasure/wrong_island" },
  { name: "a second card on the track", t: hunting, action: { type: "treasure_begin", card: "t05" }, ctx: at("sao-tome"), code: "treasure/track_busy" },
  { name: "discarding a card not in hand", t: idle, action: { type: "treasure_discard", card: "t09" }, ctx: at(null), code: "treasure/not_in_hand" },
  { name: "abandoning with an empty track", t: idle, action: { type: "treasure_abandon" }, ctx: at(null), code: "treasure/no_hunt" },
  { name: "digging before the discard owed", t: over, action: { type: "treasure_dig" }, ctx: at("st-david"), code: "treasure/discard_first" },
  { name: "an unknown seat", t: idle, action: { type: "treasure_scout" }, ctx: at("the-bay"), code: "seat/unknown", seat: 4 },
];

describe("illegal treasure actions are rejected and change nothing", () => {
  it.each(cases)("$name: $code", ({ t, action, ctx, code, seat }) => {
    const before = deepFreeze(t());
    const snapshot = JSON.stringify(before);
    const r = applyTreasure(before, seat ?? 0, action, ctx, chance());
    expect(r.ok ? "accepted" : r.rejection.code).toBe(code);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});
