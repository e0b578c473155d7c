import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** `npm start` on a port something else holds: a clear error and exit code 1, not a hang. */
describe("starting on a port in use", () => {
  let holder: Server;
  let dataDir: string;
  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "0.0.0.0", resolve));
    dataDir = mkdtempSync(path.join(tmpdir(), "broadside-port-"));
  });
  afterAll(async () => {
    await new Promise((resolve) => holder.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("exits with code 1 and says the port is taken and what to do", async () => {
    const port = (holder.address() as { port: number }).port;
    const child = spawn(process.execPath, [require.resolve("ts-node/dist/bin.js"), "--transpile-only", "server/main.ts"], {
      cwd: path.resolve(__dirname, ".."),
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "", LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        resolve(null);
      }, 45_000);
      child.on("exit", (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(output).toContain(`Port ${port} is already in use`);
    expect(output).toContain("set PORT");
    expect(code).toBe(1);
  }, 60_000);
});
