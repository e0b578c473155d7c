import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { openJournal } from "./open-journal";
import { retentionDaysFromEnv, startRetentionSweep } from "./retention";
import { header } from "./test/journal-suite";

const DAY = 86_400_000;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "broadside-retention-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("match record retention", () => {
  it("deletes finished matches older than the setting, with their actions, and keeps the rest", async () => {
    const journal = await openJournal({ dataDir: dir });
    const old = header("old-finished");
    await journal.saveHeader(old);
    await journal.appendAction(old.matchId, 0, { seat: 0, action: { type: "roll" }, at: 1 });
    await journal.finish(old.matchId, { winners: [0], summary: "Anne wins." });
    await journal.saveHeader(header("playing", { status: "playing" }));
    await journal.saveHeader(header("recent-finished"));
    await journal.finish("recent-finished", { winners: [], summary: "Nobody." });
    // The sweep's clock is 10 days ahead: "old" ended 10 days ago for it; "recent" too, but a 30-day setting keeps both.
    const logger = pino({ level: "silent" });
    const keep30 = await startRetentionSweep({ dataDir: dir }, 30, logger, () => Date.now() + 10 * DAY);
    expect(await keep30!.sweep()).toBe(0);
    await keep30!.stop();
    const keep5 = await startRetentionSweep({ dataDir: dir }, 5, logger, () => Date.now() + 10 * DAY);
    await keep5!.sweep(); // the first sweep at start already deleted them
    await keep5!.stop();
    expect(await journal.getMatch("old-finished")).toBeNull();
    expect(await journal.getMatch("recent-finished")).toBeNull();
    expect(await journal.getMatch("playing")).toMatchObject({ status: "playing" });
    await journal.close();
  });

  it("reads MATCH_RETENTION_DAYS: 90 by default, 0 keeps for ever, nonsense refused", async () => {
    expect(retentionDaysFromEnv({})).toBe(90);
    expect(retentionDaysFromEnv({ MATCH_RETENTION_DAYS: "7" })).toBe(7);
    expect(retentionDaysFromEnv({ MATCH_RETENTION_DAYS: "0" })).toBe(0);
    expect(() => retentionDaysFromEnv({ MATCH_RETENTION_DAYS: "soon" })).toThrow(/MATCH_RETENTION_DAYS/);
    expect(await startRetentionSweep({ dataDir: dir }, 0, pino({ level: "silent" }))).toBeNull();
  });
});
