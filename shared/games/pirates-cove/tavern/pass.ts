import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { log, type Ctx } from "../ctx";
import { Rejections } from "../rejections";
import { windowActed, windowSeat } from "./window";

/** Any card window: the seat whose turn it is plays nothing. */
export function pass(ctx: Ctx, seat: SeatIndex): Rejection | null {
  if (windowSeat(ctx.s) !== seat) return Rejections.notNow("pass");
  windowActed(ctx.s, false);
  log(ctx, "pass", { seat });
  return null;
}
