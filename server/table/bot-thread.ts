import { parentPort } from "node:worker_threads";
import { getGame } from "../../shared/games/registry";
import { decideBotMove } from "./bot-decision";
import { BOT_THREAD_READY, type BotReply, type BotRequest } from "./bot-thread-protocol";

/**
 * A bot thread (bot-pool.ts): it decides bot moves from a copy of the match state, so a slow
 * decision (a Shiver Me Timbers route search, up to ~100 ms) never holds the server's event
 * loop. It only reads: the action goes back to the table's queue and the rules check it there.
 */
const port = parentPort!;

port.on("message", (request: BotRequest) => {
  let reply: BotReply;
  try {
    const game = getGame(request.game);
    if (!game) throw new Error(`no game ${request.game}`);
    const state: unknown = JSON.parse(request.state); // part of the trip, not of the bot's decision
    const from = performance.now();
    const action = decideBotMove(game, state, request.seat, request.seed);
    reply = { id: request.id, ok: true, action, ms: performance.now() - from };
  } catch (error) {
    reply = { id: request.id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

port.postMessage(BOT_THREAD_READY);
