/**
 * The four dice (Icons). Green, white and red are in content/dice.ts (one source);
 * the blue die is rolled only in the monster hunt. Design: its faces are the value a ship
 * attribute must reach to pass a test card (monster hunt deck).
 */
import { GREEN_DIE, RED_DIE, WHITE_DIE, WHITE_GOLD, type GreenFace, type RedFace, type WhiteFace } from "./dice";
import type { DieColor } from "./effects";

export type BlueFace = 1 | 2 | 3 | 4 | 5 | 6;
export const BLUE_DIE: readonly BlueFace[] = [1, 2, 3, 4, 5, 6];

export type DieFace<C extends DieColor> = C extends "green" ? GreenFace : C extends "white" ? WhiteFace : C extends "red" ? RedFace : BlueFace;
export type AnyFace = GreenFace | WhiteFace | RedFace | BlueFace;

export const DICE: { readonly [C in DieColor]: readonly DieFace<C>[] } = {
  green: GREEN_DIE,
  white: WHITE_DIE,
  red: RED_DIE,
  blue: BLUE_DIE,
};

export { GREEN_DIE, RED_DIE, WHITE_DIE, WHITE_GOLD, type GreenFace, type RedFace, type WhiteFace };
