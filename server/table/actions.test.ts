import { matchMaker } from "@colyseus/core";
import type { Room as SdkRoom } from "@colyseus/sdk";
import { createTable, joinTable, startTestServer, until, type Joined, type TestServer } from "../test/harness";
import { GameLog } from "./game-log";
import { CLOSE_FLOOD, type BaseTableRoom } from "./table-room";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { actionsPerSecond: 1000, disconnectPer5s: 10_000 } });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.colyseus.cleanup();
});

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;

/** A started 2-seat table: Anne (seat 0, to move), Bess (seat 1) and a spectator. */
async function startedTable(options: Record<string, unknown> = {}) {
  const anne = await createTable(t, { seats: 2, options: { length: 20, ...options } });
  const code = anne.room.roomId;
  const bess = await joinTable(t, code, { name: "Bess" });
  const watcher = await joinTable(t, code, { watch: true });
  await until(() => anne.room.state.status === "playing" && watcher.room.state.status === "playing", "start");
  return { code, anne, bess, watcher, room: serverRoom(code) };
}

/** Everything that defines the table, to prove a bad message changed nothing. */
async function snapshot(code: string) {
  const room = serverRoom(code);
  const record = await t.journal.getMatch(room.match.matchId);
  const { board, private: secrets, status, version, active } = room.state.toJSON() as Record<string, unknown>;
  return JSON.stringify({ state: room.match.state, version: room.match.version, actions: record?.actions.length, schema: { board, secrets, status, version, active } });
}

async function expectRejected(j: Joined, send: () => void, code: string) {
  const next = j.inbox.next("rejected");
  send();
  const rejection = await next;
  expect(rejection.code).toBe(code);
  expect(typeof rejection.message).toBe("string");
  expect(typeof rejection.version).toBe("number");
  return rejection;
}

