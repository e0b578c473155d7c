import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import type { ParlayItem } from "../actions";
import { GREAT_TREASURES } from "../content/cards";
import { TERRITORIES } from "../content/territories";
import { parseHeld } from "../cards/held";
import { blindPlace, cardKeyOf } from "./blind-cards";
import { emit } from "../events";
import { cash, parlayPartners, territoriesOf } from "../queries";
import { Rejections } from "../rejections";
import { capOf } from "../territories/landing";
import { setTerritory, type ParlayLot, type ParlayOffer, type PirateKingState } from "../state";

/**
 * Our limits, so every parlay and every turn ends: the captain whose turn it is sends at most
 * `offers` offers a turn; each offer may be answered by at most `counters` counter-offers in
 * turn; both captains together make at most `edits` changes a turn.
 */
export const PARLAY_LIMITS = { offers: 3, counters: 3, edits: 24 } as const;

const emptyLot = (): ParlayLot => ({ territories: [], treasures: [], cards: [], bronze: 0 });

/** Whether `seat` owns `item` now (Parlay: each side offers only what it owns). */
export function ownsItem(s: PirateKingState, seat: SeatIndex, item: ParlayItem): boolean {
  if (item.kind === "territory") return TERRITORIES[item.id] !== undefined && s.territories[item.id].owner === seat;
  if (item.kind === "treasure") return GREAT_TREASURES[item.id] !== undefined && s.treasures[item.id] === seat;
  return cardKeyOf(s, seat, item.id) !== null;
}

/** The offer being drafted to `to` (a new one when there is none). */
function draftTo(s: PirateKingState, seat: SeatIndex, to: SeatIndex): ParlayOffer | Rejection {
  if (!parlayPartners(s, seat).includes(to)) return Rejections.parlay("not_here", "Parlay only with a player whose ship shares your ship's space, where no fight took place.");
  if (s.parlay && (s.parlay.sent || s.parlay.from !== seat)) return Rejections.parlay("offer_sent", "An offer is waiting for an answer: it can no longer be changed.");
  if (s.parlay && s.parlay.to !== to) return Rejections.parlay("other_offer", "Finish or withdraw your offer to the other player first.");
  if (s.editsThisTurn >= PARLAY_LIMITS.edits) return Rejections.parlay("too_many_changes", "Enough haggling for one turn.");
  if (!s.parlay && s.offersThisTurn >= PARLAY_LIMITS.offers) return Rejections.parlay("too_many_offers", `At most ${PARLAY_LIMITS.offers} offers a turn.`);
  if (!s.parlay) s.parlay = { from: seat, to, give: emptyLot(), get: emptyLot(), sent: false, counters: 0, answering: null };
  return s.parlay;
}

/** Adds an item to one side of the offer, or takes it back out if it is there. */
export function offerItem(s: PirateKingState, seat: SeatIndex, to: SeatIndex, side: "give" | "get", item: ParlayItem): Rejection | null {
  const owner = side === "give" ? seat : to;
  if (item.kind === "card" && (blindPlace(item.id) !== null) !== (side === "get")) {
    return Rejections.parlay(
      "card_by_place",
      side === "get" ? "Their kept cards are secret: ask for one by its place in their hand." : "Offer your own cards by name.",
    );
  }
  if (!ownsItem(s, owner, item)) return Rejections.parlay("not_owned", side === "give" ? "You can only offer what you own." : "You can only ask for what that player owns.");
  const offer = draftTo(s, seat, to);
  if ("code" in offer) return offer;
  const lot = offer[side];
  const list = (item.kind === "territory" ? lot.territories : item.kind === "treasure" ? lot.treasures : lot.cards) as (number | string)[];
  const i = list.indexOf(item.id);
  if (i >= 0) list.splice(i, 1);
  else list.push(item.id);
  s.editsThisTurn += 1;
  return null;
}

export function offerBronze(s: PirateKingState, seat: SeatIndex, to: SeatIndex, side: "give" | "get", delta: number): Rejection | null {
  const offer = draftTo(s, seat, to);
  if ("code" in offer) return offer;
  const amount = offer[side].bronze + delta;
  const max = cash(s, side === "give" ? seat : to);
  if (amount < 0 || amount > max) return Rejections.parlay("bad_amount", `The bronze on that side must stay between 0 and ${max}.`);
  offer[side].bronze = amount;
  s.editsThisTurn += 1;
  return null;
}

const isEmpty = (l: ParlayLot) => l.territories.length + l.treasures.length + l.cards.length === 0 && l.bronze === 0;

