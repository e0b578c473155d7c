/**
 * Joining a table just after a server restart. Until the server has rebuilt the table from its
 * journal, joining it fails with "not found" while GET /api/tables/CODE answers
 * `table/restoring`. Then the page waits and tries again, instead of telling the player the
 * table is gone (and forgetting their seat token).
 */
export interface RestartRetry {
  /** Joins tried in all, the first included. */
  readonly attempts: number;
  readonly waitMs: number;
}

/** About half a minute: a restart rebuilds 1,000 tables in under two seconds (bench/results.md). */
export const RESTART_RETRY: RestartRetry = { attempts: 15, waitMs: 2000 };

export async function joinAfterRestart<T>(
  join: () => Promise<T>,
  /** Whether a failed join is worth another try (the table is being restored, or is back). */
  worthRetrying: (error: unknown) => Promise<boolean>,
  onWait: () => void,
  retry: RestartRetry = RESTART_RETRY,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await join();
    } catch (error) {
      if (attempt >= retry.attempts || !(await worthRetrying(error))) throw error;
      onWait();
      await sleep(retry.waitMs);
    }
  }
}
