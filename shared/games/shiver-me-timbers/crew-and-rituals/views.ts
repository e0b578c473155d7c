import type { SeatIndex } from "../../../engine";
import { cardKind, type CardDeck } from "../content/crew-rituals";
import type { CardWindow, CardsState, PlayedCard } from "./types";

export interface CardsPublicView {
  /** Sizes only: with the hand sizes, the decks' contents would tell who holds what. */
  readonly crewDeckCount: number;
  readonly ritualDeckCount: number;
  readonly handCounts: readonly { readonly crew: number; readonly rituals: number }[];
  /** Face up this turn. */
  readonly played: readonly PlayedCard[];
  readonly window: CardWindow | null;
  readonly priority: SeatIndex | null;
}

export function cardsPublicView(cards: CardsState): CardsPublicView {
  return {
    crewDeckCount: cards.crewDeck.length,
    ritualDeckCount: cards.ritualDeck.length,
    handCounts: cards.hands.map((h) => ({ crew: h.crew.length, rituals: h.rituals.length })),
    played: cards.played.map((p) => ({ ...p })),
    window: cards.window === null ? null : { ...cards.window, order: [...cards.window.order] },
    priority: cards.window === null ? null : cards.window.order[cards.window.at],
  };
}

export interface CardsSeatView {
  readonly crew: readonly string[];
  readonly rituals: readonly string[];
  /** Kinds left in a deck and how many copies, only while this seat is choosing from it. */
  readonly browse: { readonly deck: CardDeck; readonly kinds: Readonly<Record<string, number>> } | null;
}

/**
 * What only `seat` may know: its own hand; and the contents of a deck while it chooses from it
 * (the main game passes `browse` when the seat may hire on The Bay or learn on Isla Oscura).
 */
export function cardsSeatView(cards: CardsState, seat: SeatIndex, browse: CardDeck | null = null): CardsSeatView {
  const h = cards.hands[seat];
  let view: CardsSeatView["browse"] = null;
  if (browse !== null) {
    const kinds: Record<string, number> = {};
    for (const c of browse === "crew" ? cards.crewDeck : cards.ritualDeck) kinds[cardKind(c).id] = (kinds[cardKind(c).id] ?? 0) + 1;
    view = { deck: browse, kinds };
  }
  return { crew: [...(h?.crew ?? [])], rituals: [...(h?.rituals ?? [])], browse: view };
}
