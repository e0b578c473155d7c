import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { ServerConfig } from "../config";
import type { Logger } from "../logger";

/** The outcome of one `take`: allowed, or refused with the seconds until the address may try again. */
export type LimitVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/** One limit per client address (rate-limiter-flexible: in memory, or in Redis shared by every process). */
export class AddressLimit {
  constructor(
    readonly name: string,
    private readonly limiter: RateLimiterAbstract,
  ) {}

  async take(address: string): Promise<LimitVerdict> {
    try {
      await this.limiter.consume(address);
      return { ok: true };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal; // the store failed: not a refusal
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
  }

  /** Refuses the address outright for `seconds` (e.g. after it flooded a WebSocket). */
  async block(address: string, seconds: number): Promise<void> {
    await this.limiter.block(address, seconds);
  }

  /** Gives back a point taken for a request that turned out not to count (a right code). */
  async giveBack(address: string): Promise<void> {
    await this.limiter.reward(address, 1);
  }
}

export interface AddressLimits {
  /** Lookups and joins of invite codes that do not exist. */
  readonly wrongCodes: AddressLimit;
  /** Every join through /matchmake (tables and the lobby). */
  readonly joins: AddressLimit;
  readonly creates: AddressLimit;
  /** Where the counters live, for the start-up log. */
  readonly store: "memory" | "redis";
  /** Resolves once the store answers (Redis connected), or after `timeoutMs`; counts go to memory until then. */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

type LimitConfig = Pick<ServerConfig, "wrongCodesPerMinute" | "joinsPerMinute" | "createsPerMinute" | "redisUrl">;

/**
 * The per-address limits of the HTTP side (docs/operations.md, "Limits"). With `REDIS_URL` the
 * counters are shared by every process (an address cannot multiply its budget by the number
 * of processes), with an in-memory limiter standing in while Redis is unreachable.
 */
export function createAddressLimits(config: LimitConfig, logger?: Logger): AddressLimits {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  redis?.on("error", (error: Error) => logger?.warn({ err: { message: error.message } }, "rate limits: Redis unreachable; counting in memory meanwhile"));
  const limit = (name: string, points: number, duration: number): AddressLimit => {
    const memory = new RateLimiterMemory({ points, duration, keyPrefix: `broadside:limit:${name}` });
    const limiter = redis
      ? new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix: `broadside:limit:${name}`, insuranceLimiter: memory, rejectIfRedisNotReady: true })
      : memory;
    return new AddressLimit(name, limiter);
  };
  return {
    wrongCodes: limit("wrong-codes", config.wrongCodesPerMinute, 60),
    joins: limit("joins", config.joinsPerMinute, 60),
    creates: limit("creates", config.createsPerMinute, 60),
    store: redis ? "redis" : "memory",
    async ready(timeoutMs = 2000) {
      if (!redis || redis.status === "ready") return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        redis.once("ready", () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
