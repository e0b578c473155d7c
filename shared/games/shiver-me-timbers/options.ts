import { z } from "zod";

/** Table options. `map`: the Quick Start layout or a custom map built by the players. */
export const smtOptionsSchema = z.object({
  map: z.enum(["quick-start", "custom"]).default("quick-start"),
  /** Expert rule Resilient Ships (Boarding attacks › The Duel). */
  resilientShips: z.boolean().default(false),
});

export type SmtOptions = z.output<typeof smtOptionsSchema>;
