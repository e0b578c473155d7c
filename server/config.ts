/**
 * Every setting the server reads from the environment, in one place. Other modules receive
 * a `ServerConfig` instead of reading `process.env` themselves, so tests can pass their own.
 */
export interface ServerConfig {
  /** HTTP and WebSocket port (`PORT`, default 2567). */
  readonly port: number;
  /** Seconds a dropped player's seat waits before the bot plays it (`GRACE_SECONDS`, default 60). */
  readonly graceSeconds: number;
  /** Milliseconds before a bot acts (`BOT_DELAY_MS`, default 700; tests use 0). */
  readonly botDelayMs: number;
  /** Worker threads in which slow games' bots decide, off the event loop (`BOT_THREADS`, default 1; 0: on the loop). */
  readonly botThreads: number;
  /** Game messages (action, start, sit, rematch) a client may send per second before `rate/limited` (`RATE_ACTIONS_PER_SECOND`, default 10). */
  readonly actionsPerSecond: number;
  /** Chat lines per 10 seconds (`RATE_CHAT_PER_10S`, default 5). */
  readonly chatPer10s: number;
  /** Messages of any kind per 5 seconds before the client is disconnected (`RATE_DISCONNECT_PER_5S`, default 100). */
  readonly disconnectPer5s: number;
  /** Largest WebSocket frame accepted, in bytes; bigger frames close the connection (`MAX_MESSAGE_BYTES`, default 4096). */
  readonly maxMessageBytes: number;
  /** Each connection is pinged once per this many ms, spread over the interval (`HEARTBEAT_MS`, default 3000; 0 turns pings off). */
  readonly heartbeatMs: number;
  /** Unanswered pings in a row after which a connection is closed (`HEARTBEAT_MISSES`, default 2). */
  readonly heartbeatMisses: number;
  /** Largest HTTP request body, in bytes; larger ones are answered 413 before being read (`MAX_BODY_BYTES`, default 8192). */
  readonly maxBodyBytes: number;
  /** Wrong invite codes (a lookup answered 404, a failed `joinById`) per address per minute before 429 (`RATE_WRONG_CODES_PER_MIN`, default 20). */
  readonly wrongCodesPerMinute: number;
  /** Joins (`/matchmake/join*`, lobby included) per address per minute before 429 (`RATE_JOINS_PER_MIN`, default 60). */
  readonly joinsPerMinute: number;
  /** Tables created per address per minute before 429 (`RATE_CREATES_PER_MIN`, default 10). */
  readonly createsPerMinute: number;
  /** Seconds an address whose WebSocket was closed for flooding (4429) may not join anything (`RATE_FLOOD_BLOCK_S`, default 60; 0: no block). */
  readonly floodBlockSeconds: number;
  /** `filter` messages per lobby connection per 10 s before `rate/limited` (`RATE_LOBBY_FILTERS_PER_10S`, default 5). */
  readonly lobbyFiltersPer10s: number;
  /** Express's `trust proxy` (`TRUST_PROXY`: a hop count, or addresses/subnets; default none): which X-Forwarded-For hops name the client's address. */
  readonly trustProxy: string | number | false;
  /** Origins other than the server's own allowed to call /api and /matchmake from a browser (`CORS_ORIGINS`, comma-separated; default none). */
  readonly corsOrigins: readonly string[];
  /** Spectators per table (`MAX_SPECTATORS`, default 50). */
  readonly maxSpectators: number;
  /** pino level (`LOG_LEVEL`, default "info"). */
  readonly logLevel: string;
  /** Directory of the embedded database (`DATA_DIR`, default "./data"); used by the storage module. */
  readonly dataDir: string;
  /** PostgreSQL instead of the embedded database (`DATABASE_URL`); used by the storage module. */
  readonly databaseUrl: string | undefined;
  /** Redis presence and driver for several processes (`REDIS_URL`); used by the scale-out module. */
  readonly redisUrl: string | undefined;
  /** host[:port] where clients reach this very process (`PUBLIC_ADDRESS`); needed with several processes (server/scale/redis.ts). */
  readonly publicAddress: string | undefined;
}

function int(env: NodeJS.ProcessEnv, key: string, fallback: number, min = 0): number {
  const raw = env[key];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${key} must be a number >= ${min}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/** `TRUST_PROXY`: unset or "" = trust no proxy; a number = that many hops; otherwise addresses for Express. */
function trustProxy(raw: string | undefined): string | number | false {
  if (raw === undefined || raw.trim() === "" || raw === "false") return false;
  return /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int(env, "PORT", 2567),
    graceSeconds: int(env, "GRACE_SECONDS", 60),
    botDelayMs: int(env, "BOT_DELAY_MS", 700),
    botThreads: int(env, "BOT_THREADS", 1),
    actionsPerSecond: int(env, "RATE_ACTIONS_PER_SECOND", 10, 1),
    chatPer10s: int(env, "RATE_CHAT_PER_10S", 5, 1),
    disconnectPer5s: int(env, "RATE_DISCONNECT_PER_5S", 100, 1),
    maxMessageBytes: int(env, "MAX_MESSAGE_BYTES", 4096, 512),
    maxSpectators: int(env, "MAX_SPECTATORS", 50),
    maxBodyBytes: int(env, "MAX_BODY_BYTES", 8192, 256),
    wrongCodesPerMinute: int(env, "RATE_WRONG_CODES_PER_MIN", 20, 1),
    joinsPerMinute: int(env, "RATE_JOINS_PER_MIN", 60, 1),
    createsPerMinute: int(env, "RATE_CREATES_PER_MIN", 10, 1),
    lobbyFiltersPer10s: int(env, "RATE_LOBBY_FILTERS_PER_10S", 5, 1),
    floodBlockSeconds: int(env, "RATE_FLOOD_BLOCK_S", 60),
    trustProxy: trustProxy(env.TRUST_PROXY),
    corsOrigins: (env.CORS_ORIGINS ?? "").split(",").map((o) => o.trim()).filter(Boolean),
    heartbeatMs: int(env, "HEARTBEAT_MS", 3000),
    heartbeatMisses: int(env, "HEARTBEAT_MISSES", 2, 1),
    logLevel: env.LOG_LEVEL || "info",
    dataDir: env.DATA_DIR || "./data",
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    publicAddress: env.PUBLIC_ADDRESS || undefined,
  };
}
