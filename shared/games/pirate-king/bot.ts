import type { SeatIndex } from "../../engine/game";
import type { Random } from "../../engine/rng";
import type { PirateKingAction } from "./actions";
import { decide } from "./bot/decide";
import { harbourTurn, sailTurn } from "./bot/turn";
import { legalActions } from "./legal";
import type { PirateKingState } from "./state";

/**
 * A reasonable captain for every decision of every variant: it sails toward deliveries, free
 * territories and booty, captures with money to spare, builds toward Castles, fights only when
 * clearly stronger, buys Great Treasures, and parlays for trade routes. Always a legal action.
 */
export function bot(s: PirateKingState, seat: SeatIndex, random: Random): PirateKingAction {
  const acts = legalActions(s, seat);
  if (acts.length === 0) throw new Error(`pirate-king: the bot was asked to act for seat ${seat}, who may not act`);
  if (s.pending) return decide(s, seat, acts, random);
  switch (s.stage) {
    case "ports":
      return random.pick(acts);
    case "wind":
      return { type: "wind", reroll: (s.wind ?? 8) <= 4 };
    case "sail":
      return sailTurn(s, seat, acts, random);
    default:
      return harbourTurn(s, seat, acts);
  }
}
