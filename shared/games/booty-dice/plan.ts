import { EFFECT, FACES, RESOLUTION_ORDER, type Effect, type Face } from "./content";
import type { Step } from "./state";

/** Which effect a lone die of each face has. */
const SINGLE_EFFECT: Readonly<Record<Face, Effect>> = {
  doubloon: "doubloon",
  x: "x",
  jollyRoger: "jollyRoger",
  cutlass: "cutlass",
  wave: "plank",
  shield: "shield",
};

/** A set of dice that replaces their single effects, if the roll holds one. */
export type Combo = "mutiny" | "shipwreck" | "curse";

/** The combinations in the dice: the Curse (one of each face) or Mutiny and/or Shipwreck. */
export function combosOf(dice: readonly Face[]): Combo[] {
  const count = countFaces(dice);
  if (FACES.every((f) => count[f] === 1)) return ["curse"];
  const out: Combo[] = [];
  if (count.wave >= EFFECT.comboSize) out.push("mutiny");
  if (count.x >= EFFECT.comboSize) out.push("shipwreck");
  return out;
}

export function countFaces(dice: readonly (Face | null)[]): Record<Face, number> {
  const count: Record<Face, number> = { doubloon: 0, x: 0, jollyRoger: 0, cutlass: 0, wave: 0, shield: 0 };
  for (const f of dice) if (f !== null) count[f] += 1;
  return count;
}

/**
 * The resolution plan of a final roll, in RESOLUTION_ORDER: one step per die for single
 * effects, one step for each combination. The Curse uses every die, so it stands alone;
 * three or more Waves (Xs) make a Mutiny (Shipwreck) instead of single Planks (Xs).
 */
export function buildPlan(dice: readonly Face[]): readonly Step[] {
  // There are only 6^6 rolls: plans are computed once per roll and shared (they are frozen).
  let key = 0;
  for (const f of dice) key = key * FACES.length + FACE_INDEX[f];
  let plan = PLAN_CACHE.get(key);
  if (plan === undefined) {
    plan = Object.freeze(computePlan(dice).map((step) => Object.freeze({ ...step, dice: Object.freeze(step.dice) })));
    PLAN_CACHE.set(key, plan);
  }
  return plan;
}

const FACE_INDEX: Readonly<Record<Face, number>> = Object.fromEntries(FACES.map((f, i) => [f, i])) as Record<Face, number>;
const PLAN_CACHE = new Map<number, readonly Step[]>();

function computePlan(dice: readonly Face[]): Step[] {
  const combos = combosOf(dice);
  if (combos[0] === "curse") return [{ effect: "curse", dice: dice.map((_, i) => i) }];
  const byEffect = new Map<Effect, number[]>();
  dice.forEach((face, i) => {
    let effect = SINGLE_EFFECT[face];
    if (effect === "plank" && combos.includes("mutiny")) effect = "mutiny";
    if (effect === "x" && combos.includes("shipwreck")) effect = "shipwreck";
    const list = byEffect.get(effect);
    if (list) list.push(i);
    else byEffect.set(effect, [i]);
  });
  const plan: Step[] = [];
  for (const effect of RESOLUTION_ORDER) {
    const dieList = byEffect.get(effect);
    if (!dieList) continue;
    if (effect === "mutiny" || effect === "shipwreck") plan.push({ effect, dice: dieList });
    else for (const die of dieList) plan.push({ effect, dice: [die] });
  }
  return plan;
}
