/**
 * How long one SQLite journal commit takes on this machine (not a test):
 *
 *   npx ts-node --transpile-only bench/journal-commit.bench.ts
 *   RATE=200 SECONDS=20 npx ts-node --transpile-only bench/journal-commit.bench.ts
 *
 * The server-load bench found the table's in-server tail to be mostly the wait for the
 * journal's commit. This isolates it: the journal's own statements (server/storage/
 * sqlite-store.ts) in this thread, one append per transaction at RATE per second (the load
 * of 200 tables acting once a second), the duration of each commit measured; once with
 * SQLite's automatic WAL checkpoints (every 1,000 pages), once without, and once with the
 * server's default (sqlite-checkpointer.ts: a PASSIVE checkpoint every CHECKPOINT_INTERVAL_MS
 * from a thread of its own), to see whether the slow commits are checkpoints (the fsync of the database file)
 * or plain writes. Prints a table; writes nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { openJournal } from "../server/storage/open-journal";
import { SQLITE_FILE_NAME } from "../server/storage/sqlite";
import { CHECKPOINT_INTERVAL_MS, SqliteCheckpointer } from "../server/storage/sqlite-checkpointer";
import { SqliteStore } from "../server/storage/sqlite-store";

const RATE = Number(process.env.RATE ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 20);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Mode = "auto" | "none" | "background";
const MODE_NAMES: Record<Mode, string> = {
  auto: "automatic WAL checkpoints (inside the commit that crosses 1,000 pages)",
  none: "no checkpoints (wal_autocheckpoint=0)",
  background: `checkpoints in a thread of their own every ${CHECKPOINT_INTERVAL_MS / 1000} s (the server's default)`,
};

async function run(mode: Mode): Promise<number[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "broadside-commit-"));
  try {
    await (await openJournal({ dataDir: dir, sqliteThread: false })).close(); // creates and migrates the file
    const file = path.join(dir, SQLITE_FILE_NAME);
    const store = new SqliteStore(file, "NORMAL", mode === "auto");
    const checkpointer =
      mode === "background"
        ? new SqliteCheckpointer(file, "NORMAL", CHECKPOINT_INTERVAL_MS, (error) => {
            console.error(error.message); // the figures of this mode would then not be the server's
            process.exitCode = 1;
          })
        : null;
    const header = { matchId: "m", code: "ABCDEF", game: "booty-dice", options: {}, isPublic: false, hostSeat: 0, seats: [], seed: 1, status: "playing" as const, result: null, createdAt: Date.now() };
    store.write([{ kind: "header", header, at: Date.now() }]);
    const durations: number[] = [];
    const action = { type: "roll", keep: [0, 1] };
    const end = performance.now() + SECONDS * 1000;
    let index = 0;
    while (performance.now() < end) {
      const t0 = performance.now();
      store.write([{ kind: "append", matchId: "m", index, entry: { seat: index % 4, action, at: Date.now() } }]);
      durations.push(performance.now() - t0);
      index++;
      await sleep(Math.max(0, 1000 / RATE - (performance.now() - t0)));
    }
    await checkpointer?.stop();
    store.close();
    return durations;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function main(): Promise<void> {
  const load = loadavg()[0];
  const rows: string[] = [];
  for (const mode of ["auto", "none", "background"] as const) {
    const d = await run(mode);
    const over = (ms: number) => d.filter((x) => x > ms).length;
    rows.push(
      `| ${MODE_NAMES[mode]} | ${d.length} | ${quantile(d, 0.5).toFixed(2)} | ${quantile(d, 0.99).toFixed(2)} | ${quantile(d, 0.999).toFixed(2)} | ${Math.max(...d).toFixed(1)} | ${over(5)} | ${over(20)} |`,
    );
  }
  console.log(`journal commit latency, ${RATE} commits/s for ${SECONDS} s, SQLite WAL synchronous=NORMAL, one append per transaction; load average ${load.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end`);
  console.log("\n| | commits | p50 ms | p99 ms | p99.9 ms | max ms | > 5 ms | > 20 ms |\n|---|---:|---:|---:|---:|---:|---:|---:|");
  console.log(rows.join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
