/** Upgrade, buy and sell (regular actions), and the upgrade lost or gained as a decision owed. */
import { z } from "zod";
import { ATTRIBUTES, RESOURCES } from "../content/basics";

const attribute = z.enum(ATTRIBUTES);
const count = z.number().int().min(0).max(99);

/** Units of each resource (missing ones are 0). */
export const cargoSchema = z.object({ cocoa: count.default(0), rum: count.default(0), sugar: count.default(0) });

export const tradeActionSchemas = [
  z.object({ type: z.literal("upgrade"), attribute }),
  z.object({ type: z.literal("buy"), resource: z.enum(RESOURCES), units: z.number().int().min(1).max(7) }),
  z.object({ type: z.literal("sell"), cargo: cargoSchema.default({ cocoa: 0, rum: 0, sugar: 0 }), treasures: z.array(z.string().min(1).max(60)).max(10).default([]) }),
  // decisions owed
  z.object({ type: z.literal("loseUpgrade"), attribute }),
  z.object({ type: z.literal("gainUpgrade"), attribute }),
] as const;
