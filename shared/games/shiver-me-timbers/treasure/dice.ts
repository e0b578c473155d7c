import type { Random } from "../../../engine";
import { DICE, type AnyFace } from "../content/dice-faces";
import type { DieColor } from "../content/effects";

/**
 * Chance for the pure sub-modules (treasure, missions, monsters, family): dice and the golden rule's shuffles. Built from the game's
 * Random in play; tests script the dice (the rulebook's examples name each roll).
 */
export interface Chance {
  roll(die: DieColor): AnyFace;
  shuffle<T>(items: readonly T[]): T[];
}

export function chanceFrom(random: Random): Chance {
  return {
    roll: (die) => random.pick(DICE[die] as readonly AnyFace[]),
    shuffle: (items) => random.shuffle(items),
  };
}

/** Dice that come up as scripted, in order (each entry names the die it expects); shuffles from `random`. */
export function scriptedChance(rolls: readonly (readonly [DieColor, AnyFace])[], random: Random): Chance & { readonly left: () => number } {
  const queue = [...rolls];
  return {
    roll(die) {
      const next = queue.shift();
      if (next === undefined) throw new Error(`unscripted roll of the ${die} die`);
      if (next[0] !== die) throw new Error(`scripted the ${next[0]} die, but the ${die} die was rolled`);
      if (!(DICE[die] as readonly AnyFace[]).includes(next[1])) throw new Error(`the ${die} die has no face ${next[1]}`);
      return next[1];
    },
    shuffle: (items) => random.shuffle(items),
    left: () => queue.length,
  };
}

export interface Roll {
  readonly die: DieColor;
  readonly face: AnyFace;
}
