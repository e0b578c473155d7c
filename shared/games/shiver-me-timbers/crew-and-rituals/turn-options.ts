/**
 * What the main game offers around crew and ritual cards: plays and passes in an open window
 * (without the decks a fortress bars), the decisions cards owe, hiring and learning where the
 * decks are, discards, plays before choosing an action; and which deck a seat may browse.
 */
import type { SmtAction } from "../actions";
import { CARD_KINDS, type CardDeck } from "../content/crew-rituals";
import { cardsLegalActions } from "./legal";
import { deckKey } from "./state";
import { openWindow } from "./window";
import type { S } from "../core/draft";
import type { SmtState } from "../state";
import { COLLECT_AT, barredInThisCombat } from "./crew-rituals";
import { cardsContext } from "./card-rewards";
import { seaRouteOptions } from "./sea-route";

type CardsActionOut = Extract<SmtAction, { type: `cards_${string}` }>;

/** In an open window: the holder's plays (one per kind and target) and the pass. */
export function cardsWindowOptions(s: S | SmtState, seat: number): SmtAction[] {
  return (cardsLegalActions(s.cards, seat, cardsContext(s)) as CardsActionOut[]).filter((a) => a.type !== "cards_play" || barredInThisCombat(s, a.card) === null);
}

/** The decisions crew and ritual cards leave owed (the first pending entry is this seat's). */
export function cardsPendingOptions(s: S | SmtState, seat: number): SmtAction[] {
  const p = s.pending[0];
  if (p.kind === "chooseCard") {
    const left = new Set(s.cards[deckKey(p.deck)].map((c) => c.split("#")[0]));
    return CARD_KINDS.filter((k) => k.deck === p.deck && left.has(k.id)).map((k) => ({ type: "cards_take", kind: k.id }));
  }
  if (p.kind === "addSeaRoute") return seaRouteOptions(s);
  if (p.kind === "spyPeek") return Object.entries(s.merchants).filter(([, m]) => !m.faceUp).map(([space]) => ({ type: "cards_spy" as const, space }));
  return [];
}

/** On your own turn: hire / learn where the deck is (with an action left), discards, and plays before choosing an action. */
export function cardsTurnOptions(s: S | SmtState, seat: number, canAct: boolean): SmtAction[] {
  const ctx = cardsContext(s);
  const here = s.players[seat].location;
  const out: SmtAction[] = cardsLegalActions(s.cards, seat, ctx, {
    hire: canAct && here === COLLECT_AT.crew,
    learn: canAct && here === COLLECT_AT.ritual,
  }) as SmtAction[];
  const hand = s.cards.hands[seat];
  if (hand.crew.length + hand.rituals.length > 0 && s.cardMoments.announced === null) {
    const opened = openWindow(s.cards, { moment: "announce", action: "other", active: seat });
    if (opened.open) for (const a of cardsLegalActions(opened.cards, seat, ctx)) if (a.type === "cards_play") out.push(a);
  }
  return out;
}

/** The deck whose contents `seat` may see now: while it may hire / learn there, or owes a choice from it. */
export function browsing(s: S | SmtState, seat: number): CardDeck | null {
  const first = s.pending[0];
  if (first?.kind === "chooseCard") return first.seat === seat ? first.deck : null;
  if (s.phase !== "play" || s.turn.seat !== seat || s.combat !== null || s.pending.length > 0 || s.cards.window !== null) return null;
  if (s.turn.mustEnd || s.turn.actionsLeft <= 0) return null;
  const here = s.players[seat].location;
  return here === COLLECT_AT.crew ? "crew" : here === COLLECT_AT.ritual ? "ritual" : null;
}
