import { Random } from "../../engine/rng";
import type { PirateKingState } from "./state";

/** Rolls dice with the state's own generator (the only randomness in the game). */
export function rollDice(s: PirateKingState, count: number, sides = 6): number[] {
  const r = Random.from(s.rng);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(r.int(1, sides));
  s.rng = r.state();
  return out;
}

export function rollDie(s: PirateKingState, sides = 6): number {
  return rollDice(s, 1, sides)[0];
}

export function shuffle<T>(s: PirateKingState, items: readonly T[]): T[] {
  const r = Random.from(s.rng);
  const out = r.shuffle(items);
  s.rng = r.state();
  return out;
}
