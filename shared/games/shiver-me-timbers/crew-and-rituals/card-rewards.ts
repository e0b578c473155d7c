/** Crew and ritual cards as rewards, and what the cards module needs to know of the main game. */
import type { CardDeck } from "../content/crew-rituals";
import { handLimit } from "./apply";
import { HAND_LIMIT, deckKey, handKey } from "./state";
import type { CardsContext } from "./types";
import { log, nameOf, type Ctx, type S } from "../core/draft";
import type { SmtState } from "../state";
import { bonusFor } from "../trade-and-upgrades/ship-attributes";

/** What the cards module needs to know of the main game: wallets (gold and cargo on the ship), hand limits, names. */
export function cardsContext(s: S | SmtState): CardsContext {
  return {
    wallets: s.players.map((p) => ({ gold: p.gold, cargo: p.cargo })),
    limits: s.players.map((_, seat) => ({ crew: HAND_LIMIT + bonusFor(s, seat, "crewHand"), ritual: HAND_LIMIT + bonusFor(s, seat, "ritualHand") })),
    names: s.players.map((p) => p.name),
  };
}

/**
 * A crew or ritual card as a reward ("Look at the crew / ritual deck. Choose 1 card and put it
 * into your hand"). Design: with that hand full or that deck empty, the reward is lost (logged):
 * the hand limit holds "at any time".
 */
export function offerCardChoice(ctx: Ctx, seat: number, deck: CardDeck, reason: string): void {
  const { s } = ctx;
  // Choices already owed from this deck count: two crew rewards need two free slots (and two cards left).
  const owed = s.pending.filter((p) => p.kind === "chooseCard" && p.seat === seat && p.deck === deck).length;
  const full = s.cards.hands[seat][handKey(deck)].length + owed >= handLimit(cardsContext(s), seat, deck);
  if (full || s.cards[deckKey(deck)].length <= owed) {
    log(ctx, "cards/reward_lost", `${nameOf(s, seat)} cannot take a ${deck} card (${reason}): ${full ? "the hand is full" : "the deck is empty"}.`, { seat, deck });
    return;
  }
  s.pending.push({ kind: "chooseCard", seat, deck, reason });
}
