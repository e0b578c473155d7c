import type { Kysely } from "kysely";
import type { Logger } from "../logger";
import { openDatabase, type StorageConfig } from "./open-journal";
import type { StorageSchema } from "./schema";

/**
 * How long finished matches' records (GET /api/matches/:id, replays) are kept:
 * MATCH_RETENTION_DAYS, default 90; 0 keeps them for ever. Unfinished matches are never
 * deleted (they are rebuilt on start). A sweep runs at start and then every hour, on a
 * connection of its own, so it never waits in the journal's write queue.
 */
export const DEFAULT_RETENTION_DAYS = 90;
const SWEEP_EVERY_MS = 3600_000;
const DAY_MS = 86_400_000;

export function retentionDaysFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MATCH_RETENTION_DAYS;
  if (raw === undefined || raw === "") return DEFAULT_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isFinite(days) || days < 0) throw new Error(`MATCH_RETENTION_DAYS must be a number of days >= 0 (0: keep for ever), got ${JSON.stringify(raw)}`);
  return days;
}

/** Deletes finished matches (their actions go with them: ON DELETE CASCADE) that ended before `cutoff`; returns how many. */
export async function deleteFinishedBefore(db: Kysely<StorageSchema>, cutoff: number): Promise<number> {
  const result = await db.deleteFrom("matches").where("status", "=", "finished").where("finished_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface RetentionSweep {
  /** One sweep now; returns the records deleted. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the hourly sweep (nothing when `days` is 0). */
export async function startRetentionSweep(config: StorageConfig, days: number, logger: Logger, now: () => number = Date.now): Promise<RetentionSweep | null> {
  if (days === 0) return null;
  const { db } = await openDatabase(config);
  const sweep = async () => {
    const deleted = await deleteFinishedBefore(db, now() - days * DAY_MS);
    if (deleted > 0) logger.info({ deleted, days }, "deleted old match records");
    return deleted;
  };
  const run = () => void sweep().catch((error) => logger.error({ err: error }, "match record sweep failed"));
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await db.destroy();
    },
  };
}
