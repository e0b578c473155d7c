/** Messages between the server's event loop (bot-pool.ts) and a bot thread (bot-thread.ts). */

export interface BotRequest {
  readonly id: number;
  /** The game's id in shared/games/registry.ts. */
  readonly game: string;
  /**
   * The match state as JSON text (game states are plain JSON data): a string crosses to the
   * thread as one copy, and JSON.stringify + JSON.parse of a Shiver Me Timbers state took
   * about half the time of postMessage's structured clone of the object (110 vs 200 µs).
   */
  readonly state: string;
  readonly seat: number;
  /** Seeds the bot's tie-breaking generator, so the thread decides as the loop would. */
  readonly seed: number;
}

export type BotReply =
  | { readonly id: number; readonly ok: true; readonly action: unknown; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** What a bot thread posts once it has loaded the games (before it, bots decide on the loop). */
export const BOT_THREAD_READY = "ready";
