import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { ALL_ISLANDS, isOuter, TREASURE_ISLAND } from "../content/islands";
import { ROYAL_NAVY } from "../content/legends";
import { cardKind, type CardKind } from "../content/tavern-cards";
import { log, type Ctx } from "../ctx";
import { Rejections } from "../rejections";
import type { PirateCoveState } from "../state";
import { discardFromHand } from "../tavern/draw";
import { windowActed, windowSeat } from "../tavern/window";

/**
 * The end of the Navigation phase, after the reveal: in turn, clockwise from the month's first
 * player, anyone may play Royal Navy Intercept, Privateering Commission (in reaction to her
 * arriving at their island) or A fond farewell, until everyone passes in a row.
 */

function check(ctx: Ctx, seat: SeatIndex, card: number, kind: CardKind, name: string): Rejection | null {
  const s = ctx.s;
  if (s.phase !== "navigationEnd" || windowSeat(s) !== seat) return Rejections.notNow(`play ${name}`);
  if (!s.ships[seat].hand.includes(card)) return Rejections.notYourCard();
  if (cardKind(card) !== kind) return Rejections.wrongCard(name);
  return null;
}

/** Some player ship or black ship is at `island`. */
export function occupied(s: PirateCoveState, island: number): boolean {
  return (
    s.ships.some((p) => p.island === island) ||
    s.legends.some((l) => l.afloat && l.island === island) ||
    s.navy?.island === island
  );
}

export function intercept(ctx: Ctx, seat: SeatIndex, card: number, island: number): Rejection | null {
  const bad = check(ctx, seat, card, "royalNavyIntercept", "Royal Navy Intercept");
  if (bad) return bad;
  const s = ctx.s;
  if (s.navy) return Rejections.navyAlreadyOut();
  if (!isOuter(island)) return Rejections.notOuterIsland();
  if (s.ships[seat].island === island) return Rejections.navyOnOwnIsland();
  discardFromHand(ctx, seat, card);
  s.navy = { island, controller: seat, hull: ROYAL_NAVY.hull };
  log(ctx, "intercept", { seat, island });
  windowActed(s, true);
  return null;
}

export function privateer(ctx: Ctx, seat: SeatIndex, card: number, island: number): Rejection | null {
  const bad = check(ctx, seat, card, "privateeringCommission", "Privateering Commission");
  if (bad) return bad;
  const s = ctx.s;
  if (!s.navy || s.navy.island !== s.ships[seat].island) return Rejections.noNavyOnYou();
  if (!isOuter(island)) return Rejections.notOuterIsland();
  if (s.ships[seat].island === island) return Rejections.navyOnOwnIsland();
  discardFromHand(ctx, seat, card);
  s.navy = { island, controller: seat, hull: ROYAL_NAVY.hull };
  log(ctx, "privateer", { seat, island });
  windowActed(s, true);
  return null;
}

export function farewell(ctx: Ctx, seat: SeatIndex, card: number, island: number): Rejection | null {
  const bad = check(ctx, seat, card, "fondFarewell", "A fond farewell");
  if (bad) return bad;
  const s = ctx.s;
  if (!(ALL_ISLANDS as readonly number[]).includes(island)) return Rejections.noSuchIsland(island);
  if (s.ships[seat].island === island) return Rejections.sameIsland();
  if (island !== TREASURE_ISLAND && occupied(s, island)) return Rejections.islandOccupied();
  discardFromHand(ctx, seat, card);
  s.ships[seat].island = island;
  s.farewell[seat] = true;
  log(ctx, "farewell", { seat, island });
  windowActed(s, true);
  return null;
}
