import type { SeatIndex } from "../../engine/game";
import type { Pirate } from "./state";

/** Pirates a Cutlass may hit: everyone still in the game except the roller. */
export function cutlassTargets(pirates: readonly Pirate[], roller: SeatIndex): SeatIndex[] {
  const out: SeatIndex[] = [];
  for (let k = 1; k < pirates.length; k++) {
    const s = (roller + k) % pirates.length;
    if (!pirates[s].eliminated) out.push(s);
  }
  return out;
}

/** Pirates a Jolly Roger may steal from: the others still in the game who hold a doubloon. */
export function stealTargets(pirates: readonly Pirate[], roller: SeatIndex): SeatIndex[] {
  return cutlassTargets(pirates, roller).filter((s) => pirates[s].doubloons > 0);
}

/**
 * Whether a Jolly Roger needs the roller to choose: only when the others hold more than the
 * two doubloons it steals. Otherwise every choice gives the same result (take all there is).
 */
export function stealNeedsChoice(pirates: readonly Pirate[], roller: SeatIndex, amount: number): boolean {
  let total = 0;
  for (const s of stealTargets(pirates, roller)) total += pirates[s].doubloons;
  return total > amount;
}
