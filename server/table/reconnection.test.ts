import { matchMaker } from "@colyseus/core";
import type { Room as SdkRoom } from "@colyseus/sdk";
import { createTable, joinTable, sleep, startTestServer, until, type TestServer, logEntries } from "../test/harness";
import type { BaseTableRoom } from "./table-room";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { graceSeconds: 0.5, actionsPerSecond: 1000 } });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.colyseus.cleanup();
});

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;

/** The connection dies without a goodbye (network loss, closed laptop, reload). */
function cut(room: SdkRoom, allowSdkReconnect = false) {
  room.reconnection.enabled = allowSdkReconnect;
  room.reconnection.minUptime = 0;
  room.reconnection.minDelay = 10;
  (room as any).connection.transport.ws.terminate();
}

describe("seat tokens and reconnection", () => {
  it("gives the same seat back to a reload (new connection with the seat token), before and after the start", async () => {
    const anne = await createTable(t, { seats: 2 });
    const code = anne.room.roomId;
    const token = anne.inbox.last("welcome").seatToken;
    cut(anne.room);
    await until(() => serverRoom(code).match.seats[0].connections === 0, "dropped");
    const reloaded = await joinTable(t, code, { name: "Anne", seatToken: token });
    expect(reloaded.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0, seatToken: token, host: true });

    const bess = await joinTable(t, code, { name: "Bess" });
    await until(() => reloaded.room.state.status === "playing", "start");
    const bessToken = bess.inbox.last("welcome").seatToken;
    cut(bess.room);
    const back = await joinTable(t, code, { seatToken: bessToken });
    expect(back.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1 });
    expect(back.room.state.private.get("1").word).toMatch(/^WORD-/);
    expect(back.room.state.seats[1].name).toBe("Bess");
  });

  it("lets a second tab share the seat; the seat stays connected while one tab remains", async () => {
    const anne = await createTable(t, { seats: 2 });
    const code = anne.room.roomId;
    await joinTable(t, code, { name: "Bess" });
    const tab2 = await joinTable(t, code, { seatToken: anne.inbox.last("welcome").seatToken });
    await until(() => serverRoom(code).match.seats[0].connections === 2, "two tabs");
    expect(tab2.room.state.private.get("0").word).toBe(anne.room.state.private.get("0").word);
    await anne.room.leave();
    await until(() => serverRoom(code).match.seats[0].connections === 1, "one tab left");
    expect(tab2.room.state.seats[0].connected).toBe(true);
    expect(tab2.room.state.seats[0].botActing).toBe(false);
    tab2.room.send("action", { version: 0, action: { type: "draw" } });
    await until(() => tab2.room.state.version === 1, "the second tab plays");
  });

  it("reconnects a dropped connection automatically (same session) within the grace period", async () => {
    const anne = await createTable(t, { seats: 2 });
    const code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    await until(() => anne.room.state.status === "playing", "start");
    const session = bess.room.sessionId;
    cut(bess.room, true);
    await until(() => anne.room.state.seats[1].connected === false, "seen as disconnected");
    expect(anne.room.state.seats[1].botActing).toBe(false);
    await until(() => anne.room.state.seats[1].connected === true, "seen as back");
    expect(bess.room.sessionId).toBe(session);
    anne.room.send("action", { version: 0, action: { type: "pass" } });
    await until(() => bess.room.state.version === 1, "bess receives patches again");
    bess.room.send("action", { version: 1, action: { type: "draw" } });
    await until(() => anne.room.state.version === 2, "bess acts again");
    expect(bess.room.state.private.get("1").hand.length).toBe(3);
  });

  it("lets the bot play an absent seat after the grace period, and hands it back the moment the player returns", async () => {
    const anne = await createTable(t, { seats: 2, options: { length: 200 } });
    const code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    await until(() => anne.room.state.status === "playing", "start");
    const token = bess.inbox.last("welcome").seatToken;
    cut(bess.room);
    // Within the grace period the seat waits: nobody plays for Bess.
    anne.room.send("action", { version: 0, action: { type: "pass" } });
    await until(() => anne.room.state.version === 1, "anne played");
    await sleep(200);
    expect(anne.room.state.version).toBe(1);
    expect(anne.room.state.seats[1].botActing).toBe(false);
    // After it, the bot plays her turn.
    await until(() => anne.room.state.seats[1].botActing === true, "bot takes over", 3000);
    await until(() => anne.room.state.version === 2, "bot played seat 1");
    expect(logEntries(anne.inbox).some((e: any) => e.kind === "table/away")).toBe(true);
    // Anne plays; the bot keeps playing Bess's turns.
    anne.room.send("action", { version: 2, action: { type: "pass" } });
    await until(() => anne.room.state.version === 4, "bot answered again");
    // Bess returns: the seat is hers at once, and the bot stops.
    const back = await joinTable(t, code, { seatToken: token });
    expect(back.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1 });
    await until(() => anne.room.state.seats[1].botActing === false && anne.room.state.seats[1].connected, "handed back");
    anne.room.send("action", { version: 4, action: { type: "pass" } });
    await until(() => anne.room.state.version === 5, "anne played");
    await sleep(200);
    expect(anne.room.state.version).toBe(5); // waiting for Bess, not the bot
    back.room.send("action", { version: 5, action: { type: "draw" } });
    await until(() => anne.room.state.version === 6, "bess plays herself");
  });

  it("leaves the private part of a seat without connections as it was, and brings it up to date when its player returns", async () => {
    const anne = await createTable(t, { seats: 2, options: { length: 200 } });
    const code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    await until(() => anne.room.state.status === "playing", "start");
    const token = bess.inbox.last("welcome").seatToken;
    const room = serverRoom(code);
    const partOf = () => room.state.private.get("1")!.toJSON() as { hand: { id: string }[]; legal: string };
    cut(bess.room);
    await until(() => room.match.seats[1].connections === 0, "dropped");
    const atDrop = partOf();
    // The bot plays Bess's turns: every one of its moves changes her hand.
    anne.room.send("action", { version: 0, action: { type: "pass" } });
    await until(() => anne.room.state.version === 2, "the bot played seat 1", 3000);
    anne.room.send("action", { version: 2, action: { type: "pass" } });
    await until(() => anne.room.state.version === 4, "the bot played seat 1 again");
    const seatView = () => room.match.game.seatView(room.match.state, 1) as { hand: { id: string }[] };
    expect(seatView().hand).not.toEqual(atDrop.hand);
    expect(partOf()).toEqual(atDrop); // nobody reads it: not rebuilt, not patched
    const back = await joinTable(t, code, { seatToken: token });
    const mine = back.room.state.private.get("1").toJSON() as { hand: { id: string }[]; legal: string };
    expect(mine.hand).toEqual(seatView().hand);
    expect(partOf()).toEqual(mine);
    anne.room.send("action", { version: 4, action: { type: "pass" } });
    await until(() => back.room.state.private.get("1").legal !== "", "her moves, on her turn");
  });

  it("seats a wrong token nowhere: the holder watches and is told why", async () => {
    const anne = await createTable(t, { seats: 2 });
    const stranger = await joinTable(t, anne.room.roomId, { seatToken: "not-a-real-token", watch: true });
    expect(stranger.inbox.last("welcome")).toMatchObject({ role: "spectator", seat: null, notice: { code: "seat/token_unknown" } });
  });

  it("gives a seat back when its player drops before the start and does not return in time", async () => {
    const anne = await createTable(t, { seats: 3 });
    const bess = await joinTable(t, anne.room.roomId, { name: "Bess" });
    await until(() => anne.room.state.seats[1].taken, "seated");
    cut(bess.room);
    await until(() => anne.room.state.seats[1].connected === false, "dropped");
    expect(anne.room.state.seats[1].taken).toBe(true); // held during the grace period
    await until(() => anne.room.state.seats[1].taken === false, "released after the grace period", 3000);
  });

  it("lets the bot play for a player who is disconnected when the host starts, until they return", async () => {
    const anne = await createTable(t, { seats: 3, options: { length: 100 } });
    const code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    const token = bess.inbox.last("welcome").seatToken;
    cut(bess.room);
    await until(() => anne.room.state.seats[1].connected === false, "dropped");
    anne.room.send("start", {});
    await until(() => anne.room.state.status === "playing", "start");
    expect(anne.room.state.seats[1].botActing).toBe(true);
    const back = await joinTable(t, code, { seatToken: token });
    expect(back.inbox.last("welcome").seat).toBe(1);
    await until(() => anne.room.state.seats[1].botActing === false, "handed back");
  });

  it("starts once when two people fill the last seats at the same moment", async () => {
    const anne = await createTable(t, { seats: 3 });
    const [b, c] = await Promise.all([joinTable(t, anne.room.roomId, { name: "B" }), joinTable(t, anne.room.roomId, { name: "C" })]);
    expect([b.inbox.last("welcome").seat, c.inbox.last("welcome").seat].sort()).toEqual([1, 2]);
    await until(() => anne.room.state.status === "playing", "start");
    const starts = logEntries(anne.inbox).filter((e: any) => e.kind === "table/start");
    expect(starts.length).toBe(1);
    expect(serverRoom(anne.room.roomId).match.version).toBe(0);
  });
});
