import fc from "fast-check";
import { Random, seedRng } from "../../../engine";
import { CREW_DECK, RITUAL_DECK } from "../content/crew-rituals";
import { applyCards } from "./apply";
import { cardsLegalActions } from "./legal";
import { returnPlayedCards } from "./state";
import { openWindow } from "./window";
import { allCards, rich } from "./test-cards";
import { newCardsState } from "./state";
import type { ActionTag, CardsState } from "./types";

const TAGS: readonly ActionTag[] = ["travel", "trade", "board", "treasureHunt", "upgrade"];

/** Random turns: hires, windows with random plays and passes, returns at the end of each turn. */
function randomTurns(seed: number, seats: number, turns: number, check: (c: CardsState) => void): void {
  const random = Random.from(seedRng(seed));
  const ctx = rich(seats);
  let cards = newCardsState(seats);
  for (let t = 0; t < turns; t++) {
    const active = t % seats;
    for (let h = 0; h < 3; h++) {
      const options = cardsLegalActions(cards, active, ctx, { hire: true, learn: true, discard: false });
      if (options.length > 0) {
        const r = applyCards(cards, active, random.pick(options), ctx);
        if (!r.ok) throw new Error(`legal hire rejected: ${r.rejection.code}`);
        cards = r.cards;
      }
      const tag = random.pick(TAGS);
      const trigger = { moment: random.pick(["announce", "end"] as const), action: tag, active, ...(tag === "board" ? { combatants: [active, (active + 1) % seats] } : {}) };
      cards = openWindow(cards, trigger).cards;
      let steps = 0;
      while (cards.window !== null) {
        const holder = cards.window.order[cards.window.at];
        const legal = cardsLegalActions(cards, holder, ctx);
        expect(legal.length).toBeGreaterThan(0);
        const r = applyCards(cards, holder, random.pick(legal), ctx);
        if (!r.ok) throw new Error(`legal action rejected: ${r.rejection.code}`);
        cards = r.cards;
        check(cards);
        if (++steps > 200) throw new Error("window never closed");
      }
    }
    cards = returnPlayedCards(cards);
    check(cards);
    expect(cards.played).toEqual([]);
  }
}

describe("card windows over random play", () => {
  it("conserve all 54 cards, respect the hand limits and always close", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 4 }), (seed, seats) => {
        randomTurns(seed, seats, 12, (c) => {
          expect(allCards(c).sort()).toEqual([...CREW_DECK, ...RITUAL_DECK].sort());
          for (const h of c.hands) expect([h.crew.length <= 3, h.rituals.length <= 3]).toEqual([true, true]);
        });
      }),
      { numRuns: 40 },
    );
  });
});
