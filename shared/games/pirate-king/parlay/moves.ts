import type { SeatIndex } from "../../../engine/game";
import type { PirateKingAction } from "../actions";
import { cash, parlayPartners, territoriesOf } from "../queries";
import type { PirateKingState } from "../state";
import { blindCard } from "./blind-cards";
import { counterProblem } from "./counter";
import { offerProblem, PARLAY_LIMITS } from "./offer";

const DELTAS = [5, -5, 50, -50, 500, -500] as const;

/**
 * The parlay steps `seat` may take now while drafting: a first offer in its harbour, or a
 * counter-offer it was asked to answer. Every item toggle, bronze step, send and withdrawal.
 */
export function draftMoves(s: PirateKingState, seat: SeatIndex): PirateKingAction[] {
  const out: PirateKingAction[] = [];
  const offer = s.parlay;
  if (offer && (offer.sent || offer.from !== seat)) return out;
  if (offer) {
    if (offerProblem(s, offer) === null) out.push({ type: "offerSend" });
    out.push({ type: "offerCancel" });
  }
  if (s.editsThisTurn >= PARLAY_LIMITS.edits || (!offer && s.offersThisTurn >= PARLAY_LIMITS.offers)) return out;
  const partners = offer ? (parlayPartners(s, seat).includes(offer.to) ? [offer.to] : []) : parlayPartners(s, seat);
  for (const to of partners) {
    for (const [side, owner] of [["give", seat], ["get", to]] as const) {
      for (const id of territoriesOf(s, owner)) out.push({ type: "offer", to, side, item: { kind: "territory", id } });
      s.treasures.forEach((o, id) => {
        if (o === owner) out.push({ type: "offer", to, side, item: { kind: "treasure", id } });
      });
      // One's own cards by name; the partner's, which are secret, by their place in the hand.
      if (side === "give") for (const id of new Set(s.players[owner].held)) out.push({ type: "offer", to, side, item: { kind: "card", id } });
      else s.players[owner].held.forEach((_, place) => out.push({ type: "offer", to, side, item: { kind: "card", id: blindCard(place) } }));
      const now = offer && offer.to === to ? offer[side].bronze : 0;
      const max = cash(s, owner);
      for (const delta of DELTAS) if (now + delta >= 0 && now + delta <= max) out.push({ type: "offerBronze", to, side, delta });
    }
  }
  return out;
}

/** The answers to an offer sent to `seat`: accept (if it can still change hands), decline, counter; or the counter's draft steps. */
export function answerMoves(s: PirateKingState, seat: SeatIndex): PirateKingAction[] {
  const offer = s.parlay;
  if (!offer) return [];
  if (!offer.sent) return draftMoves(s, seat);
  if (offer.to !== seat) return [];
  const out: PirateKingAction[] = [];
  if (offerProblem(s, offer) === null) out.push({ type: "answer", accept: true });
  out.push({ type: "answer", accept: false });
  if (counterProblem(s, seat) === null) out.push({ type: "counter" });
  return out;
}
