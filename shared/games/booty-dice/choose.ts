import type { ApplyResult, GameEvent, SeatIndex } from "../../engine/game";
import type { Rejection } from "../../engine/rejection";
import { EFFECT, EFFECT_NAMES, RULE, type Effect } from "./content";
import type { CutlassAction, JollyRogerAction } from "./actions";
import { Draft } from "./draft";
import { cutlassHit, steal } from "./effects";
import { Rejections } from "./rejections";
import { resolveFrom } from "./resolve";
import type { BootyDiceState } from "./state";

/** The step waiting for a choice, if it is of the wanted effect; else why not. */
function expecting(state: BootyDiceState, effect: Effect): Rejection | null {
  if (state.phase !== "resolving") {
    return Rejections.choiceNotExpected(`There is no ${EFFECT_NAMES[effect]} to resolve now.`);
  }
  const waiting = state.plan[state.step].effect;
  if (waiting !== effect) {
    return Rejections.choiceNotExpected(
      `A ${EFFECT_NAMES[waiting]} is being resolved, not a ${EFFECT_NAMES[effect]}.`,
    );
  }
  return null;
}

/** Why `target` cannot be picked by the roller, or null if it can. */
function checkTarget(state: BootyDiceState, target: SeatIndex, rule: string): Rejection | null {
  if (target < 0 || target >= state.pirates.length) return Rejections.targetUnknown(target, rule);
  if (target === state.current) return Rejections.targetSelf(rule);
  if (state.pirates[target].eliminated) return Rejections.targetEliminated(state.names[target], rule);
  return null;
}

export function chooseCutlassTarget(state: BootyDiceState, action: CutlassAction): ApplyResult<BootyDiceState> {
  const bad = expecting(state, "cutlass") ?? checkTarget(state, action.target, RULE.cutlass);
  if (bad) return { ok: false, rejection: bad };
  const events: GameEvent[] = [];
  const d = new Draft(state, events);
  cutlassHit(d, state.plan[state.step].dice[0], action.target);
  return { ok: true, state: resolveFrom(d, state.plan, state.step + 1), events };
}

export function chooseJollyRogerVictims(
  state: BootyDiceState,
  action: JollyRogerAction,
): ApplyResult<BootyDiceState> {
  const bad = expecting(state, "jollyRoger");
  if (bad) return { ok: false, rejection: bad };
  for (const s of action.from) {
    const wrong = checkTarget(state, s, RULE.jollyRoger);
    if (wrong) return { ok: false, rejection: wrong };
  }
  for (const s of action.from) {
    const asked = action.from.filter((x) => x === s).length;
    const has = state.pirates[s].doubloons;
    if (has < asked) return { ok: false, rejection: Rejections.targetTooPoor(state.names[s], has, asked) };
  }
  const events: GameEvent[] = [];
  const d = new Draft(state, events);
  steal(d, state.plan[state.step].dice[0], action.from.slice(0, EFFECT.jollyRogerSteal));
  return { ok: true, state: resolveFrom(d, state.plan, state.step + 1), events };
}
