import type { ApplyResult, GameEvent } from "../../engine/game";
import { Random } from "../../engine/rng";
import { DICE, FACE_NAMES, FACES, type Face } from "./content";
import type { RollAction } from "./actions";
import { buildPlan } from "./plan";
import { Rejections } from "./rejections";
import { startResolution } from "./resolve";
import type { BootyDiceState } from "./state";

/** Why `keep` is not a valid set of dice to keep, or null if it is. */
function checkKeep(state: BootyDiceState, keep: readonly number[]): string | null {
  if (state.rollsLeft === DICE.rollsPerTurn && keep.length > 0) return "Your first roll rolls all six dice.";
  let seen = 0; // a bit per die
  for (const i of keep) {
    if (i < 0 || i >= DICE.count) return `There is no die ${i}; dice are numbered 0 to ${DICE.count - 1}.`;
    if (seen & (1 << i)) return `Die ${i} is listed twice.`;
    seen |= 1 << i;
  }
  if (keep.length === DICE.count) return "Roll at least one die, or stop.";
  return null;
}

/** Roll every die not kept; after the last roll the dice resolve at once. */
export function roll(state: BootyDiceState, action: RollAction): ApplyResult<BootyDiceState> {
  if (state.phase === "resolving") {
    return { ok: false, rejection: state.rollsLeft === 0 ? Rejections.noRollsLeft() : Rejections.stopped() };
  }
  if (state.rollsLeft <= 0) return { ok: false, rejection: Rejections.noRollsLeft() };
  const bad = checkKeep(state, action.keep);
  if (bad !== null) return { ok: false, rejection: Rejections.badKeep(bad) };

  const random = Random.from(state.rng);
  const dice: Face[] = new Array(DICE.count);
  const kept: boolean[] = new Array(DICE.count).fill(false);
  for (const i of action.keep) kept[i] = true;
  const rerolled: number[] = [];
  for (let i = 0; i < DICE.count; i++) {
    if (kept[i]) dice[i] = state.dice[i] as Face;
    else {
      dice[i] = FACES[random.int(0, FACES.length - 1)];
      rerolled.push(i);
    }
  }
  const rollsLeft = state.rollsLeft - 1;
  const name = state.names[state.current];
  const events: GameEvent[] = [
    {
      kind: "roll",
      text: `${name} rolls: ${dice.map((f) => FACE_NAMES[f]).join(", ")}.`,
      data: { seat: state.current, dice, kept, rerolled, rollsLeft },
    },
  ];
  const rolled: BootyDiceState = { ...state, dice, kept, rollsLeft, rng: random.state() };
  if (rollsLeft > 0) return { ok: true, state: rolled, events };
  return { ok: true, state: startResolution(rolled, buildPlan(dice), events), events };
}

/** Stop rolling and resolve the dice as they lie. */
export function stop(state: BootyDiceState): ApplyResult<BootyDiceState> {
  if (state.phase === "resolving") return { ok: false, rejection: Rejections.stopped() };
  if (state.rollsLeft === DICE.rollsPerTurn) return { ok: false, rejection: Rejections.notRolledYet() };
  const events: GameEvent[] = [
    { kind: "stop", text: `${state.names[state.current]} stops rolling.`, data: { seat: state.current } },
  ];
  const dice = state.dice as Face[];
  return { ok: true, state: startResolution(state, buildPlan(dice), events), events };
}
