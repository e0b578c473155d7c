import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { GREAT_TREASURES } from "../content/cards";
import { MONEY } from "../content/ship";
import { emit } from "../events";
import { toMerchant } from "../money/pay";
import { cash } from "../queries";
import { Rejections } from "../rejections";
import type { PirateKingState } from "../state";
import { TREASURE_CHARTED } from "../state";

/** Great Treasures: once its map is found, anyone may buy it on their turn for 500 unless it is owned. */
export function buyProblem(s: PirateKingState, seat: SeatIndex, treasure: number): Rejection | null {
  if (!Number.isInteger(treasure) || treasure < 0 || treasure >= GREAT_TREASURES.length) return Rejections.noSuchTreasure(treasure);
  const st = s.treasures[treasure];
  if (st >= 0) return Rejections.treasureUnavailable(treasure, "already belongs to a captain");
  if (st !== TREASURE_CHARTED) return Rejections.treasureUnavailable(treasure, "cannot be bought before its map is found");
  if (cash(s, seat) < MONEY.greatTreasurePrice) return Rejections.tooPoor(MONEY.greatTreasurePrice, `buy the ${GREAT_TREASURES[treasure]}`);
  return null;
}

export function buyTreasure(s: PirateKingState, seat: SeatIndex, treasure: number): Rejection | null {
  const problem = buyProblem(s, seat, treasure);
  if (problem) return problem;
  toMerchant(s, seat, MONEY.greatTreasurePrice);
  s.treasures[treasure] = seat;
  emit(s, "treasureBought", { seat, treasure });
  return null;
}
