/** Legal set-up choices (secret life goals, origin and talent) and the life goals a seat may claim now. */
import { ISLANDS } from "../content/basics";
import { TALENTS } from "../content/talents";
import type { SmtAction } from "../actions";
import type { S } from "../core/draft";
import type { SmtState } from "../state";
import { secretGoalCount } from "../epic/epic";
import { claimableGoals } from "./goals";

/** Every set of secret goals among those laid out: pairs, triples in epic mode (120 of ten). */
export function goalOptions(state: SmtState): SmtAction[] {
  return goalChoices(state.goalsInPlay, secretGoalCount(state)).map((goals) => ({ type: "chooseGoals", goals }));
}

/** Every set of `k` goals among those laid out. */
function goalChoices(goals: readonly number[], k: number, from = 0): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = from; i <= goals.length - k; i++) for (const rest of goalChoices(goals, k - 1, i + 1)) out.push([goals[i], ...rest]);
  return out;
}

export const originOptions = (): SmtAction[] => ISLANDS.flatMap((origin) => TALENTS.map((talent) => ({ type: "chooseOrigin" as const, origin, talent })));

export const claimOptions = (s: S, seat: number): SmtAction[] => claimableGoals(s, seat).map((goal) => ({ type: "claimGoal", goal }));
