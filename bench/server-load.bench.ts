/**
 * Game server load benchmark (not a test), issue 3 item 11:
 *
 *   npx ts-node --transpile-only bench/server-load.bench.ts
 *   TABLES=50 DURATION=20 WORKERS=2 npx ts-node --transpile-only bench/server-load.bench.ts
 *
 * One Broadside server process (server/main.ts with the load probe, bench/load/table-server.ts:
 * SQLite journal in a temporary DATA_DIR, no Redis), TABLES Booty Dice tables of 4 SDK clients
 * and 1 spectator each; the seated clients play a scripted player
 * (server/scale/scripted-player.ts), one action per table about once a second (a think time
 * of 0.5 to 1.5 s, drawn anew each time). Measured:
 * action-to-patch latency seen by the actor, by an opponent and by the spectator, and the
 * bytes each client receives per action. Baseline in the same run: a bare Colyseus room in its
 * own process (bench/bare-room-server.ts) that changes one number per message, driven by the
 * same kind of client workers in the same way.
 *
 * The harness, so that it measures the server and not itself:
 * - Each phase's clients live in WORKERS child processes of its own (bench/load/client-worker.ts),
 *   each with a share of the phase's tables, so decoding 1,000 clients' frames does not queue
 *   behind one event loop.
 * - The phases run one after the other, each from its warm-up to its end without a break, and
 *   only one phase's processes exist at a time. (Until 2026-11-30 they took turns in 5 s
 *   slices, the idle ones stopped with SIGSTOP: V8 then saw each server idle between its turns
 *   and shrank its young generation, so every slice began with extra scavenges; INTERLEAVE=1.)
 * - Servers and workers run compiled to JavaScript (bench/tsconfig.load.json), as `npm start`
 *   runs the server, without the TypeScript compiler in their heaps.
 * - The workers run on the last core only (CLIENT_CPUS), at nice 10, with a larger young
 *   generation: remote players never take the server's cores, so the load generator leaves the
 *   others to the server and yields to it; its GC pauses are rarer.
 * - The clients decode with the state's own schema classes (as a client built with Colyseus's
 *   code generator does) rather than each building its own copy from the server's reflection,
 *   which made a worker's heap and full GCs several times larger.
 * - Each table's next action is due at a time of its own; none is sent after the slice's end.
 *   (Before 2026-11-30 every table that slept until the end acted there at once, timers firing
 *   up to ~2 ms early: a burst of up to 40 actions per worker at the end of each slice.)
 * - The server's probe traces each action (arrival, patch written): every run splits the
 *   actor's latency into the way in, the time inside the server and the way out.
 * - Each server runs bench/load/server-probe.ts: CPU time, event-loop utilisation and delay,
 *   GC pauses, time inside the server, and each long pause (GC, a held loop, a slow journal
 *   commit) with its time, over exactly the measured slices; SAMPLES=file.json writes every
 *   action's latencies and those pauses, and the client processes' own (GC over 10 ms, loop
 *   held over 25 ms), to line slow actions up with their cause.
 *
 * Settings (environment): TABLES (200), DURATION seconds measured per phase (30), WARMUP
 * seconds dropped before measuring (90: long enough for V8 to have optimized both servers; see
 * below), IDLE seconds of each server with its clients connected
 * and no actions, after its measured slices (10; 0 for none: the report's "beyond idle"),
 * WORKERS (client processes per phase, 2), PHASES
 * (bare,table; `stagger` for the bare room with Broadside's staggered heartbeat; `quiet` for the
 * bare room with that heartbeat and without Colyseus's idle 60 Hz room clock, as the table runs
 * its rooms (table-room.ts); `memory` for the table with the in-memory journal,
 * bench/memory-journal-server.ts; `thread` for the
 * journal thread; `autockpt` for SQLite's automatic checkpoints inside commits; `tuned` for a
 * 32 MB young generation; `inline`, `kysely`, `turn`, `sync`: older journal paths; games beside
 * Booty Dice: `pirate-king`, `pirates-cove`, and `smt`, Shiver Me Timbers with 2 players and
 * 2 of the server's bots a table, bench/load/smt-moves.ts; every Broadside phase also reports
 * its heap per table and its bots' decision times; `smt-thread`: the same with the bots sent to
 * a bot thread, as a slow bot's would be, server/table/bot-routing.ts), PROFILE=1
 * (.cpuprofile of each Broadside server and client worker into $TMPDIR/broadside-profiles/;
 * PROFILE=bare: of the bare room's server too), PERF=1 (each server's measured slices sampled
 * by Linux `perf`, every thread and the kernel included, and a table of where its CPU per action
 * went: bench/load/perf-attribution.ts; needs `perf` and perf_event_paranoid ≤ 2),
 * TRACE_GC=1 (the workers' --trace-gc on stdout), WRITE=0 (do not touch bench/results.md),
 * INTERLEAVE=1 (phases take turns in 5 s slices, diagnostic), PAUSE_IDLE=0 (with it: idle
 * phases keep running), CLIENT_NICE (10; 0 for none), CLIENT_CPUS (the workers' cores, a
 * taskset list; `all` for any), SERVER_CPUS (the servers' cores, diagnostic; any by default),
 * WARMUP_INTERVAL_MS (the mean think time during the warm-up, 1,000; shorter gets V8's optimizing
 * past before the measured slices), ACTION_INTERVAL_MS (each table's mean think time, 1,000; a long one, 30000, measures the servers
 * nearly idle: what their heartbeats, timers and probe cost with the clients connected),
 * COMPILED=0 (under ts-node), TABLE_ENTRY (another server script for every Broadside phase, run as given), SERVER_ENV
 * (extra KEY=VALUE,KEY=VALUE for the table server, e.g. SERVER_ENV=SQLITE_THREAD=1),
 * NODE_FLAGS (`server`, the default: every server, the bare room's too, runs with the V8 settings
 * `npm start` gives the game server, server/node-flags.ts; `node`: Node's own defaults),
 * SERVER_NODE_ARGS (extra node flags for the table server, e.g. "--single-threaded-gc"; SERVER_NODE_ARGS_BARE=1 gives
 * them to the bare room's server too).
 * Diagnostics through SERVER_ENV: ALLOC_PROFILE=<file> (where the table server allocates,
 * bench/load/server-probe.ts), SQLITE_CHECKPOINT_INTERVAL_MS=<ms>. Each step of the action path timed
 * without a profiler: TABLE_ENTRY=dist/bench/bench/load/section-timer-server.js (its header).
 * How near the bare room the table comes without its journal (and its log, SERVER_ENV=BOUND=log): TABLE_ENTRY=dist/bench/bench/load/bound-server.js.
 * The whole run is bounded: it exits with code 2 if it overruns its time budget.
 */
