import { Room, ServerError, type Client } from "@colyseus/core";
import type { AnyGame } from "../../shared/engine/game";
import type { ServerConfig } from "../config";
import type { GameSchemas } from "../games/game-schemas";
import type { Logger } from "../logger";
import { ActionPath } from "./action-path";
import { ChatHistory } from "./chat";
import { GameLog } from "./game-log";
import type { MatchJournal, MatchRecord } from "./journal";
import { TableLifetime } from "./lifetime";
import type { Match } from "./match";
import type { JoinOptions } from "./messages";
import { TableOutput } from "./output";
import { TableSeating } from "./seating";
import { shareEncodeBuffers } from "./shared-encode-buffers";
import type { TableClient } from "./table-client";
import { TableMessages } from "./table-messages";
import { tableStateClass, type TableStateShape } from "./table-schema";

export { MAX_ACTION_CHARS } from "./action-path";
export { ABANDONED } from "./lifetime";
export { CLOSE_FLOOD } from "./table-messages";

/**
 * The one generic room `table`: it hosts any game of the registry. It does I/O only —
 * seating, turns and versions live in `Match`, visibility in the schema tags, history in
 * the journal. The room wires its parts together:
 *
 *   seating.ts         who sits where: join, sit, drop, reconnect, leave, private views
 *   lifetime.ts        create or restore, start, rematch, linger, dispose, shutdown
 *   table-messages.ts  every client message, its rate limits and its answers
 *   action-path.ts     the action path, players' and bots': check, journal, commit, patch
 *   output.ts          the synced state, the log and the listing metadata
 *
 * Messages, payloads and rejection codes are documented in docs/protocol.md.
 */

/** What a table needs from the outside; injected by `defineTableRoom`, never sent by clients. */
export interface TableDeps {
  readonly games: ReadonlyMap<string, AnyGame>;
  readonly schemas: ReadonlyMap<string, GameSchemas>;
  readonly journal: MatchJournal;
  readonly config: Pick<
    ServerConfig,
    "graceSeconds" | "botDelayMs" | "actionsPerSecond" | "chatPer10s" | "disconnectPer5s" | "maxSpectators"
  > &
    Partial<Pick<ServerConfig, "botThreads">>;
  readonly logger: Logger;
  /** Records waiting to be restored, by a one-time ticket (see restore.ts). */
  readonly restoreTickets: Map<string, MatchRecord>;
}

export function defineTableRoom(deps: TableDeps) {
  return class TableRoom extends BaseTableRoom {
    override readonly deps = deps;
  };
}

export class BaseTableRoom extends Room<{ state: TableStateShape }> {
  readonly deps!: TableDeps;
  match!: Match;
  schemas!: GameSchemas;
  logger!: Logger;
  readonly log = new GameLog();
  readonly chat = new ChatHistory();
  readonly seating = new TableSeating(this);
  readonly lifetime = new TableLifetime(this);
  readonly inbox = new TableMessages(this);
  readonly actions = new ActionPath(this);
  readonly output = new TableOutput(this);

  override async onCreate(raw: unknown): Promise<void> {
    this.logger = this.deps.logger;
    // Turn-based: every change is sent at once by broadcastPatch(), never on a patch timer.
    // With patchRate null alone, Colyseus still ticks each room's clock 60 times a second
    // (12,000 timer callbacks a second for 200 tables) unless the room has a simulation
    // interval; a one-minute one replaces that tick (nothing here reads the room's clock).
    this.setSimulationInterval(() => undefined, 60_000);
    this.patchRate = null;
    this.maxClients = 10_000; // seats and spectators are limited by the table itself
    this.inbox.guardFrames();
    this.closeReconnectionWindowsOnDisconnect();
    const ticket = (raw as { restoreTicket?: unknown } | null)?.restoreTicket;
    if (typeof ticket === "string" && this.deps.restoreTickets.has(ticket)) {
      await this.lifetime.restoreFrom(this.deps.restoreTickets.get(ticket)!);
      this.deps.restoreTickets.delete(ticket);
    } else {
      await this.lifetime.createFresh(raw);
    }
    this.roomId = this.match.code;
    const State = tableStateClass(this.match.game.id, this.schemas);
    this.state = new State();
    shareEncodeBuffers(this);
    this.state.code = this.match.code;
    this.state.game = this.match.game.id;
    this.state.isPublic = this.match.isPublic;
    this.state.hostSeat = this.match.hostSeat;
    // Game events go as the game's compact codes where it has them; clients write the sentences.
    this.log.useCodec(this.schemas.log, () => this.match.seats.map((s) => s.name));
    this.output.sync();
    await this.setPrivate(!this.output.listed());
    await this.output.updateMetadata();
    await this.deps.journal.saveHeader(this.match.header());
    this.inbox.register();
    this.actions.scheduleBots();
    this.logger.info({ code: this.match.code, game: this.match.game.id, matchId: this.match.matchId }, "table created");
  }

  override onAuth(_client: Client, raw: unknown): JoinOptions {
    return this.seating.auth(raw);
  }

  override onJoin(client: TableClient): Promise<void> {
    return this.seating.join(client);
  }

  override onDrop(client: TableClient, code?: number): void {
    this.seating.drop(client, code);
  }

  override onReconnect(client: TableClient): void {
    this.seating.reconnect(client);
  }

  override onLeave(client: TableClient): Promise<void> {
    return this.seating.leave(client);
  }

  override onDispose(): Promise<void> {
    return this.lifetime.dispose();
  }

  /** Graceful shutdown: tell clients, who reconnect with their seat tokens once the server is back. */
  override onBeforeShutdown(): void {
    this.broadcast("restarting", {});
    void this.lifetime.beforeShutdown().finally(() => super.onBeforeShutdown());
  }

  /**
   * When a room is disconnected (shutdown, tests' cleanup) Colyseus rejects its pending
   * reconnections and forgets their timers without clearing them: each held the process up to
   * GRACE_SECONDS after the server closed (Jest: "did not exit one second after the test run").
   */
  private closeReconnectionWindowsOnDisconnect(): void {
    const self = this as unknown as { _rejectPendingReconnections: (message: string) => void; _reservedSeatTimeouts: Record<string, NodeJS.Timeout> };
    const reject = self._rejectPendingReconnections;
    self._rejectPendingReconnections = (message: string) => {
      for (const timer of Object.values(self._reservedSeatTimeouts)) clearTimeout(timer);
      reject.call(this, message);
    };
  }

  override onUncaughtException(error: Error, method: string): void {
    // A create or join refused on purpose (ServerError 4xx: create/*, join/invalid, table/full)
    // is the client's mistake: one short info line, no stack (anyone could flood the error log).
    const cause = (error as { cause?: unknown }).cause ?? error;
    if (cause instanceof ServerError && cause.code < 500) {
      this.logger.info({ method, code: this.match?.code, refusal: cause.message.slice(0, 160) }, "request refused");
      return;
    }
    this.logger.error({ err: error, method, code: this.match?.code }, "uncaught exception in table");
  }
}
