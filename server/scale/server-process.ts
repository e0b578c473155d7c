import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../test/free-port";

/**
 * A real server process (`server/main.ts` under ts-node) for tests and benchmarks that need
 * several processes: its own port and PUBLIC_ADDRESS, the environment you give it, its log
 * lines kept (pino JSON) so a test can see which process created which table.
 */
export interface ServerProcess {
  readonly name: string;
  readonly port: number;
  /** host:port, also its PUBLIC_ADDRESS. */
  readonly address: string;
  readonly child: ChildProcess;
  /** Parsed JSON log lines seen so far. */
  readonly logs: Record<string, unknown>[];
  /** Everything that was not a JSON log line (stderr, stack traces), for failure messages. */
  readonly rawOutput: string[];
  /** Stops it with SIGTERM (graceful shutdown), then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const ROOT = path.resolve(__dirname, "..", "..");

export interface StartOptions {
  /** Default: a free port chosen by the OS. */
  readonly port?: number;
  readonly readyTimeoutMs?: number;
  /** The script to run, relative to the project root (default server/main.ts); a `.js` file runs on plain node, a `.ts` under ts-node. */
  readonly entry?: string;
  /** Node flags before the script, e.g. ["--cpu-prof"]. */
  readonly nodeArgs?: readonly string[];
}

/** Spawns `server/main.ts` (or `entry`) and resolves once GET /api/games answers. */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServerProcess> {
  const { port, readyTimeoutMs = 60_000, entry = "server/main.ts", nodeArgs = [] } = options;
  const chosen = port ?? (await freePort());
  const address = `127.0.0.1:${chosen}`;
  const runner = entry.endsWith(".js") ? [entry] : [require.resolve("ts-node/dist/bin.js"), "--transpile-only", entry];
  const child = spawn(process.execPath, [...nodeArgs, ...runner], {
    cwd: ROOT,
    env: { ...process.env, PUBLIC_ADDRESS: address, ...env, PORT: String(chosen) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  const rawOutput: string[] = [];
  const collect = (stream: NodeJS.ReadableStream) => {
    let pending = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.trim()) continue;
        try {
          logs.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          rawOutput.push(line);
        }
      }
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async (graceMs = 5000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode} before it was ready:\n${rawOutput.slice(-20).join("\n")}`);
    }
    try {
      const res = await fetch(`http://${address}/api/games`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop(0);
      throw new Error(`${name} was not ready within ${readyTimeoutMs} ms:\n${rawOutput.slice(-20).join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { name, port: chosen, address, child, logs, rawOutput, stop };
}

/** Invite codes of the tables this process created (its "table created" log lines). */
export function tablesCreatedBy(server: ServerProcess): Set<string> {
  return new Set(server.logs.filter((l) => l.msg === "table created").map((l) => String(l.code)));
}
