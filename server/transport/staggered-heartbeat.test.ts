import type { WebSocket } from "ws";
import { createTable, joinTable, sleep, startTestServer, until, type TestServer } from "../test/harness";
import { matchMaker } from "@colyseus/core";
import type { BaseTableRoom } from "../table/table-room";
import { HEARTBEAT_TICK_MS } from "./staggered-heartbeat";

const HEARTBEAT_MS = 600;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { heartbeatMs: HEARTBEAT_MS, heartbeatMisses: 2, graceSeconds: 1, actionsPerSecond: 1000 } });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.colyseus.cleanup();
});

const socketOf = (room: { connection: unknown }) => (room.connection as { transport: { ws: WebSocket } }).transport.ws;
const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;

describe("staggered heartbeat", () => {
  it("pings every connection about once per interval, a few at a time rather than all at once", async () => {
    const host = await createTable(t, { seats: 4 });
    const code = host.room.roomId;
    const others = await Promise.all(Array.from({ length: 11 }, (_, i) => joinTable(t, code, { name: `Watcher ${i}`, watch: true })));
    const rooms = [host.room, ...others.map((o) => o.room)];
    const pings: number[][] = rooms.map(() => []);
    const from = performance.now();
    rooms.forEach((room, i) => socketOf(room).on("ping", () => pings[i].push(performance.now() - from)));
    await sleep(HEARTBEAT_MS * 3.5);

    // Each connection: about one ping per interval (3 passes in 3.5 intervals, give or take one).
    for (const times of pings) {
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(times.length).toBeLessThanOrEqual(4);
    }
    // Spread: in one pass, the 12 connections are pinged a tick's share at a time (600 ms in
    // ticks of 200: 3 ticks of 4), not in one burst.
    const ticks = Math.round(HEARTBEAT_MS / HEARTBEAT_TICK_MS);
    const firstPass = pings.map((times) => times[0]).sort((a, b) => a - b);
    expect(firstPass[firstPass.length - 1] - firstPass[0]).toBeGreaterThan(HEARTBEAT_MS / 3);
    // Pings of one tick leave within a millisecond; ticks are HEARTBEAT_TICK_MS apart.
    const byTick = new Map<number, number>();
    for (const ms of firstPass) {
      const tick = Math.round(ms / (HEARTBEAT_TICK_MS / 2));
      byTick.set(tick, (byTick.get(tick) ?? 0) + 1);
    }
    expect(byTick.size).toBeGreaterThanOrEqual(ticks);
    expect(Math.max(...byTick.values())).toBeLessThanOrEqual(Math.ceil(rooms.length / ticks) + 1);
    // And nobody who answers is dropped.
    for (const room of rooms) expect(socketOf(room).readyState).toBe(1);
  });

  it("closes a connection that stops answering, after the configured number of missed pings", async () => {
    const anne = await createTable(t, { seats: 2 });
    const code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    await until(() => anne.room.state.status === "playing", "start");
    bess.room.reconnection.enabled = false;
    // Bess's machine goes silent: her socket reads nothing more, so no pong goes back.
    const silent = socketOf(bess.room) as WebSocket & { _socket: { pause(): void; destroy(): void } };
    silent._socket.pause();
    const since = performance.now();
    await until(() => serverRoom(code).match.seats[1].connections === 0, "silent seat dropped", HEARTBEAT_MS * 10);
    const after = performance.now() - since;
    // Two unanswered pings, then the close at the third turn: 2–3 intervals after the pause
    // (1–2 if a ping was already on its way unread); not at once, and not never.
    expect(after).toBeGreaterThan(HEARTBEAT_MS * 0.9);
    expect(after).toBeLessThan(HEARTBEAT_MS * 6);
    // Anne, who answers, stays, and sees Bess's seat as away.
    expect(socketOf(anne.room).readyState).toBe(1);
    await until(() => anne.room.state.seats[1].connected === false, "Anne sees Bess away");
    silent._socket.destroy();
  });
});
