/**
 * Storage benchmark (not a test): appended actions per second on each back end, and the
 * time to restore 1,000 unfinished matches of 100 actions each (load + replay).
 *
 *   npx ts-node --transpile-only bench/storage.bench.ts
 *
 * PostgreSQL is measured when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (in a fresh
 * schema, dropped afterwards). BENCH_RUNS (default 5) sets the runs per figure; figures are
 * medians. Results replace the "## Storage and restore" section of bench/results.md.
 */
// First: every later require of @colyseus/schema gets the copy @colyseus/core uses (server/schema-copy.ts).
import "../server/schema-copy";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Pool } from "pg";
import type { AnyGame, LoggedAction, SeatSetup } from "../shared/engine/game";
import { replay } from "../shared/engine/replay";
import { botChooser, randomChooser, selfPlay } from "../shared/engine/selfplay";
import { getGame } from "../shared/games/registry";
import type { MatchHeader } from "../server/table/journal";
import type { OpenedJournal } from "../server/storage/open-journal";
import { openJournal, type StorageConfig } from "../server/storage/open-journal";
import { buildServer } from "../server/build-server";
import { createLogger } from "../server/logger";
import { freePort } from "../server/test/free-port";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RESTORE_MATCHES = 1000;
const RESTORE_ACTIONS = 100;
const SEQUENTIAL_MAX = 3000;
const CONCURRENT_MATCHES = 200;
const CONCURRENT_PER_MATCH = 50;
/** Stop a throughput run after this long (an fsync per commit can be slow on some disks). */
const BUDGET_MS = 2000;

