import type { ServerOptions } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import type { ServerConfig } from "../config";
import type { Logger } from "../logger";
import { redactUrl } from "../redact-url";

/** The Colyseus options that decide how processes share matchmaking. */
export type ScaleOutOptions = Pick<ServerOptions, "presence" | "driver" | "publicAddress">;

/**
 * Several processes (docs/operations.md). With `REDIS_URL` set, every process shares one
 * Redis for presence (invite-code claims, pub/sub between rooms, IPC to create a room on
 * another process) and for the room listing (the driver): matchmaking can reach any
 * process, and its seat reservation carries the owner's `PUBLIC_ADDRESS`, so the SDK opens
 * its WebSocket on the process that holds the room.
 *
 * `REDIS_URL` is an ioredis URL; its query may carry options, e.g.
 * `redis://host:6379/0?keyPrefix=broadside:` keeps keys apart from other users of that
 * Redis (pub/sub channels are not prefixed: Redis channels ignore databases and prefixes).
 *
 * Without `REDIS_URL` Colyseus keeps its in-memory presence and driver (one process).
 */
export function scaleOutOptions(
  config: Pick<ServerConfig, "redisUrl" | "publicAddress">,
  logger?: Logger,
): ScaleOutOptions {
  const publicAddress = config.publicAddress ? checkPublicAddress(config.publicAddress) : undefined;
  if (!config.redisUrl) return publicAddress ? { publicAddress } : {};
  if (!publicAddress) {
    logger?.warn(
      "REDIS_URL is set without PUBLIC_ADDRESS: clients will open their WebSocket on whatever host they used for " +
        "matchmaking, which is wrong as soon as a room lives on another process",
    );
  }
  logger?.info({ redis: redactUrl(config.redisUrl, "REDIS_URL"), publicAddress }, "scale-out: Redis presence and driver");
  return {
    presence: new RedisPresence(config.redisUrl),
    driver: new RedisDriver(config.redisUrl),
    ...(publicAddress ? { publicAddress } : {}),
  };
}

/**
 * The SDK builds `ws(s)://<publicAddress>/<processId>/<roomId>`: the address is a host with
 * an optional port and path, never a scheme (the client's own choice of ws/wss is kept).
 */
export function checkPublicAddress(address: string): string {
  const trimmed = address.trim().replace(/\/+$/, "");
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    throw new Error(`PUBLIC_ADDRESS is host[:port][/path] without a scheme, got ${JSON.stringify(address)}`);
  }
  if (!/^[^\s/:]+(:\d{1,5})?(\/\S*)?$/.test(trimmed)) {
    throw new Error(`PUBLIC_ADDRESS must look like host[:port][/path], got ${JSON.stringify(address)}`);
  }
  return trimmed;
}
