/** Test helpers for the card module: states with given hands, wallets, a driver. Used only by *.test.ts. */
import type { SeatIndex } from "../../../engine";
import { deepFreeze } from "../duel/test-duel";
import type { CardsAction } from "./actions";
import { applyCards } from "./apply";
import { newCardsState, takeCard } from "./state";
import type { CardsContext, CardsState } from "./types";

export { deepFreeze };

/** A state where each seat holds the given kinds (taken from the decks, as hiring would). */
export function withHands(hands: readonly (readonly string[])[]): CardsState {
  let cards = newCardsState(hands.length);
  hands.forEach((kinds, seat) => {
    for (const kind of kinds) {
      const out = takeCard(cards, seat, kind, 99);
      if ("error" in out) throw new Error(`cannot take ${kind}: ${out.error}`);
      cards = out.cards;
    }
  });
  return cards;
}

export const rich = (seats: number, gold = 5000, units = 5): CardsContext => ({
  wallets: Array.from({ length: seats }, () => ({ gold, cargo: { cocoa: units, rum: units, sugar: units } })),
  names: ["Anne", "Bart", "Cleo", "Dirk"].slice(0, seats),
});

/** Applies actions that must all be legal; returns the final state. */
export function run(cards: CardsState, steps: ReadonlyArray<readonly [SeatIndex, CardsAction]>, ctx: CardsContext): CardsState {
  let c = cards;
  for (const [seat, action] of steps) {
    const r = applyCards(c, seat, action, ctx);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} by ${seat} rejected: ${r.rejection.code} ${r.rejection.message}`);
    c = r.cards;
  }
  return c;
}

/** Every crew and ritual card wherever it is. */
export const allCards = (c: CardsState) => [...c.crewDeck, ...c.ritualDeck, ...c.hands.flatMap((h) => [...h.crew, ...h.rituals]), ...c.played.map((p) => p.card)];
