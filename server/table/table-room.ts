import { randomInt, randomUUID } from "node:crypto";
import { Room, ServerError, matchMaker, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import type { AnyGame } from "../../shared/engine/game";
import { WIN_EVENT } from "../../shared/engine/game";
import { Random, seedRng } from "../../shared/engine/rng";
import type { ServerConfig } from "../config";
import type { GameSchemas } from "../games/game-schemas";
import { OWNER } from "../games/view-tag";
import type { Logger } from "../logger";
import { ChatHistory, checkChatText } from "./chat";
import { withCorkedSends } from "./corked-sends";
import { FloodGuard } from "./flood-guard";
import { GameLog, type LoggedEvent } from "./game-log";
import { claimInviteCode, claimSpecificCode, releaseInviteCode } from "./invite-code";
import type { MatchJournal, MatchRecord } from "./journal";
import { Match } from "./match";
import { actionMessage, chatMessage, createOptions, describeIssue, emptyMessage, joinOptions, sitMessage, type JoinOptions } from "./messages";
import { project } from "./projector";
import { tableStateClass, type TableStateShape } from "./table-schema";

/**
 * The one generic room `table`: it hosts any game of the registry. It does I/O only —
 * seating, turns and versions live in `Match`, visibility in the schema tags, history in
 * the journal. Messages, payloads and rejection codes are documented in docs/protocol.md.
 */

/** What a table needs from the outside; injected by `defineTableRoom`, never sent by clients. */
export interface TableDeps {
  readonly games: ReadonlyMap<string, AnyGame>;
  readonly schemas: ReadonlyMap<string, GameSchemas>;
  readonly journal: MatchJournal;
  readonly config: Pick<
    ServerConfig,
    "graceSeconds" | "botDelayMs" | "actionsPerSecond" | "chatPer10s" | "disconnectPer5s" | "maxSpectators"
  >;
  readonly logger: Logger;
  /** Records waiting to be restored, by a one-time ticket (see restore.ts). */
  readonly restoreTickets: Map<string, MatchRecord>;
}

/** Close code for a client cut off for flooding (4000-4999 are application codes). */
export const CLOSE_FLOOD = 4429;
/** Serialized actions larger than this are refused with `action/too_large`. */
export const MAX_ACTION_CHARS = 2048;
/** The journal's result for a table everyone left before the start. */
export const ABANDONED = { winners: [], summary: "Abandoned: everyone left before the game started." } as const;

interface Seating {
  seat: number | null;
  name: string;
  /** Dropped and waiting for a reconnection (or its window ended). */
  dropped: boolean;
  /** Cut off by the server: no reconnection. */
  kicked: boolean;
  viewed: boolean;
}

type TableClient = Client & { userData?: Seating; view?: StateView };

export function defineTableRoom(deps: TableDeps) {
  return class TableRoom extends BaseTableRoom {
    override readonly deps = deps;
  };
}

export class BaseTableRoom extends Room<{ state: TableStateShape }> {
  readonly deps!: TableDeps;
  match!: Match;
  private schemas!: GameSchemas;
  private readonly log = new GameLog();
  private readonly chat = new ChatHistory();
  private guard!: FloodGuard;
  /** Actions (players' and bots') run one at a time, in arrival order. */
  private chain: Promise<void> = Promise.resolve();
  private botTimer: NodeJS.Timeout | null = null;
  private graceTimer: NodeJS.Timeout | null = null;
  /** A restored table waits one grace period for its players even with nobody connected. */
  private awaitingReturn = false;
  /** A finished table stays one grace period after the end, so returning players see the result. */
  private lingerTimer: NodeJS.Timeout | null = null;
  private botsHalted = false;
  /** Going down with the process (graceful shutdown): seats stay as the journal has them. */
  private restarting = false;
  private codeClaimed = false;
  private lastMetadata = "";
  private logger!: Logger;

  override async onCreate(raw: unknown): Promise<void> {
    this.logger = this.deps.logger;
    this.guard = new FloodGuard(this.deps.config);
    // Turn-based: every change is sent at once by broadcastPatch(), never on a patch timer.
    // With patchRate null alone, Colyseus still ticks each room's clock 60 times a second
    // (12,000 timer callbacks a second for 200 tables) unless the room has a simulation
    // interval; a one-minute one replaces that tick (nothing here reads the room's clock).
    this.setSimulationInterval(() => undefined, 60_000);
    this.patchRate = null;
    this.maxClients = 10_000; // seats and spectators are limited by the table itself
    this.guardFrames();
    const ticket = (raw as { restoreTicket?: unknown } | null)?.restoreTicket;
    if (typeof ticket === "string" && this.deps.restoreTickets.has(ticket)) {
      await this.restoreFrom(this.deps.restoreTickets.get(ticket)!);
      this.deps.restoreTickets.delete(ticket);
    } else {
      await this.createFresh(raw);
    }
    this.roomId = this.match.code;
    const State = tableStateClass(this.match.game.id, this.schemas);
    this.state = new State();
    this.state.code = this.match.code;
    this.state.game = this.match.game.id;
    this.state.isPublic = this.match.isPublic;
    this.state.hostSeat = this.match.hostSeat;
    // Game events go as the game's compact codes where it has them; clients write the sentences.
    this.log.useCodec(this.schemas.log, () => this.match.seats.map((s) => s.name));
    this.sync();
    await this.setPrivate(!this.listed());
    await this.updateMetadata();
    await this.deps.journal.saveHeader(this.match.header());
    this.registerMessages();
    this.scheduleBots();
    this.logger.info({ code: this.match.code, game: this.match.game.id, matchId: this.match.matchId }, "table created");
  }

  private async createFresh(raw: unknown): Promise<void> {
    const parsed = createOptions.safeParse(raw ?? {});
    if (!parsed.success) throw new ServerError(400, `create/invalid: ${describeIssue(parsed.error)}`);
    const opts = parsed.data;
    const game = this.deps.games.get(opts.game);
    const schemas = this.deps.schemas.get(opts.game);
    if (!game || !schemas) throw new ServerError(404, `game/unknown: there is no game "${opts.game}" here.`);
    const seats = opts.seats ?? game.minSeats;
    if (seats < game.minSeats || seats > game.maxSeats) {
      throw new ServerError(400, `create/seats: ${game.name} takes ${game.minSeats} to ${game.maxSeats} seats, not ${seats}.`);
    }
    const bots = [...new Set(opts.bots)];
    if (bots.some((b) => b < 1 || b >= seats)) {
      throw new ServerError(400, `create/bots: bot seats must be between 1 and ${seats - 1} (seat 0 is the host's).`);
    }
    const options = game.optionsSchema.safeParse(opts.options ?? {});
    if (!options.success) throw new ServerError(400, `create/options: ${describeIssue(options.error)}`);
    const code = await claimInviteCode(this.presence);
    this.codeClaimed = true;
    this.schemas = schemas;
    this.match = new Match({
      game,
      code,
      options: options.data,
      seatCount: seats,
      bots,
      isPublic: opts.isPublic,
      seed: randomInt(0, 2 ** 31 - 1),
      matchId: randomUUID(),
      createdAt: Date.now(),
    });
  }

  private async restoreFrom(record: MatchRecord): Promise<void> {
    const game = this.deps.games.get(record.game);
    const schemas = this.deps.schemas.get(record.game);
    if (!game || !schemas) throw new ServerError(404, `game/unknown: cannot restore a table of "${record.game}".`);
    if (!(await claimSpecificCode(this.presence, record.code))) {
      // After a crash (kill -9) a shared presence (Redis) may still hold the old claim: take it
      // over unless a live room really uses the code.
      if ((await matchMaker.query({ roomId: record.code })).length > 0) {
        throw new ServerError(409, `table/code_taken: code ${record.code} is already in use.`);
      }
      this.logger.warn({ code: record.code }, "taking over a stale invite-code claim");
    }
    this.codeClaimed = true;
    this.schemas = schemas;
    this.match = Match.fromRecord(game, record);
    // Nobody is here yet: keep the table until its players come back.
    this.awaitingReturn = true;
    this.autoDispose = false;
    this.log.append([{ kind: "table/restored", text: "The table was restored after a server restart." }]);
    // Players get the usual grace period to come back before the bot plays for them.
    this.graceTimer = setTimeout(() => this.markAbsentAway(), this.deps.config.graceSeconds * 1000);
  }

  /** Seats whose players have not come back after a restart are played by the bot. */
  private markAbsentAway(): void {
    this.graceTimer = null;
    this.awaitingReturn = false;
    this.refreshAutoDispose(); // a restored waiting table nobody came back to closes (onDispose)
    if (this.match.status !== "playing") return;
    this.match.seats.forEach((s) => {
      if (!s.bot && s.connections === 0 && !s.away) {
        s.away = true;
        this.tableEvent("table/away", `${s.name} is away: the bot plays for them until they return.`);
      }
    });
    this.publish();
    this.scheduleBots();
  }

  // ---- joining and leaving -------------------------------------------------------------

  override onAuth(_client: Client, raw: unknown): JoinOptions {
    const parsed = joinOptions.safeParse(raw ?? {});
    if (!parsed.success) throw new ServerError(400, `join/invalid: ${describeIssue(parsed.error)}`);
    const opts = parsed.data;
    const hasSeat = opts.seatToken !== undefined && this.match.seatOfToken(opts.seatToken) !== null;
    const willSit = hasSeat || (!opts.watch && this.match.status === "waiting" && !this.match.isFull);
    if (!willSit && this.spectatorCount() >= this.deps.config.maxSpectators) {
      throw new ServerError(409, `table/full: every seat is taken and the table has its ${this.deps.config.maxSpectators} spectators.`);
    }
    return opts;
  }

  override async onJoin(client: TableClient): Promise<void> {
    const opts = (client.auth ?? {}) as JoinOptions;
    client.view = new StateView();
    const seating: Seating = { seat: null, name: opts.name ?? "", dropped: false, kicked: false, viewed: false };
    client.userData = seating;
    let token: string | null = null;
    let notice: { code: string; message: string } | null = null;
    if (opts.seatToken !== undefined) {
      const seat = this.match.seatOfToken(opts.seatToken);
      if (seat === null) notice = { code: "seat/token_unknown", message: "That seat token belongs to no seat here; you are watching." };
      else {
        seating.seat = seat;
        token = opts.seatToken;
      }
    }
    let seatsChanged = false;
    if (seating.seat === null && !opts.watch) {
      const free = this.match.status === "waiting" ? this.match.freeSeat() : null;
      if (free !== null) {
        token = this.match.takeSeat(free, opts.name ?? `Player ${free + 1}`);
        seating.seat = free;
        seatsChanged = true;
      } else if (notice === null) {
        notice =
          this.match.status === "waiting"
            ? { code: "table/full", message: "Every seat is taken; you are watching." }
            : this.match.status === "playing"
              ? { code: "table/started", message: "The game has started; you are watching." }
              : { code: "table/finished", message: "The game is over; you are watching." };
      }
    }
    if (seating.seat !== null) {
      seating.name = this.match.seats[seating.seat].name;
      this.seatConnected(seating.seat);
      this.grantView(client);
    } else if (!seating.name) {
      seating.name = "Spectator";
    }
    client.send("welcome", {
      role: seating.seat === null ? "spectator" : "player",
      seat: seating.seat,
      seatToken: token,
      host: seating.seat === this.match.hostSeat,
      ...(notice && seating.seat === null ? { notice } : {}),
    });
    this.sendHistory(client, seating.seat);
    for (const line of this.chat.all()) client.send("chat", line);
    if (seatsChanged) {
      this.tableEvent("table/sit", `${seating.name} sits at seat ${seating.seat! + 1}.`);
      await this.deps.journal.saveHeader(this.match.header());
      if (this.match.isFull) await this.startMatch();
    }
    this.refreshAutoDispose();
    this.publish();
    await this.updateMetadata();
  }

  override onDrop(client: TableClient): void {
    const seating = client.userData;
    if (!seating || seating.kicked) return; // onLeave follows
    seating.dropped = true;
    if (seating.seat !== null) this.match.seats[seating.seat].connections--;
    this.publish();
    const reconnection = this.allowReconnection(client, this.deps.config.graceSeconds);
    Promise.resolve(reconnection).catch(() => undefined);
  }

  override onReconnect(client: TableClient): void {
    const seating = client.userData;
    if (!seating) return;
    seating.dropped = false;
    if (seating.seat !== null) this.seatConnected(seating.seat);
    // What was said while away: the client keys log entries by `n`, so repeats are harmless.
    this.sendHistory(client, seating.seat);
    this.publish();
  }

  override async onLeave(client: TableClient): Promise<void> {
    // A restart is not a leave: the player comes back with the seat token to the restored table.
    if (this.restarting) return;
    const seating = client.userData;
    if (!seating) return;
    const seat = seating.seat;
    if (seat !== null) {
      const s = this.match.seats[seat];
      if (!seating.dropped) s.connections--;
      if (s.connections <= 0) {
        s.connections = 0;
        // Before the start, a player who left (or did not return within the grace period)
        // gives the seat back.
        if (this.match.status === "waiting") {
          this.tableEvent("table/stand", `${s.name} leaves seat ${seat + 1}.`);
          this.match.releaseSeat(seat);
          await this.deps.journal.saveHeader(this.match.header());
        } else if (this.match.status === "playing" && !s.away) {
          s.away = true;
          this.tableEvent("table/away", `${s.name} is away: the bot plays for them until they return.`);
          this.scheduleBots();
        }
      }
    }
    this.publish();
    await this.updateMetadata();
  }

  override async onDispose(): Promise<void> {
    if (this.botTimer) clearTimeout(this.botTimer);
    if (this.graceTimer) clearTimeout(this.graceTimer);
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.botTimer = null;
    // Everyone left before the start: the journal records the table as finished with no
    // winner, so it is not rebuilt on every restart (a restart itself is not a leave).
    if (!this.restarting && this.match?.status === "waiting") {
      await this.deps.journal
        .finish(this.match.matchId, ABANDONED)
        .catch((error) => this.logger.error({ err: error, code: this.match.code }, "could not record an abandoned table"));
    }
    if (this.codeClaimed && this.match) await releaseInviteCode(this.presence, this.match.code);
  }

  /** Graceful shutdown: tell clients, who reconnect with their seat tokens once the server is back. */
  override onBeforeShutdown(): void {
    this.broadcast("restarting", {});
    // Storage (issue 4): seats are kept (onLeave), no bot move starts while going down, and
    // the action being written finishes (journal, then its patch) before clients are cut off.
    this.restarting = true;
    this.botsHalted = true;
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    void this.chain.finally(() => super.onBeforeShutdown());
  }

  override onUncaughtException(error: Error, method: string): void {
    this.logger.error({ err: error, method, code: this.match?.code }, "uncaught exception in table");
  }

  /** A frame that cannot be decoded must never take the process down: cut that client off. */
  private guardFrames(): void {
    const self = this as unknown as { _onMessage: (client: Client, buffer: Uint8Array) => void };
    const original = self._onMessage;
    self._onMessage = (client: Client, buffer: Uint8Array) => {
      try {
        original.call(this, client, buffer);
      } catch (error) {
        this.logger.warn({ err: error, code: this.match?.code }, "undecodable message; closing the client");
        client.leave(4002, "malformed message");
      }
    };
  }

  private seatConnected(seat: number): void {
    const s = this.match.seats[seat];
    s.connections++;
    if (s.away) {
      s.away = false;
      this.tableEvent("table/back", `${s.name} is back.`);
    }
  }

  /** Only this seat's clients get its private entry (explicit OWNER tag). */
  private grantView(client: TableClient): void {
    const seating = client.userData!;
    if (seating.seat === null || seating.viewed) return;
    const entry = this.state.private.get(String(seating.seat));
    if (!entry) return; // before the start; granted in startMatch()
    client.view!.add(entry, OWNER);
    seating.viewed = true;
  }

  // ---- messages ------------------------------------------------------------------------

  private registerMessages(): void {
    this.onMessage("action", (client: TableClient, payload: unknown) =>
      this.guarded(client, "game", () => this.onAction(client, payload)),
    );
    this.onMessage("start", (client: TableClient, payload: unknown) =>
      this.guarded(client, "game", () => this.onStart(client, payload)),
    );
    this.onMessage("sit", (client: TableClient, payload: unknown) => this.guarded(client, "game", () => this.onSit(client, payload)));
    this.onMessage("rematch", (client: TableClient, payload: unknown) =>
      this.guarded(client, "game", () => this.onRematch(client, payload)),
    );
    this.onMessage("chat", (client: TableClient, payload: unknown) => this.guarded(client, "chat", () => this.onChat(client, payload)));
    this.onMessage("*", (client: TableClient, type: string | number) =>
      this.guarded(client, "other", () => this.reject(client, "message/unknown", `There is no message "${String(type).slice(0, 40)}".`)),
    );
  }

  /** Rate limits first; a flood is answered, then cut off. Errors never escape. */
  private guarded(client: TableClient, kind: "game" | "chat" | "other", handler: () => void | Promise<void>): void {
    void this.guard
      .check(client.sessionId, kind)
      .then(async (verdict) => {
        if (verdict === "disconnect") return this.kick(client, CLOSE_FLOOD, "rate/flood: too many messages");
        if (verdict === "limited") return this.reject(client, "rate/limited", "Too many messages; slow down.");
        await handler();
      })
      .catch((error) => this.logger.error({ err: error, code: this.match.code }, "message handler failed"));
  }

  private kick(client: TableClient, code: number, reason: string): void {
    if (client.userData?.kicked) return;
    if (client.userData) client.userData.kicked = true;
    this.logger.warn({ code: this.match.code, session: client.sessionId, reason }, "client disconnected");
    client.leave(code, reason);
  }

  private reject(client: TableClient, code: string, message: string, rule?: string): void {
    client.send("rejected", { code, message, ...(rule ? { rule } : {}), version: this.match.version });
  }

  private onAction(client: TableClient, payload: unknown): void {
    let size: number;
    try {
      size = JSON.stringify(payload ?? null).length;
    } catch {
      size = Infinity;
    }
    if (size > MAX_ACTION_CHARS) return this.reject(client, "action/too_large", `Actions are limited to ${MAX_ACTION_CHARS} characters.`);
    const parsed = actionMessage.safeParse(payload);
    if (!parsed.success) return this.reject(client, "action/malformed", `An action message is { version, action }: ${describeIssue(parsed.error)}.`);
    const seat = client.userData?.seat ?? null;
    if (seat === null) return this.reject(client, "seat/spectator", "Spectators cannot act.");
    const { version, action } = parsed.data;
    this.enqueue(() => this.applyAction(seat, version, action, client));
  }

  private async onStart(client: TableClient, payload: unknown): Promise<void> {
    if (!emptyMessage.safeParse(payload).success) return this.reject(client, "message/malformed", "`start` takes an empty object.");
    if (client.userData?.seat !== this.match.hostSeat) return this.reject(client, "start/not_host", "Only the host can start the game.");
    if (this.match.status !== "waiting") return this.reject(client, "start/already", "The game has already started.");
    await this.startMatch();
    this.publish();
    await this.updateMetadata();
  }

  private async onSit(client: TableClient, payload: unknown): Promise<void> {
    const parsed = sitMessage.safeParse(payload ?? {});
    if (!parsed.success) return this.reject(client, "message/malformed", `\`sit\` takes { seat? }: ${describeIssue(parsed.error)}.`);
    const seating = client.userData!;
    if (seating.seat !== null) return this.reject(client, "sit/seated", "You already have a seat.");
    if (this.match.status !== "waiting") return this.reject(client, "sit/started", "Seats can only be taken before the game starts.");
    const wanted = parsed.data.seat ?? this.match.freeSeat();
    if (wanted === null) return this.reject(client, "table/full", "Every seat is taken.");
    if (wanted >= this.match.seats.length) return this.reject(client, "seat/unknown", `There is no seat ${wanted} at this table.`);
    if (this.match.isTaken(wanted)) return this.reject(client, "sit/taken", `Seat ${wanted} is taken.`);
    const name = seating.name && seating.name !== "Spectator" ? seating.name : `Player ${wanted + 1}`;
    const token = this.match.takeSeat(wanted, name);
    seating.seat = wanted;
    seating.name = name;
    this.seatConnected(wanted);
    client.send("welcome", { role: "player", seat: wanted, seatToken: token, host: wanted === this.match.hostSeat });
    this.tableEvent("table/sit", `${name} sits at seat ${wanted + 1}.`);
    await this.deps.journal.saveHeader(this.match.header());
    if (this.match.isFull) await this.startMatch();
    this.publish();
    await this.updateMetadata();
  }

  private async onRematch(client: TableClient, payload: unknown): Promise<void> {
    if (!emptyMessage.safeParse(payload).success) return this.reject(client, "message/malformed", "`rematch` takes an empty object.");
    const seat = client.userData?.seat ?? null;
    if (seat === null) return this.reject(client, "seat/spectator", "Only seated players can ask for a rematch.");
    if (this.match.status !== "finished") return this.reject(client, "rematch/not_finished", "A rematch can only start once the game is over.");
    this.enqueue(async () => {
      if (this.match.status !== "finished") return; // someone else's rematch came first
      this.match.rematch(randomInt(0, 2 ** 31 - 1), randomUUID());
      await this.deps.journal.saveHeader(this.match.header());
      this.tableEvent("table/rematch", `${this.match.seats[seat].name} asked for a rematch: a new game begins.`);
      this.refreshAutoDispose();
      this.publish();
      await this.updateMetadata();
      this.scheduleBots();
    });
  }

  private onChat(client: TableClient, payload: unknown): void {
    const parsed = chatMessage.safeParse(payload);
    if (!parsed.success) return this.reject(client, "message/malformed", "`chat` takes { text }.");
    const checked = checkChatText(parsed.data.text);
    if (!checked.ok) return this.reject(client, checked.code, checked.message);
    const seating = client.userData!;
    const line = { from: seating.name, seat: seating.seat, text: checked.text, at: Date.now() };
    this.chat.add(line);
    this.broadcast("chat", line);
  }

  // ---- the game ------------------------------------------------------------------------

  private enqueue(work: () => Promise<void> | void): void {
    this.chain = this.chain.then(work).catch((error) => this.logger.error({ err: error, code: this.match.code }, "table work failed"));
  }

  private async startMatch(): Promise<void> {
    if (this.match.status !== "waiting") return; // two joins may both fill the table
    this.match.start();
    // A seated player with no connection now (dropped, within the grace period) is played by
    // the bot until they return, rather than stalling the table.
    this.match.seats.forEach((s) => {
      if (!s.bot && s.connections === 0) s.away = true;
    });
    this.sync(); // creates the private entries, so views can be granted before anything is sent
    for (const client of this.clients as Iterable<TableClient>) this.grantView(client);
    await this.deps.journal.saveHeader(this.match.header());
    this.publish();
    this.tableEvent("table/start", `The game begins: ${this.match.seats.map((s) => s.name).join(", ")}.`);
    await this.setPrivate(true); // a started table leaves the public list
    this.refreshAutoDispose();
    this.scheduleBots();
  }

  /**
   * The write-ahead path of every action: check, journal, commit, patch, log. `client` is
   * null for a bot's move.
   */
  private async applyAction(seat: number, version: number, action: unknown, client: TableClient | null): Promise<void> {
    const outcome = this.match.tryAction(seat, version, action, Date.now());
    if (!outcome.ok) {
      if (client) this.reject(client, outcome.rejection.code, outcome.rejection.message, outcome.rejection.rule);
      else {
        this.botsHalted = true;
        this.logger.error({ code: this.match.code, seat, action, rejection: outcome.rejection }, "a bot chose a rejected action");
      }
      return;
    }
    try {
      await this.deps.journal.appendAction(this.match.matchId, outcome.index, outcome.entry);
    } catch (error) {
      this.logger.error({ err: error, code: this.match.code }, "journal append failed; action refused");
      if (client) this.reject(client, "server/storage", "The server could not record that action; try again.");
      return;
    }
    const result = this.match.commit(outcome);
    const added = this.log.append(outcome.events);
    // The patch and the log message leave together: one socket write per client, not two.
    withCorkedSends(this.clients, () => {
      this.publish();
      this.sendLog(added);
    });
    if (result) {
      await this.deps.journal.finish(this.match.matchId, result);
      // The game may have announced its winner already; say it once.
      if (!outcome.events.some((event) => event.kind === WIN_EVENT)) this.tableEvent("table/over", result.summary);
      this.publish();
      await this.updateMetadata();
      this.lingerAfterEnd();
    }
    this.scheduleBots();
  }

  // ---- lifetime ------------------------------------------------------------------------

  /**
   * A table outlives its connections while a match is being played (the bot plays absent
   * seats to the end), while a restored table waits for its players, and for one grace
   * period after the end. Otherwise it closes when its last connection is gone.
   */
  private refreshAutoDispose(): void {
    const keep = this.match.status === "playing" || this.awaitingReturn || this.lingerTimer !== null;
    this.autoDispose = !keep;
  }

  private lingerAfterEnd(): void {
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = setTimeout(() => {
      this.lingerTimer = null;
      this.refreshAutoDispose();
    }, this.deps.config.graceSeconds * 1000);
    this.refreshAutoDispose();
  }

  private scheduleBots(): void {
    if (this.botTimer || this.botsHalted || this.match.botTurn() === null) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      this.enqueue(() => this.botMove());
    }, this.deps.config.botDelayMs);
  }

  private async botMove(): Promise<void> {
    const seat = this.match.botTurn();
    if (seat === null) return;
    const random = Random.from(seedRng(randomInt(0, 2 ** 31 - 1)));
    const action = this.match.game.bot(this.match.state, seat, random);
    await this.applyAction(seat, this.match.version, action, null);
  }

  // ---- output --------------------------------------------------------------------------

  private tableEvent(kind: string, text: string): void {
    this.sendLog(this.log.append([{ kind, text }]));
  }

  /** New entries: encoded once for everyone, unless a seat reads a secret text. */
  private sendLog(added: readonly LoggedEvent[]): void {
    if (added.length === 0) return;
    if (!GameLog.hasSecret(added)) {
      this.broadcast("log", GameLog.message(added, null));
      return;
    }
    for (const client of this.clients as Iterable<TableClient>) {
      client.send("log", GameLog.message(added, client.userData?.seat ?? null));
    }
  }

  private sendHistory(client: TableClient, seat: number | null): void {
    const message = GameLog.message(this.log.all(), seat);
    if (message) client.send("log", message);
  }

  /** Projects the match onto the synced state and sends the patch now. */
  private publish(): void {
    this.sync();
    this.broadcastPatch();
  }

  private sync(): void {
    const m = this.match;
    const playing = m.status !== "waiting";
    project(this.state, {
      code: m.code,
      game: m.game.id,
      status: m.status,
      version: m.version,
      hostSeat: m.hostSeat,
      spectators: this.spectatorCount(),
      isPublic: m.isPublic,
      seats: m.seats.map((s, index) => ({
        index,
        name: s.name,
        taken: m.isTaken(index),
        connected: s.bot || s.connections > 0,
        bot: s.bot,
        botActing: !s.bot && s.away && m.status === "playing",
      })),
      active: [...m.active()],
      board: playing ? this.boardView(m.game.publicView(m.state)) : {},
      result: { winners: [...(m.result?.winners ?? [])], scores: [...(m.result?.scores ?? [])], summary: m.result?.summary ?? "" },
      private: playing ? Object.fromEntries(m.seats.map((_, i) => [String(i), m.game.seatView(m.state, i)])) : {},
    });
  }

  private boardView(view: unknown): unknown {
    return this.schemas.boardView ? this.schemas.boardView(view) : view;
  }

  private spectatorCount(): number {
    let count = 0;
    for (const client of this.clients as Iterable<TableClient>) {
      if (client.userData && client.userData.seat === null && !client.userData.dropped) count++;
    }
    return count;
  }

  /** Public tables are listed while they wait for players. */
  private listed(): boolean {
    return this.match.isPublic && this.match.status === "waiting";
  }

  private async updateMetadata(): Promise<void> {
    const m = this.match;
    const metadata = {
      game: m.game.id,
      gameName: m.game.name,
      status: m.status,
      seats: m.seats.length,
      seatsTaken: m.seatsTaken,
      spectators: this.spectatorCount(),
      isPublic: m.isPublic,
    };
    const text = JSON.stringify(metadata);
    if (text === this.lastMetadata) return;
    this.lastMetadata = text;
    await this.setMetadata(metadata);
  }
}
