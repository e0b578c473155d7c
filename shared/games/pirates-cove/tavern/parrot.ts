import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { PARROT_RELEASE_FAME } from "../content/tavern-cards";
import { log, type Ctx } from "../ctx";
import { Rejections } from "../rejections";
import { loseFame } from "../ships";
import { shuffleIn } from "./draw";
import { spillOverCapacity } from "../booty";

/**
 * A second parrot drawn: release the current one for 1 fame and take the new one, or turn the
 * new one down. Either way the parrot not kept is shuffled back into the Tavern deck.
 */
export function decideParrot(ctx: Ctx, seat: SeatIndex, take: boolean): Rejection | null {
  const offer = ctx.s.parrotOffers[0];
  if (!offer || offer.seat !== seat) return Rejections.notNow("choose a parrot");
  ctx.s.parrotOffers.shift();
  const ship = ctx.s.ships[seat];
  if (take && ship.parrot) {
    loseFame(ship, PARROT_RELEASE_FAME);
    shuffleIn(ctx, ship.parrot.card);
    ship.parrot = { card: offer.card, hurt: false };
    log(ctx, "parrotSwapped", { seat, card: offer.card });
    spillOverCapacity(ctx, seat);
  } else if (take) {
    ship.parrot = { card: offer.card, hurt: false };
    log(ctx, "parrotArrives", { seat, card: offer.card });
  } else {
    shuffleIn(ctx, offer.card);
    log(ctx, "parrotRefused", { seat, card: offer.card });
  }
  return null;
}
