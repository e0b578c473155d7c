/**
 * The bot around crew and ritual cards (the main bot, bot.ts, asks here): answers in a card
 * window, the decisions cards owe, and which cards to collect and play for its plan.
 */
import type { Random } from "../../engine";
import type { SmtAction } from "./actions";
import { cardsWindowBot } from "./cards/bot";
import type { S } from "./draft";
import { barredInThisCombat, cardsContext } from "./rules/crew-rituals";

/** In an open window: the module's bot (combat boosts and sabotage in a fight it is in), never a card the fortress bars. */
export function windowChoice(s: S, seat: number, random: Random): SmtAction {
  const a = cardsWindowBot(s.cards, seat, cardsContext(s), random);
  if (a.type === "cards_play" && barredInThisCombat(s, a.card) !== null) return { type: "cards_pass" };
  return a;
}
