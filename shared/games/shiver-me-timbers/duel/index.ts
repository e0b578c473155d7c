/**
 * The Shiver Me Timbers duel (boarding attacks, fortress raids, the tie-break duel) as a pure,
 * deterministic sub-module the main game calls. See docs/rules/shiver-me-timbers-duel.md.
 *
 * Lifecycle, driven by the main game:
 *   startDuel(setup, deck, random)        -> { duel, deck (now empty: the duel holds the cards), events }
 *   [phase "prelude" only if setup.prelude: updatePrelude(duel, changes)*, then closePrelude(duel, random)]
 *   while duelOutcome(duel) === null: the seat in duelActiveSeats(duel) sends a DuelAction -> applyDuel(...)
 *   deck = finishDuel(duel)                -> every card back (stock = draw, the rest = discard)
 */
export * from "./cards";
export * from "./types";
export { duelActionSchema, isDuelAction, type DuelAction, type DuelActionType } from "./actions";
export { startDuel, updatePrelude, closePrelude, newDuelDeck, EMPTY_DECK, resilientRedrawer, redrawLimit, type DealOptions, type PreludeChanges } from "./start";
export { applyDuel, duelActor } from "./apply";
export { duelActiveSeats, duelLegalActions } from "./legal";
export { duelBot } from "./bot";
export { duelOutcome, finishDuel } from "./finish";
export { duelPublicView, duelSeatView, type DuelPublicView, type DuelSeatView, type DuelSidePublic } from "./views";
export { PLANK_SPACES, OFF_PLANK } from "./plank";
