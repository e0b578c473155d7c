import { createServer, type Server as HttpServer } from "node:http";
import path from "node:path";
import { Server, type ServerOptions } from "@colyseus/core";
import { Encoder } from "@colyseus/schema";
import express, { type Express } from "express";
import type { AnyGame } from "../shared/engine/game";
import { gameRegistry } from "../shared/games/registry";
import { loadConfig, type ServerConfig } from "./config";
import { assertSeatSchemaTagged, type GameSchemas } from "./games/game-schemas";
import { gameSchemaRegistry } from "./games/registry";
import { createAddressLimits } from "./http/address-limits";
import { apiRouter } from "./http/api";
import { clientPages, inlineScriptHashes, projectRoot } from "./http/client-pages";
import { matchPages } from "./http/match-pages";
import { matchesRouter } from "./http/matches";
import { restrictCors } from "./http/cors";
import { errorAnswer, notFound } from "./http/error-answer";
import { addressOf, frontDoor, installFrontDoor } from "./http/front-door";
import { colyseusLogger, createLogger, type Logger } from "./logger";
import type { MatchJournal, MatchRecord } from "./table/journal";
import { MemoryJournal } from "./table/memory-journal";
import { scaleOutOptions } from "./scale/redis";
import { restoreTable, restoreTables } from "./table/restore";
import { LOBBY_ROOM, TABLE_ROOM } from "./table/room-names";
import { defineTableRoom } from "./table/table-room";
import { GuardedTransport } from "./transport/guarded-transport";
import { defineLobbyRoom } from "./transport/lobby-room";
import { assertCoreEncodes } from "./schema-copy";

// A Shiver Me Timbers table's full state can pass the schema's 16 KB default encode
// buffer, which then grows and warns once per room: start every room's buffer at 32 KB
// (core's copy of the schema library: server/schema-copy.ts).
Encoder.BUFFER_SIZE = 32 * 1024;

/**
 * Builds the whole server in-process: Express (HTTP API + client pages), Colyseus (the
 * `table` and `lobby` rooms) and the journal. `server/main.ts` calls it; tests and other
 * modules (storage, scale-out, benchmarks) call it too:
 *
 *   const server = buildServer({ config: { graceSeconds: 1 }, journal });
 *   await server.listen(0);      // any free port; then server.port
 *   await server.restore();      // rebuilds unfinished tables from the journal
 *   ...
 *   await server.close();        // disposes rooms, closes the port and the journal
 */
export interface BuildOptions {
  /** Overrides of the environment's configuration. */
  readonly config?: Partial<ServerConfig>;
  /** Where tables write their history (default: in memory). */
  readonly journal?: MatchJournal;
  /** Rules by game id (default: shared/games/registry.ts). */
  readonly games?: ReadonlyMap<string, AnyGame>;
  /** Synced schemas by game id (default: server/games/registry.ts). */
  readonly schemas?: ReadonlyMap<string, GameSchemas>;
  readonly logger?: Logger;
  /** The built client (default: <project>/dist/client). */
  readonly clientDir?: string;
  /** Extra Colyseus options: presence, driver, publicAddress for several processes. */
  readonly colyseus?: Pick<ServerOptions, "presence" | "driver" | "publicAddress">;
  /** Install SIGINT/SIGTERM handlers that shut down gracefully (main: yes; tests: no). */
  readonly handleSignals?: boolean;
}

export interface BroadsideServer {
  readonly app: Express;
  readonly httpServer: HttpServer;
  readonly gameServer: Server;
  readonly journal: MatchJournal;
  readonly config: ServerConfig;
  readonly logger: Logger;
  /** Games actually hosted (rules and schema both present). */
  readonly games: ReadonlyMap<string, AnyGame>;
  /** Listens on `port` (0: any free port, see `port`). */
  listen(port?: number): Promise<void>;
  /** The port actually listened on (null before listen()). */
  readonly port: number | null;
  /** Creates a room for every unfinished record of the journal; returns their codes. */
  restore(): Promise<string[]>;
  /** Creates a room for one record (e.g. a single match); returns [code], or [] if it failed. */
  restoreRecord(record: MatchRecord): Promise<string[]>;
  close(): Promise<void>;
}

