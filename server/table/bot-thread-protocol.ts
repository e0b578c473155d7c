/** Messages between the server's event loop (bot-pool.ts) and a bot thread (bot-thread.ts). */

export interface BotRequest {
  readonly id: number;
  /** The game's id in shared/games/registry.ts. */
  readonly game: string;
  /** The match state, copied by postMessage's structured clone. */
  readonly state: unknown;
  readonly seat: number;
  /** Seeds the bot's tie-breaking generator, so the thread decides as the loop would. */
  readonly seed: number;
}

export type BotReply =
  | { readonly id: number; readonly ok: true; readonly action: unknown; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** What a bot thread posts once it has loaded the games (before it, bots decide on the loop). */
export const BOT_THREAD_READY = "ready";
