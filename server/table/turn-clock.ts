import type { ClockSetting } from "./table-settings";

/**
 * Turn clocks (table-settings.ts). `move`: each decision of an active seat has `seconds`,
 * counted again after every accepted action. `bank`: each seat has `seconds` for the whole
 * match, spent while it is active; once a bank is empty, each decision gets EMPTY_BANK_MS.
 * Only seats a person plays are clocked (not bots, not seats the bot plays while their player
 * is away). When time runs out `onExpire(seat)` is called once (the table marks the seat away,
 * so the bot moves). The table stops the clocks while it waits for a restore.
 */
export const EMPTY_BANK_MS = 10_000;

export interface ClockSnapshot {
  readonly kind: ClockSetting["kind"];
  /** Server time of the snapshot (ms); remaining times count down from it. */
  readonly at: number;
  readonly seats: readonly { readonly seat: number; readonly remainingMs: number; readonly running: boolean }[];
}

type Timer = ReturnType<typeof setTimeout>;

export class TurnClock {
  private readonly banks: number[];
  private readonly running = new Map<number, { since: number; allowance: number; timer: Timer }>();

  constructor(
    readonly setting: ClockSetting,
    seats: number,
    private readonly onExpire: (seat: number) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.banks = Array.from({ length: seats }, () => setting.seconds * 1000);
  }

  /**
   * After the table changed (start, an action, a seat away or back): `clocked` are the active
   * seats a person plays. `restart` (after an action) starts every move clock afresh.
   */
  update(clocked: readonly number[], restart: boolean): void {
    for (const seat of [...this.running.keys()]) {
      if (restart || !clocked.includes(seat)) this.halt(seat);
    }
    for (const seat of clocked) if (!this.running.has(seat)) this.run(seat);
  }

  /** Stops every clock (the end, a restore, the table closing); banks keep what they had. */
  stop(): void {
    for (const seat of [...this.running.keys()]) this.halt(seat);
  }

  /** A bank's spent time from the log, after a restore. */
  spend(seat: number, ms: number): void {
    this.banks[seat] = Math.max(0, this.banks[seat] - ms);
  }

  snapshot(): ClockSnapshot {
    const now = this.now();
    return {
      kind: this.setting.kind,
      at: now,
      seats: this.banks.map((bank, seat) => {
        const run = this.running.get(seat);
        const base = this.setting.kind === "bank" ? bank : this.setting.seconds * 1000;
        const remainingMs = run ? Math.max(0, run.allowance - (now - run.since)) : base;
        return { seat, remainingMs, running: run !== undefined };
      }),
    };
  }

  private run(seat: number): void {
    const allowance = this.setting.kind === "move" ? this.setting.seconds * 1000 : this.banks[seat] > 0 ? this.banks[seat] : EMPTY_BANK_MS;
    const timer = setTimeout(() => {
      this.halt(seat);
      this.onExpire(seat);
    }, allowance);
    timer.unref?.();
    this.running.set(seat, { since: this.now(), allowance, timer });
  }

  private halt(seat: number): void {
    const run = this.running.get(seat);
    if (!run) return;
    clearTimeout(run.timer);
    this.running.delete(seat);
    if (this.setting.kind === "bank" && this.banks[seat] > 0) this.banks[seat] = Math.max(0, this.banks[seat] - (this.now() - run.since));
  }
}
