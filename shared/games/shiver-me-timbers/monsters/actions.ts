import { z } from "zod";

const id = z.string().min(1).max(40);
const monster = z.enum(["sea-serpent", "kraken"]);

/**
 * Monster hunt actions, all prefixed `monster_`:
 * - `monster_hunt` (regular action on the monster's spot): place your marker if needed, draw and resolve the top hunt card.
 * - `monster_sacrifice`: answer a sacrifice card: pay (naming the resource for "any") or refuse.
 * - `monster_tide`: answer a tide card: the top cards in the order you want (top first).
 * - `monster_reward`: after a defeat, choose one of the monster markers left.
 * - `monster_offer` (free, on the monster's spot): discard units of a resource to advance (Icons).
 */
export const monsterActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("monster_hunt"), monster }),
  z.object({ type: z.literal("monster_sacrifice"), pay: z.boolean(), resource: z.enum(["cocoa", "rum", "sugar"]).optional() }),
  z.object({ type: z.literal("monster_tide"), order: z.array(id).max(3) }),
  z.object({ type: z.literal("monster_reward"), marker: id }),
  z.object({ type: z.literal("monster_offer"), monster, resource: z.enum(["cocoa", "rum", "sugar"]), units: z.number().int().min(1).max(7) }),
]);

export type MonsterAction = z.output<typeof monsterActionSchema>;

export function isMonsterAction(action: { readonly type: string }): action is MonsterAction {
  return action.type.startsWith("monster_");
}

export const MONSTER_REGULAR: ReadonlySet<MonsterAction["type"]> = new Set(["monster_hunt"]);

/** The special spot where a monster summoned by a card appears, chosen by its summoner (owed). */
export const summonSpotSchema = z.object({ type: z.literal("monster_summon_spot"), spot: z.enum(["floating-market", "mangroves", "ancient-shipyard", "fogbank"]) });