import { execFileSync, fork, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, setPriority, tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../server/node-flags";
import { startServerProcess, type ServerProcess } from "../server/scale/server-process";
import { attribute, attributionTable, PERF_HZ, startPerf, type Attribution } from "./load/perf-attribution";
import { isBarePhase, type ClientPause, type FromWorker, type PhaseKind, type Role, type Sample, type ToWorker } from "./load/protocol";
import type { PauseKind } from "./load/server-probe";

const TABLES = envInt("TABLES", 200);
const DURATION_S = envInt("DURATION", 30);
/**
 * WARMUP seconds (90) of play dropped before measuring. A server whose code runs once per action
 * (about 100 times a second here) is still being optimized by V8 a minute after it starts: after
 * 5 s of warm-up the bare room cost 0.59–0.93 ms an action, after 90 s 0.43–0.63 ms in four runs
 * of five, while the table's cost hardly moved (bench/results.md › The short warm-up flattered the Booty Dice ratio).
 * Measured after 5 s, the baseline is a server not yet compiled, not the one a player meets.
 */
const WARMUP_S = envInt("WARMUP", 90);
/**
 * IDLE seconds (10; 0 for none): after its measured slices, each server's CPU with every client
 * still connected and no actions. Much of a server's CPU per action at one action a table a
 * second is what it costs idle (bench/results.md › The bare room's CPU per action is mostly its
 * idle cost); the report gives each action's cost beyond it too.
 */
const IDLE_S = process.env.IDLE === "0" ? 0 : envInt("IDLE", 10);
/**
 * Before the idle stretch the last patches settle, and the bots finish the turns the players'
 * last moves handed them: up to two Shiver Me Timbers bot turns of a few moves each, a bot
 * delay (BOT_DELAY_MS, 700 ms) apart.
 */
const idleSettleMs = (kind: PhaseKind) => (kind.startsWith("smt") ? 12_000 : 2_000);
const WORKERS = envInt("WORKERS", 2);
const PROFILE = process.env.PROFILE === "1" || process.env.PROFILE === "bare";
/** PERF=1: each server's measured slices sampled by Linux `perf` (every thread, kernel included; bench/load/perf-attribution.ts). */
const PERF = process.env.PERF === "1";
const WRITE = process.env.WRITE !== "0";
const PHASES = (process.env.PHASES || "bare,table").split(",").map((p) => p.trim()) as PhaseKind[];
/**
 * Servers and client workers run compiled to JavaScript (bench/tsconfig.load.json, built at the
 * start), as `npm start` runs the server: under ts-node each process would also hold the
 * TypeScript compiler, some 25 MB of heap that every full GC walks. COMPILED=0: under ts-node.
 */
const COMPILED = process.env.COMPILED !== "0";
/**
 * INTERLEAVE=1 (diagnostic; the way before 2026-11-30 06:35): the phases take turns in 5 s
 * slices, the idle phases' processes stopped meanwhile. Each resumed server then starts its
 * slice as a process V8 saw idle for 5-10 s, with its young generation shrunk (to 1 MB at
 * times, from 32): many more scavenges, and more for the server that allocates more. By
 * default each phase runs on its own from its warm-up to its end, as a busy server does.
 */
const INTERLEAVE = process.env.INTERLEAVE === "1";
/** PAUSE_IDLE=0 (with INTERLEAVE=1): the idle phases' processes keep running during another phase's slice (see activate()). */
const PAUSE_IDLE = process.env.PAUSE_IDLE !== "0";
/**
 * The client workers' nice value (CLIENT_NICE, 10 by default; 0 to turn off): the load
 * generator yields the CPU to the server it measures. Real players are on other machines and
 * never take a core from the server; here they share its two, and while a worker decodes a
 * frame the server may wait for a core (its threads' run-queue time is reported).
 */
const CLIENT_NICE = process.env.CLIENT_NICE === undefined || process.env.CLIENT_NICE === "" ? 10 : Number(process.env.CLIENT_NICE);
/**
 * The cores the client workers may run on (CLIENT_CPUS, a `taskset -c` list; by default the
 * last core when there are two or more; `all` for no limit). Remote players never run on the
 * server's machine: confined to one core, the load generator leaves the others to the server,
 * and neither waits for the other to get a core (nice alone still lets a worker finish its
 * time slice before the server runs).
 */
const CLIENT_CPUS = clientCpus(process.env.CLIENT_CPUS);
/**
 * NODE_FLAGS: `server` (default) starts every server with the V8 settings `npm start` uses
 * (server/node-flags.ts), the bare room's too, so that the two compare like with like; `node`
 * with Node's defaults (the bench's setting until 2026-12-07).
 */
const NODE_FLAGS = process.env.NODE_FLAGS ?? "server";
if (NODE_FLAGS !== "server" && NODE_FLAGS !== "node") throw new Error(`NODE_FLAGS is server or node, not ${NODE_FLAGS}`);
const BASE_NODE_ARGS: readonly string[] = NODE_FLAGS === "server" ? SERVER_NODE_FLAGS : [];
/** SERVER_NODE_ARGS: extra node flags for the table server (space-separated; e.g. V8 flags NODE_OPTIONS refuses). */
const SERVER_NODE_ARGS = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
/** SERVER_NODE_ARGS_BARE=1: the bare room's server gets SERVER_NODE_ARGS too (like with like when the flags are meant for every server). */
const SERVER_NODE_ARGS_BARE = process.env.SERVER_NODE_ARGS_BARE === "1";
/** SERVER_CPUS (a `taskset -c` list; none by default): confines each server, every thread, to those cores. */
const SERVER_CPUS = process.env.SERVER_CPUS || null;
/** Each table's mean think time between actions, ms (ACTION_INTERVAL_MS), sent to the client workers with each slice. */
const ACTION_INTERVAL_MS = envInt("ACTION_INTERVAL_MS", 1000);
/**
 * The think time during the warm-up (WARMUP_INTERVAL_MS; ACTION_INTERVAL_MS when 0). The warm-up
 * is there to measure a server that has run for a while: at one action a table a second, V8 was
 * still optimizing the table's code 10–45 s after start (136 first optimizations in that
 * stretch, bench/results.md › Where the table's CPU goes), a start-up cost a long-running
 * server pays once. A faster warm-up gets past it in the same few seconds, every phase alike.
 */
const WARMUP_INTERVAL_MS = process.env.WARMUP_INTERVAL_MS === "0" ? ACTION_INTERVAL_MS : envInt("WARMUP_INTERVAL_MS", 1000);
const COMPILED_DIR = path.resolve(__dirname, "..", "dist", "bench");
/**
 * PRIORITY=-10 (say): the bench, its client workers and its servers run at that nice value,
 * ahead of the machine's other work — a diagnostic of how much of the tail is waiting for a
 * core (needs the right to lower nice values).
 */
const PRIORITY = process.env.PRIORITY ? Number(process.env.PRIORITY) : null;
const SERVER_ENV = Object.fromEntries(
  (process.env.SERVER_ENV ?? "")
    .split(",")
    .filter((kv) => kv.includes("="))
    .map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]),
);
const CLIENTS_PER_TABLE = 5; // 4 seats + 1 spectator
/** Each phase is measured in slices of about this many seconds (its probe read between them). */
const SLICE_S = 5;
/** Joining 1,000 clients on 2 busy cores takes a while; everything else is DURATION + WARMUP. */
const BUDGET_MS = (180 + PHASES.reduce((sum, kind) => sum + DURATION_S + WARMUP_S + (IDLE_S > 0 ? IDLE_S + idleSettleMs(kind) / 1000 : 0) + 60, 0)) * 1000;
/** An action slower than this counts as stalled (for the clustering figures). */
const SLOW_MS = 50;
const SECTION = "## Game server latency (one server process, clients in worker processes)";

