// Set-up choices as narrowing pickers over the legal moves: the origin (island, then talent)
// and a custom map placement (route tile, island, its two ends, the routes it joins). Each
// step offers only values some legal move still has; when one move is left, it is the one a
// click sends. Pure: the panel draws the steps.
import type { Action } from "./view";
import { islandName, spaceName, talentName, tileName } from "./names";

type Build = Extract<Action, { type: "buildMap" }>;
type Origin = Extract<Action, { type: "chooseOrigin" }>;

export interface PickStep<M> {
  key: string;
  title: string;
  /** Distinct values still possible, with their labels. */
  options: { value: string; label: string }[];
  read(move: M): string;
}

const attachKey = (a: Build["route"]["a"]): string => (a === null ? "open" : "island" in a ? `I:${a.island}:${a.point}` : `S:${a.special}:${a.point}`);
const attachLabel = (key: string): string => {
  if (key === "open") return "left open";
  const [kind, id, point] = key.split(":");
  return kind === "I" ? `${islandName(id)}, point ${Number(point) + 1}` : `${spaceName(`${id}:3`)}, side ${Number(point) + 1}`;
};

export const BUILD_STEPS: readonly Omit<PickStep<Build>, "options">[] = [
  { key: "tile", title: "Route tile", read: (m) => m.route.tile },
  { key: "island", title: "Island to place", read: (m) => m.island ?? "" },
  { key: "a", title: "First end", read: (m) => attachKey(m.route.a) },
  { key: "b", title: "Other end", read: (m) => attachKey(m.route.b) },
  { key: "joins", title: "Open routes it joins", read: (m) => m.joins.map((j) => `${j.tile}.${j.end}.${j.point}`).join(" ") },
];

const buildLabel = (key: string, value: string): string => {
  if (key === "tile") return tileName(value);
  if (key === "island") return value ? islandName(value) : "no island (a route only)";
  if (key === "a" || key === "b") return attachLabel(value);
  return value ? value.split(" ").map((j) => `${tileName(j.split(".")[0])} (end ${j.split(".")[1]})`).join(", ") : "none";
};

export const ORIGIN_STEPS: readonly Omit<PickStep<Origin>, "options">[] = [
  { key: "origin", title: "Origin island", read: (m) => m.origin },
  { key: "talent", title: "Talent", read: (m) => m.talent },
];

const originLabel = (key: string, value: string) => (key === "origin" ? islandName(value) : talentName(value));

export interface Narrowed<M> {
  /** The steps up to the first one still open, with the options left at each. */
  steps: (PickStep<M> & { chosen: string | null })[];
  /** The moves matching every choice so far. */
  left: M[];
  /** The one move left once every step with a choice is settled. */
  move: M | null;
}

/**
 * Narrows `moves` by the `chosen` values step by step. A step with a single option is settled by
 * itself; a choice no move has any more is dropped (the moves changed under it).
 */
export function narrow<M>(moves: readonly M[], steps: readonly Omit<PickStep<M>, "options">[], chosen: Readonly<Record<string, string>>, label: (key: string, value: string) => string): Narrowed<M> {
  let left = [...moves];
  const out: Narrowed<M>["steps"] = [];
  for (const step of steps) {
    const values = [...new Set(left.map((m) => step.read(m)))];
    const options = values.map((value) => ({ value, label: label(step.key, value) }));
    const pick = values.length === 1 ? values[0] : chosen[step.key] !== undefined && values.includes(chosen[step.key]) ? chosen[step.key] : null;
    out.push({ ...step, options, chosen: pick });
    if (pick === null) return { steps: out, left, move: null };
    left = left.filter((m) => step.read(m) === pick);
  }
  return { steps: out, left, move: left[0] ?? null };
}

export const narrowBuild = (moves: readonly Build[], chosen: Readonly<Record<string, string>>) => narrow(moves, BUILD_STEPS, chosen, buildLabel);
export const narrowOrigin = (moves: readonly Origin[], chosen: Readonly<Record<string, string>>) => narrow(moves, ORIGIN_STEPS, chosen, originLabel);
