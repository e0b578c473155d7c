import { matchMaker } from "@colyseus/core";
import { gameRegistry } from "../../../shared/games/registry";
import { Inbox, logEntries, startTestServer, until, type TestServer } from "../../test/harness";
import type { BaseTableRoom } from "../../table/table-room";
import { gameSchemaRegistry } from "../registry";

/** Booty Dice through the real room: bots play a whole game while a spectator watches. */
describe("Booty Dice at a table", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      games: [gameRegistry.get("booty-dice")!],
      schemas: Object.fromEntries(gameSchemaRegistry),
      config: { graceSeconds: 0.05 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("mirrors the public view field by field until the end", async () => {
    const host = await t.client().create("table", { game: "booty-dice", seats: 3, bots: [1, 2], name: "Anne" });
    new Inbox(host);
    const code = host.roomId;
    const watcher = await t.client().joinById(code, { watch: true });
    const watcherInbox = new Inbox(watcher);
    await until(() => watcher.state.status === "playing", "start");
    // The host walks away: after the grace period the bot plays her seat too.
    await host.leave();
    const room = matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
    await until(() => room.match.status === "finished", "bots finish the game", 25_000);
    await until(() => watcher.state.status === "finished", "spectator sees the end");
    const game = gameRegistry.get("booty-dice")!;
    const expected = JSON.parse(JSON.stringify(game.publicView(room.match.state), (_k, v) => (v === null ? undefined : v)));
    expect(watcher.state.board.toJSON()).toEqual(expected);
    expect(watcher.state.result.summary).toBe(room.match.result?.summary);
    expect(watcher.state.result.summary.length).toBeGreaterThan(0);
    // The winner is announced once: by the game's own `win` line, not again by the table.
    await until(() => logEntries(watcherInbox).some((e) => e.kind === "win"), "the win line arrives");
    expect(logEntries(watcherInbox).filter((e) => e.kind === "win" || e.kind === "table/over")).toHaveLength(1);
  }, 30_000);
});
