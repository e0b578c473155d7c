import type { SeatSetup } from "../../engine/game";
import { seedRng } from "../../engine/rng";
import { DICE, SUPPLY } from "./content";
import type { BootyDiceOptions } from "./options";
import type { BootyDiceState, Pirate } from "./state";
import { NO_DICE, NONE_KEPT } from "./turn";

export const MIN_SEATS = 2;
export const MAX_SEATS = 6;

/** Every pirate takes 5 doubloons and 10 lives; seat 0 starts (the table chose the order). */
export function setup(seats: readonly SeatSetup[], options: BootyDiceOptions, seed: number): BootyDiceState {
  if (seats.length < MIN_SEATS || seats.length > MAX_SEATS) {
    throw new Error(`Booty Dice needs ${MIN_SEATS} to ${MAX_SEATS} pirates, got ${seats.length}`);
  }
  const pirates: Pirate[] = seats.map(() => ({
    doubloons: SUPPLY.startingDoubloons,
    lives: SUPPLY.startingLives,
    shields: 0,
    eliminated: false,
  }));
  return {
    names: seats.map((s) => s.name),
    options,
    pirates,
    dice: NO_DICE,
    kept: NONE_KEPT,
    rollsLeft: DICE.rollsPerTurn,
    phase: "rolling",
    current: 0,
    round: 1,
    turn: 0,
    plan: [],
    step: 0,
    buriedTreasure: SUPPLY.totalDoubloons - SUPPLY.startingDoubloons * seats.length,
    warChest: SUPPLY.totalShields,
    locker: 0,
    winners: [],
    endReason: null,
    rng: seedRng(seed),
  };
}
