import { matchMaker } from "@colyseus/core";
import type { Router } from "express";
import { isInviteCode, normaliseInviteCode } from "../table/invite-code";
import { delayedFrameKey } from "../table/watch-policy";

/**
 * GET /api/tables/:code/delayed: the frame a delayed table shows its spectators (watch-policy.ts),
 * from presence, so any process answers; 404 watch/not_delayed for any other table.
 */
export function addDelayedWatch(router: Router): void {
  router.get("/tables/:code/delayed", async (req, res) => {
    const code = normaliseInviteCode(String(req.params.code));
    const frame = isInviteCode(code) ? await matchMaker.presence.get(delayedFrameKey(code)) : null;
    if (!frame) {
      res.status(404).json({ error: { code: "watch/not_delayed", message: `Table ${code.slice(0, 12)} is not watched with a delay (or it has not started, or it has closed).` } });
      return;
    }
    res.set("Cache-Control", "no-store");
    res.type("application/json").send(frame);
  });
}
