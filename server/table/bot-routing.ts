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
 * within WINDOW decisions are needed, which a quick bot does not reach by chance.
 */

/** A decision longer than this counts against the bot (the load bench's target for a decision's p99). */
export const SLOW_MS = 5;
/** The decisions looked at: more than 1 % of them over SLOW_MS sends the game's bots to a thread. */
export const WINDOW = 200;
const ALLOWED_SLOW = Math.floor(WINDOW / 100);

export interface RouteChange {
  readonly game: string;
  readonly reason: string;
}

export class BotRouting {
  /** Per game on the loop: its decisions so far, and the ordinals of those within the last WINDOW that took over SLOW_MS. */
  private readonly recent = new Map<string, { decisions: number; slowAt: number[] }>();
  private readonly threaded = new Set<string>();

  constructor(private readonly onChange: (change: RouteChange) => void = () => undefined) {}

  /** Whether `game`'s bots decide in a thread (once sent there, for the rest of the process's life). */
  inThread(game: string): boolean {
    return this.threaded.has(game);
  }

  /** A decision made on the loop, `ms` long: a slow bot is sent to the threads. */
  observe(game: string, ms: number): void {
    if (this.threaded.has(game)) return;
    let record = this.recent.get(game);
    if (!record) this.recent.set(game, (record = { decisions: 0, slowAt: [] }));
    record.decisions++;
    if (ms <= SLOW_MS) return;
    record.slowAt.push(record.decisions);
    while (record.slowAt.length > 0 && record.slowAt[0] <= record.decisions - WINDOW) record.slowAt.shift();
    if (record.slowAt.length > ALLOWED_SLOW) {
      this.sendToThreads(game, `${record.slowAt.length} of its last ${Math.min(WINDOW, record.decisions)} decisions took over ${SLOW_MS} ms`);
    }
  }

  /** From now on `game`'s bots decide in a thread. */
  sendToThreads(game: string, reason: string): void {
    if (this.threaded.has(game)) return;
    this.threaded.add(game);
    this.recent.delete(game);
    this.onChange({ game, reason });
  }
}
