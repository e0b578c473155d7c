/**
 * Crew and ritual cards (Crew & Rituals) as a pure sub-module the main game calls. See
 * docs/rules/shiver-me-timbers.md.
 *
 * Lifecycle, driven by the main game:
 *   set-up: newCardsState(seats); origin equipment via takeCard
 *   hire/learn (regular action on The Bay / Isla Oscura): applyCards(cards, seat, {type:"cards_hire"|"cards_learn", kind}, ctx)
 *   when any player announces or ends an action: openWindow(cards, trigger) -> if open, route
 *     `cards_play` / `cards_pass` from cardsActiveSeats(cards) to applyCards; after each result take
 *     `paid` from the player, resolve `played` (content/effects.ts); when `closed`, go on
 *   strengths and hands: boostFor(cards, seat, "strength" | "speed" | "movement" | "duelCards" | "sellBonusPerUnit")
 *   end of the active player's turn: returnPlayedCards(cards)
 */
export * from "./types";
export { cardsActionSchema, isCardsAction, type CardsAction } from "./actions";
export { applyCards, costOf, handLimit } from "./apply";
export { boostFor, hasGhostPassage, type BoostStat } from "./boosts";
export { cardsActiveSeats, cardsLegalActions } from "./legal";
export { HAND_LIMIT, newCardsState, returnPlayedCards, takeCard } from "./state";
export { TIMING_TEXT, timingAllows } from "./timing";
export { cardsPublicView, cardsSeatView, type CardsPublicView, type CardsSeatView } from "./views";
export { openWindow, passPriority, windowHolder, windowOrder } from "./window";
export { cardsWindowBot } from "./bot";
