import { z } from "zod";

const card = z.string().min(1).max(40);

/**
 * Mission actions, all prefixed `mission_`:
 * - `mission_acquire` (regular action on Port Royal): look at the top 3 mission cards.
 * - `mission_keep`: keep one of the cards looked at (official and title quests face up); the others go back.
 * - `mission_return`: put every card looked at back, allowed only when none may be kept (two official missions).
 * - `mission_discard` (free action): a held mission to the discard pile.
 * - `mission_claim` (free action, your turn): reveal a completed mission and take its reward.
 */
export const missionActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("mission_acquire") }),
  z.object({ type: z.literal("mission_keep"), card }),
  z.object({ type: z.literal("mission_return") }),
  z.object({ type: z.literal("mission_discard"), card }),
  z.object({ type: z.literal("mission_claim"), card }),
]);

export type MissionAction = z.output<typeof missionActionSchema>;

export function isMissionAction(action: { readonly type: string }): action is MissionAction {
  return action.type.startsWith("mission_");
}

export const MISSION_REGULAR: ReadonlySet<MissionAction["type"]> = new Set(["mission_acquire"]);

/** King's Privateer: board the player who ended a Travel on your sea space, or let them be (missions-and-titles/privateer.ts). */
export const privateerSchema = z.object({ type: z.literal("privateer"), board: z.boolean() });
