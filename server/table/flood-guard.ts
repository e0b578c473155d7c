import { FrameBudget } from "../transport/frame-budget";

export type FloodVerdict = "ok" | "limited" | "disconnect";

export interface FloodLimits {
  readonly actionsPerSecond: number;
  readonly chatPer10s: number;
  readonly disconnectPer5s: number;
}

/** One client's budgets: every message, game messages, chat lines. */
interface Budgets {
  readonly all: FrameBudget;
  readonly game: FrameBudget;
  readonly chat: FrameBudget;
}

/**
 * Per-client rate limits of one table (in memory: a client is connected to one process).
 * Every message counts towards the disconnect limit; game messages and chat have their own
 * softer limits, answered with `rate/limited`. Each limit is a token bucket (bursts up to the
 * figure, refilled over its period), checked synchronously: no timer or promise per message,
 * and a client's budgets go with the client.
 */
export class FloodGuard {
  private readonly budgets = new WeakMap<object, Budgets>();
  /** The limits when the table opened: a table keeps its own, whatever the configuration becomes. */
  private readonly limits: FloodLimits;

  constructor(
    limits: FloodLimits,
    private readonly now: () => number = () => performance.now(),
  ) {
    const { actionsPerSecond, chatPer10s, disconnectPer5s } = limits;
    this.limits = { actionsPerSecond, chatPer10s, disconnectPer5s };
  }

  check(client: object, kind: "game" | "chat" | "other"): FloodVerdict {
    let budgets = this.budgets.get(client);
    if (!budgets) {
      const { actionsPerSecond, chatPer10s, disconnectPer5s } = this.limits;
      budgets = {
        all: new FrameBudget(disconnectPer5s, 5_000, this.now),
        game: new FrameBudget(actionsPerSecond, 1_000, this.now),
        chat: new FrameBudget(chatPer10s, 10_000, this.now),
      };
      this.budgets.set(client, budgets);
    }
    if (!budgets.all.take()) return "disconnect";
    if (kind === "game" && !budgets.game.take()) return "limited";
    if (kind === "chat" && !budgets.chat.take()) return "limited";
    return "ok";
  }
}
