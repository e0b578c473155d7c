// Builds the project and starts the real server the way `npm start` does
// (`npm run build && node <server/node-flags.ts> dist/server/server/main.js`), on its own port and data directory.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../server/node-flags";
import { freePort } from "../../server/test/free-port";

export const ROOT = path.resolve(__dirname, "..", "..");
export const MAIN = path.join(ROOT, "dist", "server", "server", "main.js");

const STAMP = path.join(ROOT, "dist", ".e2e-built");
const LOCK = path.join(ROOT, "dist", ".e2e-build.lock");
const SOURCES = ["client", "server", "shared"].map((dir) => path.join(ROOT, dir));
const SOURCE_FILES = ["vite.config.ts", "tsconfig.json", "tsconfig.build.json", "package.json"].map((f) => path.join(ROOT, f));

/** The newest modification time of any source the build reads. */
function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  SOURCES.filter(existsSync).forEach(walk);
  for (const file of SOURCE_FILES.filter(existsSync)) newest = Math.max(newest, statSync(file).mtimeMs);
  return newest;
}

/**
 * `npm run build` once for every browser test of a run: the test files share dist/ (a lock
 * keeps parallel workers from building at the same time, and a build newer than every source
 * is not repeated).
 */
export function buildAll(): void {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // Another worker builds; a lock older than ten minutes was left by a killed run.
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > 10 * 60_000) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`could not take the build lock ${LOCK}`);
      execFileSync("sleep", ["0.5"]);
    }
  }
  try {
    if (existsSync(STAMP) && existsSync(MAIN) && statSync(STAMP).mtimeMs > newestSource()) return;
    buildNow();
    writeFileSync(STAMP, new Date().toISOString());
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** tsc (server) then vite (client). Type errors elsewhere still emit JS, so a half-finished
 * file of another module does not stop the browser test; they are printed. */
function buildNow(): void {
  try {
    execFileSync("npx", ["tsc", "-p", "tsconfig.build.json"], { cwd: ROOT, stdio: "pipe" });
  } catch (err) {
    const out = String((err as { stdout?: Buffer }).stdout ?? "");
    if (!existsSync(MAIN)) throw new Error(`server build failed:\n${out}`);
    const count = out.split("\n").filter((l) => /error TS/.test(l)).length;
    console.warn(`tsc reported ${count} type errors elsewhere (JS emitted anyway); first: ${out.split("\n")[0]}`);
  }
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: ROOT, stdio: "pipe", env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" } });
}

export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  output(): string;
}

/** Starts the built server on `port`, or on a free port chosen by the kernel. */
export async function startServer(port?: number, env: Record<string, string> = {}): Promise<RunningServer> {
  port ??= await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "broadside-data-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/games`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start on ${port}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    output: () => output,
    async stop() {
      // Stopping twice is harmless: an exited child (by code or by signal) is not waited for.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
