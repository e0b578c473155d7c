import type { GameEvent } from "../../engine/game";
import { EFFECT } from "./content";
import { Draft } from "./draft";
import {
  buryDoubloons,
  curse,
  cutlassHit,
  cutlassMisses,
  mutiny,
  shipwreck,
  steal,
  takeDoubloons,
  takeShield,
  walkThePlank,
} from "./effects";
import type { BootyDiceState, Step } from "./state";
import { cutlassTargets, stealNeedsChoice, stealTargets } from "./targets";
import { finishTurn } from "./turn";

/**
 * Resolves `plan` from step `from` on, in order, and returns the new state: either waiting at
 * a Cutlass or Jolly Roger that needs the roller's choice, or with the turn passed (or the game
 * over). Choices with only one possible outcome are made automatically.
 */
export function resolveFrom(d: Draft, plan: readonly Step[], from: number): BootyDiceState {
  for (let i = from; i < plan.length; i++) {
    if (d.over) break;
    if (!resolveStep(d, plan[i])) {
      return d.commit({ phase: "resolving", plan, step: i });
    }
  }
  return finishTurn(d);
}

/** Resolves one step; false if it needs a choice first. */
function resolveStep(d: Draft, step: Step): boolean {
  const die = step.dice[0];
  switch (step.effect) {
    case "doubloon":
      takeDoubloons(d, die);
      return true;
    case "shield":
      takeShield(d, die);
      return true;
    case "cutlass": {
      const targets = cutlassTargets(d.pirates, d.roller);
      if (targets.length > 1) return false;
      if (targets.length === 1) cutlassHit(d, die, targets[0]);
      else cutlassMisses(d, die);
      return true;
    }
    case "jollyRoger": {
      if (stealNeedsChoice(d.pirates, d.roller, EFFECT.jollyRogerSteal)) return false;
      // Nothing to choose: one pirate holds doubloons, or all of them hold two or fewer.
      const from: number[] = [];
      for (const s of stealTargets(d.pirates, d.roller)) {
        for (let k = 0; k < d.pirates[s].doubloons && from.length < EFFECT.jollyRogerSteal; k++) from.push(s);
      }
      steal(d, die, from);
      return true;
    }
    case "plank":
      walkThePlank(d, die);
      return true;
    case "x":
      buryDoubloons(d, die);
      return true;
    case "mutiny":
      mutiny(d, step.dice);
      return true;
    case "shipwreck":
      shipwreck(d, step.dice);
      return true;
    case "curse":
      curse(d, step.dice);
      return true;
  }
}

/** Starts resolving a final roll. */
export function startResolution(state: BootyDiceState, plan: readonly Step[], events: GameEvent[]): BootyDiceState {
  return resolveFrom(new Draft(state, events), plan, 0);
}
