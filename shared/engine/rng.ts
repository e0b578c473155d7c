import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";

/**
 * The generator's whole state, stored inside the game state so that a match is fully
 * described by seed + options + seats + actions. It is server-only: never put it in a view.
 */
export type RngState = readonly number[];

/** A seed is any 32-bit integer; the server draws it from a cryptographic source. */
export function seedRng(seed: number): RngState {
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  return xoroshiro128plus(seed | 0).getState();
}

/**
 * A short-lived, mutable cursor over an RngState, for use inside one `apply` call:
 * draw as many numbers as needed, then store `random.state()` in the new game state.
 * The RngState it was made from is never modified.
 */
export class Random {
  private readonly generator;

  private constructor(state: RngState) {
    this.generator = xoroshiro128plusFromState(state);
  }

  static from(state: RngState): Random {
    return new Random(state);
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    if (max < min) throw new Error(`empty range ${min}..${max}`);
    return uniformInt(this.generator, min, max);
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("cannot pick from an empty array");
    return items[this.int(0, items.length - 1)];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  }

  state(): RngState {
    return this.generator.getState();
  }
}