function envInt(key: string, fallback: number): number {
  const raw = process.env[key];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${key} must be a positive integer`);
  return value;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

/**
 * Every server and client process this run started: killed when the bench exits, however it
 * exits (an overrun, an error), so none is left running to load the next run's machine.
 */
const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill("SIGCONT");
    child.kill("SIGKILL");
  }
});

function clientCpus(setting: string | undefined): string | null {
  if (setting === "all") return null;
  if (setting) return setting;
  const count = cpus().length;
  return count >= 2 ? String(count - 1) : null;
}

// ---- client workers -------------------------------------------------------------------------

class Worker {
  private waiting: { type: FromWorker["type"]; resolve: (m: FromWorker) => void; reject: (e: Error) => void } | null = null;
  constructor(readonly child: ChildProcess) {
    child.on("message", (message: FromWorker) => {
      if (process.env.DEBUG) console.error("worker →", message.type);
      const w = this.waiting;
      if (!w) return;
      this.waiting = null;
      if (message.type === "error") w.reject(new Error(`client worker: ${message.message}`));
      else w.resolve(message);
    });
    child.on("exit", (code) => this.waiting?.reject(new Error(`client worker exited with ${code}`)));
  }
  static start(): Worker {
    const profile = [
      ...(PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${path.join(tmpdir(), "broadside-profiles", "clients")}`] : []),
      ...(process.env.TRACE_GC === "1" ? ["--trace-gc"] : []), // diagnostic: the workers' GC on stdout
      // A worker's 500 SDK clients keep ~60 MB live; with the default young generation it
      // scavenges every few seconds, each time leaving its 100 tables' frames unread for
      // 6–30 ms (TRACE_GC=1). A larger one makes those pauses rare; the servers keep defaults.
      "--max-semi-space-size=64",
    ];
    // Started through `taskset` and `nice`, so every thread of the worker stays on CLIENT_CPUS
    // and runs at CLIENT_NICE.
    const launcher = [...(CLIENT_CPUS ? ["taskset", "-c", CLIENT_CPUS] : []), ...(CLIENT_NICE === 0 ? [] : ["nice", "-n", String(CLIENT_NICE)])];
    const through = launcher.length === 0 ? {} : { execPath: launcher[0], execArgv: [...launcher.slice(1), process.execPath] };
    const args = COMPILED ? profile : ["-r", "ts-node/register/transpile-only"];
    const script = COMPILED ? path.join(COMPILED_DIR, "bench", "load", "client-worker.js") : path.join(__dirname, "load", "client-worker.ts");
    const child = fork(script, [], { ...through, execArgv: [...(through.execArgv ?? []), ...args] });
    children.add(child);
    return new Worker(child);
  }
  ask<T extends FromWorker["type"]>(message: ToWorker, type: T): Promise<Extract<FromWorker, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.waiting = { type, resolve: resolve as (m: FromWorker) => void, reject };
      if (process.env.DEBUG) console.error("→ worker", message.type);
      this.child.send(message);
    });
  }
}

/** Splits `total` tables over the workers as evenly as possible: [first index, count][]. */
function shares(total: number, workers: number): [number, number][] {
  const out: [number, number][] = [];
  let first = 0;
  for (let w = 0; w < workers; w++) {
    const count = Math.floor(total / workers) + (w < total % workers ? 1 : 0);
    out.push([first, count]);
    first += count;
  }
  return out.filter(([, count]) => count > 0);
}

// ---- the server probe --------------------------------------------------------------------

interface Quantiles {
  p50: number;
  p99: number;
  max: number;
}

interface ProbeReport {
  wallMs: number;
  cpuUserMs: number;
  cpuSystemMs: number;
  idleMs: number;
  activeMs: number;
  loopDelay: { p50: number; p99: number; max: number; stretches: number };
  gc: { count: number; major: number; totalMs: number; maxMs: number };
  inServer: { count: number; p50: number; p99: number; max: number };
  heapUsedMb: number;
  /** Bot decisions (server/table/bot-pool.ts): the bot's own time and the table's wait for it, ms. */
  bots?: { count: number; inThread: number; compute: Quantiles | null; wait: Quantiles | null };
  /** The young generation's size (MB) at the start and the end of each measured stretch. */
  youngMb: [number, number][];
  pauses: { at: number; ms: number; kind: PauseKind }[];
  /** With SAMPLES: each message → patch of the stretch, [room id, arrival, patch written] (ms since the epoch). */
  trace?: [string, number, number][];
}

/** Toggles the server's probe (bench/load/server-probe.ts); when turning off, resolves with its report. */
async function toggleProbe(server: ServerProcess, expectReport: boolean): Promise<ProbeReport | null> {
  const before = server.logs.length;
  server.child.kill("SIGWINCH");
  if (!expectReport) return null;
  const deadline = now() + 5000;
  while (now() < deadline) {
    const line = server.logs.slice(before).find((l) => l.msg === "probe");
    if (line) return line as unknown as ProbeReport;
    await sleep(20);
  }
  throw new Error(`${server.name}: no probe report (is bench/load/server-probe.ts installed in its entry?)`);
}

/**
 * Linux scheduler statistics of every thread of a process (/proc/<pid>/task/<tid>/schedstat):
 * ns on a CPU and ns runnable but waiting for one. The wait is the direct measure of a
 * machine too busy for the server: time the server had work to do and no core to do it on.
 */
function schedstat(pid: number): { runNs: number; waitNs: number } {
  let runNs = 0;
  let waitNs = 0;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").trim().split(/\s+/).map(Number);
      runNs += run;
      waitNs += wait;
    }
  } catch {
    return { runNs: NaN, waitNs: NaN };
  }
  return { runNs, waitNs };
}

/** Sets the nice value of every thread of a process (Linux nice values are per thread). */
function prioritize(pid: number): void {
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      setPriority(Number(tid), PRIORITY!);
    } catch {
      // the thread has ended
    }
  }
}

// ---- the phases ---------------------------------------------------------------------------

interface Phase {
  readonly kind: PhaseKind;
  readonly name: string;
  readonly server: ServerProcess;
  /** This phase's own client processes: an idle phase's clients (their heartbeat, say) never hold up another's. */
  readonly workers: Worker[];
  readonly setupMs: number;
  /** The server's heap after a full GC before its tables were created, MB (null: the bare room). */
  readonly heapBeforeMb: number | null;
  close(): Promise<void>;
}

interface PhaseResult {
  name: string;
  rejectionCodes: Record<string, number>;
  exampleLog?: { bytes: number; payload: unknown };
  samples: Sample[];
  timeouts: number;
  rejections: number;
  setupMs: number;
  /** Heap after a full GC with the tables created and played, minus before them, per table, KB. */
  heapPerTableKb: number | null;
  probe: ProbeReport | null;
  clients: { cpuMs: number; loopDelayP99: number; loopDelayMax: number; gcMaxMs: number; heapMb: number; wallMs: number };
  sched: { runMs: number; waitMs: number };
  /** The server's message → patch trace: [room id, arrival, patch written], ms since the epoch. */
  trace: [string, number, number][];
  /** The server's CPU with its clients connected and no actions (IDLE), ms per second; null without it. */
  idleCpuMsPerS: number | null;
}

const PHASE_NAMES: Record<PhaseKind, string> = {
  bare: "bare room (one number per message)",
  stagger: "bare room with Broadside's staggered heartbeat (diagnostic)",
  quiet: "bare room run as the table runs its rooms: staggered heartbeat, no idle room clock (diagnostic)",
  table: "Broadside table (Booty Dice, 4 players + 1 spectator)",
  thread: "same, SQLite journal in its worker thread, eager batches (SQLITE_THREAD=1, the default until 2026-11-29)",
  memory: "same, in-memory journal (diagnostic)",
  inline: "same, SQLite statements on the event loop in end-of-turn batches (SQLITE_THREAD=0 SQLITE_GROUP_COMMIT=turn, diagnostic)",
  kysely: "same, SQLite through Kysely on the event loop (SQLITE_THREAD=kysely, the journal before the thread)",
  tuned: "same as the table, young generation 32 MB (NODE_OPTIONS=--max-semi-space-size=32)",
  turn: "same, journal thread with batches started at the end of the loop turn (SQLITE_GROUP_COMMIT=turn)",
  sync: "same, SQLite on the event loop, each action committed in its handler, checkpoints in a thread (SQLITE_THREAD=0 SQLITE_GROUP_COMMIT=off)",
  autockpt: "same as the table, but SQLite's automatic checkpoints inside commits (SQLITE_CHECKPOINT=auto)",
  "pirate-king": "Pirate King tables (4 players + 1 spectator, moves from the legal list: bench/load/pirate-king-moves.ts), same server",
  "pirates-cove": "Pirate's Cove tables (4 players + 1 spectator, moves from the legal list: bench/load/pirates-cove-moves.ts), same server",
  smt: "Shiver Me Timbers tables (2 players + 2 bots + 1 spectator, moves from the legal list: bench/load/smt-moves.ts), same server",
  "smt-thread": "same Shiver Me Timbers tables, bots deciding in a bot thread",
};
/** Extra environment of the diagnostic phases (same server as `table`). */
const PHASE_ENV: Partial<Record<PhaseKind, Record<string, string>>> = {
  stagger: { BARE_HEARTBEAT: "staggered" },
  quiet: { BARE_HEARTBEAT: "staggered", BARE_CLOCK: "off" },
  inline: { SQLITE_THREAD: "0", SQLITE_GROUP_COMMIT: "turn" },
  thread: { SQLITE_THREAD: "1" },
  kysely: { SQLITE_THREAD: "kysely" },
  // Fewer scavenges: the young generation holds a few seconds of garbage instead of a fraction of one.
  tuned: { NODE_OPTIONS: "--max-semi-space-size=32" },
  turn: { SQLITE_THREAD: "1", SQLITE_GROUP_COMMIT: "turn" },
  sync: { SQLITE_THREAD: "0", SQLITE_GROUP_COMMIT: "off" },
  autockpt: { SQLITE_THREAD: "0", SQLITE_GROUP_COMMIT: "off", SQLITE_CHECKPOINT: "auto" },
  "smt-thread": { BOTS_IN_THREAD: "shiver-me-timbers" },
};

