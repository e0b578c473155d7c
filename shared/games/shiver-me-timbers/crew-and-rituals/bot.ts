import type { Random, SeatIndex } from "../../../engine";
import { cardKind } from "../content/crew-rituals";
import type { CardsAction } from "./actions";
import { cardsLegalActions } from "./legal";
import type { CardsContext, CardsState } from "./types";

type Play = Extract<CardsAction, { type: "cards_play" }>;

/**
 * A reasonable answer for the seat holding priority in a card window. It plays only where a
 * card clearly pays: in a combat prelude it fights in (strength boosts, extra duel cards, the
 * Saboteur or Blood Moon against its opponent); otherwise it passes. Map effects (routes,
 * monsters, spies) and the rest are left to the main game's bot, which knows the plan.
 */
export function cardsWindowBot(cards: CardsState, seat: SeatIndex, ctx: CardsContext, random: Random): CardsAction {
  const legal = cardsLegalActions(cards, seat, ctx);
  if (legal.length === 0) throw new Error(`cardsWindowBot: seat ${seat} does not hold priority`);
  const trigger = cards.window!.trigger;
  const combat = trigger.combatants ?? [];
  if (!combat.includes(seat)) return { type: "cards_pass" };
  const opponent = combat.find((s) => s !== seat);
  const plays = legal.filter((a): a is Play => a.type === "cards_play");
  const useful = plays.filter((a) => {
    const e = cardKind(a.card).effect;
    if (e.kind === "boost") return e.stat === "strength" || e.stat === "duelCards";
    if (e.kind === "opponentLosesUpgrade" || e.kind === "opponentDuelCards") return a.target === opponent;
    return false;
  });
  return useful.length > 0 ? random.pick(useful) : { type: "cards_pass" };
}
