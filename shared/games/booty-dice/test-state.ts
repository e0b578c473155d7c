/**
 * Test helper (no test of its own): builds Booty Dice states directly, so table cases can
 * start from any situation. Piles default to what conservation implies.
 */
import type { ApplyResult } from "../../engine/game";
import { seedRng } from "../../engine/rng";
import { DICE, SUPPLY, type Face } from "./content";
import { apply } from "./apply";
import type { BootyDiceAction } from "./actions";
import { optionsSchema } from "./options";
import type { BootyDiceState, Pirate } from "./state";
import { NO_DICE, NONE_KEPT } from "./turn";

export const NAMES = ["Anne", "Bob", "Cal", "Dee", "Eve", "Finn"];

/** [doubloons, lives, shields] per pirate; lives 0 means eliminated. */
export type PirateSpec = readonly [number, number, number];

const LETTER: Record<string, Face> = { D: "doubloon", X: "x", J: "jollyRoger", C: "cutlass", W: "wave", S: "shield" };

/** "DXJCWS" → faces (D Doubloon, X, J Jolly Roger, C Cutlass, W Wave, S Shield). */
export function faces(letters: string): Face[] {
  return [...letters].map((l) => {
    const f = LETTER[l];
    if (!f) throw new Error(`unknown face letter ${l}`);
    return f;
  });
}

export interface StateSpec {
  pirates: readonly PirateSpec[];
  current?: number;
  dice?: string;
  rollsLeft?: number;
  round?: number;
  maxRounds?: number;
  buriedTreasure?: number;
  warChest?: number;
  seed?: number;
}

export function makeState(spec: StateSpec): BootyDiceState {
  const pirates: Pirate[] = spec.pirates.map(([doubloons, lives, shields]) => ({
    doubloons,
    lives,
    shields,
    eliminated: lives === 0,
  }));
  const sum = (f: (p: Pirate) => number) => pirates.reduce((s, p) => s + f(p), 0);
  return {
    names: NAMES.slice(0, pirates.length),
    options: optionsSchema.parse(spec.maxRounds === undefined ? {} : { maxRounds: spec.maxRounds }),
    pirates,
    dice: spec.dice === undefined ? NO_DICE : faces(spec.dice),
    kept: NONE_KEPT,
    rollsLeft: spec.rollsLeft ?? (spec.dice === undefined ? DICE.rollsPerTurn : 1),
    phase: "rolling",
    current: spec.current ?? 0,
    round: spec.round ?? 1,
    turn: 0,
    plan: [],
    step: 0,
    buriedTreasure: spec.buriedTreasure ?? SUPPLY.totalDoubloons - sum((p) => p.doubloons),
    warChest: spec.warChest ?? SUPPLY.totalShields - sum((p) => p.shields),
    locker: sum((p) => SUPPLY.startingLives - p.lives),
    winners: [],
    endReason: null,
    rng: seedRng(spec.seed ?? 1),
  };
}

/** Applies actions in order, failing loudly on a rejection. */
export function play(state: BootyDiceState, seat: number, actions: readonly BootyDiceAction[]): BootyDiceState {
  let s = state;
  for (const a of actions) {
    const r: ApplyResult<BootyDiceState> = apply(s, seat, a);
    if (!r.ok) throw new Error(`rejected ${JSON.stringify(a)}: ${r.rejection.code} ${r.rejection.message}`);
    s = r.state;
  }
  return s;
}

/** Stops with the given dice showing, then makes the given choices. */
export function resolveDice(spec: StateSpec, choices: readonly BootyDiceAction[] = []): BootyDiceState {
  const start = makeState(spec);
  return play(start, start.current, [{ type: "stop" }, ...choices]);
}

/** [doubloons, lives, shields] of every pirate, for compact expectations. */
export function summary(state: BootyDiceState): PirateSpec[] {
  return state.pirates.map((p) => [p.doubloons, p.lives, p.shields] as const);
}
