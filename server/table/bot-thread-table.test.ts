import { matchMaker } from "@colyseus/core";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../games/registry";
import { createTable, startTestServer, until, type TestServer } from "../test/harness";
import { onBotDecision, sharedBotPool, type BotTiming } from "./bot-pool";
import type { BaseTableRoom } from "./table-room";

/**
 * A Shiver Me Timbers table whose bots decide in the bot thread: their moves come back through
 * the table's queue, the rules accept them and the game goes on, as with bots on the loop.
 */
const smt = gameRegistry.get("shiver-me-timbers")!;
let t: TestServer;
const timings: BotTiming[] = [];
let stop: () => void;
beforeAll(async () => {
  // The room's pool is this process's shared one: started and up before the table exists, with
  // the game's bots sent to it as a slow bot's would be (bot-routing.ts), so every decision goes
  // to the thread (under ts-node it compiles the rules first, 15–20 s).
  const pool = sharedBotPool({ threads: 1 });
  await pool.warm(110_000);
  pool.routing.sendToThreads("shiver-me-timbers", "this test");
  stop = onBotDecision((timing) => timings.push(timing));
  t = await startTestServer({ games: [smt], schemas: Object.fromEntries(gameSchemaRegistry), config: { graceSeconds: 0.3, botThreads: 1 } });
}, 120_000);
afterAll(async () => {
  stop();
  await t.close();
  await sharedBotPool({ threads: 1 }).close();
});

test("bots deciding in the thread play a Shiver Me Timbers table on, every move accepted", async () => {
  const anne = await createTable(t, { game: "shiver-me-timbers", seats: 2, bots: [1] });
  const room = matchMaker.getLocalRoomById(anne.room.roomId) as unknown as BaseTableRoom;
  await until(() => room.match.status === "playing", "start");
  // Anne leaves: after the grace period the bot plays her seat too, and both seats are bots.
  await anne.room.leave(true);
  await until(() => room.match.version >= 20, "20 bot moves", 60_000);
  const decisions = timings.filter((d) => d.game === "shiver-me-timbers");
  expect(decisions.length).toBeGreaterThanOrEqual(20);
  expect(decisions.every((d) => d.thread)).toBe(true);
  // Not halted: a rejected bot move would stop the bots (and be logged as a bug).
  expect((room.actions as unknown as { botsHalted: boolean }).botsHalted).toBe(false);
}, 90_000);
