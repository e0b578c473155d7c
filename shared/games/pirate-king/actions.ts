import { z } from "zod";

const int = z.number().int();
const side = z.enum(["give", "get"]);

/**
 * Every Pirate King action, a discriminated union on `type` (docs/rules/pirate-king.md ›
 * Actions). Decisions answer the pending question; free actions are taken on your own turn
 * before sailing or in the harbour after landing.
 */
export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("port"), port: int }),
  z.object({ type: z.literal("sail"), spaces: z.array(int).min(1).max(2) }),
  z.object({ type: z.literal("wind"), reroll: z.boolean() }),
  z.object({ type: z.literal("capture"), accept: z.boolean() }),
  z.object({ type: z.literal("dock"), choice: z.enum(["pay", "fight", "lockPick"]) }),
  z.object({ type: z.literal("reward"), pick: z.enum(["crew", "cannon"]) }),
  z.object({ type: z.literal("commodore"), choice: z.enum(["submit", "challenge", "decree"]) }),
  z.object({ type: z.literal("passage"), to: int, facing: z.union([z.literal(1), z.literal(-1)]) }),
  z.object({ type: z.literal("crosswinds"), turn: z.enum(["left", "straight", "right"]) }),
  z.object({ type: z.literal("forward"), to: int.nullable() }),
  z.object({ type: z.literal("manOfWar"), fight: z.boolean() }),
  z.object({ type: z.literal("duel"), against: int }),
  z.object({ type: z.literal("sword"), die: int.nullable() }),
  z.object({ type: z.literal("tearDown"), territory: int }),
  z.object({ type: z.literal("sellTreasure"), treasure: int }),
  z.object({ type: z.literal("relaunch"), port: int, facing: z.union([z.literal(1), z.literal(-1)]) }),
  z.object({ type: z.literal("seize"), territory: int }),
  z.object({ type: z.literal("answer"), accept: z.boolean() }),
  z.object({ type: z.literal("counter") }),
  z.object({ type: z.literal("upgrade"), territory: int }),
  z.object({ type: z.literal("buyTreasure"), treasure: int }),
  z.object({ type: z.literal("useCard"), card: z.string(), ship: int }),
  z.object({ type: z.literal("buyCrew"), ship: int }),
  z.object({ type: z.literal("buyCannon"), ship: int }),
  z.object({ type: z.literal("attack"), ship: int, target: int }),
  z.object({
    type: z.literal("offer"),
    to: int,
    side,
    item: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("territory"), id: int }),
      z.object({ kind: z.literal("treasure"), id: int }),
      z.object({ kind: z.literal("card"), id: z.string() }),
    ]),
  }),
  z.object({ type: z.literal("offerBronze"), to: int, side, delta: z.union([z.literal(5), z.literal(-5), z.literal(50), z.literal(-50), z.literal(500), z.literal(-500)]) }),
  z.object({ type: z.literal("offerSend") }),
  z.object({ type: z.literal("offerCancel") }),
  z.object({ type: z.literal("endTurn") }),
]);

export type PirateKingAction = z.output<typeof actionSchema>;
export type ActionOf<T extends PirateKingAction["type"]> = Extract<PirateKingAction, { type: T }>;
export type ParlayItem = ActionOf<"offer">["item"];

/** Why `raw` is malformed, in a short phrase. */
export function describeMalformed(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return "unexpected shape";
  const where = issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ` : "";
  return `${where}${issue.message}`;
}
