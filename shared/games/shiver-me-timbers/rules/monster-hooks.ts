import type { MonsterId } from "../content/part2/effects";
import { log, type Ctx } from "../draft";

/**
 * Where crew and ritual cards reach the monsters (First Mate, Call of the Deep, Serpent Eye).
 * Monsters are not wired into the main game yet: these say so in the log and do nothing.
 */
export function requestSummon(ctx: Ctx, seat: number, monster: MonsterId): void {
  log(ctx, "monster/not_in_play", `${ctx.s.players[seat].name} calls the ${monster === "kraken" ? "Kraken" : "Sea Serpent"}, but no monster answers yet.`, { seat, monster });
}

/** Advance `seat` on a monster track it has started; false when it has none (the caller then tries the treasure track). */
export function advanceMonsterTrack(_ctx: Ctx, _seat: number, _steps: number): boolean {
  return false;
}