async function startPhase(kind: PhaseKind): Promise<Phase> {
  const profileDir = path.join(tmpdir(), "broadside-profiles");
  const bare = isBarePhase(kind);
  // The bare room is profiled too with PROFILE=bare (to compare where each spends its time).
  const profile = PROFILE && (!bare || process.env.PROFILE === "bare");
  const profileDirOf = path.join(profileDir, kind);
  if (profile) mkdirSync(profileDirOf, { recursive: true });
  if (profile) mkdirSync(profileDir, { recursive: true });
  const dataDir = bare ? null : mkdtempSync(path.join(tmpdir(), "broadside-load-"));
  const customEntry = !bare && kind !== "memory" ? process.env.TABLE_ENTRY : undefined;
  const source = bare ? "bench/bare-room-server.ts" : kind === "memory" ? "bench/memory-journal-server.ts" : customEntry || "bench/load/table-server.ts";
  const entry =
    COMPILED && !customEntry ? path.relative(process.cwd(), path.join(COMPILED_DIR, source.replace(/\.ts$/, ".js"))) : source;
  const server = await startServerProcess(
    kind,
    {
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir ?? "",
      DATABASE_URL: "",
      REDIS_URL: "",
      PUBLIC_ADDRESS: "",
      PROBE_TRACE: "1",
      // Every simulated player connects from 127.0.0.1: lift the per-address limits meant for
      // the open internet (docs/operations.md › Limits), or the set-up is refused with 429.
      RATE_CREATES_PER_MIN: "1000000",
      RATE_JOINS_PER_MIN: "1000000",
      RATE_WRONG_CODES_PER_MIN: "1000000",
      ...(bare ? {} : SERVER_ENV),
      ...PHASE_ENV[kind],
    },
    {
      entry,
      nodeArgs: [...(profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDirOf}`] : []), ...(PERF ? ["--perf-basic-prof-only-functions"] : []), ...BASE_NODE_ARGS, ...(bare && !SERVER_NODE_ARGS_BARE ? [] : SERVER_NODE_ARGS)],
    },
  );
  children.add(server.child);
  if (PRIORITY !== null) prioritize(server.child.pid!);
  if (SERVER_CPUS) execFileSync("taskset", ["-a", "-p", "-c", SERVER_CPUS, String(server.child.pid)], { stdio: "ignore" });
  const workers = Array.from({ length: Math.min(WORKERS, TABLES) }, () => Worker.start());
  if (PRIORITY !== null) {
    await sleep(500); // the workers' threads exist once they have started
    for (const w of workers) prioritize(w.child.pid!);
  }
  const heapBeforeMb = bare ? null : await serverHeapMb(server);
  const t0 = now();
  await Promise.all(
    shares(TABLES, workers.length).map(([first, count], w) =>
      workers[w].ask({ type: "setup", phase: kind, address: server.address, tables: count, firstIndex: first }, "ready"),
    ),
  );
  let closed = false;
  return {
    kind,
    name: PHASE_NAMES[kind],
    server,
    workers,
    setupMs: now() - t0,
    heapBeforeMb,
    async close() {
      if (closed) return; // closed after its turn, and again on the way out
      closed = true;
      await Promise.all(workers.map((w) => w.ask({ type: "close" }, "closed").catch(() => undefined)));
      await server.stop(15_000);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server's heap after a full GC, MB (bench/load/server-probe.ts answers SIGTTIN), without
 * its compiled code: V8 compiles and optimizes as the process warms up (some 4–6 MB over a
 * phase, in heap snapshots), which is the process's, not its tables'.
 */
async function serverHeapMb(server: ServerProcess): Promise<number> {
  const before = server.logs.length;
  server.child.kill("SIGTTIN");
  const deadline = now() + 10_000;
  while (now() < deadline) {
    const line = server.logs.slice(before).find((l) => l.msg === "heap") as { heapUsedMb?: number; codeMb?: number } | undefined;
    if (line?.heapUsedMb !== undefined) return line.heapUsedMb - (line.codeMb ?? 0);
    await sleep(20);
  }
  throw new Error(`${server.name}: no heap report`);
}

/** Sends `sig` to a phase's server and client workers. */
function signal(phase: Phase, sig: NodeJS.Signals): void {
  for (const child of [phase.server.child, ...phase.workers.map((w) => w.child)]) {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
  }
}

/**
 * Only the phase taking its turn runs; the others' processes are stopped (SIGSTOP), so their
 * heartbeats, timers and GC take no CPU from it: on 2 cores the idle phases' 2,000 connections
 * otherwise cost the measured one a share of a core. Their sockets stay open meanwhile; after
 * SIGCONT the resumed processes get a moment to catch up before the slice starts.
 */
async function activate(active: Phase, phases: Phase[]): Promise<void> {
  if (phases.length === 1 || !PAUSE_IDLE) return;
  for (const phase of phases) if (phase !== active) signal(phase, "SIGSTOP");
  signal(active, "SIGCONT");
  await sleep(500);
}

class Tally {
  samples: Sample[] = [];
  /** The client processes' long pauses (SAMPLES only). */
  clientPauses: ClientPause[] = [];
  /** The server's message → patch trace. */
  trace: [string, number, number][] = [];
  timeouts = 0;
  rejections = 0;
  rejectionCodes: Record<string, number> = {};
  exampleLog?: { bytes: number; payload: unknown };
  probe: ProbeReport | null = null;
  /** The server's heap after a full GC at the end of the phase, MB. */
  heapAfterMb: number | null = null;
  clients = { cpuMs: 0, loopDelayP99: 0, loopDelayMax: 0, gcMaxMs: 0, heapMb: 0, wallMs: 0 };
  /** The server's threads: ms on a CPU and ms waiting for one, over the measured slices. */
  sched = { runMs: 0, waitMs: 0 };
  idleCpuMsPerS: number | null = null;
  /** PERF=1: the server's samples over the measured slices. */
  perf: Attribution | null = null;
}

/** Every worker drives its tables of `phase` for `seconds`; the server's probe covers the slice. */
async function runSlice(phase: Phase, tally: Tally, seconds: number, record: boolean, intervalMs = ACTION_INTERVAL_MS): Promise<void> {
  const active = phase.workers.slice(0, shares(TABLES, phase.workers.length).length);
  if (record) await toggleProbe(phase.server, false);
  const sched0 = schedstat(phase.server.child.pid!);
  const start = now();
  const replies = await Promise.all(active.map((w) => w.ask({ type: "slice", phase: phase.kind, seconds, record, intervalMs }, "slice")));
  const wall = now() - start;
  if (!record) return;
  const sched1 = schedstat(phase.server.child.pid!);
  tally.sched.runMs += (sched1.runNs - sched0.runNs) / 1e6;
  tally.sched.waitMs += (sched1.waitNs - sched0.waitNs) / 1e6;
  tally.probe = await toggleProbe(phase.server, true);
  if (tally.probe?.trace) {
    tally.trace.push(...tally.probe.trace);
    delete tally.probe.trace;
  }
  tally.clients.wallMs += wall;
  tally.rejectionCodes = {};
  for (const [worker, r] of replies.entries()) {
    for (const sample of r.samples) tally.samples.push({ ...sample, worker });
    for (const pause of r.stats.pauses) tally.clientPauses.push({ ...pause, worker });
    tally.timeouts += r.timeouts;
    tally.rejections += r.rejections;
    tally.clients.cpuMs += r.stats.cpuMs;
    tally.clients.loopDelayP99 = Math.max(tally.clients.loopDelayP99, r.stats.loopDelayP99);
    tally.clients.loopDelayMax = Math.max(tally.clients.loopDelayMax, r.stats.loopDelayMax);
    tally.clients.gcMaxMs = Math.max(tally.clients.gcMaxMs, r.stats.gcMaxMs);
    tally.clients.heapMb = Math.max(tally.clients.heapMb, r.stats.heapMb);
    for (const [code, n] of Object.entries(r.rejectionCodes)) tally.rejectionCodes[code] = (tally.rejectionCodes[code] ?? 0) + n;
    tally.exampleLog ??= r.exampleLog;
  }
}

/**
 * The server's CPU while its clients stay connected and send nothing, ms per second of wall
 * time: heartbeats, timers, V8 and the probe's own timers. Read from /proc/<pid>/stat (user +
 * system time of every thread, ended ones included: a bot thread may retire meanwhile).
 */
async function measureIdle(phase: Phase): Promise<number | null> {
  if (IDLE_S === 0) return null;
  await sleep(idleSettleMs(phase.kind));
  const pid = phase.server.child.pid!;
  const cpu0 = processCpuMs(pid);
  const start = now();
  await sleep(IDLE_S * 1000);
  const cpu1 = processCpuMs(pid);
  return ((cpu1 - cpu0) / (now() - start)) * 1000;
}

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`; 100 on Linux almost always). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's user + system CPU time so far, ms (fields 14 and 15 of /proc/<pid>/stat, after the command's parenthesis). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

// ---- figures ------------------------------------------------------------------------------

function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : "–");
const int = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString("en-US") : "–");

