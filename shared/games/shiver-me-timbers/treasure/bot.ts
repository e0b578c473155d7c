import type { Random, SeatIndex } from "../../../engine";
import { treasureCard } from "../content/treasures";
import type { TreasureAction } from "./actions";
import { treasureLegalActions } from "./legal";
import type { TreasureContext, TreasureState } from "./types";

/** What a card is worth to the bot: price, VP (at 300 G), rings and relatives count more. */
export function treasureWorth(card: string): number {
  const t = treasureCard(card);
  return t.price + t.vp * 300 + (t.kind === "ring" ? 600 : 0) + (t.kind === "relative" ? 700 : 0);
}

/**
 * Decisions the treasure module owes (a look, a discard): keep the best card for its search
 * length (a card on the current island first), pick the best reward, drop the worst card.
 * Which regular actions to take (scout, dig) is the main game bot's plan.
 */
export function treasureOwedBot(t: TreasureState, seat: SeatIndex, ctx: TreasureContext, random: Random): TreasureAction {
  const legal = treasureLegalActions(t, seat, ctx, { regular: false, free: false });
  if (legal.length === 0) throw new Error(`treasureOwedBot: seat ${seat} owes nothing`);
  const score = (a: TreasureAction) => {
    if (a.type === "treasure_pick") return treasureWorth(a.card);
    if (a.type === "treasure_keep") return treasureWorth(a.card) / treasureCard(a.card).search + (treasureCard(a.card).island === ctx.island ? 100 : 0);
    if (a.type === "treasure_discard") return -treasureWorth(a.card) / treasureCard(a.card).search;
    if (a.type === "treasure_abandon") {
      const hunt = t.players[seat].hunt!;
      return -treasureWorth(hunt.card) / Math.max(1, treasureCard(hunt.card).search - hunt.progress);
    }
    return 0;
  };
  const best = Math.max(...legal.map(score));
  return random.pick(legal.filter((a) => score(a) === best));
}
