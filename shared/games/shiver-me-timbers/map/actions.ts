/** Building a custom map: an island and a route tile per step (Build a custom map). */
import { z } from "zod";
import { ISLANDS } from "../content/basics";

const island = z.enum(ISLANDS);
const id = z.string().min(1).max(60);

/** One end of a route tile: a point of an island, a side point of a long route's special space, or open. */
const attach = z.union([
  z.object({ island, point: z.number().int() }),
  z.object({ special: id, point: z.number().int() }),
  z.null(),
]);

/** A route tile placed with its two ends (also the Reckless Smuggler's new sea route). */
export const routePlacementSchema = z.object({ tile: id, a: attach, b: attach });

export const mapActionSchemas = [
  z.object({
    type: z.literal("buildMap"),
    island: island.optional(),
    /** Open route ends the new island is placed against: the route tile, its end, and the island's point. */
    joins: z.array(z.object({ tile: id, end: z.enum(["a", "b"]), point: z.number().int() })).max(6).default([]),
    route: routePlacementSchema,
  }),
] as const;
