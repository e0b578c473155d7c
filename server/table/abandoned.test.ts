import { matchMaker } from "@colyseus/core";
import type { Room as SdkRoom } from "@colyseus/sdk";
import { secretGame } from "../test/fixtures/secret-game";
import { createTable, joinTable, sleep, startTestServer, until, type TestServer } from "../test/harness";
import { Match } from "./match";
import { MemoryJournal } from "./memory-journal";
import type { BaseTableRoom } from "./table-room";

/** Tables whose players all leave: played out by the bot, journaled, then closed. */
const GRACE = 0.3;
let t: TestServer;
let journal: MemoryJournal;
beforeAll(async () => {
  journal = new MemoryJournal();
  t = await startTestServer({ journal, config: { graceSeconds: GRACE, botDelayMs: 20, actionsPerSecond: 1000 } });
});
afterAll(async () => {
  await t.close();
});

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom | undefined;
const unfinishedCodes = async () => (await journal.listUnfinished()).map((r) => r.code);

/** The connection dies without a goodbye, and the SDK does not reconnect by itself. */
function cut(room: SdkRoom) {
  room.reconnection.enabled = false;
  (room as any).connection.transport.ws.terminate();
}

describe("a table its players leave", () => {
  it("stays open while the bot plays out the absent seat; the match is journaled finished, then the table closes", async () => {
    const anne = await createTable(t, { seats: 2, bots: [1], options: { length: 8 } });
    const code = anne.room.roomId;
    await until(() => anne.room.state.status === "playing", "start");
    anne.room.send("action", { version: 0, action: { type: "draw" } });
    await until(() => anne.room.state.version >= 1, "anne played");
    const matchId = serverRoom(code)!.match.matchId;
    await anne.room.leave();
    // Still reachable by its code while the bot plays Anne's seat to the end.
    await sleep(50);
    expect(serverRoom(code)).toBeDefined();
    await until(() => serverRoom(code)?.match.status === "finished", "played out by the bot", 5000);
    const record = await journal.getMatch(matchId);
    expect(record?.status).toBe("finished");
    expect(record?.actions.length).toBe(8);
    expect(await unfinishedCodes()).not.toContain(code);
    // It closes one grace period after the end, not at once.
    await sleep(GRACE * 500);
    expect(serverRoom(code)).toBeDefined();
    await until(() => serverRoom(code) === undefined, "closed after the end", 5000);
  });

  it("gives players who come back their seats while the bot plays for them", async () => {
    const anne = await createTable(t, { seats: 2, options: { length: 200 } });
    const code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    await until(() => anne.room.state.status === "playing", "start");
    const anneToken = anne.inbox.last("welcome").seatToken;
    cut(anne.room);
    cut(bess.room);
    // After the grace period both seats are played by the bot; the table lives on.
    await until(() => serverRoom(code)?.match.seats.every((s) => s.away) === true, "both away", 3000);
    await until(() => (serverRoom(code)?.match.version ?? 0) >= 4, "the bot plays");
    await sleep(1500); // well past Colyseus' one-second auto-dispose delay
    expect(serverRoom(code)).toBeDefined();
    const back = await joinTable(t, code, { seatToken: anneToken });
    expect(back.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0 });
    await until(() => back.room.state.seats[0].botActing === false && back.room.state.seats[0].connected, "handed back");
    // The game now waits for Anne on her turn.
    await until(() => back.room.state.active[0] === 0, "anne's turn", 3000);
    const version = back.room.state.version;
    await sleep(200);
    expect(back.room.state.version).toBe(version);
    back.room.send("action", { version, action: { type: "pass" } });
    // Bess's seat is still the bot's: it may move 20 ms after Anne, before this check looks.
    await until(() => back.room.state.version >= version + 1, "anne plays herself");
    const record = await journal.getMatch(serverRoom(code)!.match.matchId);
    expect(record?.actions[version]).toMatchObject({ seat: 0, action: { type: "pass" } });
    await t.colyseus.cleanup();
  });

  it("records a waiting table everyone left as finished with no winner, so no restart rebuilds it", async () => {
    const anne = await createTable(t, { seats: 3 });
    const code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    const matchId = serverRoom(code)!.match.matchId;
    expect(await unfinishedCodes()).toContain(code);
    await bess.room.leave();
    await anne.room.leave();
    await until(() => serverRoom(code) === undefined, "closed");
    await sleep(100); // onDispose runs after the room leaves the registry
    const record = await journal.getMatch(matchId);
    expect(record).toMatchObject({ status: "finished", result: { winners: [] } });
    expect(record?.result?.summary).toMatch(/abandoned/i);
    expect(await unfinishedCodes()).not.toContain(code);
  });

  it("closes a restored waiting table nobody returns to after the grace period, and records it as abandoned", async () => {
    const match = new Match({ game: secretGame, code: "WXY347", options: {}, seatCount: 3, bots: [], isPublic: false, seed: 3, matchId: "lonely-wait", createdAt: 1 });
    match.takeSeat(0, "Anne");
    await journal.saveHeader(match.header());
    expect(await t.server.restoreRecord((await journal.getMatch("lonely-wait"))!)).toEqual(["WXY347"]);
    await sleep(GRACE * 500);
    expect(serverRoom("WXY347")).toBeDefined(); // waits for its players first
    await until(() => serverRoom("WXY347") === undefined, "closed", 5000);
    await sleep(50);
    expect((await journal.getMatch("lonely-wait"))?.status).toBe("finished");
  });
});
