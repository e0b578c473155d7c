import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ColyseusSDK, type Room as SdkRoom } from "@colyseus/sdk";
import { Client as PgClient } from "pg";
import { Random, seedRng } from "../../../shared/engine/rng";
import { Inbox, until } from "../../test/harness";
import { replayedTable, storedMatch } from "../../storage/test/replayed-table";
import { withoutEmpty } from "../../test/synced-json";
import { pickLegalMove, seatLegalMoves } from "../scripted-player";
import { startServerProcess, tablesCreatedBy, type ServerProcess } from "../server-process";

/**
 * One game's table across two real server processes sharing one Redis (presence + driver) and
 * one PostgreSQL database, as two-processes.test.ts does for Booty Dice: created through A
 * until one lives on A, every other seat joined by invite code through B, watched through B;
 * each person plays one of the legal moves the server sent their seat (scripted-player.ts);
 * after every move each client, the spectator too, holds the same board; at the end the board
 * is the replay of what the shared journal holds. One game per test file (one SDK process
 * per game: an SDK process that has decoded one game's table state misreads another's); under test/ so the build (tsconfig.build.json) leaves it out.
 */
export interface TableAcrossProcesses {
  readonly game: string;
  readonly seats: number;
  readonly options?: Record<string, unknown>;
  /** How many moves the people play. */
  readonly moves: number;
}

type Joined = { room: SdkRoom<any, any>; inbox: Inbox };

export function tableAcrossProcessesTests(spec: TableAcrossProcesses): void {
  const redisUrl = process.env.TEST_REDIS_URL;
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!redisUrl || !databaseUrl) {
    test(`${spec.game} across two processes: SKIPPED because TEST_REDIS_URL and TEST_DATABASE_URL are not both set (.ci/run sets them)`, () => {
      expect(Boolean(redisUrl && databaseUrl)).toBe(false);
    });
    return;
  }
  const runId = `scale_${spec.game.replace(/-/g, "_")}_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(redisUrl);
  url.searchParams.set("keyPrefix", `broadside-test:${runId}:`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "broadside-scale-"));
  let a: ServerProcess;
  let b: ServerProcess;
  const rooms: SdkRoom<any, any>[] = [];
  const sdk = (server: ServerProcess) => new ColyseusSDK(`ws://${server.address}`);
  /** host:port of the WebSocket the SDK actually opened. */
  const connectedTo = (room: SdkRoom<any, any>) => new URL((room.connection as unknown as { url: string }).url).host;
  const enter = async (promise: Promise<SdkRoom<any, any>>): Promise<Joined> => {
    const room = await promise;
    rooms.push(room);
    const inbox = new Inbox(room);
    await inbox.wait("welcome", () => true, 10_000);
    return { room, inbox };
  };

  beforeAll(async () => {
    const env = {
      REDIS_URL: url.toString(),
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: runId,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      GRACE_SECONDS: "5",
      // A scripted person plays several moves in a row faster than anyone clicks (else rate/limited).
      RATE_ACTIONS_PER_SECOND: "1000",
      RATE_DISCONNECT_PER_5S: "100000",
    };
    // One after the other: the first runs the migrations on the fresh schema.
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

  test(`a ${spec.game} table owned by A, joined by code and watched through B, plays moves seen alike by every client and kept in the shared journal`, async () => {
    const createOptions = { game: spec.game, seats: spec.seats, name: "Host", ...(spec.options ? { options: spec.options } : {}) };
    let host: Joined | null = null;
    // Colyseus puts a new room on the process with the fewest rooms: create until one lands on A.
    for (let i = 0; i < 12 && !host; i++) {
      const created = await enter(sdk(a).create("table", createOptions));
      if (tablesCreatedBy(a).has(created.room.roomId)) host = created;
      else await new Promise((r) => setTimeout(r, 300));
    }
    expect(host).not.toBeNull();
    const code = host!.room.roomId;
    const players: Joined[] = [host!];
    for (let seat = 1; seat < spec.seats; seat++) players.push(await enter(sdk(b).joinById(code, { name: `Guest ${seat}` })));
    const watcher = await enter(sdk(b).joinById(code, { name: "Watcher", watch: true }));
    const everyone = [...players, watcher];
    // Joined through B, every client talks to the owner, A.
    expect(everyone.map((p) => connectedTo(p.room))).toEqual(everyone.map(() => a.address));
    expect(players.map((p) => p.inbox.last("welcome").seat)).toEqual(players.map((_, seat) => seat));
    expect(watcher.inbox.last("welcome")).toMatchObject({ role: "spectator" });
    await until(() => everyone.every((p) => p.room.state.status === "playing"), "the game to start", 10_000);

    const random = Random.from(seedRng(spec.moves));
    for (let played = 0; played < spec.moves; played++) {
      const version = host!.room.state.version as number;
      await until(() => everyone.every((p) => p.room.state.version === version), `every client at version ${version}`, 10_000);
      const seat = [...(host!.room.state.active as Iterable<number>)].find((s) => seatLegalMoves(players[s].room.state, s).length > 0);
      expect(seat).toBeDefined();
      const action = pickLegalMove(players[seat!].room.state, seat!, (moves) => random.pick(moves));
      players[seat!].room.send("action", { version, action });
      const mover = players[seat!];
      const answered = () => mover.room.state.version > version || mover.inbox.of("rejected").length > 0;
      await until(answered, `an answer to move ${played} (${JSON.stringify(action)})`, 10_000);
      expect(mover.inbox.of("rejected")).toEqual([]);
      await until(() => everyone.every((p) => p.room.state.version === version + 1), `move ${played} to reach every client (versions ${everyone.map((p) => p.room.state.version)})`, 10_000);
      expect(new Set(everyone.map((p) => JSON.stringify(withoutEmpty(p.room.state.board.toJSON())))).size).toBe(1);
    }
    for (const p of everyone) expect(p.inbox.of("rejected")).toEqual([]);
    // Each person holds their own private part (its legal moves text at least); the watcher holds no seat's.
    expect(players.map((p, seat) => typeof p.room.state.private.get(String(seat))?.legal)).toEqual(players.map(() => "string"));
    expect(players.map((_, seat) => watcher.room.state.private.get(String(seat))?.legal)).toEqual(players.map(() => undefined));

    // The shared journal holds every move: its replay is the board every client holds.
    const record = await storedMatch({ databaseUrl, databaseSchema: runId }, { code });
    expect(record?.actions.length).toBe(spec.moves);
    expect(withoutEmpty(watcher.room.state.board.toJSON())).toEqual(withoutEmpty(replayedTable(record!).board));
  }, 120_000);
}
