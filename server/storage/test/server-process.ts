import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

const ROOT = join(__dirname, "..", "..", "..");

/**
 * The real server (`server/main.ts` through ts-node, as `npm run dev` runs it, or a compiled
 * `main.js` on plain node, as `npm start` runs it) in a child process, so it can be killed for
 * real. Its output is kept for failure messages.
 */
export class ServerProcess {
  private output = "";
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.stdout?.on("data", (chunk) => (this.output += chunk));
    child.stderr?.on("data", (chunk) => (this.output += chunk));
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  }

  /** `entry`: the script, relative to the project root; a `.js` file runs on plain node, a `.ts` one under ts-node. */
  static async start(port: number, env: Record<string, string>, readyTimeoutMs = 120_000, entry = "server/main.ts"): Promise<ServerProcess> {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port) };
    // Never let the developer's own settings point the child at a shared database or Redis.
    if (!("DATABASE_URL" in env)) delete childEnv.DATABASE_URL;
    delete childEnv.REDIS_URL;
    const args = entry.endsWith(".js") ? [entry] : ["-r", "ts-node/register/transpile-only", entry];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const server = new ServerProcess(child, port);
    await server.waitReady(readyTimeoutMs);
    return server;
  }

  get log(): string {
    return this.output;
  }

  /** Up when the HTTP API answers and the restore pass has logged (or had nothing to do). */
  private async waitReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let gone = false;
    void this.exited.then(() => (gone = true));
    while (Date.now() < deadline) {
      if (gone) throw new Error(`server exited before it was ready:\n${this.tail()}`);
      try {
        const res = await fetch(`http://127.0.0.1:${this.port}/api/games`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    this.child.kill("SIGKILL");
    throw new Error(`server not ready within ${timeoutMs} ms:\n${this.tail()}`);
  }

  async kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }

  tail(lines = 40): string {
    return this.output.split("\n").slice(-lines).join("\n");
  }
}
