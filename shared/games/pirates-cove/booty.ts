import type { SeatIndex } from "../../engine/game";
import type { Ctx } from "./ctx";
import { capacity } from "./ships";

/** Gains that count as the month's booty (for Consort). */

export function gainFame(ctx: Ctx, seat: SeatIndex, n: number): void {
  if (n <= 0) return;
  ctx.s.ships[seat].fame += n;
  ctx.s.earned[seat].fame += n;
}

export function gainGold(ctx: Ctx, seat: SeatIndex, n: number): void {
  if (n <= 0) return;
  ctx.s.ships[seat].gold += n;
  ctx.s.earned[seat].gold += n;
}

/** Loads up to `n` treasures from `from` ("supply" or a count handed over) into the hold; returns how many fit. */
export function loadTreasures(ctx: Ctx, seat: SeatIndex, n: number): number {
  const ship = ctx.s.ships[seat];
  const room = capacity(ship) - ship.treasures;
  const k = Math.max(0, Math.min(n, room));
  ship.treasures += k;
  ctx.s.earned[seat].treasures += k;
  return k;
}

/** Takes up to `n` treasures from Treasure Island's supply into the hold; returns how many. */
export function takeFromSupply(ctx: Ctx, seat: SeatIndex, n: number): number {
  const k = loadTreasures(ctx, seat, Math.min(n, ctx.s.treasureSupply));
  ctx.s.treasureSupply -= k;
  return k;
}

/** Treasures beyond the hold (after a hull hit, or losing Captain Flint's parrot) go back to Treasure Island. */
export function spillOverCapacity(ctx: Ctx, seat: SeatIndex): void {
  const ship = ctx.s.ships[seat];
  const over = ship.treasures - capacity(ship);
  if (over <= 0) return;
  ship.treasures -= over;
  ctx.s.treasureSupply += over;
}