interface Backend {
  readonly label: string;
  readonly config: StorageConfig;
  cleanup(): Promise<void>;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function header(matchId: string, game: AnyGame, seed: number, seats: readonly SeatSetup[]): MatchHeader {
  return {
    matchId,
    code: matchId.slice(-6).toUpperCase(),
    game: game.id,
    options: {},
    isPublic: false,
    hostSeat: 0,
    seats: seats.map((s, i) => ({ name: s.name, bot: i > 0, tokenHash: i === 0 ? "f".repeat(64) : null })),
    seed,
    status: "playing",
    result: null,
    createdAt: Date.now(),
  };
}

const sampleAction = { type: "keep", dice: [true, false, true, true, false, false] };

/** Appends one after another, each awaited: the latency a single busy table sees. */
async function sequentialRate(journal: OpenedJournal, run: string): Promise<number> {
  const id = `seq-${run}`;
  await journal.saveHeader(header(id, { id: "booty-dice" } as AnyGame, 1, [{ name: "A" }, { name: "B" }]));
  const start = performance.now();
  let n = 0;
  while (n < SEQUENTIAL_MAX && performance.now() - start < BUDGET_MS) {
    await journal.appendAction(id, n, { seat: 0, action: sampleAction, at: Date.now() });
    n++;
  }
  return n / ((performance.now() - start) / 1000);
}

/** Many tables at once, each awaiting its own appends: what group commit is for. */
async function concurrentRate(journal: OpenedJournal, run: string): Promise<number> {
  const ids = Array.from({ length: CONCURRENT_MATCHES }, (_, m) => `con-${run}-${m}`);
  await Promise.all(ids.map((id) => journal.saveHeader(header(id, { id: "booty-dice" } as AnyGame, 1, [{ name: "A" }, { name: "B" }]))));
  const start = performance.now();
  let total = 0;
  await Promise.all(
    ids.map(async (id) => {
      for (let i = 0; i < CONCURRENT_PER_MATCH && performance.now() - start < BUDGET_MS; i++) {
        await journal.appendAction(id, i, { seat: 0, action: sampleAction, at: Date.now() });
        total++;
      }
    }),
  );
  return total / ((performance.now() - start) / 1000);
}

/** 1,000 logs of 100 actions from seeded bot games that are still going after 100 moves. */
function restoreFixture(game: AnyGame) {
  const seats: SeatSetup[] = ["Anne", "Mary", "Jack", "Calico"].map((name) => ({ name }));
  const logs: { seed: number; actions: readonly LoggedAction[] }[] = [];
  for (let seed = 1; logs.length < RESTORE_MATCHES; seed++) {
    if (seed > RESTORE_MATCHES * 20) throw new Error(`${game.id}: too few games last ${RESTORE_ACTIONS} moves`);
    const choosers = seats.map((_, i) => (i % 2 ? randomChooser(game) : botChooser(game)));
    const played = selfPlay(game, seats, {}, seed, choosers, RESTORE_ACTIONS);
    if (played.log.length === RESTORE_ACTIONS && !played.finished) logs.push({ seed, actions: played.log });
  }
  return { seats, logs };
}

async function populate(journal: OpenedJournal, game: AnyGame, fixture: ReturnType<typeof restoreFixture>) {
  await Promise.all(
    fixture.logs.map(async (log, m) => {
      const id = `restore-${m}`;
      await journal.saveHeader(header(id, game, log.seed, fixture.seats));
      for (let i = 0; i < log.actions.length; i++) {
        await journal.appendAction(id, i, { ...log.actions[i], at: 1_780_000_000_000 + i });
      }
    }),
  );
}

/** What a server start does: open (and check migrations), load every unfinished match, replay it. */
async function restoreOnce(config: StorageConfig, game: AnyGame) {
  const t0 = performance.now();
  const journal = await openJournal(config);
  const t1 = performance.now();
  const records = await journal.listUnfinished();
  const t2 = performance.now();
  let replayed = 0;
  for (const record of records) {
    const seats = record.seats.map((s) => ({ name: s.name }));
    const state = replay(game, record.seed, record.options, seats, record.actions.map(({ seat, action }) => ({ seat, action })));
    if (game.result(state) === null) replayed++;
  }
  const t3 = performance.now();
  await journal.close();
  if (records.length !== RESTORE_MATCHES || replayed !== RESTORE_MATCHES) {
    throw new Error(`restore found ${records.length} matches, ${replayed} replayed unfinished`);
  }
  return { open: t1 - t0, load: t2 - t1, replay: t3 - t2, total: t3 - t0 };
}

/**
 * The whole server start on the same data: open the journal, listen, and rebuild every
 * table as a live room (replay, schema projection, header rewrite). Colyseus keeps global
 * state, so this runs once per process: a single figure, not a median.
 */
async function serverRestoreOnce(config: StorageConfig) {
  const t0 = performance.now();
  const journal = await openJournal(config);
  const server = buildServer({
    journal,
    config: { botDelayMs: 600_000, graceSeconds: 600, logLevel: "silent" },
    logger: createLogger("silent"),
    clientDir: "/nonexistent-client-dir",
  });
  await server.listen(await freePort());
  const t1 = performance.now();
  const codes = await server.restore();
  const t2 = performance.now();
  await server.close();
  if (codes.length !== RESTORE_MATCHES) throw new Error(`the server restored ${codes.length} tables`);
  return { start: t1 - t0, rooms: t2 - t1, total: t2 - t0 };
}

function sqliteBackend(synchronous: "NORMAL" | "FULL"): Backend {
  const dir = mkdtempSync(join(tmpdir(), "broadside-bench-"));
  return {
    label: `SQLite (WAL, synchronous=${synchronous})`,
    config: { dataDir: dir, sqliteSynchronous: synchronous },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function postgresBackend(url: string): Backend {
  const schema = `bench_${process.pid}_${randomBytes(4).toString("hex")}`;
  return {
    label: "PostgreSQL (synchronous_commit as configured)",
    config: { databaseUrl: url, databaseSchema: schema },
    cleanup: async () => {
      const pool = new Pool({ connectionString: url, max: 1 });
      await pool.query(`drop schema if exists ${schema} cascade`).finally(() => pool.end());
    },
  };
}

interface Row {
  label: string;
  sequential: number;
  concurrent: number;
  concurrentNoGroup: number;
  restore?: { open: number; load: number; replay: number; total: number };
  serverRestore?: { start: number; rooms: number; total: number };
}

async function measure(
  backend: Backend,
  game: AnyGame,
  fixture: ReturnType<typeof restoreFixture> | null,
  withServer = false,
): Promise<Row> {
  try {
    const seq: number[] = [];
    const con: number[] = [];
    const conSolo: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const grouped = await openJournal(backend.config);
      seq.push(await sequentialRate(grouped, `${r}`));
      con.push(await concurrentRate(grouped, `${r}`));
      await grouped.close();
      // Baseline in the same run: one transaction per append (group commit off).
      const solo = await openJournal({ ...backend.config, maxBatch: 1 });
      conSolo.push(await concurrentRate(solo, `solo-${r}`));
      await solo.close();
    }
    const row: Row = { label: backend.label, sequential: median(seq), concurrent: median(con), concurrentNoGroup: median(conSolo) };
    console.log(`${backend.label}: sequential ${seq.map(Math.round)}; concurrent ${con.map(Math.round)}; no group commit ${conSolo.map(Math.round)}`);
    if (fixture) {
      // Restore reads only unfinished matches: finish the throughput ones so they do not count.
      const cleaner = await openJournal(backend.config);
      for (const m of await cleaner.listUnfinished()) await cleaner.finish(m.matchId, { winners: [], summary: "bench" });
      const p0 = performance.now();
      await populate(cleaner, game, fixture);
      console.log(`${backend.label}: stored ${RESTORE_MATCHES} x ${RESTORE_ACTIONS} actions in ${Math.round(performance.now() - p0)} ms`);
      await cleaner.close();
      const runs = [];
      for (let r = 0; r < RUNS; r++) runs.push(await restoreOnce(backend.config, game));
      console.log(`${backend.label}: restore totals ${runs.map((x) => Math.round(x.total))} ms`);
      if (withServer) {
        row.serverRestore = await serverRestoreOnce(backend.config);
        console.log(`${backend.label}: server restore ${JSON.stringify(row.serverRestore)}`);
      }
      row.restore = {
        open: median(runs.map((x) => x.open)),
        load: median(runs.map((x) => x.load)),
        replay: median(runs.map((x) => x.replay)),
        total: median(runs.map((x) => x.total)),
      };
    }
    return row;
  } finally {
    await backend.cleanup();
  }
}

function writeResults(section: string) {
  const file = join(__dirname, "results.md");
  const heading = "## Storage and restore";
  let text = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark results\n";
  const start = text.indexOf(heading);
  if (start === -1) {
    text = `${text.trimEnd()}\n\n${section}`;
  } else {
    const next = text.indexOf("\n## ", start + heading.length);
    text = text.slice(0, start) + section + (next === -1 ? "" : text.slice(next + 1));
  }
  writeFileSync(file, text.endsWith("\n") ? text : `${text}\n`);
}

async function main() {
  const game = getGame("booty-dice");
  if (!game) throw new Error("booty-dice is not in shared/games/registry.ts");
  const g0 = performance.now();
  const fixture = restoreFixture(game);
  console.log(`generated ${RESTORE_MATCHES} ${game.id} logs of ${RESTORE_ACTIONS} actions in ${Math.round(performance.now() - g0)} ms`);

  const loadBefore = loadavg()[0].toFixed(1);
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const rows: Row[] = [];
  rows.push(await measure(sqliteBackend("NORMAL"), game, fixture, true));
  rows.push(await measure(sqliteBackend("FULL"), game, null));
  if (url) rows.push(await measure(postgresBackend(url), game, fixture));
  else console.warn("no BENCH_DATABASE_URL / TEST_DATABASE_URL: PostgreSQL not measured");

  const f = (x: number) => Math.round(x).toLocaleString("en-US");
  const lines = [
    "## Storage and restore",
    "",
    `\`npx ts-node --transpile-only bench/storage.bench.ts\` — ${new Date().toISOString().slice(0, 16)}Z, ` +
      `Node ${process.version}, ${cpus().length} cores shared with other work (load average ${loadBefore} before, ` +
      `${loadavg()[0].toFixed(1)} after), medians of ${RUNS} runs.`,
    "",
    `Appended actions per second. *Sequential*: one match, each append awaited before the next. ` +
      `*Concurrent*: ${CONCURRENT_MATCHES} matches at once, each awaiting its own appends ` +
      `(up to ${CONCURRENT_PER_MATCH} each). Baseline: the same concurrent load with group commit off ` +
      `(one transaction per append), measured in the same run.`,
    "",
    "On this shared machine single figures move 2–5× between runs (other helpers' tests and disk syncs); " +
      "compare within a run. Sequential appends pay one commit each (an fsync on PostgreSQL and with FULL); " +
      "group commit is what keeps many busy tables cheap.",
    "",
    "| back end | sequential | concurrent (group commit) | concurrent, no group commit | group commit gain |",
    "|---|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${f(r.sequential)} | ${f(r.concurrent)} | ${f(r.concurrentNoGroup)} | ×${(r.concurrent / r.concurrentNoGroup).toFixed(1)} |`,
    ),
    "",
    `Restore of ${RESTORE_MATCHES.toLocaleString("en-US")} unfinished matches of ${RESTORE_ACTIONS} actions ` +
      `(game: **${game.name}**, 4 seats, logs from seeded ` +
      `bot self-play): open + migrations check, \`listUnfinished()\`, then \`replay()\` of each. Target: < 2,000 ms on SQLite.`,
    "",
    "| back end | open | load | replay | total |",
    "|---|---:|---:|---:|---:|",
    ...rows
      .filter((r) => r.restore)
      .map((r) => `| ${r.label} | ${f(r.restore!.open)} ms | ${f(r.restore!.load)} ms | ${f(r.restore!.replay)} ms | **${f(r.restore!.total)} ms** |`),
    "",
    ...rows
      .filter((r) => r.serverRestore)
      .map(
        (r) =>
          `Whole server start on the same data (${r.label}; one run, Colyseus keeps global state): journal open + listen ` +
          `${f(r.serverRestore!.start)} ms, then \`restore()\` rebuilding all ${RESTORE_MATCHES.toLocaleString("en-US")} tables ` +
          `as live rooms (replay, schema projection, header rewrite) ${f(r.serverRestore!.rooms)} ms: ` +
          `**${f(r.serverRestore!.total)} ms** in all.`,
      ),
    "",
  ];
  const section = lines.join("\n");
  console.log(`\n${section}`);
  writeResults(section);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
