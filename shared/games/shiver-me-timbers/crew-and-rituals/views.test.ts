import { cardsPublicView, cardsSeatView } from "./views";
import { openWindow } from "./window";
import { withHands } from "./test-cards";

describe("card views never show another seat's hand", () => {
  const cards = withHands([["first-mate", "power-of-ik"], ["masterful-spy"]]);

  it("the public view has counts only: no hand, no deck contents", () => {
    const view = JSON.stringify(cardsPublicView(cards));
    expect(view).not.toMatch(/first-mate|power-of-ik|masterful-spy|veteran/);
    expect(cardsPublicView(cards).handCounts).toEqual([{ crew: 1, rituals: 1 }, { crew: 1, rituals: 0 }]);
    expect([cardsPublicView(cards).crewDeckCount, cardsPublicView(cards).ritualDeckCount]).toEqual([25, 26]);
  });

  it("a seat sees its own hand and not the other's", () => {
    expect(cardsSeatView(cards, 0)).toEqual({ crew: ["first-mate#1"], rituals: ["power-of-ik#1"], browse: null });
    expect(JSON.stringify(cardsSeatView(cards, 1))).not.toMatch(/first-mate|power-of-ik/);
  });

  it("a seat choosing from a deck sees what is left in it, by kind", () => {
    const browse = cardsSeatView(cards, 1, "crew").browse;
    expect(browse?.kinds["first-mate"]).toBe(2);
    expect(browse?.kinds["masterful-spy"]).toBe(2);
    expect(browse?.kinds["veteran-sellsword"]).toBe(3);
    expect(Object.keys(browse?.kinds ?? {})).toHaveLength(9);
  });

  it("the open window and the played cards are public", () => {
    const open = openWindow(cards, { moment: "announce", action: "travel", active: 1 }).cards;
    expect(cardsPublicView(open).priority).toBe(1);
    expect(cardsPublicView(open).window?.order).toEqual([1, 0]);
  });
});
