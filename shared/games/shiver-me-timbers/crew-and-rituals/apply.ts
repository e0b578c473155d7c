import { reject, type GameEvent, type Rejection, type SeatIndex } from "../../../engine";
import { RESOURCES, type Resource } from "../content/basics";
import { cardKind, isCardKind, type CardDeck, type CardKind } from "../content/crew-rituals";
import { effectTarget } from "../content/effects";
import type { Cargo } from "../state";
import type { CardsAction } from "./actions";
import { HAND_LIMIT, canonicalDeck, deckKey, handKey, takeCard, withCards } from "./state";
import { TIMING_TEXT, timingAllows } from "./timing";
import { passPriority, windowHolder } from "./window";
import type { CardsApplyResult, CardsContext, CardsState, PlayedCard } from "./types";

const R_COLLECT = "Shiver Me Timbers › Crew & Rituals › How to collect crew and ritual cards";
const R_PLAY = "Shiver Me Timbers › Crew & Rituals › …and how to play them";
const R_FREE = "Shiver Me Timbers › Free actions";

/**
 * Applies one `cards_*` action by `seat`. Never throws for an illegal action: returns a
 * rejection and leaves `cards` untouched. The main game checks what only it knows first (the
 * island for hire/learn, the action spent, that a free discard happens on the seat's own turn).
 */
export function applyCards(cards: CardsState, seat: SeatIndex, action: CardsAction, ctx: CardsContext): CardsApplyResult {
  if (!Number.isInteger(seat) || seat < 0 || seat >= cards.hands.length) return no(reject("seat/unknown", `There is no seat ${seat} at this table.`));
  switch (action.type) {
    case "cards_hire":
      return take(cards, seat, "crew", action.kind, ctx);
    case "cards_learn":
      return take(cards, seat, "ritual", action.kind, ctx);
    case "cards_discard":
      return discard(cards, seat, action.card);
    case "cards_play":
      return play(cards, seat, action.card, action.target ?? null, ctx);
    case "cards_pass":
      return pass(cards, seat, ctx);
  }
}

export const handLimit = (ctx: CardsContext, seat: SeatIndex, deck: CardDeck): number =>
  ctx.limits?.[seat]?.[deck] ?? HAND_LIMIT;

function take(cards: CardsState, seat: SeatIndex, deck: CardDeck, kind: string, ctx: CardsContext): CardsApplyResult {
  if (cards.window !== null) return no(reject("cards/window_open", "Finish playing or passing cards first.", R_PLAY));
  const verb = deck === "crew" ? "hire" : "learn";
  if (!isCardKind(kind) || cardKind(kind).deck !== deck) {
    return no(reject("cards/unknown_kind", `There is no ${deck === "crew" ? "crew member" : "ritual"} called "${kind}".`, R_COLLECT));
  }
  const limit = handLimit(ctx, seat, deck);
  const out = takeCard(cards, seat, kind, limit);
  if ("error" in out) {
    if (out.error === "hand_full") {
      return no(reject("cards/hand_full", `You already hold ${limit} ${deck} cards: play or discard one first.`, R_COLLECT));
    }
    return no(reject("cards/none_left", `No ${cardKind(kind).name} is left in the ${deck} deck.`, R_COLLECT));
  }
  const name = cardKind(kind).name;
  const events: GameEvent[] = [{
    kind: `cards/${verb}`,
    text: deck === "crew" ? "A crew member is hired." : "A ritual is learned.",
    secret: { seats: [seat], text: deck === "crew" ? `You hire the ${name}.` : `You learn the ${name}.` },
    data: { seat, deck },
  }];
  return { ok: true, cards: out.cards, events, paid: null, played: null, taken: { seat, deck, card: out.card }, closed: false };
}

/** Free actions: "Discard crew and ritual cards: Return the card to its deck to free the slot." */
function discard(cards: CardsState, seat: SeatIndex, card: string): CardsApplyResult {
  if (cards.window !== null) return no(reject("cards/window_open", "Free actions wait until the cards have been played.", R_FREE));
  const found = fromHand(cards, seat, card);
  if (typeof found !== "string") return found;
  const deck = cardKind(card).deck;
  const next = removeFromHand(cards, seat, card);
  const back = { ...next, [deckKey(deck)]: withCards(next[deckKey(deck)], [card], canonicalDeck(deck)) };
  const events: GameEvent[] = [{
    kind: "cards/discard",
    text: `A ${deck} card is returned to its deck.`,
    secret: { seats: [seat], text: `You return the ${cardKind(card).name}.` },
    data: { seat, deck },
  }];
  return { ok: true, cards: back, events, paid: null, played: null, taken: null, closed: false };
}

