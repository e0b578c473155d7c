import path from "node:path";
import { buildAll, MAIN, ROOT } from "../../../client/e2e/server";

/**
 * The server as `npm start` runs it: `npm run build` (tsc, then Vite) and `node
 * dist/server/server/main.js`. The build is the one the browser tests share (client/e2e/server.ts):
 * made once per test run, and not again while no source is newer, so this test costs CI no build
 * of its own. Returns the entry relative to the project root.
 */
export function buildServerLikeNpmStart(): { entry: string } {
  buildAll();
  return { entry: path.relative(ROOT, MAIN) };
}
