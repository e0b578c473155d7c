import type { S } from "../core/draft";
import type { SmtState } from "../state";
import { boostFor, type BoostStat } from "./boosts";
import type { Bonus } from "../content/effects";

/** Which face-up card boost counts for each bonus the rules read ("sellBonus" is gold per unit sold: the Quartermaster). */
const BOOST_OF: Partial<Record<Bonus, BoostStat>> = {
  strength: "strength",
  speed: "speed",
  movement: "movement",
  duelCards: "duelCards",
  sellBonus: "sellBonusPerUnit",
};

/** This turn's crew and ritual boosts for a seat: the cards face up until the end of the active player's turn (crew-and-rituals/boosts.ts). */
export function cardBoost(s: S | SmtState, seat: number, bonus: Bonus): number {
  const stat = BOOST_OF[bonus];
  return stat === undefined ? 0 : boostFor(s.cards, seat, stat);
}