function rows(r: PhaseResult) {
  const latency = (role: Role) => r.samples.map((s) => s.latency[role]);
  const bytes = (role: Role, kind: "bytes" | "patch" | "data") => r.samples.map((s) => s.bytes[role][kind]);
  return {
    actions: r.samples.length,
    perSecond: r.samples.length / DURATION_S,
    p50: { actor: quantile(latency("actor"), 0.5), opponent: quantile(latency("opponent"), 0.5), spectator: quantile(latency("spectator"), 0.5) },
    p99: { actor: quantile(latency("actor"), 0.99), opponent: quantile(latency("opponent"), 0.99), spectator: quantile(latency("spectator"), 0.99) },
    max: [...latency("actor"), ...latency("opponent"), ...latency("spectator")].reduce((x, y) => Math.max(x, y), -Infinity),
    bytes: (["actor", "opponent", "spectator"] as Role[]).map((role) => ({
      role,
      total: quantile(bytes(role, "bytes"), 0.5),
      patch: quantile(bytes(role, "patch"), 0.5),
      data: quantile(bytes(role, "data"), 0.5),
    })),
  };
}

/**
 * Each action's latency seen by the actor, in three parts, from the server's trace of the same
 * table: the way in (send → the server's room handles the message: the client's send, the
 * kernel, the server's loop being busy), in the server (→ patch written to every socket) and
 * the way out (→ the actor's client has decoded it: the rest of the writes, the kernel, the
 * client process). Both sides stamp times as performance.timeOrigin + now(), and processes'
 * time origins can disagree by a millisecond or so: where a worker's way in comes out
 * negative, its times are shifted so that its fastest way in is 0.
 */
function latencySplit(r: PhaseResult) {
  const byTable = new Map<string, [number, number][]>();
  for (const [table, arrival, patched] of r.trace) {
    const list = byTable.get(table) ?? [];
    list.push([arrival, patched]);
    byTable.set(table, list);
  }
  const matched: { worker: number; in: number; server: number; out: number }[] = [];
  for (const sample of r.samples) {
    const seen = sample.at + sample.latency.actor;
    // Its trace entry: the first of its table handled after it was sent (within the clocks'
    // disagreement) and before it was seen. A table's actions are a second apart.
    const hit = byTable.get(sample.table)?.find(([arrival]) => arrival >= sample.at - 20 && arrival <= seen);
    if (hit) matched.push({ worker: sample.worker ?? 0, in: hit[0] - sample.at, server: hit[1] - hit[0], out: seen - hit[1] });
  }
  const skew = new Map<number, number>();
  for (const m of matched) skew.set(m.worker, Math.min(skew.get(m.worker) ?? 0, m.in));
  const parts = { in: [] as number[], server: [] as number[], out: [] as number[] };
  for (const m of matched) {
    const shift = skew.get(m.worker) ?? 0;
    parts.in.push(m.in - shift);
    parts.server.push(m.server);
    parts.out.push(m.out + shift);
  }
  const q = (values: number[]) => `${ms(quantile(values, 0.5))} / ${ms(quantile(values, 0.9))} / ${ms(quantile(values, 0.99))}`;
  return { matched: matched.length, in: q(parts.in), server: q(parts.server), out: q(parts.out) };
}

/** How slow actions are spread: a stall of the whole server shows as many slow actions in few seconds. */
function stalls(r: PhaseResult) {
  const slow = r.samples.filter((x) => Math.max(x.latency.actor, x.latency.opponent, x.latency.spectator) > SLOW_MS);
  const seconds = new Map<number, number>();
  for (const x of slow) seconds.set(Math.floor(x.at / 1000), (seconds.get(Math.floor(x.at / 1000)) ?? 0) + 1);
  return { slow: slow.length, share: slow.length / Math.max(1, r.samples.length), seconds: seconds.size, worst: Math.max(0, ...seconds.values()) };
}

