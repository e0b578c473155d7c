import type { GameEvent } from "../../shared/engine/game";
import type { MatchRecord } from "./journal";
import type { BaseTableRoom } from "./table-room";
import { TurnClock } from "./turn-clock";
import { DelayedBoard, DELAYED_FRAME_TTL_S, delayedFrameKey, type DelayedFrame } from "./watch-policy";

/** While a clock runs, its snapshot goes out again this often (late joiners, drifting tabs). */
const CLOCK_RESEND_MS = 2000;

/**
 * One table's delayed watching and turn clocks (table-settings.ts), driven by the lifetime:
 * `matchBegan` at a start or a rematch, `afterAction` after every accepted action (players' and
 * bots'), `restored` after a restart, `resume` once a restored table stops waiting, `dispose`.
 */
export class TablePolicies {
  private delayed: DelayedBoard | null = null;
  private clock: TurnClock | null = null;
  private resend: ReturnType<typeof setInterval> | null = null;
  /** Clocks wait while a restored table waits for its players. */
  private paused = false;

  constructor(private readonly room: BaseTableRoom) {}

  matchBegan(): void {
    const { match } = this.room;
    const settings = match.settings;
    if (settings.watch === "delayed") {
      this.delayed = new DelayedBoard(settings.watchDelay);
      this.delayed.reset(match.state);
      this.publishDelayed();
    }
    if (settings.clock) {
      this.clock?.stop();
      this.clock = new TurnClock(settings.clock, match.seats.length, (seat) => this.expired(seat));
      this.updateClock(true);
    }
  }

  afterAction(seat: number, byPlayer: boolean, events: readonly GameEvent[]): void {
    const { match, output } = this.room;
    const s = match.seats[seat];
    if (byPlayer && s.away && !s.bot) {
      s.away = false;
      output.tableEvent("table/back", `${s.name} is back.`);
      output.publish();
    }
    this.delayed?.record(match.version, match.state, events);
    this.publishDelayed();
    this.updateClock(true);
  }

  /** A seated, connected player who is away says they are back (`sit` while seated). */
  back(seat: number): boolean {
    const { match, output } = this.room;
    const s = match.seats[seat];
    if (!s.away || s.bot || match.status !== "playing") return false;
    s.away = false;
    output.tableEvent("table/back", `${s.name} is back.`);
    output.publish();
    this.updateClock(false);
    return true;
  }

  /** After a restart: the delayed frames from the log; clocks stay stopped until `resume`. */
  restored(record: MatchRecord): void {
    const { match } = this.room;
    if (match.status === "waiting") return;
    this.paused = true;
    const game = match.game;
    if (match.settings.watch === "delayed") {
      this.delayed = new DelayedBoard(match.settings.watchDelay);
      let state = game.setup(match.seats.map((s) => ({ name: s.name })), match.options, record.seed);
      this.delayed.reset(state);
      record.actions.forEach((entry, i) => {
        const outcome = game.apply(state, entry.seat, entry.action);
        if (!outcome.ok) throw new Error(`restore: action ${i} refused on replay`);
        state = outcome.state;
        this.delayed!.record(i + 1, state, outcome.events);
      });
      this.publishDelayed();
    }
    if (match.settings.clock) {
      this.clock = new TurnClock(match.settings.clock, match.seats.length, (seat) => this.expired(seat));
      // A bank gives back what the log says was spent: each action's time since the one before.
      record.actions.forEach((entry, i) => {
        if (i > 0) this.clock!.spend(entry.seat, entry.at - record.actions[i - 1].at);
      });
    }
  }

  resume(): void {
    this.paused = false;
    this.updateClock(false);
  }

  dispose(): void {
    this.clock?.stop();
    this.stopResend();
    if (this.delayed) {
      const key = delayedFrameKey(this.room.match.code);
      void Promise.resolve()
        .then(() => this.room.presence.del(key))
        .catch(() => undefined);
    }
  }

  private expired(seat: number): void {
    const { match, output } = this.room;
    const s = match.seats[seat];
    if (match.status !== "playing" || s.bot || s.away) return;
    s.away = true;
    output.tableEvent("table/timeout", `${s.name} ran out of time: the bot moves for them until they act again.`);
    output.publish();
    this.room.actions.scheduleBots();
    this.updateClock(false);
  }

  private updateClock(restart: boolean): void {
    const { match } = this.room;
    if (!this.clock) return;
    if (this.paused || match.status !== "playing") this.clock.stop();
    else this.clock.update(match.active().filter((seat) => !match.botControls(seat)), restart);
    this.sendClock();
    const running = this.clock.snapshot().seats.some((s) => s.running);
    if (running && !this.resend) {
      this.resend = setInterval(() => this.sendClock(), CLOCK_RESEND_MS);
      this.resend.unref?.();
    } else if (!running) this.stopResend();
  }

  private sendClock(): void {
    if (this.clock) this.room.broadcast("clock", this.clock.snapshot());
  }

  private stopResend(): void {
    if (this.resend) clearInterval(this.resend);
    this.resend = null;
  }

  private publishDelayed(): void {
    const { match } = this.room;
    if (!this.delayed) return;
    const frame: DelayedFrame | null = this.delayed.frame(
      { code: match.code, game: match.game.id, seats: match.seats.map((s, index) => ({ index, name: s.name, bot: s.bot })) },
      match.game,
      match.status === "finished",
    );
    if (!frame) return;
    // LocalPresence answers at once (no promise), Redis with one.
    void Promise.resolve()
      .then(() => this.room.presence.setex(delayedFrameKey(match.code), JSON.stringify(frame), DELAYED_FRAME_TTL_S))
      .catch((error: unknown) => this.room.logger.warn({ err: error, code: match.code }, "could not publish the delayed frame"));
  }
}
