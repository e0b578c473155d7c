import type { MonsterId } from "../content/effects";
import type { Ctx } from "../core/draft";
import { advanceStartedTrack, summonRequested } from "./monster-hunt";

/**
 * Where crew and ritual cards reach the monsters (First Mate, Call of the Deep, Serpent Eye).
 * The rules live in monsters/monster-hunt.ts; `canSummon(s, monster)` there tells whether a summon
 * would do anything now.
 */

/**
 * The monster is summoned: `seat` owes the choice of a free special spot (a pending
 * `monsterSpot`, answered with `monster_summon_spot`). When the monster is already out or no
 * spot is free, the call is logged and does nothing.
 */
export function requestSummon(ctx: Ctx, seat: number, monster: MonsterId): void {
  summonRequested(ctx, seat, monster);
}

/** Advance `seat` on a monster track it has started; false when it has none (the caller then tries the treasure track). */
export function advanceMonsterTrack(ctx: Ctx, seat: number, steps: number): boolean {
  return advanceStartedTrack(ctx, seat, steps);
}
