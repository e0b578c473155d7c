import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { emit } from "../events";
import { Rejections } from "../rejections";
import type { ParlayOffer, PirateKingState } from "../state";
import { blindCard, cardKeyOf } from "./blind-cards";
import { PARLAY_LIMITS } from "./offer";

/**
 * Counter-offers (our rule, docs/rules/pirate-king.md › Great Treasures and parlay): the side
 * an offer was sent to may, instead of accepting or declining, draft a changed offer back. The
 * draft starts as the offer received seen from the other side (what they gave is now asked
 * for) and is changed with the same `offer` / `offerBronze` steps and the same checks, then
 * sent with `offerSend`; `offerCancel` puts the offer received back in force. The first
 * captain may then accept, decline or counter again, up to PARLAY_LIMITS.counters counters
 * per parlay. Answers are given out of turn: the pending `answer` decision names the seat.
 */

/** Why `seat` may not counter now, or null. */
export function counterProblem(s: PirateKingState, seat: SeatIndex): Rejection | null {
  const offer = s.parlay;
  if (s.pending?.kind !== "answer" || !offer || !offer.sent || offer.to !== seat) return Rejections.notExpected("parlay");
  if (offer.counters >= PARLAY_LIMITS.counters) return Rejections.parlay("too_many_counters", `At most ${PARLAY_LIMITS.counters} counter-offers a parlay: accept or decline this one.`);
  if (s.editsThisTurn >= PARLAY_LIMITS.edits) return Rejections.parlay("too_many_changes", "Enough haggling for one turn: accept or decline.");
  return null;
}

/** Opens the counter-offer's draft, pre-filled with the offer received. */
export function counterOffer(s: PirateKingState, seat: SeatIndex): Rejection | null {
  const problem = counterProblem(s, seat);
  if (problem) return problem;
  const offer = s.parlay!;
  s.parlay = counterDraft(s, offer);
  // Opening a counter is one of the turn's changes, so countering and withdrawing cannot go on forever.
  s.editsThisTurn += 1;
  emit(s, "parlay", { seat, to: offer.from, step: "countering", deal: null });
  return null;
}

/**
 * The offer received turned round. One's own cards are offered by name, the other side's asked
 * for by their place in the hand (blind-cards.ts), so a blind ask for my card becomes the card
 * it names and a card they offered by name becomes an ask for its place in their hand.
 */
export function counterDraft(s: PirateKingState, offer: ParlayOffer): ParlayOffer {
  const me = offer.to;
  const them = offer.from;
  const theirHeld = s.players[them].held;
  const mine = offer.get.cards.map((id) => cardKeyOf(s, me, id)).filter((k): k is string => k !== null);
  const theirs = offer.give.cards.map((key) => theirHeld.indexOf(key)).filter((place) => place >= 0).map(blindCard);
  return {
    from: me,
    to: them,
    give: { territories: offer.get.territories.slice(), treasures: offer.get.treasures.slice(), cards: mine, bronze: offer.get.bronze },
    get: { territories: offer.give.territories.slice(), treasures: offer.give.treasures.slice(), cards: theirs, bronze: offer.give.bronze },
    sent: false,
    counters: offer.counters + 1,
    answering: offer,
  };
}