describe("actions", () => {
  it("applies an accepted action, journals it first, and sends the patch at once (before the log line)", async () => {
    const { anne, bess, room } = await startedTable();
    expect(room.patchRate).toBeNull();
    // No 60 Hz clock tick either (Colyseus's default for rooms without a patch rate).
    const clockTime = room.clock.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(room.clock.currentTime).toBe(clockTime);
    const timeline: string[] = [];
    bess.room.onStateChange((state: any) => timeline.push(`patch v${state.version}`));
    bess.room.onMessage("log", (m: any) => timeline.push(`log ${GameLog.decode(m)[0]?.kind}`));
    anne.room.send("action", { version: 0, action: { type: "draw" } });
    await until(() => bess.room.state.version === 1 && timeline.includes("log draw"), "patch and log");
    expect(timeline.indexOf("patch v1")).toBeLessThan(timeline.indexOf("log draw"));
    expect([...bess.room.state.active]).toEqual([1]);
    expect(bess.room.state.board.handSizes[0]).toBe(3);
    const record = await t.journal.getMatch(room.match.matchId);
    expect(record?.actions).toEqual([{ seat: 0, action: { type: "draw" }, at: expect.any(Number) }]);
  });

  it("rejects illegal, stale, invalid and spectator actions with a code, keeping the client and the table", async () => {
    const { code, anne, bess, watcher } = await startedTable();
    const before = await snapshot(code);
    const notYours = await expectRejected(bess, () => bess.room.send("action", { version: 0, action: { type: "pass" } }), "turn/not_yours");
    expect(notYours.rule).toBe("Secret › Turns");
    await expectRejected(anne, () => anne.room.send("action", { version: 7, action: { type: "pass" } }), "action/stale");
    await expectRejected(anne, () => anne.room.send("action", { version: 0, action: { type: "fly" } }), "action/invalid");
    await expectRejected(anne, () => anne.room.send("action", { version: 0, action: { type: "play", card: "CARD-NOPE" } }), "play/not_in_hand");
    await expectRejected(watcher, () => watcher.room.send("action", { version: 0, action: { type: "pass" } }), "seat/spectator");
    expect(await snapshot(code)).toBe(before);
    // Still connected and able to play, with the message as JSON text (what Broadside's clients send).
    await expectRejected(bess, () => bess.room.send("action", JSON.stringify({ version: 0, action: { type: "pass" } })), "turn/not_yours");
    anne.room.send("action", JSON.stringify({ version: 0, action: { type: "pass" } }));
    await until(() => anne.room.state.version === 1, "accepted after rejections");
  });

  it("answers malformed messages and unknown message types without changing anything", async () => {
    const { code, anne } = await startedTable();
    const before = await snapshot(code);
    const objects = [undefined, 42, [], {}, { version: "0", action: { type: "pass" } }, { version: -1, action: {} }, { version: 0, action: { type: "pass" }, extra: 1 }];
    // The same as JSON text, and text that is no JSON at all.
    const texts = ["draw", '{"version":0,"action":', "", ...objects.slice(1).map((o) => JSON.stringify(o))];
    for (const payload of [...objects, ...texts]) {
      await expectRejected(anne, () => anne.room.send("action", payload as never), "action/malformed");
    }
    await expectRejected(anne, () => anne.room.send("teleport", { x: 1 }), "message/unknown");
    await expectRejected(anne, () => anne.room.send(99 as never, {}), "message/unknown");
    await expectRejected(anne, () => anne.room.send("chat", { text: 5 }), "message/malformed");
    await expectRejected(anne, () => anne.room.send("start", "now"), "message/malformed");
    await expectRejected(anne, () => anne.room.send("sit", { seat: "one" }), "message/malformed");
    expect(await snapshot(code)).toBe(before);
    expect(anne.room.connection.isOpen).toBe(true);
  });

  it("refuses large actions, cuts off oversized frames and undecodable bytes, and stays up", async () => {
    const { code, anne, bess } = await startedTable();
    const before = await snapshot(code);
    await expectRejected(anne, () => anne.room.send("action", { version: 0, action: { type: "play", card: "x".repeat(2500) } }), "action/too_large");
    await expectRejected(anne, () => anne.room.send("action", JSON.stringify({ version: 0, action: { type: "play", card: "x".repeat(2500) } })), "action/too_large");

    // A frame above the transport's cap (4 KiB) closes that connection only.
    const closed = new Promise<number>((resolve) => bess.room.onLeave((code: number) => resolve(code)));
    bess.room.reconnection.enabled = false;
    bess.room.send("action", { version: 0, action: { type: "play", card: "x".repeat(20_000) } });
    expect(await closed).toBe(1009);

    // Bytes that are not a valid message: the server drops that client, nothing else.
    const spectator = await joinTable(t, code, { watch: true });
    spectator.room.reconnection.enabled = false;
    const gone = new Promise<number>((resolve) => spectator.room.onLeave((c: number) => resolve(c)));
    (spectator.room as SdkRoom).connection.send(new Uint8Array([13, 0xd9, 0xff, 0x01]));
    const raw = new Uint8Array([13, 0xa4, 0x63, 0x68, 0x61, 0x74, 0xc1, 0xc1, 0xc1]); // "chat" + invalid msgpack
    (spectator.room as SdkRoom).connection.send(raw);
    expect(await gone).toBe(4002);

    expect(await snapshot(code)).toBe(before);
    anne.room.send("action", { version: 0, action: { type: "pass" } });
    // 15 s: on a CI machine busy with two browser suites the 5 s default ran out once (2026-12-03 17:05).
    await until(() => anne.room.state.version === 1, "the table still works", 15_000);
  });

  it("answers a flood with rate/limited, then disconnects sustained abuse with close code 4429", async () => {
    const config = t.server.config as { actionsPerSecond: number; disconnectPer5s: number };
    const saved = { ...config };
    config.actionsPerSecond = 3;
    config.disconnectPer5s = 25;
    let setup;
    try {
      setup = await startedTable();
    } finally {
      Object.assign(config, saved);
    }
    const { code, anne, bess } = setup;
    const before = await snapshot(code);
    bess.room.reconnection.enabled = false;
    for (let i = 0; i < 6; i++) bess.room.send("action", { version: 0, action: { type: "pass" } });
    await until(() => bess.inbox.of("rejected").some((r: any) => r.code === "rate/limited"), "rate/limited");
    expect(bess.room.connection.isOpen).toBe(true);
    const closed = new Promise<number>((resolve) => bess.room.onLeave((c: number) => resolve(c)));
    for (let i = 0; i < 40; i++) bess.room.send("action", { version: 0, action: { type: "pass" } });
    expect(await closed).toBe(CLOSE_FLOOD);
    expect(await snapshot(code)).not.toBe(""); // the process answers
    const after = JSON.parse(await snapshot(code));
    expect(after.version).toBe(JSON.parse(before).version);
    expect(after.actions).toBe(JSON.parse(before).actions);
    anne.room.send("action", { version: 0, action: { type: "pass" } });
    // Bess was cut off, so her seat is away: the bot answers at once (version 2).
    await until(() => anne.room.state.version >= 1, `others keep playing (${JSON.stringify(anne.inbox.of("rejected"))})`);
  });
});
