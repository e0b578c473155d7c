import express, { type Router } from "express";
import type { AnyGame } from "../../shared/engine/game";
import type { MatchJournal } from "../table/journal";
import { addDelayedWatch } from "./delayed-watch";
import { matchRecordJson } from "./match-record";

/** A match id is a v4 UUID (randomUUID): 122 random bits, so a private table's record cannot be guessed. */
const MATCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Match records (docs/protocol.md › Match records):
 *   GET /api/matches/:id             a finished match as JSON (match-record.ts)
 *   GET /api/matches/:id?download=1  the same, as a file to save
 * A match still being played answers 404 like an unknown one: its record would reveal the seed.
 * Also GET /api/tables/:code/delayed, a delayed table's spectator frame (delayed-watch.ts).
 */
export function matchesRouter(journal: MatchJournal, games: () => ReadonlyMap<string, AnyGame>): Router {
  const router = express.Router();
  router.get("/matches/:id", async (req, res) => {
    const id = String(req.params.id).toLowerCase();
    const unknown = () =>
      res.status(404).json({ error: { code: "match/unknown", message: "There is no finished match with that id (records of unfinished matches are not shown, and old ones are deleted)." } });
    if (!MATCH_ID.test(id)) return unknown();
    const record = await journal.getMatch(id).catch(() => null);
    if (!record || record.status !== "finished") return unknown();
    const body = matchRecordJson(record, games().get(record.game)?.name ?? record.game);
    res.set("Cache-Control", "private, max-age=3600");
    if (req.query.download !== undefined) res.attachment(`broadside-${record.game}-${id}.json`);
    res.json(body);
  });
  addDelayedWatch(router);
  return router;
}
