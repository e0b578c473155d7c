import type { Room as SdkRoom } from "@colyseus/sdk";
import { WebSocket } from "ws";
import { createTable, joinTable, sleep, startTestServer, until, type TestServer } from "../test/harness";
import { CLOSE_FLOOD, FrameBudget } from "./frame-budget";

describe("frame budget", () => {
  it.each([
    // [capacity, window ms, frame times (ms), frames allowed]
    [3, 1000, [0, 0, 0, 0], 3],
    [3, 1000, [0, 0, 0, 400], 4], // 400 ms refill 1.2 tokens
    [3, 1000, [0, 0, 0, 100, 200], 3],
    [2, 1000, [0, 0, 5000, 5000, 5000], 4], // refilled to capacity, never beyond
  ])("capacity %i per %i ms, frames at %j: %i allowed", (capacity, windowMs, times, allowed) => {
    let now = 0;
    const budget = new FrameBudget(capacity, windowMs, () => now);
    let taken = 0;
    for (const t of times) {
      now = t;
      if (budget.take()) taken++;
    }
    expect(taken).toBe(allowed);
  });
});

describe("every frame counts towards the flood limit", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { disconnectPer5s: 50, actionsPerSecond: 1000, floodBlockSeconds: 0 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const closeCode = (room: SdkRoom) => new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));

  it.each([
    ["PING frames (Colyseus answers them itself)", [18]],
    ["INPUT frames (no input handler)", [19, 0]],
    ["requests of an unregistered type", [21, 1, 0xa4, 0x6e, 0x6f, 0x70, 0x65]],
  ])("%s close the connection with 4429; the others at the table are untouched", async (_what, frame) => {
    const anne = await createTable(t, { seats: 2 });
    const flooder = await joinTable(t, anne.room.roomId, { name: "Flood", watch: true });
    const closed = closeCode(flooder.room);
    for (let i = 0; i < 120; i++) flooder.room.connection.send(new Uint8Array(frame));
    expect(await closed).toBe(CLOSE_FLOOD);
    await sleep(50);
    expect(anne.room.connection.isOpen).toBe(true);
    anne.room.send("chat", { text: "still here" });
    await anne.inbox.wait("chat", (line) => line.text === "still here");
  });

  it("a connection under the limit is never closed", async () => {
    const anne = await createTable(t, { seats: 2 });
    for (let i = 0; i < 40; i++) anne.room.connection.send(new Uint8Array([18]));
    await sleep(300);
    expect(anne.room.connection.isOpen).toBe(true);
  });

  it("a socket that joined no room is counted too", async () => {
    const ws = new WebSocket(t.endpoint.replace("http", "ws") + "/");
    await new Promise((r) => ws.once("open", r));
    const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
    for (let i = 0; i < 120; i++) ws.send(Buffer.from([18]));
    expect(await closed).toBe(CLOSE_FLOOD);
    await until(() => ws.readyState === ws.CLOSED, "closed");
  });
});

// Its own server, started after the one above is closed: Colyseus' matchmaker is one per process.
describe("after a flood", () => {
  const closeCode = (room: SdkRoom) => new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));

  it("an address that flooded may not join again for a while (429)", async () => {
    const other = await startTestServer({ config: { disconnectPer5s: 50, joinsPerMinute: 1000, floodBlockSeconds: 60 } });
    try {
      const anne = await createTable(other, { seats: 2 });
      const flooder = await joinTable(other, anne.room.roomId, { name: "Flood", watch: true });
      flooder.room.reconnection.enabled = false;
      const closed = closeCode(flooder.room);
      for (let i = 0; i < 120; i++) flooder.room.connection.send(new Uint8Array([18]));
      expect(await closed).toBe(CLOSE_FLOOD);
      await sleep(50);
      await expect(other.client().joinById(anne.room.roomId, { watch: true })).rejects.toThrow(/rate\/limited/);
    } finally {
      await other.close();
    }
  });
});
