import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { loadConfig } from "../config";
import { storageConfigFromEnv } from "../storage/open-journal";
import { checkPublicAddress } from "./redis";

/**
 * `docker compose` cannot run on these machines: this keeps docker-compose.yml honest by
 * reading it the way Compose does (merge keys, `${VAR:-default}` with nothing set) and
 * checking it against what the server really reads (server/config.ts, the storage config).
 */
const ROOT = path.resolve(__dirname, "..", "..");

interface Service {
  build?: unknown;
  image?: string;
  environment?: Record<string, string | number>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
}

/** Compose interpolation with an empty environment: `${X:-d}` and `${X-d}` give d, `${X}` nothing. */
function interpolate(text: string): string {
  return text.replace(/\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g, (_m, _name, fallback) => fallback ?? "");
}

const compose = parse(interpolate(readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8")), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const services = compose.services;
const servers = Object.entries(services).filter(([, s]) => s.build !== undefined);
const envOf = (s: Service) => Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, String(v)]));

/** The environment keys the server reads, found by handing its config loaders a recording env. */
function keysReadByServer(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const recording = new Proxy(env, {
    get(target, key) {
      if (typeof key === "string") read.add(key);
      return target[key as string];
    },
  });
  loadConfig(recording);
  storageConfigFromEnv(recording);
  return read;
}

describe("docker-compose.yml", () => {
  test("has Redis, PostgreSQL and two Broadside servers built from the Dockerfile", () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(["redis", "postgres"]));
    expect(servers.length).toBe(2);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.postgres.image).toMatch(/^postgres:/);
  });

  test("every service has a healthcheck; servers start only once Redis and PostgreSQL are healthy", () => {
    for (const [name, service] of Object.entries(services)) expect([name, service.healthcheck?.test]).toEqual([name, expect.anything()]);
    for (const [, server] of servers) {
      expect(server.depends_on?.redis).toEqual({ condition: "service_healthy" });
      expect(server.depends_on?.postgres).toEqual({ condition: "service_healthy" });
      expect(JSON.stringify(server.healthcheck!.test)).toContain("process.env.PORT");
    }
    // The second server waits for the first, so two processes never run migrations at once.
    const [[first], [, second]] = servers;
    expect(second.depends_on?.[first]).toEqual({ condition: "service_healthy" });
  });

  test("each server reads its settings from variables the server knows, with valid values", () => {
    for (const [name, server] of servers) {
      const env = envOf(server);
      const read = keysReadByServer(env);
      for (const key of Object.keys(env)) expect([name, key, read.has(key)]).toEqual([name, key, true]);
      const config = loadConfig(env);
      expect(config.redisUrl).toBeDefined();
      expect(config.databaseUrl).toBeDefined();
      expect(() => checkPublicAddress(config.publicAddress ?? "")).not.toThrow();
    }
  });

  test("DATABASE_URL and REDIS_URL point at the compose services with the database's own credentials", () => {
    const pg = envOf(services.postgres);
    for (const [, server] of servers) {
      const db = new URL(envOf(server).DATABASE_URL);
      expect(db.protocol).toBe("postgres:");
      expect(db.hostname).toBe("postgres");
      expect(db.port || "5432").toBe("5432");
      expect(decodeURIComponent(db.username)).toBe(pg.POSTGRES_USER);
      expect(decodeURIComponent(db.password)).toBe(pg.POSTGRES_PASSWORD);
      expect(db.pathname).toBe(`/${pg.POSTGRES_DB}`);
      const redis = new URL(envOf(server).REDIS_URL);
      expect(redis.protocol).toBe("redis:");
      expect(redis.hostname).toBe("redis");
    }
  });

  test("servers have distinct ports and PUBLIC_ADDRESSes, each published on the port it announces", () => {
    const seen = { ports: new Set<string>(), addresses: new Set<string>() };
    for (const [name, server] of servers) {
      const env = envOf(server);
      const port = String(loadConfig(env).port);
      const address = env.PUBLIC_ADDRESS;
      seen.ports.add(port);
      seen.addresses.add(address);
      const announcedPort = address.split(":")[1] ?? "80";
      // "host:container": the browser reaches the announced port, which must lead to PORT.
      expect([name, server.ports]).toEqual([name, [`${announcedPort}:${port}`]]);
    }
    expect(seen.ports.size).toBe(servers.length);
    expect(seen.addresses.size).toBe(servers.length);
  });

  test("named volumes are declared; the servers' volume is the Dockerfile's DATA_DIR", () => {
    const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
    const dataDir = /DATA_DIR=(\S+)/.exec(dockerfile)?.[1];
    expect(dataDir).toBeDefined();
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const [source] = volume.split(":");
        if (!source.startsWith(".") && !source.startsWith("/")) expect(Object.keys(compose.volumes ?? {})).toContain(source);
      }
    }
    for (const [, server] of servers) expect((server.volumes ?? []).map((v) => v.split(":")[1])).toContain(dataDir);
  });

  test("the Dockerfile starts the entry that tsconfig.build.json compiles", () => {
    const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
    const build = JSON.parse(readFileSync(path.join(ROOT, "tsconfig.build.json"), "utf8")) as { compilerOptions: { outDir: string } };
    const cmd = /CMD \[(.*)\]/.exec(dockerfile)?.[1];
    expect(cmd).toContain(`"${path.posix.join(build.compilerOptions.outDir, "server", "main.js")}"`);
  });
});
