import { z } from "zod";

const id = z.string().min(1).max(40);

/**
 * Soulmate actions, all prefixed `family_`:
 * - `family_wish_discard`: the right-hand neighbour discards one of the three wishes revealed.
 * - `family_wish_choose`: the suitor secretly chooses one of the two left.
 * - `family_wish_reveal` (free action, your turn): reveal the wish once met and take a soulmate marker.
 */
export const familyActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("family_wish_discard"), suitor: z.number().int().min(0).max(9), wish: id }),
  z.object({ type: z.literal("family_wish_choose"), wish: id }),
  z.object({ type: z.literal("family_wish_reveal"), marker: id }),
]);

export type FamilyAction = z.output<typeof familyActionSchema>;

export function isFamilyAction(action: { readonly type: string }): action is FamilyAction {
  return action.type.startsWith("family_");
}
