import { z } from "zod";

/**
 * Table options. `multipleMastercraft` is the file's alternative rule: several Mastercraft
 * cards per ship, one per section.
 */
export const optionsSchema = z.object({
  multipleMastercraft: z.boolean().default(false),
});

export type PirateCoveOptions = z.output<typeof optionsSchema>;
