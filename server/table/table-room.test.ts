import { matchMaker } from "@colyseus/core";
import { Inbox, createTable, joinTable, startTestServer, until, type TestServer } from "../test/harness";
import type { BaseTableRoom } from "./table-room";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { actionsPerSecond: 1000 } });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.colyseus.cleanup();
});

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
const getJson = async (path: string) => {
  const res = await fetch(`${t.endpoint}${path}`);
  return { status: res.status, body: await res.json() };
};

describe("creating and joining a table", () => {
  it("creates a private table whose room id is the invite code; a friend joins by code and a third person watches", async () => {
    const host = await createTable(t, { seats: 2 });
    const code = host.room.roomId;
    expect(code).toMatch(/^[34679ACEFGHKMNPRTWXY]{6}$/);
    expect(host.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0, host: true });
    expect(host.inbox.last("welcome").seatToken).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const friend = await joinTable(t, code, { name: "Bess" });
    expect(friend.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1, host: false });

    const watcher = await joinTable(t, code, { name: "Cat" });
    expect(watcher.inbox.last("welcome")).toMatchObject({ role: "spectator", seat: null, seatToken: null, notice: { code: "table/started" } });

    await until(() => host.room.state.status === "playing" && host.room.state.spectators === 1, "start and spectator count");
    expect(host.room.state.seats.map((s: any) => [s.name, s.taken, s.connected, s.bot])).toEqual([
      ["Anne", true, true, false],
      ["Bess", true, true, false],
    ]);
    expect(host.room.state.code).toBe(code);
    expect(host.room.state.game).toBe("secret-test");
    expect(host.room.state.isPublic).toBe(false);
    expect([...host.room.state.active]).toEqual([0]);
    await watcher.room.leave();
    await until(() => host.room.state.spectators === 0, "spectator left");
  });

  it("claims its invite code in presence while it lives and releases it when disposed", async () => {
    const host = await createTable(t, { seats: 2 });
    const code = host.room.roomId;
    const key = `invite:${code}`;
    // Another claim of the same code fails while the table lives (what a colliding create would do).
    expect(await matchMaker.presence.incr(key)).toBeGreaterThan(1);
    await host.room.leave();
    await until(() => matchMaker.getLocalRoomById(code) === undefined, "disposed");
    // onDispose runs after the room leaves the registry, and releases the claim when it has run.
    await until(async () => !(await matchMaker.presence.get(key)), "the invite code's claim released");
    expect(await matchMaker.presence.incr(key)).toBe(1); // free again
    await matchMaker.presence.del(key);
  });

  it("makes anyone who asks to watch a spectator, even with free seats, and counts spectators", async () => {
    const host = await createTable(t, { seats: 3 });
    const code = host.room.roomId;
    const a = await joinTable(t, code, { watch: true });
    const b = await joinTable(t, code, { watch: true });
    expect(a.inbox.last("welcome").role).toBe("spectator");
    expect(b.inbox.last("welcome").role).toBe("spectator");
    await until(() => host.room.state.spectators === 2, "two spectators");
    expect(host.room.state.status).toBe("waiting");
    expect(host.room.state.seats.filter((s: any) => s.taken).length).toBe(1);
    // A spectator may take a free seat before the start.
    a.room.send("sit", { seat: 2 });
    const welcome = await a.inbox.next("welcome");
    expect(welcome).toMatchObject({ role: "player", seat: 2 });
    await until(() => host.room.state.spectators === 1 && host.room.state.seats[2].taken, "a sat down");
    a.room.send("sit", {});
    expect((await a.inbox.next("rejected")).code).toBe("sit/seated");
    // Spectators cannot act or start.
    b.room.send("start", {});
    expect((await b.inbox.next("rejected")).code).toBe("start/not_host");
  });

  it("starts on the host's `start`, giving empty seats to bots", async () => {
    const host = await createTable(t, { seats: 3 });
    const friend = await joinTable(t, host.room.roomId, { name: "Bess" });
    friend.room.send("start", {});
    expect((await friend.inbox.next("rejected")).code).toBe("start/not_host");
    host.room.send("start", {});
    await until(() => host.room.state.status === "playing", "start");
    expect(host.room.state.seats.map((s: any) => [s.name, s.bot])).toEqual([
      ["Anne", false],
      ["Bess", false],
      ["Bot 3", true],
    ]);
    host.room.send("start", {});
    expect((await host.inbox.next("rejected")).code).toBe("start/already");
    // A newcomer after the start watches.
    const late = await joinTable(t, host.room.roomId, {});
    expect(late.inbox.last("welcome")).toMatchObject({ role: "spectator", notice: { code: "table/started" } });
  });

  it("frees a seat when its player leaves before the start", async () => {
    const host = await createTable(t, { seats: 3 });
    const friend = await joinTable(t, host.room.roomId, { name: "Bess" });
    await until(() => host.room.state.seats[1].taken, "seated");
    await friend.room.leave();
    await until(() => !host.room.state.seats[1].taken, "seat freed");
    const next = await joinTable(t, host.room.roomId, { name: "Cat" });
    expect(next.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1 });
  });

  it("refuses bad creation options with a clear error", async () => {
    const sdk = t.client();
    await expect(sdk.create("table", { game: "chess" })).rejects.toThrow(/game\/unknown/);
    await expect(sdk.create("table", { game: "secret-test", seats: 9 })).rejects.toThrow(/create\/seats/);
    await expect(sdk.create("table", { game: "secret-test", seats: 2, bots: [0] })).rejects.toThrow(/create\/bots/);
    await expect(sdk.create("table", { game: "secret-test", options: { handSize: 99 } })).rejects.toThrow(/create\/options/);
    await expect(sdk.create("table", { game: "secret-test", isPublic: "yes" })).rejects.toThrow(/create\/invalid/);
    await expect(sdk.create("table", { game: "secret-test", restoreTicket: "guess" })).resolves.toBeDefined(); // ignored, a fresh table
  });

  it("answers an unknown code clearly, over WebSocket and HTTP", async () => {
    await expect(t.client().joinById("AAAAAA", {})).rejects.toThrow(/AAAAAA/);
    expect(await getJson("/api/tables/AAAAAA")).toMatchObject({ status: 404, body: { error: { code: "table/unknown" } } });
    const malformed = await getJson("/api/tables/not-a-code");
    expect(malformed).toMatchObject({ status: 404, body: { error: { code: "table/unknown" } } });
    // The answer says what a code looks like, so a player can spot a mistyped B or 0.
    expect(JSON.stringify(malformed.body)).toContain("34679ACEFGHKMNPRTWXY");
  });

  it("describes a table by code over HTTP (private ones too), including full and finished", async () => {
    const host = await createTable(t, { seats: 2, options: { length: 1 } });
    const code = host.room.roomId;
    expect((await getJson(`/api/tables/${code.toLowerCase()}`)).body).toMatchObject({
      code,
      game: "secret-test",
      status: "waiting",
      seats: 2,
      seatsTaken: 1,
      spectators: 0,
      isPublic: false,
      full: false,
      canSit: true,
    });
    await joinTable(t, code, { name: "Bess" });
    await until(() => host.room.state.status === "playing", "start");
    expect((await getJson(`/api/tables/${code}`)).body).toMatchObject({ status: "playing", seatsTaken: 2, full: true, canSit: false });
    host.room.send("action", { version: 0, action: { type: "pass" } });
    await until(() => host.room.state.status === "finished", "end");
    expect((await getJson(`/api/tables/${code}`)).body).toMatchObject({ status: "finished", message: expect.stringMatching(/over/) });
    const late = await joinTable(t, code, {});
    expect(late.inbox.last("welcome")).toMatchObject({ role: "spectator", notice: { code: "table/finished" } });
  });

  it("refuses spectators beyond the limit with table/full", async () => {
    const config = t.server.config as { maxSpectators: number };
    const saved = config.maxSpectators;
    config.maxSpectators = 1;
    try {
      const host = await createTable(t, { seats: 2 });
      await joinTable(t, host.room.roomId, { watch: true });
      await expect(t.client().joinById(host.room.roomId, { watch: true })).rejects.toThrow(/table\/full/);
      // A seat is still free, so a player may still join.
      const player = await joinTable(t, host.room.roomId, {});
      expect(player.inbox.last("welcome").role).toBe("player");
    } finally {
      config.maxSpectators = saved;
    }
  });

  it("refuses malformed join options", async () => {
    const host = await createTable(t, { seats: 2 });
    await expect(t.client().joinById(host.room.roomId, { name: "x".repeat(200) })).rejects.toThrow(/join\/invalid/);
    await expect(t.client().joinById(host.room.roomId, { watch: "please" })).rejects.toThrow(/join\/invalid/);
  });
});

describe("public and private tables", () => {
  it("lists public tables live in the lobby until they start; private tables never", async () => {
    const lobbyRoom = await t.client().joinOrCreate("lobby");
    const lobby = new Inbox(lobbyRoom);
    await lobby.wait("rooms");
    const hidden = await createTable(t, { seats: 2 });
    const shown = await createTable(t, { seats: 2, isPublic: true });
    const code = shown.room.roomId;
    const added = await lobby.wait("+", ([id, room]) => id === code && room.metadata.seatsTaken === 1);
    expect(added[1].metadata).toMatchObject({ game: "secret-test", status: "waiting", seats: 2, seatsTaken: 1, isPublic: true });
    expect((await getJson("/api/tables")).body.map((x: any) => x.code)).toEqual([code]);
    await joinTable(t, code, { name: "Bess" });
    await lobby.wait("-", (id) => id === code);
    expect((await getJson("/api/tables")).body).toEqual([]);
    const everything = lobby.messages.map((m) => JSON.stringify(m.payload)).join();
    expect(everything).not.toContain(hidden.room.roomId);
    expect(serverRoom(code).match.status).toBe("playing");
  });
});
