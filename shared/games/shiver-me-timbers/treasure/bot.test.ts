import { Random, seedRng } from "../../../engine";
import { applyTreasure } from "./apply";
import { treasureOwedBot } from "./bot";
import { at, chance, stacked } from "./test-treasure";
import type { TreasureState } from "./types";

const random = () => Random.from(seedRng(8));

describe("the treasure bot's owed decisions", () => {
  it("keeps a card it can start on this island and picks the richest reward", () => {
    const look: TreasureState = { ...stacked(1), players: [{ hand: [], hunt: null, look: { cards: ["t05", "t01", "t29"], purpose: "scout" }, mustDiscard: false }] };
    expect(treasureOwedBot(look, 0, at("st-david"), random())).toEqual({ type: "treasure_keep", card: "t01" });
    const reward: TreasureState = { ...stacked(1), players: [{ hand: [], hunt: null, look: { cards: ["t10", "t29"], purpose: "reward" }, mustDiscard: false }] };
    expect(treasureOwedBot(reward, 0, at(null), random())).toEqual({ type: "treasure_pick", card: "t29" });
  });

  it("always answers with a legal action when a discard is owed", () => {
    const over: TreasureState = { ...stacked(1), players: [{ hand: ["t05", "t06", "t20"], hunt: { card: "t01", progress: 20 }, look: null, mustDiscard: true }] };
    const action = treasureOwedBot(over, 0, at(null), random());
    expect(applyTreasure(over, 0, action, at(null), chance()).ok).toBe(true);
    expect(action.type).toBe("treasure_discard");
  });
});
