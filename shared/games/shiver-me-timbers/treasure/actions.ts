import { z } from "zod";

const card = z.string().min(1).max(20);

/**
 * Treasure actions, all prefixed `treasure_`:
 * - `treasure_scout` (regular action on any island): look at the top 3 cards.
 * - `treasure_keep`: keep one card of a scouting look in hand; the others go back and the deck is shuffled.
 * - `treasure_pick`: take one card of a treasure reward onto your ship; the other goes back and the deck is shuffled.
 * - `treasure_begin`: on the card's island, put it on your treasure track (not an action).
 * - `treasure_dig` (regular action): advance as many footprints as your strength.
 * - `treasure_offer` (free action): discard units of the card's resource to advance.
 * - `treasure_discard` (free action): a card from your hand to the discard pile.
 * - `treasure_abandon` (free action): the card on your track to the discard pile.
 */
export const treasureActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("treasure_scout") }),
  z.object({ type: z.literal("treasure_keep"), card }),
  z.object({ type: z.literal("treasure_pick"), card }),
  z.object({ type: z.literal("treasure_begin"), card }),
  z.object({ type: z.literal("treasure_dig") }),
  z.object({ type: z.literal("treasure_offer"), units: z.number().int().min(1).max(7) }),
  z.object({ type: z.literal("treasure_discard"), card }),
  z.object({ type: z.literal("treasure_abandon") }),
]);

export type TreasureAction = z.output<typeof treasureActionSchema>;

export function isTreasureAction(action: { readonly type: string }): action is TreasureAction {
  return action.type.startsWith("treasure_");
}

/** Which treasure actions are regular actions (the main game spends one of the three). */
export const TREASURE_REGULAR: ReadonlySet<TreasureAction["type"]> = new Set(["treasure_scout", "treasure_dig"]);

/** A treasure card chosen from those looked at as a reward (owed; treasure/treasure-rewards.ts). */
export const pickTreasureSchema = z.object({ type: z.literal("pickTreasure"), treasure: z.string().min(1).max(60) });
