import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { type Router } from "express";
import expressStaticGzip from "express-static-gzip";

/** Hashed build output (Vite's `assets/name-HASH.ext`): a new build gets new names, so they never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else, index.html first: always asked again (a 304 when unchanged). */
const REVALIDATE = "no-cache";

/**
 * Serves the built client (dist/client) and its entry page for `/` and `/t/:code`, brotli or
 * gzip when the browser takes it (the files vite-plugin-compression2 wrote beside each one at
 * build time; never compressed per request). Hashed assets are cached for a year, the page is
 * revalidated every time. If the client has not been built, says so in a plain page.
 */
export function clientPages(clientDir: string): Router {
  const router = express.Router();
  const index = path.join(clientDir, "index.html");
  const files = expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, file) => {
        const hashed = path.relative(clientDir, file).split(path.sep)[0] === "assets";
        res.setHeader("Cache-Control", hashed ? IMMUTABLE : REVALIDATE);
      },
    },
  });
  const page: express.RequestHandler = (req, res, next) => {
    if (!existsSync(index)) {
      res
        .status(503)
        .type("text/plain")
        .send(`The Broadside client is not built (${index} is missing).\nRun \`npm run build\` (or \`npm start\`, which builds first).\n`);
      return;
    }
    req.url = "/index.html";
    files(req, res, next);
  };
  router.get("/", page);
  router.get("/t/:code", page);
  router.use(files);
  return router;
}

/**
 * The CSP sources for the inline scripts of the built index.html (`'sha256-…'`), so the policy
 * can allow exactly them and nothing else inline. None if the client is not built.
 */
export function inlineScriptHashes(clientDir: string): string[] {
  const index = path.join(clientDir, "index.html");
  if (!existsSync(index)) return [];
  const html = readFileSync(index, "utf8");
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`,
  );
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