function report(phases: PhaseResult[], load: { start: number[]; end: number[]; during: number[] }): string {
  const base = phases[0];
  const table = phases.find((p) => p.name.startsWith("Broadside")) ?? phases[phases.length - 1];
  const b = rows(base);
  const t = rows(table);
  const maxLoad = Math.max(...load.during, load.start[0], load.end[0]);
  const meanLoad = load.during.length ? load.during.reduce((x, y) => x + y, 0) / load.during.length : load.start[0];
  const ratio = (x: number, y: number) => (y > 0 && Number.isFinite(x / y) ? `×${(x / y).toFixed(1)}` : "–");
  const spectatorBytes = t.bytes.find((x) => x.role === "spectator")!;
  const opponentBytes = t.bytes.find((x) => x.role === "opponent")!;
  const p99 = Math.max(t.p99.actor, t.p99.opponent);
  // Issue 16 item 7: a Booty Dice action costs the server at most 1.5× a bare room's, same run.
  const cpuOf = (r: PhaseResult) => serverCpuPerAction(r, false);
  const cpuRatio = cpuOf(table) / cpuOf(base);
  const extra = [PHASES.join(",") === "bare,table" ? "" : `PHASES=${PHASES.join(",")}`, PRIORITY !== null ? `PRIORITY=${PRIORITY}` : "", Object.keys(SERVER_ENV).length ? `SERVER_ENV=${process.env.SERVER_ENV}` : "", process.env.TABLE_ENTRY ? `TABLE_ENTRY=${process.env.TABLE_ENTRY}` : "", ACTION_INTERVAL_MS === 1000 ? "" : `ACTION_INTERVAL_MS=${ACTION_INTERVAL_MS}`, process.env.WARMUP_INTERVAL_MS ? `WARMUP_INTERVAL_MS=${process.env.WARMUP_INTERVAL_MS}` : "", COMPILED ? "" : "COMPILED=0", INTERLEAVE ? "INTERLEAVE=1" : "", PAUSE_IDLE ? "" : "PAUSE_IDLE=0", CLIENT_NICE === 10 ? "" : `CLIENT_NICE=${CLIENT_NICE}`, process.env.CLIENT_CPUS ? `CLIENT_CPUS=${process.env.CLIENT_CPUS}` : "", SERVER_NODE_ARGS.length ? `SERVER_NODE_ARGS="${SERVER_NODE_ARGS.join(" ")}"` : "", SERVER_NODE_ARGS_BARE ? "SERVER_NODE_ARGS_BARE=1" : "", NODE_FLAGS === "server" ? "" : `NODE_FLAGS=${NODE_FLAGS}`, SERVER_CPUS ? `SERVER_CPUS=${SERVER_CPUS}` : "", PERF ? "PERF=1" : ""]
    .filter(Boolean)
    .join(" ");
  const lines = [
    `### ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${TABLES} tables`,
    "",
    `\`TABLES=${TABLES} DURATION=${DURATION_S} WORKERS=${WORKERS}${extra ? ` ${extra}` : ""} npx ts-node --transpile-only bench/server-load.bench.ts\` — Node ${process.version}${BASE_NODE_ARGS.length ? ` (every server with \`${BASE_NODE_ARGS.join(" ")}\`, as \`npm start\` runs it: server/node-flags.ts)` : " (Node's default V8 settings)"}, ${cpus().length} cores; load average (1 min) ${load.start[0].toFixed(2)} at start, ${load.end[0].toFixed(2)} at end, ${meanLoad.toFixed(2)} mean and ${maxLoad.toFixed(2)} at most during the run (sampled every 5 s).`,
    "",
    `${TABLES} tables × (4 SDK players + 1 spectator) = ${TABLES * CLIENTS_PER_TABLE} clients per phase, spread over ${WORKERS} client processes per phase (each phase its own${CLIENT_CPUS ? `, on ${/[,-]/.test(CLIENT_CPUS) ? "cores" : "core"} ${CLIENT_CPUS} only` : ""}${CLIENT_NICE !== 0 ? `, at nice ${CLIENT_NICE} so they yield the CPU to the server` : ""}${SERVER_CPUS ? `; servers on cores ${SERVER_CPUS}` : ""}); each server is one process; ${ACTION_INTERVAL_MS === 1000 ? "one action per table about once a second (think time 0.5–1.5 s)" : `one action per table about every ${(ACTION_INTERVAL_MS / 1000).toFixed(1)} s (think time ${(ACTION_INTERVAL_MS / 2000).toFixed(1)}–${((ACTION_INTERVAL_MS * 1.5) / 1000).toFixed(1)} s)`}; ${WARMUP_S} s warm-up dropped${WARMUP_INTERVAL_MS !== ACTION_INTERVAL_MS ? ` (one action per table about every ${(WARMUP_INTERVAL_MS / 1000).toFixed(1)} s during it, so that V8 has optimized the servers' code before the measured slices)` : ""}, ${DURATION_S} s measured per phase, ${INTERLEAVE ? `the phases taking turns in ${SLICE_S} s slices (only one acts at a time${PAUSE_IDLE && phases.length > 1 ? "; the others' processes are stopped meanwhile" : ""})` : "the phases one after the other (only one phase's processes exist at a time, each running without a break)"}. Latency: from \`send\` to the client's state showing the new version (decoded), ms.`,
    "",
    `| | actions measured | p50 actor | p50 opponent | p50 spectator | p99 actor | p99 opponent | p99 spectator | max (any role) | actions > ${SLOW_MS} ms (distinct seconds; most in one) | timeouts | rejected |`,
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...phases.map((r) => {
      const x = rows(r);
      const st = stalls(r);
      return `| ${r.name} | ${int(x.actions)} (${x.perSecond.toFixed(0)}/s) | ${ms(x.p50.actor)} | ${ms(x.p50.opponent)} | ${ms(x.p50.spectator)} | ${ms(x.p99.actor)} | ${ms(x.p99.opponent)} | ${ms(x.p99.spectator)} | ${ms(x.max)} | ${(st.share * 100).toFixed(1)} % (${st.seconds} s; ${st.worst}) | ${r.timeouts} | ${r.rejections} |`;
    }),
    ...(base === table ? [] : [`| ratio table / bare | | ${ratio(t.p50.actor, b.p50.actor)} | ${ratio(t.p50.opponent, b.p50.opponent)} | ${ratio(t.p50.spectator, b.p50.spectator)} | ${ratio(t.p99.actor, b.p99.actor)} | ${ratio(t.p99.opponent, b.p99.opponent)} | ${ratio(t.p99.spectator, b.p99.spectator)} | | | | |`]),
    "",
    "Where the time goes, over the measured slices only. Server: its own probe (bench/load/server-probe.ts) — in-server = from the room handling the message to its patch written to every socket (includes the journal's commit); CPU = `process.cpuUsage()` user+system in % of one core; loop busy = event-loop utilisation; loop delay = `monitorEventLoopDelay` (1 ms resolution; median of the slices' p50, worst slice's p99, max); GC = perf_hooks pauses; young generation = V8's new space when each slice starts (it shrinks when the process looks idle). Waiting for a CPU: the server's threads' run-queue time from /proc/<pid>/task/*/schedstat (runnable, no core free), in % of the wall time and per action. Clients: all worker processes' CPU added up, and the worst worker's own loop delay.",
    "",
    "| | in-server message → patch p50 / p99 / max | server CPU (user + system) | server CPU per action | server waiting for a CPU (per action) | loop busy | loop delay p50 / p99 / max | GC pauses (major) | GC total / longest | young generation at slice starts (min–max) | heap used at end | client CPU | client loop delay p99 / max | client longest GC | client heap outside the young generation (largest) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...phases.map((r) => {
      const p = r.probe;
      if (!p) return `| ${r.name} | – | – | – | – | – | – | – | – | – | – | – | – | – | – |`;
      const youngStarts = p.youngMb.map(([start]) => start);
      const cpu = p.cpuUserMs + p.cpuSystemMs;
      const actions = Math.max(1, r.samples.length + r.rejections);
      const perAction = serverCpuPerAction(r, false);
      const inServer = p.inServer ? `${ms(p.inServer.p50)} / ${ms(p.inServer.p99)} / ${ms(p.inServer.max)}` : "–";
      return `| ${r.name} | ${inServer} | ${((cpu / p.wallMs) * 100).toFixed(0)} % (${((p.cpuUserMs / p.wallMs) * 100).toFixed(0)} + ${((p.cpuSystemMs / p.wallMs) * 100).toFixed(0)}) | ${perAction.toFixed(2)} ms | ${((r.sched.waitMs / r.clients.wallMs) * 100).toFixed(1)} % (${(r.sched.waitMs / actions).toFixed(2)} ms) | ${((p.activeMs / (p.activeMs + p.idleMs)) * 100).toFixed(0)} % | ${ms(p.loopDelay.p50)} / ${ms(p.loopDelay.p99)} / ${ms(p.loopDelay.max)} | ${p.gc.count} (${p.gc.major}) | ${ms(p.gc.totalMs)} / ${ms(p.gc.maxMs)} ms | ${Math.min(...youngStarts)}–${Math.max(...youngStarts)} MB | ${p.heapUsedMb.toFixed(0)} MB | ${((r.clients.cpuMs / r.clients.wallMs) * 100).toFixed(0)} % | ${ms(r.clients.loopDelayP99)} / ${ms(r.clients.loopDelayMax)} | ${ms(r.clients.gcMaxMs)} ms | ${r.clients.heapMb.toFixed(0)} MB |`;
    }),
    ...idleTable(phases),
    "",
    "The actor's latency in three parts, from the server's trace of each action (p50 / p90 / p99, ms): the way in = send → the server handles the message (the client's send, the kernel, the server's loop busy with other work); in the server = → patch written to every socket; the way out = → the actor's client has decoded it (the log message and the socket writes after the patch, the kernel, the client process).",
    "",
    "| | actions matched | way in | in the server | way out |",
    "|---|---:|---:|---:|---:|",
    ...phases.map((r) => {
      const split = latencySplit(r);
      return `| ${r.name} | ${int(split.matched)} | ${split.in} | ${split.server} | ${split.out} |`;
    }),
    "",
    "Bytes received per client per action (median; all frames from one action to the next: state patch + messages such as `log`):",
    "",
    "| | role | total | state patch | messages |",
    "|---|---|---:|---:|---:|",
    ...phases.flatMap((r) => rows(r).bytes.map((x) => `| ${r.name} | ${x.role} | ${int(x.total)} | ${int(x.patch)} | ${int(x.data)} |`)),
    "",
    ...gameCosts(phases, table),
    `Targets: p99 ≤ 10 ms — ${p99 <= 10 ? "**met**" : "**missed**"} (table p99 actor ${ms(t.p99.actor)} ms, opponent ${ms(t.p99.opponent)} ms${base === table ? "" : `; ${base.name} ${ms(b.p99.actor)} / ${ms(b.p99.opponent)} ms`}); median bytes per public action ≤ 64 — ${spectatorBytes.total <= 64 ? "**met**" : "**missed**"} (spectator ${int(spectatorBytes.total)} B, opponent ${int(opponentBytes.total)} B, of which state patch ${int(spectatorBytes.patch)} B)${base === table || !Number.isFinite(cpuRatio) ? "" : `; server CPU per action ≤ 1.5× the ${base.name.split(" (")[0]}'s — ${cpuRatio <= 1.5 ? "**met**" : "**missed**"} (${cpuOf(table).toFixed(2)} against ${cpuOf(base).toFixed(2)} ms, ×${cpuRatio.toFixed(2)}${Number.isFinite(serverCpuBeyondIdle(table, false)) ? `; beyond idle ${serverCpuBeyondIdle(table, false).toFixed(2)} against ${serverCpuBeyondIdle(base, false).toFixed(2)} ms` : ""})`}.`,
    `Set-up (create + join every client): ${phases.map((p) => `${p.name.split(" (")[0]} ${int(p.setupMs)} ms`).join(", ")}.`,
    ...phases
      .filter((p) => Object.keys(p.rejectionCodes).length > 0)
      .map((p) => `Rejections (${p.name.split(" (")[0]}): ${Object.entries(p.rejectionCodes).map(([k, v]) => `\`${k}\` ×${v}`).join(", ")} (scripted choices the rules refuse, e.g. a Jolly Roger pair; not in the figures).`),
    `Servers' long pauses while measured (the event loop held over 25 ms, a GC over 10 ms, a journal commit over 5 ms; they overlap): ${phases.map((p) => `${p.name.split(" (")[0]}: ${describePauses(p.probe?.pauses ?? [])}`).join("; ")}.`,
  ];
  return lines.join("\n");
}

