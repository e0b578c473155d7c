import { z } from "zod";
import { routePlacementSchema } from "../map/actions";

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

/** Decisions a card or a reward leaves owed: a card of a kind, the Smuggler's sea route, the Spy's merchant. */
export const cardsOwedSchemas = [
  z.object({ type: z.literal("cards_take"), kind: z.string().min(1).max(60) }),
  z.object({ type: z.literal("cards_route"), route: routePlacementSchema }),
  z.object({ type: z.literal("cards_spy"), space: z.string().min(1).max(60) }),
] as const;

export function isCardsAction(action: { readonly type: string }): action is CardsAction {
  return action.type.startsWith("cards_");
}
