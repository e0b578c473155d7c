/**
 * The treasure track on each player's board (Treasure › Hunting for treasures). Space 0 is the
 * first (red) start space; a card names its final space. Landing on a die space (not passing
 * it) rolls those dice. The layout is our design, fixed by the rulebook's example "How to hunt
 * for Treasure": 5 is green, 13 green and white, 18 red; 10 and 23 hold nothing.
 */
import type { DieColor } from "./effects";

export const TRACK_LENGTH = 30;

export const TRACK_DICE: Readonly<Record<number, readonly DieColor[]>> = {
  2: ["green"],
  5: ["green"],
  8: ["red"],
  11: ["white"],
  13: ["green", "white"],
  16: ["green"],
  18: ["red"],
  21: ["white"],
  24: ["red"],
  26: ["green", "white"],
  28: ["red"],
};

export const diceAt = (space: number): readonly DieColor[] => TRACK_DICE[space] ?? [];