/**
 * The server's CPU time (user + system) over the measured slices per action the clients sent,
 * refused ones included; with `withBots`, per action the bots made as well. NaN without a probe.
 */
function serverCpuPerAction(r: PhaseResult, withBots: boolean): number {
  const p = r.probe;
  if (!p) return NaN;
  return (p.cpuUserMs + p.cpuSystemMs) / actionsCounted(r, withBots);
}

/**
 * The same beyond the server's idle cost: the measured slices' CPU minus the idle rate (IDLE)
 * over their wall time, per action. NaN without a probe or an idle measurement.
 */
function serverCpuBeyondIdle(r: PhaseResult, withBots: boolean): number {
  const p = r.probe;
  if (!p || r.idleCpuMsPerS === null) return NaN;
  return (p.cpuUserMs + p.cpuSystemMs - (r.idleCpuMsPerS * p.wallMs) / 1000) / actionsCounted(r, withBots);
}

function actionsCounted(r: PhaseResult, withBots: boolean): number {
  return Math.max(1, r.samples.length + r.rejections + (withBots ? (r.probe?.bots?.count ?? 0) : 0));
}

/** Each server's idle CPU and its CPU per action beyond it (IDLE; none with IDLE=0). */
function idleTable(phases: PhaseResult[]): string[] {
  if (!phases.some((r) => r.idleCpuMsPerS !== null)) return [];
  return [
    "",
    `Idle and beyond: after its measured slices each server ran ${IDLE_S} s with every client connected and no actions (CPU from /proc/<pid>/stat, user + system, every thread); beyond idle = the measured slices' CPU minus that idle rate over their wall time, per action as in the table above (players' actions, not the bots' moves).`,
    "",
    "| | server CPU idle | idle share of the CPU per action | server CPU per action | of which beyond idle |",
    "|---|---:|---:|---:|---:|",
    ...phases.map((r) => {
      const idle = r.idleCpuMsPerS;
      const perAction = serverCpuPerAction(r, false);
      const beyond = serverCpuBeyondIdle(r, false);
      if (idle === null || !Number.isFinite(beyond)) return `| ${r.name} | – | – | ${Number.isFinite(perAction) ? `${perAction.toFixed(2)} ms` : "–"} | – |`;
      return `| ${r.name} | ${idle.toFixed(0)} ms/s (${(idle / 10).toFixed(1)} % of a core) | ${(((perAction - beyond) / perAction) * 100).toFixed(0)} % | ${perAction.toFixed(2)} ms | ${beyond.toFixed(2)} ms |`;
    }),
  ];
}

/**
 * Each game's cost beside Booty Dice's (issue 16 item 7, issue 20 item 5): server CPU per
 * action counting the bots' actions too (a bot's move costs the server like a player's, and
 * more: its decision), p99 per role, median bytes per client per action, heap per table and
 * the bots' decision times, with the targets.
 */
