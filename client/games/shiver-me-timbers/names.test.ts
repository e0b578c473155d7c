import { TREASURE_CARDS } from "../../../shared/games/shiver-me-timbers/content/treasures";
import { treasureName } from "./names";

describe("a treasure's name on the panels", () => {
  it("is the card's own name, not its id", () => {
    expect(treasureName("t06")).toBe(TREASURE_CARDS[5].name);
    for (const t of TREASURE_CARDS) expect(treasureName(t.id)).toBe(t.name);
  });

  it("falls back to the id in words for an id the cards do not know", () => {
    expect(treasureName("lost-idol")).toBe("Lost Idol");
  });
});
