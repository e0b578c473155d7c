import type { SeatIndex } from "../../../engine";
import { CREW_DECK, RITUAL_DECK, cardKind, type CardDeck } from "../content/crew-rituals";
import type { CardsState, Hands } from "./types";

/** Crew & Rituals: "At any time, you can have a maximum of 3 crew and 3 ritual cards." */
export const HAND_LIMIT = 3;

/** Set-up: both decks whole and in order ("Don't shuffle them – the cards are chosen"), empty hands. */
export function newCardsState(seats: number): CardsState {
  return {
    crewDeck: [...CREW_DECK],
    ritualDeck: [...RITUAL_DECK],
    hands: Array.from({ length: seats }, () => ({ crew: [], rituals: [] })),
    played: [],
    window: null,
  };
}

export const deckOf = (card: string): CardDeck => cardKind(card).deck;
export const handKey = (deck: CardDeck): keyof Hands => (deck === "crew" ? "crew" : "rituals");
export const deckKey = (deck: CardDeck): "crewDeck" | "ritualDeck" => (deck === "crew" ? "crewDeck" : "ritualDeck");
export const handSize = (hands: Hands) => hands.crew.length + hands.rituals.length;

/** A deck with cards put back, in the canonical order (a chosen-from deck has no secret order). */
export function withCards(deck: readonly string[], cards: readonly string[], canonical: readonly string[]): string[] {
  const set = new Set([...deck, ...cards]);
  return canonical.filter((c) => set.has(c));
}

export const canonicalDeck = (deck: CardDeck) => (deck === "crew" ? CREW_DECK : RITUAL_DECK);

/**
 * Takes a copy of `kind` from its deck into `seat`'s hand, or says why not. Shared by the
 * hire/learn actions and by rewards ("Look at the crew / ritual deck. Choose 1 card").
 */
export function takeCard(cards: CardsState, seat: SeatIndex, kind: string, limit = HAND_LIMIT): { cards: CardsState; card: string } | { error: "unknown" | "none_left" | "hand_full" } {
  let deck: CardDeck;
  try {
    deck = cardKind(kind).deck;
  } catch {
    return { error: "unknown" };
  }
  const pile = cards[deckKey(deck)];
  const card = pile.find((c) => cardKind(c).id === kind);
  if (card === undefined) return { error: "none_left" };
  const hand = cards.hands[seat][handKey(deck)];
  if (hand.length >= limit) return { error: "hand_full" };
  const hands = cards.hands.map((h, i) => (i === seat ? { ...h, [handKey(deck)]: [...hand, card] } : h));
  return { cards: { ...cards, [deckKey(deck)]: pile.filter((c) => c !== card), hands }, card };
}

/**
 * End of the active player's turn: "all played cards are returned to the corresponding decks".
 * The window must be closed (a turn cannot end inside one).
 */
export function returnPlayedCards(cards: CardsState): CardsState {
  if (cards.window !== null) throw new Error("returnPlayedCards while a card window is open");
  const back = (deck: CardDeck) => cards.played.map((p) => p.card).filter((c) => deckOf(c) === deck);
  return {
    ...cards,
    crewDeck: withCards(cards.crewDeck, back("crew"), CREW_DECK),
    ritualDeck: withCards(cards.ritualDeck, back("ritual"), RITUAL_DECK),
    played: [],
  };
}
