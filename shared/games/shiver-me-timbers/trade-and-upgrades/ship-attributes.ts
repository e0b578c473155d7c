import type { S } from "../core/draft";
import type { SmtState } from "../state";
import { cardBoost } from "../crew-and-rituals/card-boosts";
import { lastingBonus } from "./lasting-bonuses";
import type { Bonus, Stat } from "../content/effects";

/**
 * One place where the rules read a ship's attributes while it acts: its upgrades plus this
 * turn's crew and ritual boosts plus the lasting bonuses on board (treasures, titles,
 * relatives). Goals, upgrade prices and losing an upgrade read the upgrades alone
 * (`player.speed` …): a boost is not a sail.
 */
export function effectiveStat(s: S | SmtState, seat: number, stat: Stat): number {
  return s.players[seat][stat] + bonusFor(s, seat, stat);
}

/** The sum of card boosts and lasting bonuses of one kind for a seat (may be negative). */
export function bonusFor(s: S | SmtState, seat: number, bonus: Bonus): number {
  return cardBoost(s, seat, bonus) + lastingBonus(s, seat, bonus);
}
