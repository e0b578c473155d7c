import { randomInt, randomUUID } from "node:crypto";
import { ServerError, matchMaker } from "@colyseus/core";
import { claimInviteCode, claimSpecificCode, releaseInviteCode } from "./invite-code";
import type { MatchRecord } from "./journal";
import { rebuildLog } from "./log-rebuild";
import { Match } from "./match";
import { mixPlayersEntropy, revealMatchSeed, sealMatchSeed } from "./fair-dice";
import { createOptions, describeIssue } from "./messages";
import { startLine } from "./table-lines";
import { TablePolicies } from "./table-policies";
import { settingsFrom } from "./table-settings";
import type { TableClient } from "./table-client";
import type { BaseTableRoom } from "./table-room";

/** The journal's result for a table everyone left before the start. */
export const ABANDONED = { winners: [], summary: "Abandoned: everyone left before the game started." } as const;

/**
 * A match's lifetime at its table: created fresh or restored from the journal, started,
 * rematched, kept while it matters and disposed. A table outlives its connections while a
 * match is being played (the bot plays absent seats to the end), while a restored table
 * waits for its players, and for one grace period after the end; otherwise it closes when
 * its last connection is gone.
 */
export class TableLifetime {
  /** A restored table waits one grace period for its players even with nobody connected. */
  private awaitingReturn = false;
  private graceTimer: NodeJS.Timeout | null = null;
  /** A finished table stays one grace period after the end, so returning players see the result. */
  private lingerTimer: NodeJS.Timeout | null = null;
  /** Going down with the process (graceful shutdown): seats stay as the journal has them. */
  restarting = false;
  private codeClaimed = false;
  /** Delayed watching and turn clocks (table-policies.ts); the action path calls its afterAction. */
  readonly policies: TablePolicies;

  constructor(private readonly room: BaseTableRoom) {
    this.policies = new TablePolicies(room);
  }

  /** `create` options from a client: validated here, before any code is claimed. */
  async createFresh(raw: unknown): Promise<void> {
    const room = this.room;
    const parsed = createOptions.safeParse(raw ?? {});
    if (!parsed.success) throw new ServerError(400, `create/invalid: ${describeIssue(parsed.error)}`);
    const opts = parsed.data;
    const game = room.deps.games.get(opts.game);
    const schemas = room.deps.schemas.get(opts.game);
    if (!game || !schemas) throw new ServerError(404, `game/unknown: there is no game "${opts.game}" here.`);
    const seats = opts.seats ?? game.minSeats;
    if (seats < game.minSeats || seats > game.maxSeats) {
      throw new ServerError(400, `create/seats: ${game.name} takes ${game.minSeats} to ${game.maxSeats} seats, not ${seats}.`);
    }
    const bots = [...new Set(opts.bots)];
    if (bots.some((b) => b < 1 || b >= seats)) {
      throw new ServerError(400, `create/bots: bot seats must be between 1 and ${seats - 1} (seat 0 is the host's).`);
    }
    // An option the game does not know is refused, not silently dropped (a typo would change the game).
    const known = (game.optionsSchema as { shape?: Record<string, unknown> }).shape;
    const given = opts.options && typeof opts.options === "object" ? Object.keys(opts.options) : [];
    const unknown = known ? given.filter((key) => !(key in known)) : [];
    if (unknown.length > 0) {
      throw new ServerError(400, `create/unknown_option: ${game.name} has no option ${unknown.map((k) => `"${k}"`).join(", ")} (its options: ${Object.keys(known!).join(", ")}).`);
    }
    const options = game.optionsSchema.safeParse(opts.options ?? {});
    if (!options.success) throw new ServerError(400, `create/options: ${describeIssue(options.error)}`);
    const code = await claimInviteCode(room.presence);
    this.codeClaimed = true;
    room.schemas = schemas;
    room.match = new Match({
      game,
      code,
      options: options.data,
      seatCount: seats,
      bots,
      isPublic: opts.isPublic,
      seed: randomInt(0, 2 ** 31 - 1),
      matchId: randomUUID(),
      createdAt: Date.now(),
      settings: settingsFrom(opts),
    });
    sealMatchSeed(room);
  }

