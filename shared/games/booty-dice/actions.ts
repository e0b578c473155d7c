import { z } from "zod";
import { DICE } from "./content";

const int = z.number().int();

/**
 * Every Booty Dice action, a discriminated union on `type`:
 * - `roll`: roll every die except those at the `keep` indices (0..5). The first roll of a turn
 *   rolls all six, so `keep` must be empty then.
 * - `stop`: stop rolling and resolve the dice (after at least one roll).
 * - `cutlass`: the target of the Cutlass being resolved.
 * - `jollyRoger`: the two pirates the Jolly Roger steals one doubloon each from (the same seat
 *   twice takes both from one pirate).
 */
export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("roll"), keep: z.array(int).max(DICE.count) }),
  z.object({ type: z.literal("stop") }),
  z.object({ type: z.literal("cutlass"), target: int }),
  z.object({ type: z.literal("jollyRoger"), from: z.tuple([int, int]) }),
]);

export type BootyDiceAction = z.output<typeof actionSchema>;
export type RollAction = Extract<BootyDiceAction, { type: "roll" }>;
export type CutlassAction = Extract<BootyDiceAction, { type: "cutlass" }>;
export type JollyRogerAction = Extract<BootyDiceAction, { type: "jollyRoger" }>;

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v);

/**
 * The same check as `actionSchema`, hand-written because it runs on every action (the server
 * reads each message with it, and `apply` again) and must stay cheap; a test holds it equal to
 * the schema. Returns the action as the schema's `parse` would (its own fields only, in fresh
 * objects), or null if malformed.
 */
export function readAction(raw: unknown): BootyDiceAction | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const a = raw as Record<string, unknown>;
  switch (a.type) {
    case "roll": {
      const keep = a.keep;
      if (!Array.isArray(keep) || keep.length > DICE.count) return null;
      for (let i = 0; i < keep.length; i++) if (!isInt(keep[i])) return null;
      return { type: "roll", keep: keep.slice() as number[] };
    }
    case "stop":
      return { type: "stop" };
    case "cutlass":
      return isInt(a.target) ? { type: "cutlass", target: a.target } : null;
    case "jollyRoger": {
      const from = a.from;
      return Array.isArray(from) && from.length === 2 && isInt(from[0]) && isInt(from[1]) ? { type: "jollyRoger", from: [from[0], from[1]] } : null;
    }
    default:
      return null;
  }
}

/** Why `raw` is malformed, in a short phrase (only computed on rejection). */
export function describeMalformed(raw: unknown): string {
  const parsed = actionSchema.safeParse(raw);
  if (parsed.success) return "unexpected shape";
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}
