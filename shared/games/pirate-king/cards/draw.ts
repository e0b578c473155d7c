import type { DeckName } from "../content/cards";
import { shuffle } from "../dice";
import { emit } from "../events";
import { keptCardSecret } from "../log-text";
import { hasTreasure } from "../queries";
import { forwardable } from "../content/cards";
import type { PirateKingState, Ship } from "../state";
import { cardOf } from "../log-text";
import { heldKey } from "./held";
import { resolveCard } from "./effects";

/** The top card of a deck; an empty deck is reshuffled from its discards. Null if every card is held. */
function takeTop(s: PirateKingState, deck: DeckName): number | null {
  let pile = deck === "captainsLog" ? s.logDeck : s.bootyDeck;
  if (pile.length === 0) {
    const discards = deck === "captainsLog" ? s.logDiscard : s.bootyDiscard;
    if (discards.length === 0) return null;
    pile = shuffle(s, discards);
    if (deck === "captainsLog") s.logDiscard = [];
    else s.bootyDiscard = [];
  }
  const card = pile[pile.length - 1];
  if (deck === "captainsLog") s.logDeck = pile.slice(0, -1);
  else s.bootyDeck = pile.slice(0, -1);
  return card;
}

/**
 * Landing on a Captain's Log or Pirate's Booty space draws its card (Space Designations).
 * Kept cards go to the hand in secret; the Golden Monkey Head's owner decides first whether a
 * negative or movement card goes to someone else (Great Treasures, FAQ).
 */
export function drawCard(s: PirateKingState, ship: Ship, deck: DeckName): void {
  const id = takeTop(s, deck);
  if (id === null) return;
  const card = cardOf(deck, id);
  if (card.effect.kind === "keep") {
    s.players[ship.owner].held.push(heldKey(deck, id));
    emit(s, "cardKept", { seat: ship.owner, deck }, { seats: [ship.owner], text: keptCardSecret(deck, id) });
    return;
  }
  emit(s, "card", { seat: ship.owner, deck, card: id });
  if (forwardable(card) && hasTreasure(s, ship.owner, "monkeyHead") && s.ships.some((x) => !x.sunk && x.owner !== ship.owner)) {
    s.pending = { kind: "forward", seat: ship.owner, ship: ship.id, deck, card: id };
    return;
  }
  resolveCard(s, ship, deck, id);
}
