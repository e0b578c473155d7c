import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ColyseusSDK, type Room as SdkRoom } from "@colyseus/sdk";
import { RedisPresence } from "@colyseus/redis-presence";
// ioredis comes with @colyseus/redis-presence; used here only to inspect and clean the test's keys.
import Redis from "ioredis";
import { Client as PgClient } from "pg";
import { Inbox, until } from "../test/harness";
import { claimInviteCode, claimSpecificCode, inviteKey, isInviteCode } from "../table/invite-code";
import { nextBootyAction } from "./scripted-player";
import { startServerProcess, tablesCreatedBy, type ServerProcess } from "./server-process";

/**
 * The docker-compose topology, natively: two real server processes sharing one Redis
 * (presence + driver) and one PostgreSQL database, each with its own port and
 * PUBLIC_ADDRESS. CI sets TEST_REDIS_URL and TEST_DATABASE_URL (.ci/run).
 * Isolation: a Redis key prefix and a PostgreSQL schema of their own, removed at the end.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

if (!redisUrl || !databaseUrl) {
  test("scale-out across two processes: SKIPPED because TEST_REDIS_URL and TEST_DATABASE_URL are not both set (.ci/run sets them)", () => {
    expect(Boolean(redisUrl && databaseUrl)).toBe(false);
  });
} else {
  describeTwoProcesses(redisUrl, databaseUrl);
}

function describeTwoProcesses(baseRedisUrl: string, baseDatabaseUrl: string): void {
  const runId = `scale_${process.pid}_${Date.now().toString(36)}`;
  const keyPrefix = `broadside-test:${runId}:`;
  const url = new URL(baseRedisUrl);
  url.searchParams.set("keyPrefix", keyPrefix);
  const prefixedRedisUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), "broadside-scale-"));

  let a: ServerProcess;
  let b: ServerProcess;
  let env: Record<string, string>;
  let redis: Redis;
  const rooms: SdkRoom<any, any>[] = [];

  const sdk = (server: ServerProcess) => new ColyseusSDK(`ws://${server.address}`);
  /** host:port of the WebSocket the SDK actually opened. */
  const connectedTo = (room: SdkRoom<any, any>) => new URL((room.connection as unknown as { url: string }).url).host;
  const ownerOf = (code: string) => (tablesCreatedBy(a).has(code) ? a : tablesCreatedBy(b).has(code) ? b : null);
  /** Plays the roller's next scripted action and waits until every client has its patch. */
  async function playOne(players: { room: SdkRoom<any, any> }[], everyone: { room: SdkRoom<any, any> }[]): Promise<void> {
    const seat = players[0].room.state.active[0] as number;
    const actor = players[seat];
    const action = nextBootyAction(actor.room.state.board);
    expect(action).not.toBeNull();
    const version = actor.room.state.version as number;
    actor.room.send("action", { version, action });
    await until(() => everyone.every((p) => p.room.state.version > version), "the action to reach every client", 10_000);
  }

  async function enter(promise: Promise<SdkRoom<any, any>>): Promise<{ room: SdkRoom<any, any>; inbox: Inbox }> {
    const room = await promise;
    rooms.push(room);
    const inbox = new Inbox(room);
    await inbox.wait("welcome", () => true, 10_000);
    return { room, inbox };
  }

  const createVia = (server: ServerProcess, options: Record<string, unknown> = {}) =>
    enter(sdk(server).create("table", { game: "booty-dice", seats: 2, name: "Host", ...options }));

  /**
   * Creates tables through A until one lives on `owner()`; the others stay open meanwhile
   * (Colyseus puts a new room on the process with the fewest rooms), then close.
   */
  async function createOwnedBy(owner: () => ServerProcess): Promise<Awaited<ReturnType<typeof createVia>>> {
    const others: SdkRoom<any, any>[] = [];
    try {
      for (let i = 0; i < 12; i++) {
        const created = await createVia(a);
        if (ownerOf(created.room.roomId) === owner()) return created;
        others.push(created.room);
      }
      throw new Error(`no table landed on ${owner().name} in 12 creations`);
    } finally {
      await leaveAll(others);
    }
  }

  /**
   * Creates `count` tables through A and B in turn, a few at a time: Colyseus places a new
   * room on the process with the fewest, but publishes room counts at most once a second,
   * so a burst all lands on one process. Pausing between small batches spreads them.
   */
  async function createSpread(count: number, options: Record<string, unknown>) {
    const created: Awaited<ReturnType<typeof createVia>>[] = [];
    while (created.length < count) {
      const batch = Math.min(4, count - created.length);
      created.push(...(await Promise.all(Array.from({ length: batch }, (_, i) => createVia(i % 2 === 0 ? a : b, options)))));
      if (created.length < count) await new Promise((r) => setTimeout(r, 1100));
    }
    return created;
  }

  /**
   * At least `count` tables, more until each process owns one: Colyseus puts a new room on the
   * process its stats call least busy, which can be the same one for every table of a batch.
   */
  async function createOnBoth(count: number, options: Record<string, unknown>) {
    const created = await createSpread(count, options);
    const owners = () => new Set(created.map((c) => ownerOf(c.room.roomId)));
    for (let extra = 0; extra < 8 && owners().size < 2; extra++) {
      await new Promise((r) => setTimeout(r, 1100));
      created.push(await createVia(extra % 2 === 0 ? a : b, options));
    }
    return created;
  }

  async function leaveAll(list: SdkRoom<any, any>[]): Promise<void> {
    await Promise.all(list.map((room) => room.leave(true).catch(() => undefined)));
    for (const room of list) rooms.splice(rooms.indexOf(room), 1);
  }

  beforeAll(async () => {
    redis = new Redis(baseRedisUrl, { lazyConnect: false });
    env = {
      REDIS_URL: prefixedRedisUrl,
      DATABASE_URL: baseDatabaseUrl,
      DATABASE_SCHEMA: runId,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      GRACE_SECONDS: "5",
    };
    // One after the other: the first runs the migrations on the fresh schema.
    a = await startServerProcess("A", env);
    b = await startServerProcess("B", env);
  }, 120_000);

  afterAll(async () => {
    await leaveAll([...rooms]);
    await Promise.all([a?.stop(), b?.stop()]);
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${keyPrefix}*`, count: 500 })) keys.push(...(batch as string[]));
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    const pg = new PgClient({ connectionString: baseDatabaseUrl });
    await pg.connect();
    await pg.query(`drop schema if exists "${runId}" cascade`);
    await pg.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  test("the two processes have distinct public addresses and share one Redis", async () => {
    expect(a.address).not.toBe(b.address);
    const stats = await redis.hgetall(`${keyPrefix}roomcount`); // Colyseus' per-process stats
    expect(Object.keys(stats)).toHaveLength(2);
  });

  test("tables created through A land on either process; joining by code through B connects every SDK client to the owner", async () => {
    // Colyseus creates each room on the process with the fewest: create until both own one.
    const hosts: Awaited<ReturnType<typeof createVia>>[] = [];
    for (let i = 0; i < 12 && (tablesCreatedBy(a).size === 0 || tablesCreatedBy(b).size === 0); i++) {
      hosts.push(await createVia(a));
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(tablesCreatedBy(a).size).toBeGreaterThan(0);
    expect(tablesCreatedBy(b).size).toBeGreaterThan(0);
    for (const host of hosts) {
      const code = host.room.roomId;
      const owner = ownerOf(code);
      expect(owner).not.toBeNull();
      expect(connectedTo(host.room)).toBe(owner!.address);
      const guest = await enter(sdk(b).joinById(code, { name: "Guest" }));
      expect(connectedTo(guest.room)).toBe(owner!.address);
      expect(guest.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1 });
    }
    await leaveAll(rooms.slice());
  }, 60_000);

  test("a table owned by A, joined and watched through B, plays Booty Dice actions seen alike by all", async () => {
    const host = await createOwnedBy(() => a);
    const code = host.room.roomId;
    const guest = await enter(sdk(b).joinById(code, { name: "Guest" }));
    const watcher = await enter(sdk(b).joinById(code, { name: "Watcher", watch: true }));
    for (const joined of [guest, watcher]) expect(connectedTo(joined.room)).toBe(a.address);
    expect(watcher.inbox.last("welcome")).toMatchObject({ role: "spectator" });
    const everyone = [host, guest, watcher];
    const players = [host, guest];
    await until(() => everyone.every((p) => p.room.state.status === "playing"), "the game to start", 10_000);

    let reroll = true;
    for (let played = 0; played < 8; played++) {
      const state = host.room.state;
      if (state.status !== "playing") break;
      const seat = state.active[0] as number;
      const actor = players[seat];
      const action = nextBootyAction(actor.room.state.board, () => (reroll = !reroll));
      expect(action).not.toBeNull();
      const version = actor.room.state.version as number;
      actor.room.send("action", { version, action });
      await until(() => everyone.every((p) => p.room.state.version > version), `action ${played} to reach every client`, 10_000);
      const boards = everyone.map((p) => JSON.stringify(p.room.state.board.toJSON()));
      expect(new Set(boards).size).toBe(1);
    }
    for (const p of everyone) expect(p.inbox.of("rejected")).toEqual([]);
    expect(host.room.state.version).toBeGreaterThanOrEqual(8);
    await leaveAll(everyone.map((p) => p.room));
  }, 60_000);

  test("invite codes stay unique across many creations on both processes, and are claimed and released in the shared Redis", async () => {
    const created = await createSpread(32, { seats: 3 });
    const codes = created.map((c) => c.room.roomId);
    expect(codes.every(isInviteCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    const owners = codes.map(ownerOf);
    expect(owners.filter((o) => o === a).length).toBeGreaterThan(0);
    expect(owners.filter((o) => o === b).length).toBeGreaterThan(0);
    for (const code of codes) expect(await redis.get(`${keyPrefix}${inviteKey(code)}`)).toBe("1");
    // Either process answers for any code (the driver's listing is shared).
    for (const server of [a, b]) {
      const answers = await Promise.all(codes.map((code) => fetch(`http://${server.address}/api/tables/${code}`)));
      expect(answers.map((r) => r.status)).toEqual(codes.map(() => 200));
    }
    await leaveAll(created.map((c) => c.room));
    const deadline = Date.now() + 10_000;
    let held = codes.length;
    while (held > 0 && Date.now() < deadline) {
      held = (await Promise.all(codes.map((code) => redis.exists(`${keyPrefix}${inviteKey(code)}`)))).filter(Boolean).length;
      if (held > 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(held).toBe(0); // every closed table released its code, whichever process held it
  }, 60_000);

  test("two presences racing for the same codes (as two processes do): each code is won exactly once", async () => {
    const p1 = new RedisPresence(prefixedRedisUrl);
    const p2 = new RedisPresence(prefixedRedisUrl);
    try {
      const race = Array.from({ length: 50 }, (_, i) => `RACE${String(i).padStart(2, "0")}`);
      const wins = await Promise.all(race.map((code) => Promise.all([claimSpecificCode(p1, code), claimSpecificCode(p2, code)])));
      expect(wins.every(([x, y]) => x !== y)).toBe(true);
      // Both draw from the same sequence of candidates: they still end up with distinct codes.
      const candidates = ["3XXXXX", "4XXXXX", "6XXXXX", "7XXXXX", "9XXXXX", "AXXXXX", "CXXXXX", "EXXXXX"];
      const generator = () => {
        let i = 0;
        return () => candidates[i++ % candidates.length];
      };
      const g1 = generator();
      const g2 = generator();
      const claimed = await Promise.all(
        Array.from({ length: 4 }, () => [claimInviteCode(p1, g1, 8), claimInviteCode(p2, g2, 8)]).flat(),
      );
      expect(new Set(claimed).size).toBe(8);
    } finally {
      p1.shutdown();
      p2.shutdown();
    }
  });

  test("public tables of each process appear in the list and the live lobby seen from either process", async () => {
    const created = await createOnBoth(6, { seats: 4, isPublic: true });
    const codes = created.map((c) => c.room.roomId).sort();
    const owners = new Set(codes.map(ownerOf));
    expect(owners).toEqual(new Set([a, b]));
    for (const server of [a, b]) {
      const listed = (await (await fetch(`http://${server.address}/api/tables`)).json()) as { code: string }[];
      expect(listed.map((t) => t.code).sort()).toEqual(codes);
    }
    // The live lobby (LobbyRoom) lists every process's tables too, whichever process it runs on.
    const lobbies = await Promise.all(
      [a, b].map(async (server) => {
        const lobby = await sdk(server).joinOrCreate("lobby");
        rooms.push(lobby);
        return { lobby, inbox: new Inbox(lobby) }; // registered before any frame is read
      }),
    );
    for (const { inbox } of lobbies) {
      const list = (await inbox.wait("rooms", () => true, 10_000)) as { roomId: string }[];
      expect(list.map((r) => r.roomId).sort()).toEqual(codes);
    }
    await leaveAll([...created.map((c) => c.room), ...lobbies.map((l) => l.lobby)]);
    for (const server of [a, b]) {
      const deadline = Date.now() + 10_000;
      let listed: { code: string }[] = [];
      do {
        listed = (await (await fetch(`http://${server.address}/api/tables`)).json()) as { code: string }[];
        if (listed.length > 0) await new Promise((r) => setTimeout(r, 100));
      } while (listed.length > 0 && Date.now() < deadline);
      expect(listed).toEqual([]);
    }
  }, 60_000);

  // Last: it replaces process B.
  test("a table on a process killed with SIGKILL comes back under its code when a process starts again (stale Redis claim taken over); players rejoin by seat token", async () => {
    const host = await createOwnedBy(() => b);
    const code = host.room.roomId;
    const guest = await enter(sdk(a).joinById(code, { name: "Guest" }));
    const players = [host, guest];
    await until(() => players.every((p) => p.room.state.status === "playing"), "the game to start", 10_000);
    await playOne(players, players);
    await playOne(players, players);
    const version = host.room.state.version as number;
    const hostToken = host.inbox.last("welcome").seatToken as string;
    expect(hostToken).toEqual(expect.any(String));

    const killed = b;
    const exited = new Promise((resolve) => killed.child.once("exit", resolve));
    killed.child.kill("SIGKILL");
    await exited;
    rooms.splice(0, rooms.length, ...rooms.filter((r) => r !== host.room && r !== guest.room));
    for (const p of players) p.room.removeAllListeners();
    expect(await redis.get(`${keyPrefix}${inviteKey(code)}`)).toBe("1"); // the dead process's claim is still there

    b = await startServerProcess("B2", env);
    const restored = () => b.logs.some((l) => l.msg === "table restored" && l.code === code);
    await until(restored, `table ${code} restored by the new process`, 30_000);
    const back = await enter(sdk(a).joinById(code, { name: "Host", seatToken: hostToken }));
    expect(connectedTo(back.room)).toBe(b.address);
    expect(back.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0 });
    await until(() => back.room.state.version === version, "the restored state", 10_000);
    await leaveAll([back.room]);
  }, 90_000);
}