  /** A table rebuilt from its journal record after a restart, under its old code. */
  async restoreFrom(record: MatchRecord): Promise<void> {
    const room = this.room;
    const game = room.deps.games.get(record.game);
    const schemas = room.deps.schemas.get(record.game);
    if (!game || !schemas) throw new ServerError(404, `game/unknown: cannot restore a table of "${record.game}".`);
    if (!(await claimSpecificCode(room.presence, record.code))) {
      // After a crash (kill -9) a shared presence (Redis) may still hold the old claim: take it
      // over unless a live room really uses the code.
      if ((await matchMaker.query({ roomId: record.code })).length > 0) {
        throw new ServerError(409, `table/code_taken: code ${record.code} is already in use.`);
      }
      room.logger.warn({ code: record.code }, "taking over a stale invite-code claim");
    }
    this.codeClaimed = true;
    room.schemas = schemas;
    room.match = Match.fromRecord(game, record);
    this.policies.restored(record);
    // Nobody is here yet: keep the table until its players come back.
    this.awaitingReturn = true;
    room.autoDispose = false;
    // The log comes back from the journal (log-rebuild.ts), in the game's codes where it has them.
    room.log.useCodec(schemas.log, () => room.match.seats.map((s) => s.name));
    room.log.append([...rebuildLog(game, record), { kind: "table/restored", text: "The table was restored after a server restart." }]);
    // Players get the usual grace period to come back before the bot plays for them.
    this.graceTimer = setTimeout(() => this.markAbsentAway(), room.deps.config.graceSeconds * 1000);
  }

  /** Seats whose players have not come back after a restart are played by the bot. */
  private markAbsentAway(): void {
    const { match, output } = this.room;
    this.graceTimer = null;
    this.awaitingReturn = false;
    this.refreshAutoDispose(); // a restored waiting table nobody came back to closes (onDispose)
    if (match.status !== "playing") return;
    match.seats.forEach((s) => {
      if (!s.bot && s.connections === 0 && !s.away) {
        s.away = true;
        output.tableEvent("table/away", `${s.name} is away: the bot plays for them until they return.`);
      }
    });
    output.publish();
    this.policies.resume();
    this.room.actions.scheduleBots();
  }

  async startMatch(): Promise<void> {
    const { match, output } = this.room;
    if (match.status !== "waiting") return; // two joins may both fill the table
    mixPlayersEntropy(this.room);
    match.start();
    // A seated player with no connection now (dropped, within the grace period) is played by
    // the bot until they return, rather than stalling the table.
    match.seats.forEach((s) => {
      if (!s.bot && s.connections === 0) s.away = true;
    });
    output.sync(); // creates the private entries, so views can be granted before anything is sent
    for (const client of this.room.clients as Iterable<TableClient>) this.room.seating.grantView(client);
    await this.room.deps.journal.saveHeader(match.header());
    output.publish();
    output.tableEvent("table/start", startLine(match.seats.map((s) => s.name)));
    this.policies.matchBegan();
    await this.room.setPrivate(true); // a started table leaves the public list
    this.refreshAutoDispose();
    this.room.actions.scheduleBots();
  }

  /** Same table and seats, a new seed and match id; queued behind any action in flight. */
  rematch(askedBy: number): void {
    const room = this.room;
    room.actions.enqueue(async () => {
      const { match, output } = room;
      if (match.status !== "finished") return; // someone else's rematch came first
      sealMatchSeed(room);
      match.rematch(mixPlayersEntropy(room), randomUUID());
      await room.deps.journal.saveHeader(match.header());
      output.tableEvent("table/rematch", `${match.seats[askedBy].name} asked for a rematch: a new game begins.`);
      this.policies.matchBegan();
      this.refreshAutoDispose();
      output.publish();
      await output.updateMetadata();
      room.actions.scheduleBots();
    });
  }

  refreshAutoDispose(): void {
    const keep = this.room.match.status === "playing" || this.awaitingReturn || this.lingerTimer !== null;
    this.room.autoDispose = !keep;
  }

  lingerAfterEnd(): void {
    revealMatchSeed(this.room);
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = setTimeout(() => {
      this.lingerTimer = null;
      this.refreshAutoDispose();
    }, this.room.deps.config.graceSeconds * 1000);
    this.refreshAutoDispose();
  }

  async dispose(): Promise<void> {
    const { match, logger } = this.room;
    this.room.actions.haltBots();
    this.policies.dispose();
    if (this.graceTimer) clearTimeout(this.graceTimer);
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    // Everyone left before the start: the journal records the table as finished with no
    // winner, so it is not rebuilt on every restart (a restart itself is not a leave).
    if (!this.restarting && match?.status === "waiting") {
      await this.room.deps.journal
        .finish(match.matchId, ABANDONED)
        .catch((error) => logger.error({ err: error, code: match.code }, "could not record an abandoned table"));
    }
    if (this.codeClaimed && match) await releaseInviteCode(this.room.presence, match.code);
  }

  /**
   * Graceful shutdown: seats are kept (a restart is not a leave), no bot move starts while
   * going down, and the action being written finishes (journal, then its patch) first.
   */
  beforeShutdown(): Promise<void> {
    this.restarting = true;
    this.room.actions.haltBots();
    return this.room.actions.drained();
  }
}
