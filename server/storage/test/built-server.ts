import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const ROOT = join(__dirname, "..", "..", "..");

/**
 * The server as `npm start` runs it: compiled by `tsc -p tsconfig.build.json` (the server half
 * of `npm run build`; the client's Vite build is left out, an SDK test never loads a page) and
 * run on plain node. It is compiled into a folder of its own under dist/, so a test never
 * overwrites the dist/server someone's `npm start` is running, and node still finds
 * node_modules from there. Returns the entry relative to the project root, and a cleanup.
 */
export async function buildServerLikeNpmStart(): Promise<{ entry: string; remove(): void }> {
  const outDir = join("dist", `npm-start-test-${process.pid}`);
  await promisify(execFile)(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json", "--outDir", outDir], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string; message: string }) => {
    rmSync(join(ROOT, outDir), { recursive: true, force: true }); // tsc emits even when it fails
    throw new Error(`tsc -p tsconfig.build.json failed (npm start would too):\n${error.stdout ?? error.message}`);
  });
  return { entry: join(outDir, "server", "main.js"), remove: () => rmSync(join(ROOT, outDir), { recursive: true, force: true }) };
}
