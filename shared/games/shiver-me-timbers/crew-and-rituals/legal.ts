import type { SeatIndex } from "../../../engine";
import { CARD_KINDS, cardKind, type CardDeck } from "../content/crew-rituals";
import { effectTarget } from "../content/effects";
import type { CardsAction } from "./actions";
import { applyCards, handLimit } from "./apply";
import { deckKey, handKey } from "./state";
import { windowHolder } from "./window";
import type { CardsContext, CardsState } from "./types";

/** Who may act in the card module now: the seat holding priority in an open window. */
export function cardsActiveSeats(cards: CardsState): readonly SeatIndex[] {
  const holder = windowHolder(cards);
  return holder === null ? [] : [holder];
}

/**
 * Every legal `cards_*` action of `seat` now. In a window: pass, and each playable card (one
 * copy per kind) against each possible target. Outside one: discards, and hire/learn when the
 * main game says the seat may (`may`: on The Bay / Isla Oscura with an action left).
 */
export function cardsLegalActions(
  cards: CardsState,
  seat: SeatIndex,
  ctx: CardsContext,
  may: { readonly hire?: boolean; readonly learn?: boolean; readonly discard?: boolean } = {},
): CardsAction[] {
  const hand = cards.hands[seat];
  if (hand === undefined) return [];
  const out: CardsAction[] = [];
  if (cards.window !== null) {
    if (windowHolder(cards) !== seat) return [];
    const kinds = new Map<string, string>();
    for (const c of [...hand.crew, ...hand.rituals]) if (!kinds.has(cardKind(c).id)) kinds.set(cardKind(c).id, c);
    for (const card of kinds.values()) {
      const targets = effectTarget(cardKind(card).effect) === "opponent" ? cards.hands.map((_, i) => i).filter((i) => i !== seat) : [undefined];
      for (const target of targets) {
        const action: CardsAction = target === undefined ? { type: "cards_play", card } : { type: "cards_play", card, target };
        if (applyCards(cards, seat, action, ctx).ok) out.push(action);
      }
    }
    out.push({ type: "cards_pass" });
    return out;
  }
  if (may.discard !== false) for (const card of [...hand.crew, ...hand.rituals]) out.push({ type: "cards_discard", card });
  const takes: [CardDeck, boolean | undefined, "cards_hire" | "cards_learn"][] = [["crew", may.hire, "cards_hire"], ["ritual", may.learn, "cards_learn"]];
  for (const [deck, allowed, type] of takes) {
    if (allowed !== true || hand[handKey(deck)].length >= handLimit(ctx, seat, deck)) continue;
    const left = new Set(cards[deckKey(deck)].map((c) => cardKind(c).id));
    for (const k of CARD_KINDS) if (k.deck === deck && left.has(k.id)) out.push({ type, kind: k.id });
  }
  return out;
}
