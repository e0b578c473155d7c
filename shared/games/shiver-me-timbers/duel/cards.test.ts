import { DUEL_CARDS, DUEL_CARD_IDS, HEIGHTS, duelCard, duelCardName, isAttackCard, type TwoColourCard } from "./cards";

describe("the duel deck (rules-notes design)", () => {
  const twoColour = DUEL_CARDS.filter((c): c is TwoColourCard => c.kind === "duel");
  const count = (kind: string) => DUEL_CARDS.filter((c) => c.kind === kind).length;

  it("has 30 cards with unique ids (the rulebook's count)", () => {
    expect(DUEL_CARDS).toHaveLength(30);
    expect(new Set(DUEL_CARD_IDS).size).toBe(30);
  });

  it("has 24 two-colour cards: 12×1, 8×2 and 4×3 wounds, each guard at another height", () => {
    expect(twoColour).toHaveLength(24);
    for (const w of [1, 2, 3] as const) expect(twoColour.filter((c) => c.attack.wounds === w)).toHaveLength({ 1: 12, 2: 8, 3: 4 }[w]);
    for (const c of twoColour) expect(c.guard).not.toBe(c.attack.height);
  });

  it("has 8 attacks and 8 guards at every height", () => {
    for (const h of HEIGHTS) {
      expect(twoColour.filter((c) => c.attack.height === h)).toHaveLength(8);
      expect(twoColour.filter((c) => c.guard === h)).toHaveLength(8);
    }
  });

  it("has Feint ×2, Rigg ×1, Throw sand ×2, Insult ×1", () => {
    expect([count("feint"), count("rigg"), count("sand"), count("insult")]).toEqual([2, 1, 2, 1]);
  });

  it("names cards for players and knows which can strike", () => {
    expect(duelCardName("high3-low-1")).toBe("High Attack (3 wounds) / Low Guard");
    expect(duelCardName("sand-2")).toBe("Throw sand");
    expect(["high1-middle-1", "feint-1", "rigg-1", "sand-1", "insult-1"].map(isAttackCard)).toEqual([true, true, true, false, false]);
    expect(() => duelCard("joker")).toThrow(/unknown/);
  });
});
