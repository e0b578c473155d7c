import type { AnyGame } from "../../shared/engine/game";
import { Random, seedRng } from "../../shared/engine/rng";

/**
 * One bot decision: the game's bot for `seat`, ties broken by a generator seeded with `seed`.
 * The same call on the event loop and in a bot thread (bot-thread.ts), so both choose alike.
 */
export function decideBotMove(game: AnyGame, state: unknown, seat: number, seed: number): unknown {
  return game.bot(state, seat, Random.from(seedRng(seed)));
}
