/** Travel (a regular action) and the free peek at a face-down merchant where it ended. */
import { z } from "zod";

export const travelActionSchemas = [
  z.object({ type: z.literal("travel"), to: z.string().min(1).max(60) }),
  z.object({ type: z.literal("peek") }),
] as const;
