import { Writable } from "node:stream";
import type { Room as SdkRoom } from "@colyseus/sdk";
import { matchMaker } from "@colyseus/core";
import { ColyseusSDK } from "@colyseus/sdk";
import pino from "pino";
import { buildServer } from "../build-server";
import { secretGame } from "../test/fixtures/secret-game";
import { secretGameSchemas } from "../test/fixtures/secret-game-schema";
import { createTable, joinTable, sleep, startTestServer, until, type TestServer } from "../test/harness";
import { CLOSE_FLOOD } from "./table-messages";
import type { BaseTableRoom } from "./table-room";

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;

describe("every message gets its documented answer", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { graceSeconds: 30, disconnectPer5s: 40, actionsPerSecond: 1000, floodBlockSeconds: 0 } });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.colyseus.cleanup();
  });

  it.each([
    ["a payload that cannot be turned into a string", { toString: 1 }],
    ["an empty payload", undefined],
    ["a number", 7],
  ])('a message of type "*" with %s is answered message/unknown', async (_what, payload) => {
    const anne = await createTable(t);
    anne.room.send("*", payload);
    const rejected = await anne.inbox.wait("rejected");
    expect(rejected).toMatchObject({ code: "message/unknown", message: expect.stringMatching(/^There is no message/) });
  });

  it("a request frame that cannot be decoded closes the connection with 4002", async () => {
    const anne = await createTable(t);
    const bess = await joinTable(t, anne.room.roomId, { watch: true });
    bess.room.reconnection.enabled = false;
    const closed = new Promise<number>((resolve) => bess.room.onLeave((code) => resolve(code)));
    // ROOM_REQUEST, request id 1, type "chat", then bytes that are not msgpack.
    (bess.room as SdkRoom).connection.send(new Uint8Array([21, 1, 0xa4, 0x63, 0x68, 0x61, 0x74, 0xc1, 0xc1]));
    expect(await closed).toBe(4002);
    anne.room.send("chat", { text: "still here" });
    await anne.inbox.wait("chat", (l) => l.text === "still here");
  });

  it("a player cut off by the transport for flooding (4429) is played by the bot at once, not held for the grace period", async () => {
    const anne = await createTable(t);
    const code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    await until(() => anne.room.state.status === "playing", "start");
    bess.room.reconnection.enabled = false;
    const closed = new Promise<number>((resolve) => bess.room.onLeave((c) => resolve(c)));
    for (let i = 0; i < 60; i++) (bess.room as SdkRoom).connection.send(new Uint8Array([18]));
    expect(await closed).toBe(CLOSE_FLOOD);
    await until(() => serverRoom(code).match.seats[1].away, "Bess's seat is away", 3000);
    await until(() => anne.room.state.seats[1].botActing === true, "the bot plays for Bess");
  });
});

describe("chat and names", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { chatPer10s: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ["a right-to-left override", "gg \u202Eylno sknaht"],
    ["an isolate", "hi \u2066there"],
    ["a control character", "bell\u0007"],
    ["a new line", "two\nlines"],
  ])("refuses chat with %s (chat/characters)", async (_what, text) => {
    const anne = await createTable(t);
    anne.room.send("chat", { text });
    expect(await anne.inbox.wait("rejected")).toMatchObject({ code: "chat/characters" });
    expect(anne.inbox.of("chat")).toEqual([]);
  });

  it.each([["Anne\u202E"], ["An\u200Bne"], ["\u0007Bess"]])("refuses the name %j (join/invalid)", async (name) => {
    const anne = await createTable(t);
    await expect(t.client().joinById(anne.room.roomId, { name })).rejects.toThrow(/join\/invalid/);
  });

  it("marks spectators' lines, and a spectator cannot speak under a seated player's name", async () => {
    const anne = await createTable(t, { seats: 3 });
    const code = anne.room.roomId;
    const fake = await joinTable(t, code, { name: "anne", watch: true });
    const watcher = await joinTable(t, code, { name: "Wendy", watch: true });
    fake.room.send("chat", { text: "I resign" });
    watcher.room.send("chat", { text: "hello" });
    anne.room.send("chat", { text: "no I don't" });
    await until(() => anne.inbox.of("chat").length === 3, "three lines");
    const lines = anne.inbox.of("chat").map(({ from, seat, spectator, text }: any) => ({ from, seat, spectator, text }));
    expect(lines).toEqual(
      expect.arrayContaining([
        { from: "Spectator", seat: null, spectator: true, text: "I resign" },
        { from: "Wendy", seat: null, spectator: true, text: "hello" },
        { from: "Anne", seat: 0, spectator: undefined, text: "no I don't" },
      ]),
    );
  });
});

describe("refused creates and joins in the server log", () => {
  it("are one short info line each, with no stack", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const server = buildServer({
      config: { graceSeconds: 1, botDelayMs: 0, maxSpectators: 0 },
      games: new Map([[secretGame.id, secretGame]]),
      schemas: new Map([[secretGame.id, secretGameSchemas]]),
      logger: pino({ level: "info" }, sink),
      clientDir: "/nonexistent-client-dir",
    });
    await server.listen(0);
    try {
      const sdk = new ColyseusSDK(`ws://127.0.0.1:${server.port}`);
      await expect(sdk.create("table", { game: "secret-test", seats: 9 })).rejects.toThrow(/create\/seats/);
      await expect(sdk.create("table", { game: 5 })).rejects.toThrow(/create\/invalid/);
      const host = await sdk.create("table", { game: "secret-test", seats: 2 });
      host.onMessage("*", () => undefined);
      await expect(sdk.joinById(host.roomId, { name: 42 })).rejects.toThrow(/join\/invalid/);
      await expect(sdk.joinById(host.roomId, { watch: true })).rejects.toThrow(/table\/full/);
      await sleep(50);
      const refusals = lines.filter((l) => l.msg === "request refused");
      expect(refusals.map((l) => String(l.refusal).split(":")[0])).toEqual(["create/seats", "create/invalid", "join/invalid", "table/full"]);
      for (const line of refusals) {
        expect(line.level).toBe(30);
        expect(JSON.stringify(line).length).toBeLessThan(400);
      }
      expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
      await host.leave();
    } finally {
      await server.close();
    }
  });
});
