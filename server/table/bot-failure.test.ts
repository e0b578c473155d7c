import { matchMaker } from "@colyseus/core";
import type { AnyGame } from "../../shared/engine/game";
import { secretGame } from "../test/fixtures/secret-game";
import { secretGameSchemas } from "../test/fixtures/secret-game-schema";
import { createTable, logEntries, sleep, startTestServer, until, type TestServer } from "../test/harness";
import type { BaseTableRoom } from "./table-room";

// Bots with a fault: one throws, one picks a move the rules refuse.
const throwingBot = { ...secretGame, id: "throwing-bot-test", bot: () => { throw new Error("no move"); } } as unknown as AnyGame;
const illegalBot = { ...secretGame, id: "illegal-bot-test", bot: () => ({ type: "walk-the-plank" }) } as unknown as AnyGame;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    games: [secretGame, throwingBot, illegalBot],
    schemas: { [secretGame.id]: secretGameSchemas, [throwingBot.id]: secretGameSchemas, [illegalBot.id]: secretGameSchemas },
  });
});
afterAll(async () => {
  await t.close();
});

describe.each([
  ["throws", throwingBot.id],
  ["chooses a rejected action", illegalBot.id],
])("a bot that %s", (_what, game) => {
  it("stops the table's bots, tells the players, and leaves the game as it was", async () => {
    const anne = await createTable(t, { game, seats: 2, bots: [1] });
    await until(() => anne.room.state.status === "playing", "start");
    anne.room.send("action", { version: 0, action: { type: "pass" } });
    await until(() => logEntries(anne.inbox).some((e) => e.kind === "table/bot-failed"), "the players are told");
    const told = logEntries(anne.inbox).filter((e) => e.kind === "table/bot-failed");
    expect(told).toHaveLength(1);
    expect(told[0].text).toMatch(/could not choose a move for .+, so bots no longer move at this table/);
    await sleep(100);
    const room = matchMaker.getLocalRoomById(anne.room.roomId) as unknown as BaseTableRoom;
    expect(room.match.version).toBe(1); // Anne's pass, and nothing from the bot
    expect(anne.room.state.version).toBe(1);
    expect(logEntries(anne.inbox).filter((e) => e.kind === "table/bot-failed")).toHaveLength(1); // said once
  });
});
