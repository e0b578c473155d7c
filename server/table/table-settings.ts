import { z } from "zod";

/**
 * How a table may be watched and timed, chosen when it is created (docs/protocol.md › Create):
 *
 * - `watching` (`watch` in the record): `none` (no spectators), `live` (spectators see the game as it is played) or
 *   `delayed` (spectators see the public board `watchDelay` actions behind, so nobody can relay
 *   a live position). Spectators never see a seat's secrets in any mode.
 * - `clock`: none, `{ kind: "move", seconds }` (each decision has that long) or
 *   `{ kind: "bank", seconds }` (each seat has that much for the whole match). When it runs out
 *   the bot moves for the seat, which is marked away until its player acts again.
 */
export const watchPolicy = z.enum(["none", "live", "delayed"]);
export type WatchPolicy = z.infer<typeof watchPolicy>;

export const clockSetting = z
  .object({
    kind: z.enum(["move", "bank"]),
    seconds: z.number().int().min(2).max(24 * 3600),
  })
  .strict();
export type ClockSetting = z.infer<typeof clockSetting>;

export const MAX_WATCH_DELAY = 200;

export interface TableSettings {
  readonly watch: WatchPolicy;
  /** Actions a delayed spectator is behind (only with `watch: "delayed"`). */
  readonly watchDelay: number;
  readonly clock: ClockSetting | null;
}

export const DEFAULT_SETTINGS: TableSettings = { watch: "live", watchDelay: 5, clock: null };

/**
 * The create options' part that sets them (merged into createOptions in messages.ts). The policy
 * is `watching` there, since `watch: true` in join options (which create options also are) asks
 * to join as a spectator.
 */
export const settingsOptions = {
  watching: watchPolicy.default("live"),
  watchDelay: z.number().int().min(1).max(MAX_WATCH_DELAY).default(DEFAULT_SETTINGS.watchDelay),
  clock: clockSetting.optional(),
};

export function settingsFrom(opts: { watching: WatchPolicy; watchDelay: number; clock?: ClockSetting }): TableSettings {
  return { watch: opts.watching, watchDelay: opts.watchDelay, clock: opts.clock ?? null };
}
