import { Random, seedRng } from "../../../engine";
import { applyCards } from "./apply";
import { cardsWindowBot } from "./bot";
import { openWindow } from "./window";
import { rich, withHands } from "./test-cards";

const random = () => Random.from(seedRng(4));

describe("the card window bot", () => {
  it("in its own combat, plays its boosts and sabotage, then passes; the window closes", () => {
    let cards = openWindow(withHands([["veteran-sellsword", "first-mate"], ["scurvy-saboteur", "masterful-spy"], ["powder-monkey"]]), { moment: "announce", action: "board", active: 0, combatants: [0, 1] }).cards;
    const ctx = rich(3);
    const played: string[] = [];
    for (let i = 0; i < 20 && cards.window !== null; i++) {
      const seat = cards.window.order[cards.window.at];
      const action = cardsWindowBot(cards, seat, ctx, random());
      const r = applyCards(cards, seat, action, ctx);
      if (!r.ok) throw new Error(r.rejection.code);
      if (r.played) played.push(`${r.played.seat}:${r.played.card}${r.played.target !== null ? `>${r.played.target}` : ""}`);
      cards = r.cards;
    }
    expect(cards.window).toBeNull();
    expect(played).toEqual(["0:veteran-sellsword#1", "1:scurvy-saboteur#1>0"]);
  });

  it("passes outside its combats", () => {
    const cards = openWindow(withHands([["veteran-sellsword"], []]), { moment: "end", action: "travel", active: 0 }).cards;
    expect(cardsWindowBot(cards, 0, rich(2), random())).toEqual({ type: "cards_pass" });
  });
});