/** Why the drafted offer cannot change hands now, or null. Checked on sending and again on accepting. */
export function offerProblem(s: PirateKingState, offer: ParlayOffer): Rejection | null {
  if (!parlayPartners(s, offer.from).includes(offer.to)) return Rejections.parlay("not_here", "The ships no longer share a space.");
  if (isEmpty(offer.give) && isEmpty(offer.get)) return Rejections.parlay("empty", "The offer is empty.");
  for (const [seat, lot] of [[offer.from, offer.give], [offer.to, offer.get]] as const) {
    if (lot.territories.some((id) => s.territories[id].owner !== seat)) return Rejections.parlay("not_owned", "A territory in the offer changed hands.");
    if (lot.treasures.some((id) => s.treasures[id] !== seat)) return Rejections.parlay("not_owned", "A Great Treasure in the offer changed hands.");
    if (lot.cards.some((k) => cardKeyOf(s, seat, k) === null)) return Rejections.parlay("not_owned", "A card in the offer is no longer held.");
    if (lot.bronze > cash(s, seat)) return Rejections.parlay("not_owned", "Not enough bronze for the offer.");
  }
  const cap = capOf(s);
  const fromCount = territoriesOf(s, offer.from).length - offer.give.territories.length + offer.get.territories.length;
  const toCount = territoriesOf(s, offer.to).length - offer.get.territories.length + offer.give.territories.length;
  if (fromCount > cap || toCount > cap) return Rejections.atCap(cap);
  return null;
}

/** Sends the draft (a first offer or a counter-offer): the other side must answer it now. */
export function sendOffer(s: PirateKingState, seat: SeatIndex): Rejection | null {
  const offer = s.parlay;
  if (!offer || offer.sent || offer.from !== seat) return Rejections.parlay("no_offer", "Draft an offer first.");
  const problem = offerProblem(s, offer);
  if (problem) return problem;
  s.parlay = { ...offer, sent: true, answering: null };
  if (offer.counters === 0) s.offersThisTurn += 1;
  s.pending = { kind: "answer", seat: offer.to };
  const counter = offer.counters > 0;
  emit(s, "parlay", { seat, to: offer.to, step: counter ? "countered" : "sent", deal: null }, { seats: [seat, offer.to], text: `${counter ? "Counter-offer" : "Offer"}: ${describe(s, offer)}.` });
  return null;
}

/** Withdraws the draft; a counter-offer's draft gives way to the offer it answers again. */
export function cancelOffer(s: PirateKingState, seat: SeatIndex): Rejection | null {
  const offer = s.parlay;
  if (!offer || offer.sent || offer.from !== seat) return Rejections.parlay("no_offer", "There is no draft to withdraw.");
  s.parlay = offer.answering;
  emit(s, "parlay", { seat, to: offer.to, step: offer.answering ? "counterWithdrawn" : "withdrawn", deal: null });
  return null;
}

/** The side an offer was sent to accepts (everything changes hands at once) or declines. */
export function answerOffer(s: PirateKingState, seat: SeatIndex, accept: boolean): Rejection | null {
  const offer = s.parlay;
  if (s.pending?.kind !== "answer" || !offer || !offer.sent || offer.to !== seat) return Rejections.notExpected("parlay");
  if (accept) {
    const problem = offerProblem(s, offer);
    if (problem) return problem;
  }
  s.pending = null;
  s.parlay = null;
  if (!accept) {
    emit(s, "parlay", { seat: offer.from, to: offer.to, step: "declined", deal: null });
    return null;
  }
  hand(s, offer.from, offer.to, offer.give);
  hand(s, offer.to, offer.from, offer.get);
  // The agreement is with the captain whose turn it is not (a counter-offer comes from them).
  const partner = offer.from === s.current ? offer.to : offer.from;
  if (!s.agreed.includes(partner)) s.agreed.push(partner);
  emit(s, "parlay", { seat: offer.from, to: offer.to, step: "accepted", deal: publicDeal(s, offer) });
  return null;
}

function hand(s: PirateKingState, from: SeatIndex, to: SeatIndex, lot: ParlayLot): void {
  for (const id of lot.territories) setTerritory(s, id, { owner: to });
  for (const id of lot.treasures) s.treasures[id] = to;
  // Blind asks name places in the hand: read every key before any card moves.
  const keys = lot.cards.map((id) => cardKeyOf(s, from, id)!);
  for (const key of keys) {
    const held = s.players[from].held;
    held.splice(held.indexOf(key), 1);
    s.players[to].held.push(key);
  }
  s.purses[s.players[from].purse] -= lot.bronze;
  s.purses[s.players[to].purse] += lot.bronze;
}

function lotText(lot: ParlayLot, cardText: (k: string) => string): string {
  const parts = [
    ...lot.territories.map((id) => TERRITORIES[id].name),
    ...lot.treasures.map((id) => `the ${GREAT_TREASURES[id]}`),
    ...lot.cards.map(cardText),
    ...(lot.bronze > 0 ? [`${lot.bronze} bronze`] : []),
  ];
  return parts.length === 0 ? "nothing" : parts.join(", ");
}

export function describe(s: PirateKingState, offer: ParlayOffer): string {
  const title = (k: string) => (blindPlace(k) !== null ? "one of their kept cards" : parseHeld(k)?.card.title ?? k);
  return `${s.names[offer.from]} gives ${lotText(offer.give, title)} for ${lotText(offer.get, title)}`;
}

/** Held cards stay secret in the public log: they show as "a card". */
function publicDeal(s: PirateKingState, offer: ParlayOffer): string {
  return `${lotText(offer.give, () => "a card")} for ${lotText(offer.get, () => "a card")}`;
}
