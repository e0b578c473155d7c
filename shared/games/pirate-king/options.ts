import { z } from "zod";

/**
 * Table options (Game Variations): the short game to 12 points, advanced play with two ships
 * per player (two players only: four ports, four ships), 2 v 2 team play (four players), and
 * the round limit that guarantees every game ends (docs/rules/pirate-king.md › The end).
 */
export const optionsSchema = z.object({
  shortGame: z.boolean().default(false),
  shipsPerPlayer: z.union([z.literal(1), z.literal(2)]).default(1),
  teams: z.boolean().default(false),
  maxRounds: z.number().int().min(10).max(1000).default(200),
});

export type PirateKingOptions = z.output<typeof optionsSchema>;

export const TARGET_POINTS = { full: 16, short: 12 } as const;
export function targetPoints(options: PirateKingOptions): number {
  return options.shortGame ? TARGET_POINTS.short : TARGET_POINTS.full;
}
