import { DUEL_CARDS } from "../../../shared/games/shiver-me-timbers/duel/cards";
import { duelCardFace, duelCardText, plankIndex } from "./duel-model";

describe("duel cards as the duel view reads them", () => {
  it("read every card of the deck: a two-colour card's red attack and blue guard, or its special", () => {
    for (const card of DUEL_CARDS) {
      const face = duelCardFace(card.id);
      if (card.kind === "duel") {
        expect(face).toEqual({ id: card.id, kind: "duel", attack: { height: card.attack.height, wounds: card.attack.wounds }, guard: card.guard });
        expect(duelCardText(card.id)).toBe(`red ${card.attack.height} ${card.attack.wounds} wound${card.attack.wounds === 1 ? "" : "s"} / blue guard ${card.guard}`);
      } else {
        expect(face).toEqual({ id: card.id, kind: card.kind, attack: null, guard: null });
        expect(duelCardText(card.id)).toMatch(/special/);
      }
    }
    expect(duelCardFace("mystery").kind).toBe("unknown");
  });

  it.each([[-4, -1], [-3, 0], [0, 3], [2, 5], [3, 6], [4, 7]])("puts the miniature at plank %i on space %i", (plank, index) => {
    expect(plankIndex(plank)).toBe(index);
  });
});
