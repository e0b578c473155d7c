/** Combat actions (gunfight, boarding attack, raid: regular actions) and the winner's plunder (owed). */
import { z } from "zod";
import { cargoSchema } from "../trade-and-upgrades/actions";

/** A target ship on your space: another player's seat, or the merchant at your anchor. */
const target = z.union([z.object({ seat: z.number().int() }), z.object({ merchant: z.literal(true) })]);

export const combatActionSchemas = [
  z.object({ type: z.literal("gunfight"), target }),
  z.object({ type: z.literal("board"), target }),
  z.object({ type: z.literal("raid") }),
  z.object({
    type: z.literal("plunder"),
    take: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("gold") }),
      z.object({ kind: z.literal("cargo"), cargo: cargoSchema }),
      z.object({ kind: z.literal("treasure"), treasure: z.string().min(1).max(60) }),
    ]),
  }),
] as const;
