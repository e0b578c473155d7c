import { treasurePublicView, treasureSeatView } from "./views";
import { stacked } from "./test-treasure";
import type { TreasureState } from "./types";

describe("treasure views never show hidden cards", () => {
  const t: TreasureState = {
    ...stacked(2, ["t30", "t31"]),
    discard: ["t29"],
    players: [
      { hand: ["t01", "t02"], hunt: { card: "t03", progress: 5 }, look: null, mustDiscard: false },
      { hand: [], hunt: null, look: { cards: ["t04", "t05", "t06"], purpose: "scout" }, mustDiscard: false },
    ],
  };

  it("the public view shows the track, counts and the discard pile, never a hand, a look or the deck", () => {
    const view = treasurePublicView(t);
    const text = JSON.stringify(view);
    for (const hidden of ["t01", "t02", "t04", "t05", "t06", "t30", "t31"]) expect(text).not.toContain(`"${hidden}"`);
    expect(view.players[0]).toMatchObject({ handCount: 2, hunt: { card: "t03", progress: 5 } });
    expect(view.players[1]).toMatchObject({ lookingAt: 3, lookPurpose: "scout" });
    expect(view.discard).toEqual(["t29"]);
    expect(view.deckCount).toBe(t.deck.length);
  });

  it("a seat sees its own hand and look only", () => {
    expect(treasureSeatView(t, 0)).toEqual({ hand: ["t01", "t02"], look: [] });
    expect(treasureSeatView(t, 1)).toEqual({ hand: [], look: ["t04", "t05", "t06"] });
  });
});
