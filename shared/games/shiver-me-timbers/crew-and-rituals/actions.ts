import { z } from "zod";

const card = z.string().min(1).max(40);

/**
 * Crew and ritual card actions, all prefixed `cards_` so the main game can merge them into its
 * union (`...cardsActionSchema.options`).
 * - `cards_hire` / `cards_learn`: take a card of this kind from the crew / ritual deck (chosen,
 *   not drawn). The main game checks the island (The Bay / Isla Oscura) and spends the action.
 * - `cards_discard`: free action, a card from your hand back to its deck.
 * - `cards_play`: in an open window, when you have priority; `target` names the other player
 *   for an "opponent" effect.
 * - `cards_pass`: in an open window, hand priority to the next player clockwise.
 */
export const cardsActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("cards_hire"), kind: card }),
  z.object({ type: z.literal("cards_learn"), kind: card }),
  z.object({ type: z.literal("cards_discard"), card }),
  z.object({ type: z.literal("cards_play"), card, target: z.number().int().min(0).max(9).optional() }),
  z.object({ type: z.literal("cards_pass") }),
]);

export type CardsAction = z.output<typeof cardsActionSchema>;

export function isCardsAction(action: { readonly type: string }): action is CardsAction {
  return action.type.startsWith("cards_");
}
