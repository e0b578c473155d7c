import type { SeatIndex } from "../../engine/game";
import { EFFECT, type Face } from "./content";
import { combosOf, type Combo } from "./plan";
import type { BootyDiceState, EndReason, Phase } from "./state";
import { cutlassTargets, stealTargets } from "./targets";

export interface PirateView {
  readonly seat: SeatIndex;
  readonly name: string;
  readonly doubloons: number;
  readonly lives: number;
  readonly shields: number;
  readonly eliminated: boolean;
}

export interface DieView {
  /** null before the first roll of a turn. */
  readonly face: Face | null;
  /** Kept (not rerolled) on the last roll. */
  readonly kept: boolean;
}

/**
 * The choice the roller must make before the resolution goes on.
 * - cutlass: pick one of `targets` (`{ type: "cutlass", target }`).
 * - jollyRoger: pick `amount` doubloons among `targets`, one seat per doubloon, the same seat
 *   at most as many times as it has doubloons (`{ type: "jollyRoger", from: [a, b] }`).
 */
export type PendingView =
  | { readonly kind: "cutlass"; readonly seat: SeatIndex; readonly die: number; readonly targets: SeatIndex[] }
  | {
      readonly kind: "jollyRoger";
      readonly seat: SeatIndex;
      readonly die: number;
      readonly amount: number;
      readonly targets: SeatIndex[];
    };

/** Everything in Booty Dice is public except the generator state. Plain JSON. */
export interface BootyDicePublicView {
  readonly pirates: PirateView[];
  readonly dice: DieView[];
  readonly rollsLeft: number;
  readonly phase: Phase;
  /** Whose turn it is. */
  readonly current: SeatIndex;
  readonly round: number;
  readonly maxRounds: number;
  readonly pending: PendingView | null;
  /** Combinations showing in the dice now (a hint for the roller). */
  readonly combos: Combo[];
  readonly buriedTreasure: number;
  readonly warChest: number;
  /** Davey Jones' Locker: lives lost so far. */
  readonly locker: number;
  /** The single winner, or null (while playing, or on a shared win: see `winners`). */
  readonly winner: SeatIndex | null;
  readonly winners: SeatIndex[];
  readonly endReason: EndReason | null;
}

export function publicView(state: BootyDiceState): BootyDicePublicView {
  const dice: DieView[] = state.dice.map((face, i) => ({ face, kept: state.kept[i] }));
  const rolled = state.dice.every((f) => f !== null) ? (state.dice as Face[]) : null;
  return {
    pirates: state.pirates.map((p, seat) => ({
      seat,
      name: state.names[seat],
      doubloons: p.doubloons,
      lives: p.lives,
      shields: p.shields,
      eliminated: p.eliminated,
    })),
    dice,
    rollsLeft: state.rollsLeft,
    phase: state.phase,
    current: state.current,
    round: state.round,
    maxRounds: state.options.maxRounds,
    pending: pendingView(state),
    combos: rolled ? combosOf(rolled) : [],
    buriedTreasure: state.buriedTreasure,
    warChest: state.warChest,
    locker: state.locker,
    winner: state.winners.length === 1 ? state.winners[0] : null,
    winners: [...state.winners],
    endReason: state.endReason,
  };
}

export function pendingView(state: BootyDiceState): PendingView | null {
  if (state.phase !== "resolving") return null;
  const step = state.plan[state.step];
  const seat = state.current;
  if (step.effect === "cutlass") {
    return { kind: "cutlass", seat, die: step.dice[0], targets: cutlassTargets(state.pirates, seat) };
  }
  if (step.effect === "jollyRoger") {
    return {
      kind: "jollyRoger",
      seat,
      die: step.dice[0],
      amount: EFFECT.jollyRogerSteal,
      targets: stealTargets(state.pirates, seat),
    };
  }
  throw new Error(`booty-dice: resolution waits on ${step.effect}, which needs no choice`);
}

/** Nothing is secret in Booty Dice. */
export function seatView(_state: BootyDiceState, _seat: SeatIndex): Record<string, never> {
  return {};
}
