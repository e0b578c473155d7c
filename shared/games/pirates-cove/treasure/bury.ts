import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { GOLD_PER_FAME, TREASURE_ISLAND } from "../content/islands";
import { log, type Ctx } from "../ctx";
import { gainFame } from "../booty";
import { Rejections } from "../rejections";
import type { PirateCoveState } from "../state";

/** Ships at Treasure Island with something to bury: they choose how much gold (all treasures are buried). */
export function buriers(s: PirateCoveState): SeatIndex[] {
  return s.ships.flatMap((p, seat) =>
    p.island === TREASURE_ISLAND && !s.done[seat] && (p.treasures > 0 || p.gold >= GOLD_PER_FAME) ? [seat] : [],
  );
}

/** Bury every treasure aboard (1 fame each) and `gold` gold, a multiple of 3 (1 fame per 3). */
export function bury(ctx: Ctx, seat: SeatIndex, gold: number): Rejection | null {
  const s = ctx.s;
  if (s.phase !== "burying") return Rejections.notNow("bury treasure");
  const ship = s.ships[seat];
  if (ship.island !== TREASURE_ISLAND) return Rejections.notAtTreasureIsland();
  if (!buriers(s).includes(seat)) return Rejections.notNow("bury treasure");
  if (!Number.isInteger(gold) || gold < 0 || gold % GOLD_PER_FAME !== 0 || gold > ship.gold) return Rejections.badGold(ship.gold);
  const treasures = ship.treasures;
  const fame = treasures + gold / GOLD_PER_FAME;
  ship.treasures = 0;
  ship.buried += treasures;
  ship.gold -= gold;
  gainFame(ctx, seat, fame);
  s.done[seat] = true;
  log(ctx, "bury", { seat, treasures, gold, fame });
  return null;
}
