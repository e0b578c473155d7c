import { z } from "zod";

/**
 * Table options. Booty Dice has no printed variants; the only option is the safety net that
 * guarantees every game ends (docs/rules/booty-dice.md › Round limit).
 */
export const optionsSchema = z.object({
  /** After this many full rounds the richest pirate still alive wins. */
  maxRounds: z.number().int().min(5).max(500).default(100),
});

export type BootyDiceOptions = z.output<typeof optionsSchema>;
