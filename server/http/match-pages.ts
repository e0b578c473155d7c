import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Router } from "express";

/**
 * The client's entry page for the pages about one match: `/v/:id` (verify the dice), `/r/:id`
 * (replay) and `/w/:code` (watch a table with a delay). The client routes itself (client/main.ts).
 */
export function matchPages(clientDir: string): Router {
  const router = express.Router();
  const index = path.join(clientDir, "index.html");
  router.get(["/v/:id", "/r/:id", "/w/:code"], (_req, res, next) => {
    if (existsSync(index)) res.sendFile(index);
    else next(); // the client is not built: clientPages says so on "/"
  });
  return router;
}
