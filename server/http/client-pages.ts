import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Router } from "express";

/**
 * Serves the built client (dist/client) and its entry page for `/` and `/t/:code`. If the
 * client has not been built, says so in a plain page instead of a bare 404.
 */
export function clientPages(clientDir: string): Router {
  const router = express.Router();
  const index = path.join(clientDir, "index.html");
  const send = (_req: express.Request, res: express.Response) => {
    if (existsSync(index)) res.sendFile(index);
    else {
      res
        .status(503)
        .type("text/plain")
        .send(`The Broadside client is not built (${index} is missing).\nRun \`npm run build\` (or \`npm start\`, which builds first).\n`);
    }
  };
  router.get("/", send);
  router.get("/t/:code", send);
  router.use(express.static(clientDir, { index: false }));
  return router;
}

/** The project root: the nearest folder above `from` holding package.json. */
export function projectRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