export function buildServer(options: BuildOptions = {}): BroadsideServer {
  const config: ServerConfig = { ...loadConfig(), ...options.config };
  const logger = options.logger ?? createLogger(config.logLevel);
  const journal = options.journal ?? new MemoryJournal();
  const schemas = options.schemas ?? gameSchemaRegistry;
  const games = hostedGames(options.games ?? gameRegistry, schemas, logger);
  const restoreTickets = new Map<string, MatchRecord>();
  const clientDir = options.clientDir ?? path.join(projectRoot(__dirname), "dist", "client");

  // Security headers, body size and per-address limits run in front of Colyseus and the API.
  restrictCors(config.corsOrigins);
  const limits = createAddressLimits(config, logger);
  const front = frontDoor(config, limits, logger, inlineScriptHashes(clientDir));
  const app = express();
  app.disable("x-powered-by");
  app.use("/api", apiRouter(() => [...games.values()], (id) => schemas.get(id)?.summary));
  app.use("/api", matchesRouter(journal, () => games));
  app.use(clientPages(clientDir));
  app.use(matchPages(clientDir));
  app.use(notFound);
  app.use(errorAnswer(logger));
  const httpServer = createServer(app);

  const gameServer = new Server({
    transport: new GuardedTransport({
      server: httpServer,
      maxPayload: config.maxMessageBytes,
      pingInterval: config.heartbeatMs,
      pingMaxRetries: config.heartbeatMisses,
      framesPer5s: config.disconnectPer5s,
      logger,
      // An address whose connection flooded may not join anything for a while (it would rejoin at once).
      onFlood: (req) => {
        if (config.floodBlockSeconds > 0) void limits.joins.block(addressOf(front, req), config.floodBlockSeconds).catch(() => undefined);
      },
    }),
    gracefullyShutdown: options.handleSignals ?? false,
    greet: false,
    logger: colyseusLogger(logger),
    // Several processes: Redis presence/driver and this process's address when REDIS_URL is set.
    ...(options.colyseus ?? scaleOutOptions(config, logger)),
  });
  gameServer.define(LOBBY_ROOM, defineLobbyRoom(config.lobbyFiltersPer10s));
  gameServer.define(TABLE_ROOM, defineTableRoom({ games, schemas, journal, config, logger, restoreTickets })).enableRealtimeListing();
  gameServer.onShutdown(() => journal.close());

  const boundPort = (): number | null => {
    const address = httpServer.address();
    return address && typeof address === "object" ? address.port : null;
  };
  let closed = false;
  return {
    app,
    httpServer,
    gameServer,
    journal,
    config,
    logger,
    games,
    async listen(port = config.port) {
      // Colyseus only listens for the HTTP server's errors once it is listening: a port in use
      // would leave listen() waiting forever. Fail instead, saying what to do.
      let onError: (error: NodeJS.ErrnoException) => void = () => undefined;
      const failed = new Promise<never>((_, reject) => {
        onError = (error) =>
          reject(error.code === "EADDRINUSE" ? new Error(`Port ${port} is already in use: stop what is using it, or set PORT to another port.`, { cause: error }) : error);
        httpServer.once("error", onError);
      });
      try {
        await Promise.race([gameServer.listen(port), failed]);
      } finally {
        httpServer.off("error", onError);
      }
      // Colyseus has bound its /matchmake routes in front of the app: the front door goes before both.
      installFrontDoor(httpServer, front);
      await limits.ready(); // with REDIS_URL, shared counts from the first request
      // After listen(0), the port the system chose; Colyseus (and @colyseus/testing) read it here.
      (gameServer as unknown as { port: number }).port = boundPort() ?? port;
      logger.info({ port: boundPort(), games: [...games.keys()] }, "Broadside is listening");
    },
    get port() {
      return boundPort();
    },
    restore: () => restoreTables(journal, restoreTickets, logger),
    restoreRecord: (record) => restoreTable(record, restoreTickets, logger),
    async close() {
      if (closed) return;
      closed = true;
      await gameServer.gracefullyShutdown(false); // also runs onShutdown: the journal closes
      httpServer.closeAllConnections(); // idle keep-alive sockets would outlive the server
      await limits.close();
    },
  };
}

function hostedGames(
  rules: ReadonlyMap<string, AnyGame>,
  schemas: ReadonlyMap<string, GameSchemas>,
  logger: Logger,
): ReadonlyMap<string, AnyGame> {
  const hosted = new Map<string, AnyGame>();
  for (const [id, game] of rules) {
    const schema = schemas.get(id);
    if (!schema) {
      logger.warn({ game: id }, "game has rules but no synced schema (server/games/registry.ts): not hosted");
      continue;
    }
    assertSeatSchemaTagged(id, schema.seat);
    assertCoreEncodes([schema.board, schema.seat]);
    hosted.set(id, game);
  }
  return hosted;
}
