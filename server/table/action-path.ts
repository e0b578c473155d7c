import { randomInt } from "node:crypto";
import { WIN_EVENT } from "../../shared/engine/game";
import { sharedBotPool } from "./bot-pool";
import { withCorkedSends } from "./corked-sends";
import { describeIssue, readActionMessage } from "./messages";
import type { TableClient } from "./table-client";
import type { BaseTableRoom } from "./table-room";

/** Serialized actions larger than this are refused with `action/too_large`. */
export const MAX_ACTION_CHARS = 2048;

/** The length of a value's JSON text (Infinity when it has none: a cycle, a BigInt). */
function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value ?? null).length;
  } catch {
    return Infinity;
  }
}

/**
 * The action path, players' and bots' alike: check the message, queue it, ask the rules,
 * journal, commit, patch and log. Work runs one item at a time, in arrival order.
 */
export class ActionPath {
  /** The queue's tail: every table change waits for the one before it. */
  private chain: Promise<void> = Promise.resolve();
  private botTimer: NodeJS.Timeout | null = null;
  private botsHalted = false;

  constructor(private readonly room: BaseTableRoom) {}

  /**
   * An `action` message from a client: `{ version, action }`, or that object as JSON text (what
   * Broadside's clients send: the SDK packs an object with MessagePack records, whose every
   * message the server reads by building a reader afresh; a string it reads as it is).
   */
  receive(client: TableClient, payload: unknown): void {
    const reject = this.room.inbox.reject.bind(this.room.inbox);
    const tooLarge = () => reject(client, "action/too_large", `Actions are limited to ${MAX_ACTION_CHARS} characters.`);
    let message = payload;
    if (typeof payload === "string") {
      if (payload.length > MAX_ACTION_CHARS) return tooLarge();
      try {
        message = JSON.parse(payload);
      } catch {
        return reject(client, "action/malformed", "An action message sent as text must be the JSON of { version, action }.");
      }
    } else if (jsonLength(payload) > MAX_ACTION_CHARS) {
      return tooLarge();
    }
    const parsed = readActionMessage(message);
    if (!parsed.success) return reject(client, "action/malformed", `An action message is { version, action }: ${describeIssue(parsed.error)}.`);
    const seat = client.userData?.seat ?? null;
    if (seat === null) return reject(client, "seat/spectator", "Spectators cannot act.");
    const { version, action } = parsed.data;
    this.enqueue(() => this.apply(seat, version, action, client));
  }

  enqueue(work: () => Promise<void> | void): void {
    this.chain = this.chain
      .then(work)
      .catch((error) => this.room.logger.error({ err: error, code: this.room.match.code }, "table work failed"));
  }

  /** Resolves once the work queued so far is done. */
  drained(): Promise<void> {
    return this.chain;
  }

  /**
   * The write-ahead path of every action: check, journal, commit, patch, log. `client` is
   * null for a bot's move.
   */
  private async apply(seat: number, version: number, action: unknown, client: TableClient | null): Promise<void> {
    const { match, output, logger } = this.room;
    const journal = this.room.deps.journal;
    const outcome = match.tryAction(seat, version, action, Date.now());
    if (!outcome.ok) {
      if (client) this.room.inbox.reject(client, outcome.rejection.code, outcome.rejection.message, outcome.rejection.rule);
      else {
        logger.error({ code: match.code, seat, action, rejection: outcome.rejection }, "a bot chose a rejected action");
        this.botFailed(seat);
      }
      return;
    }
    try {
      await journal.appendAction(match.matchId, outcome.index, outcome.entry);
    } catch (error) {
      logger.error({ err: error, code: match.code }, "journal append failed; action refused");
      if (client) this.room.inbox.reject(client, "server/storage", "The server could not record that action; try again.");
      return;
    }
    const result = match.commit(outcome);
    const added = this.room.log.append(outcome.events);
    // The patch and the log message leave together: one socket write per client, not two.
    withCorkedSends(this.room.clients, () => {
      output.publish(true);
      output.sendLog(added);
    });
    this.room.lifetime.policies.afterAction(seat, client !== null, outcome.events); // delayed watchers, clocks, a player back
    if (result) {
      await journal.finish(match.matchId, result);
      // The game may have announced its winner already; say it once.
      if (!outcome.events.some((event) => event.kind === WIN_EVENT)) output.tableEvent("table/over", result.summary);
      output.publish();
      await output.updateMetadata();
      this.room.lifetime.lingerAfterEnd();
    }
    this.scheduleBots();
  }

  /** A bot seat (or an away player's) moves after a short delay, through the same queue. */
  scheduleBots(): void {
    if (this.botTimer || this.botsHalted || this.room.match.botTurn() === null) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      this.enqueue(() => this.botMove());
    }, this.room.deps.config.botDelayMs);
  }

  /**
   * Every bot-played seat that is active now moves, one after another in this one queue item:
   * in a simultaneous choice none waits a bot delay for another. A seat the previous move
   * made inactive (the choice is over, or the rules changed who acts) is skipped.
   */
  private async botMove(): Promise<void> {
    const match = this.room.match;
    const logger = this.room.logger;
    const pool = sharedBotPool({
      threads: this.room.deps.config.botThreads ?? 1,
      onThreadError: (err) => logger.error({ err }, "bot thread failed; bots decide on the event loop"),
      onRouteChange: ({ game, toThread, reason }) =>
        toThread
          ? logger.warn({ game, reason }, "this game's bots are slow: they decide in a bot thread from now on")
          : logger.info({ game, reason }, "this game's bots are quick again: they decide on the event loop from now on"),
    });
    for (const seat of match.botSeats()) {
      if (this.botsHalted || !match.botSeats().includes(seat)) continue;
      // A quick bot decides on the loop; a slow game's bot in a thread (bot-pool.ts) while this
      // table's queue waits and the loop serves the other tables.
      const version = match.version;
      let action: unknown;
      try {
        action = await pool.decide(match.game, match.state, seat, randomInt(0, 2 ** 31 - 1));
      } catch (err) {
        this.room.logger.error({ err, code: match.code, seat }, "a bot failed to choose a move");
        this.botFailed(seat);
        return;
      }
      // Only this queue changes the match, but a player may have come back meanwhile.
      if (this.botsHalted || match.version !== version || !match.botSeats().includes(seat)) continue;
      await this.apply(seat, version, action, null);
    }
    this.scheduleBots();
  }

  /**
   * A bot that throws, never answers or picks a rejected action is a bug: its table stops
   * moving bots (a bot that fails once would fail again) and tells the players why it waits.
   */
  private botFailed(seat: number): void {
    if (this.botsHalted) return;
    this.haltBots();
    const name = this.room.match.seats[seat]?.name ?? `seat ${seat + 1}`;
    this.room.output.tableEvent("table/bot-failed", `The bot could not choose a move for ${name}, so bots no longer move at this table. This is a server fault; it has been logged.`);
  }

  /** No bot moves from now on (the process is going down, or the table is closing). */
  haltBots(): void {
    this.botsHalted = true;
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
  }
}