function play(cards: CardsState, seat: SeatIndex, card: string, target: SeatIndex | null, ctx: CardsContext): CardsApplyResult {
  const w = cards.window;
  if (w === null) return no(reject("cards/no_window", "Cards are played only when a player announces or ends an action.", R_PLAY));
  if (windowHolder(cards) !== seat) return no(reject("cards/not_your_priority", "Wait until the players before you have played or passed.", R_PLAY));
  const found = fromHand(cards, seat, card);
  if (typeof found !== "string") return found;
  const kind = cardKind(card);
  if (!timingAllows(kind.timing, w.trigger, seat)) {
    return no(reject("cards/wrong_moment", `${kind.name} can only be played ${TIMING_TEXT[kind.timing]}.`, R_PLAY));
  }
  const targetCheck = checkTarget(cards, seat, kind, target, w.trigger.combatants);
  if (targetCheck !== null) return no(targetCheck);
  const wallet = ctx.wallets[seat];
  if (wallet === undefined) throw new Error(`cards: no wallet for seat ${seat}`);
  const cost = costOf(kind);
  if (wallet.gold < cost.gold) return no(reject("cards/cannot_pay", `${kind.name} costs ${cost.gold} G; you have ${wallet.gold} G on your ship.`, R_PLAY));
  const short = RESOURCES.filter((r) => wallet.cargo[r] < cost.cargo[r]);
  if (short.length > 0) return no(reject("cards/cannot_pay", `${kind.name} needs ${describeCargo(cost.cargo)} in your hold.`, R_PLAY));
  const played: PlayedCard = { seat, card, target: effectTarget(kind.effect) === "opponent" ? target : null };
  const removed = removeFromHand(cards, seat, card);
  // A play keeps priority ("may play any number of cards") and restarts the round of passes.
  const next = passPriorityKeep({ ...removed, played: [...removed.played, played], window: { ...w, passes: 0 } });
  const events: GameEvent[] = [{
    kind: "cards/play",
    text: `${who(ctx, seat)} plays the ${kind.name}${played.target !== null ? ` against ${who(ctx, played.target)}` : ""} (${kind.deck === "crew" ? `${cost.gold} G` : describeCargo(cost.cargo)}).`,
    data: { seat, card, kind: kind.id, deck: kind.deck, target: played.target, effect: kind.effect },
  }];
  return { ok: true, cards: next, events, paid: { seat, ...cost }, played, taken: null, closed: next.window === null };
}

function pass(cards: CardsState, seat: SeatIndex, ctx: CardsContext): CardsApplyResult {
  if (cards.window === null) return no(reject("cards/no_window", "There is nothing to pass: no cards are being played.", R_PLAY));
  if (windowHolder(cards) !== seat) return no(reject("cards/not_your_priority", "Wait until the players before you have played or passed.", R_PLAY));
  const next = passPriority(cards);
  const events: GameEvent[] = [{ kind: "cards/pass", text: `${who(ctx, seat)} passes.`, data: { seat } }];
  if (next.window === null) events.push({ kind: "cards/closed", text: "Everyone has passed: no more cards." });
  return { ok: true, cards: next, events, paid: null, played: null, taken: null, closed: next.window === null };
}

/** After a play the player keeps priority, unless their hand is now empty (then they pass at once). */
function passPriorityKeep(cards: CardsState): CardsState {
  const holder = windowHolder(cards);
  if (holder === null) return cards;
  const h = cards.hands[holder];
  return h.crew.length + h.rituals.length > 0 ? cards : passPriority(cards);
}

function checkTarget(cards: CardsState, seat: SeatIndex, kind: CardKind, target: SeatIndex | null, combatants: readonly SeatIndex[] | undefined): Rejection | null {
  if (effectTarget(kind.effect) !== "opponent") return null;
  if (target === null) return reject("cards/target_needed", `Name the player the ${kind.name} is played against.`, R_PLAY);
  if (target === seat || target < 0 || target >= cards.hands.length) return reject("cards/bad_target", `Play the ${kind.name} against another player.`, R_PLAY);
  // Design: a card for "your opponent in this combat" needs them to be in it.
  if (kind.timing === "combat" && combatants?.includes(target) !== true) {
    return reject("cards/bad_target", `The ${kind.name} works only against your opponent in this combat.`, R_PLAY);
  }
  return null;
}

export function costOf(kind: CardKind): { gold: number; cargo: Cargo } {
  const cargo = { cocoa: 0, rum: 0, sugar: 0 } as Record<Resource, number>;
  for (const r of RESOURCES) cargo[r] = kind.resources[r] ?? 0;
  return { gold: kind.gold, cargo };
}

function describeCargo(cargo: Cargo): string {
  return RESOURCES.filter((r) => cargo[r] > 0).map((r) => `${cargo[r]} ${r}`).join(" and ");
}

function fromHand(cards: CardsState, seat: SeatIndex, card: string): string | CardsApplyResult {
  const hands = cards.hands[seat];
  if (!hands.crew.includes(card) && !hands.rituals.includes(card)) {
    return no(reject("cards/not_in_hand", "That card is not in your hand.", R_PLAY));
  }
  return card;
}

function removeFromHand(cards: CardsState, seat: SeatIndex, card: string): CardsState {
  const key = handKey(cardKind(card).deck);
  return { ...cards, hands: cards.hands.map((h, i) => (i === seat ? { ...h, [key]: h[key].filter((c) => c !== card) } : h)) };
}

const who = (ctx: CardsContext, seat: SeatIndex) => ctx.names?.[seat] ?? `Seat ${seat}`;

function no(rejection: Rejection): CardsApplyResult {
  return { ok: false, rejection };
}
