import type { AnyGame, GameEvent, GameResult, SeatIndex } from "../../shared/engine/game";
import { reject, type Rejection } from "../../shared/engine/rejection";
import { replay } from "../../shared/engine/replay";
import type { LoggedEntry, MatchHeader, MatchRecord, MatchStatus } from "./journal";
import type { SeedCommitment } from "./seed-commitment";
import { hashSeatToken, newSeatToken } from "./seat-token";
import { DEFAULT_SETTINGS, type TableSettings } from "./table-settings";

/**
 * The table's rules of seating, starting, acting and rematching, without sockets: the room
 * drives it and does the I/O. Decisions (documented in docs/protocol.md):
 * - Players take the lowest free seat (or the one they ask for) while the table waits.
 * - The game starts by itself when every seat is taken (bots count), or when the host sends
 *   `start`: then every empty seat gets a bot.
 * - `version` counts the accepted actions of the current match; an action must name it.
 * - A seat is played by the bot when it is a bot seat, or when its player is `away`
 *   (gone past the grace period); the player's return clears `away`.
 * - Rematch: any seated player, once the match is finished; same seats, new seed and id.
 */
export interface MatchSeat {
  name: string;
  bot: boolean;
  tokenHash: string | null;
  /** Live connections on this seat (several tabs may share one). */
  connections: number;
  /** Gone past the grace period (or left during play): the bot acts for this seat. */
  away: boolean;
}

export interface MatchInit {
  readonly game: AnyGame;
  readonly code: string;
  readonly options: unknown;
  readonly seatCount: number;
  readonly bots: readonly number[];
  readonly isPublic: boolean;
  readonly seed: number;
  readonly matchId: string;
  readonly createdAt: number;
  /** Watching policy and clock (table-settings.ts); live and no clock by default. */
  readonly settings?: TableSettings;
  /** The sealed seed (seed-commitment.ts); when set, `start()` derives the seed from it. */
  readonly fairness?: SeedCommitment | null;
}

export type ActionOutcome =
  | { readonly ok: true; readonly state: unknown; readonly events: readonly GameEvent[]; readonly entry: LoggedEntry; readonly index: number }
  | { readonly ok: false; readonly rejection: Rejection };

export const botName = (seat: number) => `Bot ${seat + 1}`;

export class Match {
  readonly game: AnyGame;
  readonly code: string;
  readonly options: unknown;
  readonly isPublic: boolean;
  readonly hostSeat = 0;
  readonly createdAt: number;
  readonly settings: TableSettings;
  readonly seats: MatchSeat[];
  matchId: string;
  seed: number;
  status: MatchStatus = "waiting";
  /** Accepted actions of the current match; the next action must be issued against it. */
  version = 0;
  state: unknown = null;
  result: GameResult | null = null;
  fairness: SeedCommitment | null;

  constructor(init: MatchInit) {
    this.game = init.game;
    this.code = init.code;
    this.options = init.game.optionsSchema.parse(init.options ?? {});
    this.isPublic = init.isPublic;
    this.seed = init.seed;
    this.matchId = init.matchId;
    this.createdAt = init.createdAt;
    this.settings = init.settings ?? DEFAULT_SETTINGS;
    this.fairness = init.fairness ?? null;
    this.seats = Array.from({ length: init.seatCount }, (_, i) => ({
      name: init.bots.includes(i) ? botName(i) : "",
      bot: init.bots.includes(i),
      tokenHash: null,
      connections: 0,
      away: false,
    }));
  }

  /** Rebuilds a table from its journal record: same code, seats, token hashes and state. */
  static fromRecord(game: AnyGame, record: MatchRecord): Match {
    const match = new Match({
      game,
      code: record.code,
      options: record.options,
      seatCount: record.seats.length,
      bots: record.seats.flatMap((s, i) => (s.bot ? [i] : [])),
      isPublic: record.isPublic,
      seed: record.seed,
      matchId: record.matchId,
      createdAt: record.createdAt,
      settings: record.settings,
      fairness: record.fairness,
    });
    record.seats.forEach((s, i) => {
      match.seats[i].name = s.name;
      match.seats[i].tokenHash = s.tokenHash;
    });
    match.status = record.status;
    if (record.status !== "waiting") {
      match.state = replay(game, record.seed, record.options, match.seatSetups(), record.actions);
      match.version = record.actions.length;
      match.result = game.result(match.state);
      if (match.result) match.status = "finished";
    }
    return match;
  }

  isTaken(seat: number): boolean {
    const s = this.seats[seat];
    return s.bot || s.tokenHash !== null;
  }

  freeSeat(): number | null {
    const index = this.seats.findIndex((_, i) => !this.isTaken(i));
    return index === -1 ? null : index;
  }

  get seatsTaken(): number {
    return this.seats.filter((_, i) => this.isTaken(i)).length;
  }

  /** Seats a person; returns the seat token (the only time it exists in clear). */
  takeSeat(seat: number, name: string): string {
    if (this.status !== "waiting") throw new Error("takeSeat after the start");
    if (this.isTaken(seat)) throw new Error(`seat ${seat} is taken`);
    const token = newSeatToken();
    this.seats[seat].name = name;
    this.seats[seat].tokenHash = hashSeatToken(token);
    return token;
  }

