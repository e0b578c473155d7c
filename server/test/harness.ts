import { ColyseusTestServer } from "@colyseus/testing/TestServer";
import { ColyseusSDK, type Room as SdkRoom } from "@colyseus/sdk";
import pino from "pino";
import type { AnyGame } from "../../shared/engine/game";
import { buildServer, type BroadsideServer } from "../build-server";
import type { ServerConfig } from "../config";
import type { GameSchemas } from "../games/game-schemas";
import type { MatchJournal } from "../table/journal";
import { GameLog, type LogEntry } from "../table/game-log";
import { MemoryJournal } from "../table/memory-journal";
import { secretGame } from "./fixtures/secret-game";
import { secretGameSchemas } from "./fixtures/secret-game-schema";

export interface TestServer {
  readonly server: BroadsideServer;
  readonly colyseus: ColyseusTestServer;
  readonly journal: MatchJournal;
  readonly endpoint: string;
  /** A fresh SDK client (each one is a different person/browser). */
  client(): ColyseusSDK;
  close(): Promise<void>;
}

export interface TestServerOptions {
  readonly config?: Partial<ServerConfig>;
  readonly journal?: MatchJournal;
  readonly games?: readonly AnyGame[];
  readonly schemas?: Record<string, GameSchemas>;
}

/** Starts the real server in-process with the fixture game and fast timings. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const journal = options.journal ?? new MemoryJournal();
  const games = options.games ?? [secretGame];
  const server = buildServer({
    // Bots decide on the loop (botThreads 0): under ts-node a bot thread compiles every game
    // first (15–20 s of a core) in each suite; bot-thread-table.test.ts covers the thread.
    config: { graceSeconds: 1, botDelayMs: 0, botThreads: 0, logLevel: "silent", ...options.config },
    journal,
    games: new Map(games.map((g) => [g.id, g])),
    schemas: new Map(Object.entries(options.schemas ?? { [secretGame.id]: secretGameSchemas })),
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
    clientDir: "/nonexistent-client-dir",
  });
  // Any free port: parallel workers, and overlapping jest runs on one machine, never collide.
  await server.listen(0);
  const port = server.port!;
  const colyseus = new ColyseusTestServer(server.gameServer);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    server,
    colyseus,
    journal,
    endpoint,
    client: () => new ColyseusSDK(`ws://127.0.0.1:${port}`),
    close: async () => {
      await colyseus.cleanup().catch(() => undefined);
      await server.close();
      await sleep(100); // lets the HTTP client pool see its keep-alive sockets close (a restart follows in some tests)
    },
  };
}

/** Everything a test client saw, by message type, with a way to wait for the next one. */
export class Inbox {
  readonly messages: { type: string; payload: any }[] = [];
  private waiters: { type: string; test: (p: any) => boolean; resolve: (p: any) => void }[] = [];

  constructor(room: SdkRoom) {
    room.onMessage("*", (type, payload) => {
      this.messages.push({ type: String(type), payload });
      this.waiters = this.waiters.filter((w) => {
        if (w.type === type && w.test(payload)) {
          w.resolve(payload);
          return false;
        }
        return true;
      });
    });
  }

  of(type: string): any[] {
    return this.messages.filter((m) => m.type === type).map((m) => m.payload);
  }

  last(type: string): any {
    const all = this.of(type);
    return all[all.length - 1];
  }

  /** Resolves with the first message of `type` passing `test`, already received or next. */
  wait(type: string, test: (p: any) => boolean = () => true, timeoutMs = 5000): Promise<any> {
    const seen = this.of(type).find(test);
    if (seen !== undefined) return Promise.resolve(seen);
    return this.next(type, test, timeoutMs);
  }

  /** Resolves with the next message of `type` (ignores what was already received). */
  next(type: string, test: (p: any) => boolean = () => true, timeoutMs = 5000): Promise<any> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${type}" message within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        type,
        test,
        resolve: (p) => {
          clearTimeout(timer);
          resolve(p);
        },
      });
    });
  }
}

/** Polls until `check` returns (or resolves to) true: state arrives asynchronously. */
export async function until(check: () => boolean | Promise<boolean>, what = "condition", timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Joined {
  readonly room: SdkRoom<any, any>;
  readonly inbox: Inbox;
}

/** Creates a table and returns the host's room and inbox. */
export async function createTable(t: TestServer, options: Record<string, unknown> = {}): Promise<Joined> {
  const room = await t.client().create("table", { game: "secret-test", seats: 2, name: "Anne", ...options });
  const inbox = new Inbox(room); // registered before any message frame is processed
  await inbox.wait("welcome");
  return { room, inbox };
}

export async function joinTable(t: TestServer, code: string, options: Record<string, unknown> = {}, sdk = t.client()): Promise<Joined> {
  const room = await sdk.joinById(code, options);
  const inbox = new Inbox(room);
  await inbox.wait("welcome");
  return { room, inbox };
}

/** Every game-log entry an inbox received (decoded from the compact `log` messages). */
export function logEntries(inbox: { of(type: string): any[] }): LogEntry[] {
  return inbox.of("log").flatMap((m) => GameLog.decode(m));
}
