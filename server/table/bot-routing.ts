/**
 * Where each game's bots decide: on the event loop while they are quick, in a bot thread once
 * they have shown themselves slow (bot-pool.ts).
 *
 * A trip to a thread costs the loop a JSON copy of the state and the thread its own copy of
 * the rules to compile and collect: in the load bench that was 0.2–0.35 ms of server CPU per
 * Shiver Me Timbers action, against a decision of 0.02 ms (p50) and 0.13 ms (p99) on the loop
 * (bench/results.md › Bots decide on the loop). The thread is for a bot that would hold every
 * table of the process: one that takes over SLOW_MS more often than its p99 allows. The time
 * is the loop's (wall) time, so a decision stretched by a GC or by the machine counts too: three
 * within WINDOW decisions are needed, which a quick bot does not reach by chance. A bot that got
 * there by such chance (or by the first compiling of its code) shows itself quick in the thread
 * and comes back.
 */

/** A decision longer than this counts against the bot (the load bench's target for a decision's p99). */
export const SLOW_MS = 5;
/** The decisions looked at: more than 1 % of them over SLOW_MS sends the game's bots to a thread. */
export const WINDOW = 200;
const ALLOWED_SLOW = Math.floor(WINDOW / 100);

export interface RouteChange {
  readonly game: string;
  /** True: to the threads; false: back to the loop. */
  readonly toThread: boolean;
  readonly reason: string;
}

/** A game's last WINDOW decisions in one place (the loop or the threads): how many, and which were slow. */
class DecisionWindow {
  private decisions = 0;
  private readonly slowAt: number[] = [];

  /** Adds a decision; returns how many of the last WINDOW took over SLOW_MS. */
  add(ms: number): number {
    this.decisions++;
    if (ms > SLOW_MS) this.slowAt.push(this.decisions);
    while (this.slowAt.length > 0 && this.slowAt[0] <= this.decisions - WINDOW) this.slowAt.shift();
    return this.slowAt.length;
  }

  get count(): number {
    return this.decisions;
  }
}

export class BotRouting {
  /** Per game, its recent decisions where it decides now: on the loop, or in the threads. */
  private readonly recent = new Map<string, DecisionWindow>();
  private readonly threaded = new Set<string>();

  constructor(private readonly onChange: (change: RouteChange) => void = () => undefined) {}

  /** Whether `game`'s bots decide in a thread now. */
  inThread(game: string): boolean {
    return this.threaded.has(game);
  }

  /** A decision made on the loop, `ms` long: a slow bot is sent to the threads. */
  observe(game: string, ms: number): void {
    if (this.threaded.has(game)) return;
    const window = this.windowOf(game);
    const slow = window.add(ms);
    if (slow > ALLOWED_SLOW) this.sendToThreads(game, `${slow} of its last ${Math.min(WINDOW, window.count)} decisions took over ${SLOW_MS} ms`);
  }

  /**
   * A decision made in a thread, `ms` of the thread's own time. A bot sent there by a few
   * decisions that a collection or the first compiling of its code stretched (the loop's time
   * counts everything) is quick in the thread: after WINDOW decisions there, at most 1 % of
   * them slow, it comes back to the loop, where it costs the server less.
   */
  observeInThread(game: string, ms: number): void {
    if (!this.threaded.has(game)) return;
    const window = this.windowOf(game);
    const slow = window.add(ms);
    if (window.count >= WINDOW && slow <= ALLOWED_SLOW) {
      this.threaded.delete(game);
      this.recent.delete(game);
      this.onChange({ game, toThread: false, reason: `${slow} of its last ${WINDOW} decisions in a thread took over ${SLOW_MS} ms` });
    }
  }

  /** From now on `game`'s bots decide in a thread. */
  sendToThreads(game: string, reason: string): void {
    if (this.threaded.has(game)) return;
    this.threaded.add(game);
    this.recent.delete(game);
    this.onChange({ game, toThread: true, reason });
  }

  private windowOf(game: string): DecisionWindow {
    let window = this.recent.get(game);
    if (!window) this.recent.set(game, (window = new DecisionWindow()));
    return window;
  }
}
