import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { ALL_ISLANDS } from "../content/islands";
import { cardKind } from "../content/tavern-cards";
import { log, type Ctx } from "../ctx";
import { Rejections } from "../rejections";
import { clockwiseFrom, type PirateCoveState } from "../state";
import { discardFromHand } from "../tavern/draw";

/**
 * Navigation: every player sets a destination in secret and all are revealed together. The
 * choice lives only in `choices` (never in a view but its owner's, never in a public event)
 * until the last player has chosen. After a Crow's nest the choices are made one at a time,
 * clockwise from the chosen player, each in the open.
 */

/** Who must still choose: everyone who has not (secret), or the next in turn (clockwise). */
export function navigators(s: PirateCoveState): SeatIndex[] {
  if (s.clockwise) {
    const next = s.clockwise.find((seat) => s.choices[seat] === 0);
    return next === undefined ? [] : [next];
  }
  return s.choices.flatMap((c, seat) => (c === 0 ? [seat] : []));
}

export function navigate(ctx: Ctx, seat: SeatIndex, island: number): Rejection | null {
  const s = ctx.s;
  if (s.phase !== "navigation") return Rejections.notNow("choose a destination");
  if (!(ALL_ISLANDS as readonly number[]).includes(island)) return Rejections.noSuchIsland(island);
  if (s.choices[seat] !== 0) return Rejections.alreadyChosen();
  const next = navigators(s);
  if (!next.includes(seat)) return Rejections.notYourTurn(s.names[next[0]]);
  s.choices[seat] = island;
  if (s.clockwise) log(ctx, "setsCourse", { seat, island });
  else log(ctx, "chosen", { seat }, { seats: [seat], data: { island } });
  return null;
}

/** Crow's nest: before choosing, turn this month's navigation clockwise from `first`; secret choices so far are cancelled unseen. */
export function crowsNest(ctx: Ctx, seat: SeatIndex, card: number, first: SeatIndex): Rejection | null {
  const s = ctx.s;
  if (s.phase !== "navigation" || s.clockwise) return Rejections.notNow("play Crow's nest");
  if (s.choices[seat] !== 0) return Rejections.alreadyChosen();
  if (!s.ships[seat].hand.includes(card)) return Rejections.notYourCard();
  if (cardKind(card) !== "crowsNest") return Rejections.wrongCard("Crow's nest");
  if (!Number.isInteger(first) || first < 0 || first >= s.ships.length) return Rejections.badSeat(first);
  discardFromHand(ctx, seat, card);
  s.choices.fill(0);
  s.clockwise = clockwiseFrom(s.ships.length, first);
  log(ctx, "crowsNest", { seat, first });
  return null;
}

/** Everyone has chosen: all destinations are revealed together and the ships sail. */
export function revealDestinations(ctx: Ctx): void {
  const s = ctx.s;
  s.ships.forEach((ship, seat) => {
    ship.island = s.choices[seat];
    log(ctx, "reveal", { seat, island: ship.island });
  });
}
