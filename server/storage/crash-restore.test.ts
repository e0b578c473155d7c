import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnyGame, LoggedAction, SeatSetup } from "../../shared/engine/game";
import { replay } from "../../shared/engine/replay";
import { Random, seedRng } from "../../shared/engine/rng";
import { getGame } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../games/registry";
import { project } from "../table/projector";
import type { MatchRecord } from "../table/journal";
import { Pool } from "pg";
import { openJournal, type StorageConfig } from "./open-journal";
import { freePort } from "../test/free-port";
import { ServerProcess } from "./test/server-process";
import { TablePlayer } from "./test/table-player";

/**
 * Issue 4's end-to-end promise: the real server, killed with SIGKILL at a random moment
 * mid-game and started again, gives every player their seat back by token, and its state
 * is the replay of every acknowledged action — none lost, none applied twice. An action
 * sent but not acknowledged may or may not be there. Then a SIGTERM: clients are told
 * `restarting`, the process exits 0, and the next start has everything too.
 *
 * The moment of the kill is drawn from CRASH_SEED (random if unset, always logged).
 */
jest.setTimeout(180_000); // three starts of the real server through ts-node on a busy 2-core machine

const game = getGame("booty-dice") as AnyGame;
const crashSeed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
const chance = Random.from(seedRng(crashSeed));
const killAfter = chance.int(3, 30);
const killDelayMs = chance.pick([0, 0, 1, 2, 5, 10]);
const context = `CRASH_SEED=${crashSeed} (kill after ${killAfter} acknowledged actions, then ${killDelayMs} ms into the next)`;

/** Settings of every start of the child server (plus where its journal lives). */
const baseEnv: Record<string, string> = {
  LOG_LEVEL: "info",
  // No bot may move for an absent player during the test: the journal is then exactly the players' moves.
  BOT_DELAY_MS: "600000",
  GRACE_SECONDS: "600",
  RATE_ACTIONS_PER_SECOND: "1000",
  RATE_DISCONNECT_PER_5S: "100000",
};

interface Backend {
  /** How the test reads the journal, as a second process would. */
  readonly config: StorageConfig;
  /** How the child server is told where its journal lives. */
  readonly env: Record<string, string>;
  cleanup(): Promise<void>;
}

