import type { SeatIndex } from "../../../engine/game";
import type { PirateKingAction } from "../actions";
import { parseHeld } from "../cards/held";
import { blindPlace } from "../parlay/blind-cards";
import { cash } from "../queries";
import type { ParlayLot, ParlayOffer, PirateKingState } from "../state";
import { territoryWorth } from "./value";

/** What a lot is worth to `seat`, in bronze: its bronze, territories by their worth, treasures 900, kept cards 150. */
function worth(s: PirateKingState, seat: SeatIndex, lot: ParlayLot): number {
  const cards = lot.cards.filter((k) => parseHeld(k) || blindPlace(k) !== null).length;
  return lot.bronze + lot.territories.reduce((a, t) => a + territoryWorth(s, seat, t), 0) + lot.treasures.length * 900 + cards * 150;
}

/** The bot takes a trade that brings it at least 10% more than it gives, by its own worth. */
export function offerGood(s: PirateKingState, seat: SeatIndex, offer: ParlayOffer): boolean {
  return worth(s, seat, offer.give) >= worth(s, seat, offer.get) * 1.1;
}

/**
 * The bronze a counter to `offer` (sent to `seat`) asks of its sender so that the trade is good
 * for the bot, rounded up to 50; null when the sender cannot pay that much, or bronze cannot
 * mend the trade because the offer already asks for bronze of the bot.
 */
export function counterAsk(s: PirateKingState, seat: SeatIndex, offer: ParlayOffer): number | null {
  if (offer.get.bronze > 0) return null;
  const others = worth(s, seat, { ...offer.give, bronze: 0 });
  const ask = Math.ceil((worth(s, seat, offer.get) * 1.1 - others) / 50) * 50;
  return ask > offer.give.bronze && ask <= cash(s, offer.from) ? ask : null;
}

/**
 * The bot's answer to an offer: accept a good one; counter a first offer it can mend by asking
 * for more bronze; decline the rest (a counter-offer is accepted or declined, never countered,
 * so the bot's haggling ends). Drafting its counter it adds the bronze, then sends.
 */
export function answerParlay(s: PirateKingState, seat: SeatIndex, acts: readonly PirateKingAction[]): PirateKingAction {
  const o = s.parlay!;
  if (!o.sent) return counterStep(s, seat, o, acts);
  const accept = acts.find((a) => a.type === "answer" && a.accept);
  if (accept && offerGood(s, seat, o)) return accept;
  const counter = acts.find((a) => a.type === "counter");
  if (counter && o.counters === 0 && counterAsk(s, seat, o) !== null) return counter;
  return { type: "answer", accept: false };
}

function counterStep(s: PirateKingState, seat: SeatIndex, draft: ParlayOffer, acts: readonly PirateKingAction[]): PirateKingAction {
  const ask = draft.answering ? counterAsk(s, seat, draft.answering) : null;
  const short = ask === null ? 0 : ask - draft.get.bronze;
  if (short > 0) {
    const steps = acts.filter((a): a is Extract<PirateKingAction, { type: "offerBronze" }> => a.type === "offerBronze" && a.side === "get" && a.delta > 0);
    const step = steps.filter((a) => a.delta <= short).sort((a, b) => b.delta - a.delta)[0] ?? steps.sort((a, b) => a.delta - b.delta)[0];
    if (step) return step;
  }
  return acts.find((a) => a.type === "offerSend") ?? { type: "offerCancel" };
}
