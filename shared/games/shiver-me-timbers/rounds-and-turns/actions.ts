/** Free actions (Free actions): the chest, throwing cargo or a treasure overboard, ending the turn. */
import { z } from "zod";
import { RESOURCES } from "../content/basics";

const id = z.string().min(1).max(60);

export const freeActionSchemas = [
  z.object({ type: z.literal("discardCargo"), resource: z.enum(RESOURCES), units: z.number().int().min(1).max(7) }),
  z.object({ type: z.literal("hideGold"), amount: z.number().int().min(1) }),
  z.object({ type: z.literal("hideTreasure"), treasure: id }),
  z.object({ type: z.literal("discardTreasure"), treasure: id }),
  z.object({ type: z.literal("endTurn") }),
] as const;