  /** Frees a seat whose player left before the start. */
  releaseSeat(seat: number): void {
    if (this.status !== "waiting") return;
    const s = this.seats[seat];
    if (s.bot) return;
    s.name = "";
    s.tokenHash = null;
    s.connections = 0;
  }

  seatOfToken(token: string): number | null {
    const hash = hashSeatToken(token);
    const index = this.seats.findIndex((s) => s.tokenHash === hash);
    return index === -1 ? null : index;
  }

  get isFull(): boolean {
    return this.freeSeat() === null;
  }

  /** Starts the match: empty seats get bots. Throws if it already started. */
  start(): void {
    if (this.status !== "waiting") throw new Error("start twice");
    this.seats.forEach((s, i) => {
      if (!this.isTaken(i)) {
        s.bot = true;
        s.name = botName(i);
      }
    });
    this.state = this.game.setup(this.seatSetups(), this.options, this.seed);
    this.status = "playing";
    this.version = 0;
    this.result = this.game.result(this.state);
    if (this.result) this.status = "finished";
  }

  /** The seat the bot plays now (bot seats, and players who are away), or null. */
  botTurn(): SeatIndex | null {
    if (this.status !== "playing") return null;
    const seat = this.active().find((s) => this.botControls(s));
    return seat ?? null;
  }

  /**
   * Every active seat the bot plays now. In a simultaneous choice (several active seats, e.g.
   * Pirate's Cove navigation) they all choose at once, without waiting for the people.
   */
  botSeats(): SeatIndex[] {
    if (this.status !== "playing") return [];
    return this.active().filter((s) => this.botControls(s));
  }

  botControls(seat: number): boolean {
    const s = this.seats[seat];
    return s.bot || s.away;
  }

  active(): readonly SeatIndex[] {
    return this.status === "playing" ? this.game.activeSeats(this.state) : [];
  }

  /**
   * Checks and computes an action without committing it (the room first writes it to the
   * journal). `action` is untrusted input.
   */
  tryAction(seat: number, version: number, action: unknown, now: number): ActionOutcome {
    if (this.status === "waiting") return fail("game/not_started", "The game has not started yet.");
    if (this.status === "finished") return fail("game/over", "The game is over.");
    if (version !== this.version) {
      return fail("action/stale", `That action was issued against version ${version}, but the table is at version ${this.version}. Look again and retry.`);
    }
    const read = readAction(this.game, action);
    if (!read.ok) return read;
    const outcome = this.game.apply(this.state, seat, read.action);
    if (!outcome.ok) return { ok: false, rejection: outcome.rejection };
    return { ok: true, state: outcome.state, events: outcome.events, entry: { seat, action: read.action, at: now }, index: this.version };
  }

  /** Applies an outcome of tryAction once the journal holds it; returns the result if it ended. */
  commit(outcome: Extract<ActionOutcome, { ok: true }>): GameResult | null {
    if (outcome.index !== this.version) throw new Error("commit out of order");
    this.state = outcome.state;
    this.version += 1;
    this.result = this.game.result(this.state);
    if (this.result) this.status = "finished";
    return this.result;
  }

  /** A new match at the same table: same seats and players, a new seed and id. */
  rematch(seed: number, matchId: string): void {
    if (this.status !== "finished") throw new Error("rematch before the end");
    this.seed = seed;
    this.matchId = matchId;
    this.status = "waiting";
    this.state = null;
    this.result = null;
    this.start();
  }

  header(): MatchHeader {
    return {
      matchId: this.matchId,
      code: this.code,
      game: this.game.id,
      options: this.options,
      isPublic: this.isPublic,
      hostSeat: this.hostSeat,
      seats: this.seats.map((s) => ({ name: s.name, bot: s.bot, tokenHash: s.bot ? null : s.tokenHash })),
      seed: this.seed,
      status: this.status,
      result: this.result,
      createdAt: this.createdAt,
      settings: this.settings,
      fairness: this.fairness,
    };
  }

  private seatSetups() {
    return this.seats.map((s, i) => ({ name: s.name || botName(i) }));
  }
}

/**
 * An untrusted action as the game's `actionSchema` parses it: through the game's own reader when
 * it has one (cheaper on every action), the schema otherwise, and for the reason it is refused.
 */
function readAction(game: AnyGame, raw: unknown): { ok: true; action: unknown } | { ok: false; rejection: Rejection } {
  const read = game.readAction?.(raw);
  if (read != null) return { ok: true, action: read };
  const parsed = game.actionSchema.safeParse(raw);
  if (parsed.success) return { ok: true, action: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, rejection: reject("action/invalid", `That is not a ${game.name} action: ${issue ? `${issue.path.join(".") || "action"}: ${issue.message}` : "invalid"}.`) };
}

function fail(code: string, message: string): ActionOutcome {
  return { ok: false, rejection: reject(code, message) };
}
