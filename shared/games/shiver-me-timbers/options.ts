import { z } from "zod";

/** Table options. `map`: the Quick Start layout or a custom map built by the players. */
export const smtOptionsSchema = z.object({
  map: z.enum(["quick-start", "custom"]).default("quick-start"),
  /** Expert rule Resilient Ships (Boarding attacks › The Duel). */
  resilientShips: z.boolean().default(false),
  /** Optional module: Events (the wind cards' backs; content/events.ts, events/events.ts). */
  events: z.boolean().default(false),
  /** Epic Game Mode: all ten life goals, three secret goals, 2/2/2 ships with 3 free upgrades (epic/epic.ts). */
  epic: z.boolean().default(false),
});

export type SmtOptions = z.output<typeof smtOptionsSchema>;
