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
 * Whether a Jolly Roger needs the roller to choose: only when two or more pirates hold
 * doubloons and together more than the two it steals. Otherwise every choice gives the same
 * result (take what there is), so the rules make it.
 */
export function stealNeedsChoice(pirates: readonly Pirate[], roller: SeatIndex, amount: number): boolean {
  const holders = stealTargets(pirates, roller);
  let total = 0;
  for (const s of holders) total += pirates[s].doubloons;
  return holders.length > 1 && total > amount;
}
