import type { S } from "../core/draft";
import type { SmtState } from "../state";
import { cardBoost } from "../crew-and-rituals/card-boosts";
import { lastingBonus } from "./lasting-bonuses";

/**
 * One place where the rules read a ship's attributes while it acts: its upgrades plus this
 * turn's crew and ritual boosts plus the lasting bonuses on board (treasures, titles,
 * relatives). Goals, upgrade prices and losing an upgrade read the upgrades alone
 * (`player.speed` …): a boost is not a sail.
 */
export type Stat = "speed" | "strength" | "hull";

/**
 * Extras with no upgrade behind them: movement per Travel, footprints per dig, duel cards,
 * steps on a monster track, gold per unit sold, gold off per unit bought, hand limits.
 */
export type Extra = "movement" | "footprints" | "duelCards" | "monsterSteps" | "sellBonus" | "buyDiscount" | "crewHand" | "ritualHand";

export type Bonus = Stat | Extra;

export function effectiveStat(s: S | SmtState, seat: number, stat: Stat): number {
  return s.players[seat][stat] + bonusFor(s, seat, stat);
}

/** The sum of card boosts and lasting bonuses of one kind for a seat (may be negative). */
export function bonusFor(s: S | SmtState, seat: number, bonus: Bonus): number {
  return cardBoost(s, seat, bonus) + lastingBonus(s, seat, bonus);
}
