import { RateLimiterMemory } from "rate-limiter-flexible";

export type FloodVerdict = "ok" | "limited" | "disconnect";

export interface FloodLimits {
  readonly actionsPerSecond: number;
  readonly chatPer10s: number;
  readonly disconnectPer5s: number;
}

/**
 * Per-client rate limits of one table (in memory: a client is connected to one process).
 * Every message counts towards the disconnect limit; game messages and chat have their own
 * softer limits, answered with `rate/limited`.
 */
export class FloodGuard {
  private readonly game: RateLimiterMemory;
  private readonly chat: RateLimiterMemory;
  private readonly all: RateLimiterMemory;

  constructor(limits: FloodLimits) {
    this.game = new RateLimiterMemory({ points: limits.actionsPerSecond, duration: 1 });
    this.chat = new RateLimiterMemory({ points: limits.chatPer10s, duration: 10 });
    this.all = new RateLimiterMemory({ points: limits.disconnectPer5s, duration: 5 });
  }

  async check(sessionId: string, kind: "game" | "chat" | "other"): Promise<FloodVerdict> {
    if (!(await consumed(this.all, sessionId))) return "disconnect";
    if (kind === "game" && !(await consumed(this.game, sessionId))) return "limited";
    if (kind === "chat" && !(await consumed(this.chat, sessionId))) return "limited";
    return "ok";
  }
}

async function consumed(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof Error) throw error; // a real failure, not a refusal
    return false;
  }
}
