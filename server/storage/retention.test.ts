import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { Pool } from "pg";
import pino from "pino";
import { openDatabase, openJournal, type StorageConfig } from "./open-journal";
import { retentionDaysFromEnv, startRetentionSweep } from "./retention";
import { header } from "./test/journal-suite";

const DAY = 86_400_000;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "broadside-retention-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const pgUrl = process.env.TEST_DATABASE_URL;
const backends: [string, () => StorageConfig][] = [["SQLite", () => ({ dataDir: dir })]];
// PostgreSQL where the storage suite has one (a fresh schema per run, dropped after).
const pgSchema = `retention_test_${process.pid}_${randomBytes(4).toString("hex")}`;
if (pgUrl) backends.push(["PostgreSQL", () => ({ databaseUrl: pgUrl, databaseSchema: pgSchema })]);
afterAll(async () => {
  if (!pgUrl) return;
  const pool = new Pool({ connectionString: pgUrl, max: 1 });
  await pool.query(`drop schema if exists ${pgSchema} cascade`).finally(() => pool.end());
});

describe.each(backends)("match record retention on %s", (_name, config) => {
  it("deletes finished matches older than the setting, with their actions, and keeps the rest", async () => {
    const journal = await openJournal(config());
    const old = header("old-finished");
    await journal.saveHeader(old);
    await journal.appendAction(old.matchId, 0, { seat: 0, action: { type: "roll" }, at: 1 });
    await journal.finish(old.matchId, { winners: [0], summary: "Anne wins." });
    await journal.saveHeader(header("playing", { status: "playing" }));
    await journal.saveHeader(header("recent-finished"));
    await journal.finish("recent-finished", { winners: [], summary: "Nobody." });
    await journal.listUnfinished(); // a read commits what waits in the write-ahead file, as a second passes on a server
    // The sweep's clock is 10 days ahead: "old" ended 10 days ago for it; "recent" too, but a 30-day setting keeps both.
    const logger = pino({ level: "silent" });
    const keep30 = await startRetentionSweep(config(), 30, logger, () => Date.now() + 10 * DAY);
    expect(await keep30!.sweep()).toBe(0);
    await keep30!.stop();
    const keep5 = await startRetentionSweep(config(), 5, logger, () => Date.now() + 10 * DAY);
    await keep5!.sweep(); // the first sweep at start already deleted them
    await keep5!.stop();
    expect(await journal.getMatch("old-finished")).toBeNull();
    expect(await journal.getMatch("recent-finished")).toBeNull();
    expect(await journal.getMatch("playing")).toMatchObject({ status: "playing" });
    const { db } = await openDatabase(config());
    const left = await db.selectFrom("actions").select("idx").where("match_id", "=", "old-finished").execute();
    await db.destroy();
    expect(left).toEqual([]); // the actions went with their match
    await journal.close();
  });
});

describe("the retention setting", () => {
  it("reads MATCH_RETENTION_DAYS: 90 by default, 0 keeps for ever, nonsense refused", async () => {
    expect(retentionDaysFromEnv({})).toBe(90);
    expect(retentionDaysFromEnv({ MATCH_RETENTION_DAYS: "7" })).toBe(7);
    expect(retentionDaysFromEnv({ MATCH_RETENTION_DAYS: "0" })).toBe(0);
    expect(() => retentionDaysFromEnv({ MATCH_RETENTION_DAYS: "soon" })).toThrow(/MATCH_RETENTION_DAYS/);
    expect(await startRetentionSweep({ dataDir: dir }, 0, pino({ level: "silent" }))).toBeNull();
  });
});