function gameCosts(phases: PhaseResult[], booty: PhaseResult): string[] {
  const games = phases.filter((p) => p.probe && p.heapPerTableKb !== null);
  if (games.length === 0) return [];
  const cpuPerAction = (r: PhaseResult) => serverCpuPerAction(r, true);
  const bootyCpu = booty.probe ? cpuPerAction(booty) : NaN;
  const q = (x: Quantiles | null | undefined) => (x ? `${x.p50.toFixed(2)} / ${x.p99.toFixed(2)} / ${x.max.toFixed(1)}` : "–");
  const out = [
    "",
    "Each game's cost (server CPU per action counts the bots' moves too: CPU over the measured slices ÷ (players' actions + bot decisions); bytes: median per client per action, the largest of the three roles; heap per table: the server's heap after a full GC (compiled code left out) with the tables created and played, minus before them, ÷ tables; bot decisions from the server's probe, ms — the bot's own time, and the table's wait for it including the trip to its thread):",
    "",
    "| | server CPU per action | × Booty Dice | p99 actor / opponent / spectator | median bytes per client per action | heap per table | bot decisions (in a thread) | bot decision p50 / p99 / max | table's wait for the bot p50 / p99 / max |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const verdicts: string[] = [];
  for (const r of games) {
    const x = rows(r);
    const cpu = cpuPerAction(r);
    const bytes = Math.max(...x.bytes.map((b) => b.total));
    const bots = r.probe!.bots;
    out.push(`| ${r.name.split(" (")[0]} | ${cpu.toFixed(2)} ms | ${(cpu / bootyCpu).toFixed(1)} | ${ms(x.p99.actor)} / ${ms(x.p99.opponent)} / ${ms(x.p99.spectator)} | ${int(bytes)} B | ${int(r.heapPerTableKb!)} KB | ${bots ? `${int(bots.count)} (${int(bots.inThread)})` : "–"} | ${q(bots?.compute)} | ${q(bots?.wait)} |`);
    if (r === booty) continue;
    const p99 = Math.max(x.p99.actor, x.p99.opponent, x.p99.spectator);
    const met = (ok: boolean) => (ok ? "met" : "**missed**");
    const checks = [
      `p99 ≤ 10 ms ${met(p99 <= 10)} (${ms(p99)})`,
      `CPU per action ≤ 2 ms ${met(cpu <= 2)} (${cpu.toFixed(2)}) and ≤ 3× Booty Dice's ${met(cpu <= 3 * bootyCpu)} (×${(cpu / bootyCpu).toFixed(1)})`,
      `median bytes ≤ 200 B ${met(bytes <= 200)} (${int(bytes)})`,
      `heap ≤ 256 KB per table ${met(r.heapPerTableKb! <= 256)} (${int(r.heapPerTableKb!)})`,
      ...(bots?.compute ? [`bot decision p99 ≤ 5 ms ${met(bots.compute.p99 <= 5)} (${bots.compute.p99.toFixed(2)})`] : []),
    ];
    verdicts.push(`${r.name.split(" (")[0]}: ${checks.join("; ")}.`);
  }
  return [...out, "", ...verdicts.map((v) => `Targets, ${v}`), ""];
}

function describePauses(pauses: readonly { ms: number; kind: PauseKind }[]): string {
  if (pauses.length === 0) return "none";
  const kinds = (["loop", "gc", "commit"] as const)
    .map((kind) => pauses.filter((p) => p.kind === kind))
    .filter((list) => list.length > 0)
    .map((list) => `${list[0].kind} ×${list.length} (longest ${Math.max(...list.map((p) => p.ms)).toFixed(0)} ms)`);
  return kinds.join(", ");
}

/** Adds this run at the top of the bench's own section of bench/results.md (earlier runs stay below). */
function writeRun(body: string): void {
  const file = path.resolve("bench/results.md");
  let text = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark results\n";
  const startAt = text.indexOf(`${SECTION}\n`);
  if (startAt === -1) {
    text = `${text.replace(/\n*$/, "")}\n\n${SECTION}\n\n${body}\n`;
  } else {
    // After the section's introduction (up to its first run or its findings).
    const from = startAt + SECTION.length + 1;
    const nextRun = text.indexOf("\n### ", from);
    const nextSection = text.indexOf("\n## ", from);
    const at = nextRun !== -1 && (nextSection === -1 || nextRun < nextSection) ? nextRun + 1 : nextSection !== -1 ? nextSection + 1 : text.length;
    text = `${text.slice(0, at).replace(/\n*$/, "\n\n")}${body}\n\n${text.slice(at)}`;
  }
  writeFileSync(file, text.replace(/\n{3,}/g, "\n\n").replace(/\n*$/, "\n"));
}

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error(`server-load bench overran its budget of ${BUDGET_MS / 1000} s; exiting`);
    process.exit(2);
  }, BUDGET_MS);
  guard.unref();
  const start = loadavg();
  const loads: number[] = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 5000);
  if (PRIORITY !== null) prioritize(process.pid);
  if (COMPILED) {
    console.log("compiling the servers and client workers (bench/tsconfig.load.json)…");
    execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", path.join(__dirname, "tsconfig.load.json")], { stdio: "inherit" });
  }
  const phases: Phase[] = [];
  try {
    for (const kind of PHASES) {
      if (!(kind in PHASE_NAMES)) throw new Error(`unknown phase ${kind} (${Object.keys(PHASE_NAMES).join(", ")})`);
    }
    const begin = async (kind: PhaseKind) => {
      console.log(`${kind}: starting its server, connecting ${TABLES * CLIENTS_PER_TABLE} clients from ${Math.min(WORKERS, TABLES)} processes of its own… (load average ${loadavg()[0].toFixed(2)})`);
      const phase = await startPhase(kind);
      phases.push(phase);
      return phase;
    };
    const tallies = PHASES.map(() => new Tally());
    const rounds = Math.max(1, Math.round(DURATION_S / SLICE_S));
    if (INTERLEAVE) {
      // Interleaved slices, so every phase meets the same moments of the machine's other load.
      for (const kind of PHASES) await begin(kind);
      for (const [i, phase] of phases.entries()) {
        await activate(phase, phases);
        await runSlice(phase, tallies[i], WARMUP_S, false, WARMUP_INTERVAL_MS);
      }
      for (let round = 0; round < rounds; round++) {
        for (const [i, phase] of phases.entries()) {
          await activate(phase, phases);
          await runSlice(phase, tallies[i], DURATION_S / rounds, true);
        }
        console.log(`round ${round + 1}/${rounds} done (load average ${loadavg()[0].toFixed(2)})`);
      }
      for (const [i, phase] of phases.entries()) {
        await activate(phase, phases);
        tallies[i].idleCpuMsPerS = await measureIdle(phase);
      }
    } else {
      // One phase after the other, each running without a break from its warm-up to its end;
      // a phase's processes exist only during its turn.
      for (const [i, kind] of PHASES.entries()) {
        const phase = await begin(kind);
        await runSlice(phase, tallies[i], WARMUP_S, false, WARMUP_INTERVAL_MS);
        const perfFile = path.join(tmpdir(), `broadside-perf-${kind}.data`);
        const perf = PERF ? startPerf(phase.server.child.pid!, perfFile) : null;
        for (let round = 0; round < rounds; round++) await runSlice(phase, tallies[i], DURATION_S / rounds, true);
        if (perf) {
          await perf.stop();
          tallies[i].perf = attribute(perfFile, phase.server.child.pid!);
        }
        tallies[i].idleCpuMsPerS = await measureIdle(phase);
        tallies[i].heapAfterMb = phase.heapBeforeMb === null ? null : await serverHeapMb(phase.server);
        console.log(`${kind}: ${DURATION_S} s measured (load average ${loadavg()[0].toFixed(2)})`);
        await phase.close();
      }
    }
    clearInterval(sampler);
    const results: PhaseResult[] = phases.map((phase, i) => ({
      name: phase.name,
      rejectionCodes: tallies[i].rejectionCodes,
      exampleLog: tallies[i].exampleLog,
      samples: tallies[i].samples,
      timeouts: tallies[i].timeouts,
      rejections: tallies[i].rejections,
      setupMs: phase.setupMs,
      heapPerTableKb: phase.heapBeforeMb === null || tallies[i].heapAfterMb === null ? null : ((tallies[i].heapAfterMb! - phase.heapBeforeMb) * 1024) / TABLES,
      probe: tallies[i].probe,
      clients: tallies[i].clients,
      sched: tallies[i].sched,
      trace: tallies[i].trace,
      idleCpuMsPerS: tallies[i].idleCpuMsPerS,
    }));
    if (process.env.SAMPLES) writeFileSync(process.env.SAMPLES, JSON.stringify(results.map((r, i) => ({ name: r.name, samples: r.samples, pauses: r.probe?.pauses ?? [], clientPauses: tallies[i].clientPauses, trace: r.trace }))));
    let body = report(results, { start, end: loadavg(), during: loads });
    if (PERF) {
      const columns = results.flatMap((r, i) => (tallies[i].perf ? [{ name: r.name.split(" (")[0], attribution: tallies[i].perf!, actions: actionsCounted(r, true) }] : []));
      body += `\n\nWhere each server's CPU went over its measured slices (PERF=1: \`perf record -F ${PERF_HZ} -g\` of every thread, so with perf's own overhead; a sample goes to the first bucket of bench/load/perf-attribution.ts whose pattern matches a frame of its stack; per action as in "Each game's cost", bots' moves included):\n\n${attributionTable(columns)}`;
    }
    console.log(`\n${body}\n`);
    if (WRITE) {
      writeRun(body);
      console.log(`written to bench/results.md (${SECTION})`);
    }
  } finally {
    for (const phase of phases) signal(phase, "SIGCONT");
    for (const phase of phases) await phase.close().catch(() => undefined);
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
