import type { SeatIndex } from "../../engine/game";
import type { RngState } from "../../engine/rng";
import type { Effect, Face } from "./content";
import type { BootyDiceOptions } from "./options";

export interface Pirate {
  readonly doubloons: number;
  readonly lives: number;
  readonly shields: number;
  readonly eliminated: boolean;
}

/** One entry of the resolution plan: an effect and the dice that produce it. */
export interface Step {
  readonly effect: Effect;
  /** One die for single effects; every die of the set for Mutiny, Shipwreck and the Curse. */
  readonly dice: readonly number[];
}

/**
 * - `rolling`: the current pirate rolls (up to 3 times) or stops;
 * - `resolving`: the dice are resolved step by step; the game waits for the roller only at a
 *   Cutlass or Jolly Roger that needs a choice;
 * - `over`: somebody won.
 */
export type Phase = "rolling" | "resolving" | "over";

export type EndReason = "doubloons" | "lastStanding" | "roundLimit";

export interface BootyDiceState {
  readonly names: readonly string[];
  readonly options: BootyDiceOptions;
  readonly pirates: readonly Pirate[];
  /** null before the first roll of a turn. */
  readonly dice: readonly (Face | null)[];
  /** Which dice were kept (not rerolled) on the last roll. */
  readonly kept: readonly boolean[];
  readonly rollsLeft: number;
  readonly phase: Phase;
  readonly current: SeatIndex;
  /** Starts at 1; goes up each time the turn passes the first seat again. */
  readonly round: number;
  /** Turns played so far (0 during the first turn). */
  readonly turn: number;
  /** The resolution plan of the current turn, fixed when the rolling stops. */
  readonly plan: readonly Step[];
  /** Index in `plan` of the next step to resolve. */
  readonly step: number;
  readonly buriedTreasure: number;
  readonly warChest: number;
  /** Davey Jones' Locker: every life lost. */
  readonly locker: number;
  readonly winners: readonly SeatIndex[];
  readonly endReason: EndReason | null;
  /** The generator's state: server-only, never in a view. */
  readonly rng: RngState;
}
