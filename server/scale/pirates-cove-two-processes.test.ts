import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ColyseusSDK, type Room as SdkRoom } from "@colyseus/sdk";
import { Client as PgClient } from "pg";
import { Inbox, until } from "../test/harness";
import { readLegalMoves } from "../table/legal-moves";
import { startServerProcess, tablesCreatedBy, type ServerProcess } from "./server-process";

/**
 * A Pirate's Cove table across two real server processes sharing Redis and PostgreSQL, as
 * two-processes.test.ts does for Booty Dice: created through A until one lives on A, joined
 * and watched through B, played by its two people (the third seat a bot) from their own legal
 * moves; every client sees the same board. Its own file (its own SDK module state): an SDK
 * process that has decoded one game's table state misreads another game's (see the report).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

if (!redisUrl || !databaseUrl) {
  test("Pirate's Cove across two processes: SKIPPED because TEST_REDIS_URL and TEST_DATABASE_URL are not both set (.ci/run sets them)", () => {
    expect(Boolean(redisUrl && databaseUrl)).toBe(false);
  });
} else {
  const runId = `scale_pc_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(redisUrl);
  url.searchParams.set("keyPrefix", `broadside-test:${runId}:`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "broadside-scale-pc-"));
  let a: ServerProcess;
  let b: ServerProcess;
  const rooms: SdkRoom<any, any>[] = [];
  const sdk = (server: ServerProcess) => new ColyseusSDK(`ws://${server.address}`);
  const enter = async (promise: Promise<SdkRoom<any, any>>) => {
    const room = await promise;
    rooms.push(room);
    const inbox = new Inbox(room);
    await inbox.wait("welcome", () => true, 10_000);
    return { room, inbox };
  };

  beforeAll(async () => {
    const env = { REDIS_URL: url.toString(), DATABASE_URL: databaseUrl, DATABASE_SCHEMA: runId, DATA_DIR: dataDir, LOG_LEVEL: "info", GRACE_SECONDS: "5" };
    a = await startServerProcess("A", env);
    b = await startServerProcess("B", env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(rooms.map((r) => r.leave(true).catch(() => undefined)));
    await Promise.all([a?.stop(), b?.stop()]);
    const pg = new PgClient({ connectionString: databaseUrl });
    await pg.connect();
    await pg.query(`drop schema if exists "${runId}" cascade`);
    await pg.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  test("a Pirate's Cove table owned by A, joined and watched through B, plays simultaneous and turn moves seen alike by all", async () => {
    let host: Awaited<ReturnType<typeof enter>> | null = null;
    for (let i = 0; i < 12 && !host; i++) {
      const created = await enter(sdk(a).create("table", { game: "pirates-cove", seats: 3, bots: [2], name: "Host" }));
      if (tablesCreatedBy(a).has(created.room.roomId)) host = created;
      else await new Promise((r) => setTimeout(r, 300));
    }
    expect(host).not.toBeNull();
    const code = host!.room.roomId;
    const guest = await enter(sdk(b).joinById(code, { name: "Guest" }));
    const watcher = await enter(sdk(b).joinById(code, { name: "Watcher", watch: true }));
    const everyone = [host!, guest, watcher];
    const players = [host!, guest];
    await until(() => everyone.every((p) => p.room.state.status === "playing"), "the game to start", 10_000);
    // Fitting out is simultaneous: both people are active at once.
    expect([...host!.room.state.active].filter((s) => s < 2)).toEqual([0, 1]);

    for (let played = 0; played < 12; played++) {
      await until(() => [...host!.room.state.active].some((s) => s < 2), "a person's move", 10_000);
      const seat = [...host!.room.state.active].find((s) => s < 2) as number;
      const actor = players[seat];
      await until(() => actor.room.state.version === host!.room.state.version, "the actor's state", 10_000);
      const action = readLegalMoves(actor.room.state.private.get(String(seat))?.legal ?? "")[0];
      expect(action).toBeDefined();
      const version = actor.room.state.version as number;
      actor.room.send("action", { version, action });
      await until(() => new Set(everyone.map((p) => p.room.state.version)).size === 1 && host!.room.state.version > version, `action ${played} to reach every client`, 10_000);
      expect(new Set(everyone.map((p) => JSON.stringify(p.room.state.board.toJSON()))).size).toBe(1);
    }
    for (const p of everyone) expect(p.inbox.of("rejected")).toEqual([]);
    // Each person holds their own Tavern hand; the watcher holds none.
    expect(host!.room.state.private.get("0")?.hand).toBeDefined();
    expect(watcher.room.state.private.get("0")?.hand).toBeUndefined();
  }, 90_000);
}
