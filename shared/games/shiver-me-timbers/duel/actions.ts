import { z } from "zod";

const card = z.string().min(1).max(40);

/**
 * Every duel action, a discriminated union on `type` (all prefixed `duel_` so the main game
 * can merge them into its own union: `[...mainOptions, ...duelActionSchema.options]`).
 * - `duel_redraw`: expert rule Resilient Ships, the bigger hull discards these cards (maybe none) and draws as many.
 * - `duel_choose_first`: the faster captain says who strikes first.
 * - `duel_attack`: the striker plays a two-colour card for its red attack (also after Rigg).
 * - `duel_feint`, `duel_rigg`: the striker plays a red special.
 * - `duel_pass`: the striker passes priority and retreats the miniature 1 space.
 * - `duel_hold`: after Rigg, end the turn without attacking.
 * - `duel_guard`: the defender of an attack plays a two-colour card for its matching blue guard.
 * - `duel_sand`, `duel_insult`: the defender of an attack plays a blue special.
 * - `duel_take`: the defender of an attack takes all wounds without blocking.
 */
export const duelActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("duel_redraw"), discard: z.array(card).max(10) }),
  z.object({ type: z.literal("duel_choose_first"), first: z.enum(["self", "opponent"]) }),
  z.object({ type: z.literal("duel_attack"), card }),
  z.object({ type: z.literal("duel_feint"), card }),
  z.object({ type: z.literal("duel_rigg"), card }),
  z.object({ type: z.literal("duel_pass") }),
  z.object({ type: z.literal("duel_hold") }),
  z.object({ type: z.literal("duel_guard"), card }),
  z.object({ type: z.literal("duel_sand"), card }),
  z.object({ type: z.literal("duel_insult"), card }),
  z.object({ type: z.literal("duel_take") }),
]);

export type DuelAction = z.output<typeof duelActionSchema>;
export type DuelActionType = DuelAction["type"];

export function isDuelAction(action: { readonly type: string }): action is DuelAction {
  return action.type.startsWith("duel_");
}