function sqliteBackend(): Backend {
  const dataDir = mkdtempSync(join(tmpdir(), "broadside-crash-"));
  return {
    config: { dataDir },
    env: { DATA_DIR: dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresBackend(url: string): Backend {
  const schema = `crash_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  // DATA_DIR too, so a server that ignored DATABASE_URL would write nowhere shared (and fail the test).
  const dataDir = mkdtempSync(join(tmpdir(), "broadside-crash-"));
  return {
    config: { databaseUrl: url, databaseSchema: schema },
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, DATA_DIR: dataDir },
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const pool = new Pool({ connectionString: url, max: 1 });
      await pool.query(`drop schema if exists ${schema} cascade`).finally(() => pool.end());
    },
  };
}

crashScenario("SQLite", sqliteBackend);
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) crashScenario("PostgreSQL", () => postgresBackend(testDatabaseUrl));
else {
  // Chosen at load time, visibly: without a database URL the PostgreSQL run did not happen.
  describe("the real server on PostgreSQL (skipped: TEST_DATABASE_URL not set)", () => {
    it("did not run: set TEST_DATABASE_URL to run the crash test on PostgreSQL too", () => {
      console.warn("crash test on PostgreSQL skipped: TEST_DATABASE_URL is not set");
      expect(testDatabaseUrl).toBeUndefined();
    });
  });
}

function crashScenario(label: string, makeBackend: () => Backend): void {
  describe(`the real server on ${label} survives kill -9 and a graceful restart (${context})`, () => {
    let backend: Backend;
    let port: number;
    let endpoint: string;
    let server: ServerProcess | null = null;
    let players: TablePlayer[] = [];
    let code = "";
    let matchId = "";
    let seats: SeatSetup[] = [];
    let seed = 0;
    let options: unknown = {};
    /** Every action a client saw accepted (its patch arrived), in order. */
    let acknowledged: LoggedAction[] = [];
    let inFlight: LoggedAction | null = null;
    const botRandom = Random.from(seedRng(crashSeed + 1));

    beforeAll(async () => {
      console.log(`crash test: ${context}`);
      backend = makeBackend();
      port = await freePort();
      endpoint = `ws://127.0.0.1:${port}`;
    });

    afterAll(async () => {
      for (const p of players) await p.leave();
      await server?.kill("SIGKILL");
      await backend.cleanup();
    });

    const fail = (what: string) => `${what}\n${context}\nserver log:\n${server?.tail() ?? ""}`;

    /** What the journal holds now (read as a second process would). */
    async function stored(): Promise<MatchRecord> {
      const journal = await openJournal(backend.config);
      try {
        const record = await journal.getMatch(matchId);
        if (!record) throw new Error(fail(`match ${matchId} is not in the journal`));
        return record;
      } finally {
        await journal.close();
      }
    }

    /** The state the acknowledged actions give, and the next move a bot would make for the active seat. */
    function nextMove(log: readonly LoggedAction[]): LoggedAction | null {
      const state = replay(game, seed, options, seats, log);
      if (game.result(state) !== null) return null;
      const seat = game.activeSeats(state)[0];
      return { seat, action: game.bot(state, seat, botRandom) };
    }

    async function play(moves: number): Promise<void> {
      for (let i = 0; i < moves; i++) {
        const move = nextMove(acknowledged);
        if (!move) return;
        await players[move.seat].act(acknowledged.length, move.action);
        acknowledged.push(move);
      }
    }

    /** Every seat comes back with its token, like a page reload; their state is the replay of the journal. */
    async function rejoinAndCheck(): Promise<MatchRecord> {
      const tokens = players.map((p) => ({ name: `${p.seat}`, seatToken: p.seatToken }));
      for (const p of players) await p.leave();
      players = [];
      for (const [seat, t] of tokens.entries()) {
        const player = await TablePlayer.join(endpoint, code, t);
        expect({ seat: player.seat, role: player.of("welcome")[0].role }).toEqual({ seat, role: "player" });
        expect(player.seatToken).toBe(t.seatToken);
        players.push(player);
      }
      const record = await stored();
      const journaled = record.actions.map(({ seat, action }) => ({ seat, action }));

      // None lost: every acknowledged action is there, in order. None twice: nothing else is,
      // except possibly the one action that was sent but whose patch never arrived.
      expect(journaled.slice(0, acknowledged.length)).toEqual(acknowledged);
      const extra = journaled.slice(acknowledged.length);
      expect(extra.length).toBeLessThanOrEqual(1);
      if (extra.length === 1) expect(extra[0]).toEqual(inFlight);
      if (inFlight) console.log(`crash test: the unacknowledged action was ${extra.length ? "" : "not "}stored`);

      // The restored table is exactly the replay of the journal.
      const replayed = replay(game, seed, options, seats, journaled);
      const schemas = gameSchemaRegistry.get(game.id)!;
      const board = new schemas.board();
      // The room syncs the board in the schema's compact form when the game has one.
      const view = game.publicView(replayed);
      project(board, schemas.boardView ? schemas.boardView(view) : view);
      for (const p of players) {
        await p.until(() => p.version === journaled.length, `version ${journaled.length}`);
        expect(p.state.status).toBe("playing");
        expect(p.state.board.toJSON()).toEqual(board.toJSON());
        expect([...p.state.active]).toEqual([...game.activeSeats(replayed)]);
      }
      acknowledged = journaled;
      inFlight = null;
      return record;
    }

    it("plays part of a Booty Dice game on the real server", async () => {
      server = await ServerProcess.start(port, { ...baseEnv, ...backend.env });
      const host = await TablePlayer.create(endpoint, { game: "booty-dice", seats: 3, bots: [], isPublic: false, name: "Anne" });
      code = host.state.code;
      players = [host, await TablePlayer.join(endpoint, code, { name: "Mary" }), await TablePlayer.join(endpoint, code, { name: "Jack" })];
      expect(players.map((p) => p.seat)).toEqual([0, 1, 2]);
      await host.until(() => host.state.status === "playing", "the start");

      const journal = await openJournal(backend.config);
      const header = (await journal.listUnfinished()).find((m) => m.code === code);
      await journal.close();
      expect(header).toBeDefined();
      ({ matchId, seed, options } = header!);
      seats = header!.seats.map((s) => ({ name: s.name }));

      await play(killAfter);
      expect(acknowledged.length).toBe(killAfter);
    });

    it("is killed with SIGKILL with an action in flight, then restarted", async () => {
      const move = nextMove(acknowledged)!;
      inFlight = move;
      const player = players[move.seat];
      player.room.send("action", { version: acknowledged.length, action: move.action });
      if (killDelayMs > 0) await new Promise((r) => setTimeout(r, killDelayMs));
      const exit = await server!.kill("SIGKILL");
      expect(exit.signal).toBe("SIGKILL");
      // Seen by the client before the kill: then it is acknowledged and must survive.
      if (player.version === acknowledged.length + 1) {
        acknowledged.push(move);
        inFlight = null;
      }
      console.log(`crash test: killed with ${acknowledged.length} acknowledged, in flight: ${inFlight ? "yes" : "no"}`);
      server = await ServerProcess.start(port, { ...baseEnv, ...backend.env });
    });

    it("gives every seat back by token, with the state of every acknowledged action", async () => {
      await rejoinAndCheck();
    });

    it("plays on after the restore", async () => {
      const before = acknowledged.length;
      await play(5);
      expect(acknowledged.length).toBe(before + 5);
    });

    it("on SIGTERM tells clients it is restarting, exits 0, and the next start has everything", async () => {
      // A second table still waiting for players: its host must keep seat 0 across the restart.
      const waiting = await TablePlayer.create(endpoint, { game: "booty-dice", seats: 2, bots: [], isPublic: true, name: "Calico" });
      const everyone = [...players, waiting];
      // An action on its way as the signal lands: acknowledged and kept, or neither.
      const move = nextMove(acknowledged)!;
      inFlight = move;
      const mover = players[move.seat];
      mover.room.send("action", { version: acknowledged.length, action: move.action });
      const exit = await server!.kill("SIGTERM");
      if (mover.version === acknowledged.length + 1) {
        acknowledged.push(move);
        inFlight = null;
      }
      console.log(`crash test: SIGTERM with an action on its way; acknowledged: ${inFlight ? "no" : "yes"}`);
      expect({ exit, restarting: everyone.map((p) => p.of("restarting").length) }).toEqual({
        exit: { code: 0, signal: null },
        restarting: everyone.map(() => 1),
      });
      server = await ServerProcess.start(port, { ...baseEnv, ...backend.env });
      const record = await rejoinAndCheck();
      expect(record.status).toBe("playing");

      await waiting.leave();
      const back = await TablePlayer.join(endpoint, waiting.state.code, { name: "Calico", seatToken: waiting.seatToken });
      players.push(back);
      // Its own seat by its token (a lost seat would also give seat 0, as a newcomer with a new token).
      expect({ ...back.of("welcome")[0], status: back.state.status }).toEqual({
        role: "player",
        seat: 0,
        seatToken: waiting.seatToken,
        host: true,
        status: "waiting",
      });
    });
  });
}
