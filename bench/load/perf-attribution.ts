// Where a server process's CPU goes, from Linux `perf` samples of every thread with call
// stacks (bench/server-load.bench.ts, PERF=1): JavaScript (named through the map file
// node writes with --perf-basic-prof-only-functions), V8's compiler and GC threads, SQLite and
// the kernel alike, which V8's own profiler cannot show. Each sample is put in the first
// bucket, in the order below, whose pattern matches any frame of its stack.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";

/** Sampling rate of `perf record` (Hz): one sample ≈ 1 ms of CPU. */
export const PERF_HZ = 997;

/** The buckets, most specific first (a journal commit inside an action counts as the journal). */
export const BUCKETS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ["V8 compiling (TurboFan, mostly its own threads)", /compiler::|OptimizingCompileDispatcher|Compiler::Compile|CompileLazy/],
  ["garbage collection", /Scavenge|Heap::|MarkCompact|GCTracer|Sweeper|ConcurrentMarking|IncrementalMarking/],
  ["journal (SQLite)", /sqlite|SqliteStore|appendAction|write-ops|Statement::JS_run/],
  ["projection into the schema", /projector\.js|owner-views/],
  ["views and legal moves", /publicView|seatView|boardView|legal-moves|legalActions|privatePart|tableView|seatPart|views\.js/],
  ["patch encoding", /broadcastPatch|applyPatches|encodeView|schema\/build/],
  ["log", /game-log|sendLog|GameLog|log-text/],
  ["rules (tryAction)", /tryAction|match\.js|shared\/games|zod|shared\/engine/],
  ["bot thread hand-off", /bot-pool|bot-decision/],
  ["socket writes of the corked patch and log", /withCorkedSends|corked-sends/],
  ["rest of the action path", /action-path|table-policies|turn-clock|lifetime|watch-policy/],
  ["receiving messages (ws, msgpack, flood guard)", /_onMessage|receiver\.js|socketOnData|msgpackr|frame-budget|flood-guard/],
  ["timers (heartbeats, room clocks, probe)", /uv__run_timers|listOnTimeout|processTimers/],
  ["event loop and kernel otherwise (epoll, reads)", /epoll|uv__io_poll|uv_run/],
];
export const OTHER = "other";

/** Starts `perf record` on every thread of `pid`; stop() ends it and waits for its file. */
export function startPerf(pid: number, file: string): { stop(): Promise<void> } {
  const child: ChildProcess = spawn("perf", ["record", "-F", String(PERF_HZ), "-g", "-p", String(pid), "-o", file], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return {
    async stop() {
      child.kill("SIGINT");
      await exited;
    },
  };
}

/** Samples per bucket, the main thread's apart from the process's other threads. */
export interface Attribution {
  readonly total: number;
  readonly main: Map<string, number>;
  readonly other: Map<string, number>;
}

export function attribute(file: string, pid: number): Attribution {
  const text = execFileSync("perf", ["script", "-i", file, "-F", "tid,ip,sym"], { encoding: "utf8", maxBuffer: 1 << 30, stdio: ["ignore", "pipe", "ignore"] });
  const main = new Map<string, number>();
  const other = new Map<string, number>();
  let total = 0;
  let tid = 0;
  let stack: string[] = [];
  const flush = () => {
    if (stack.length === 0) return;
    total++;
    const bucket = BUCKETS.find(([, pattern]) => stack.some((frame) => pattern.test(frame)))?.[0] ?? OTHER;
    const into = tid === pid ? main : other;
    into.set(bucket, (into.get(bucket) ?? 0) + 1);
    stack = [];
  };
  for (const line of text.split("\n")) {
    if (line.startsWith("\t")) stack.push(line.trim());
    else {
      flush();
      if (line.trim()) tid = Number(line.trim().split(/\s+/)[0]);
    }
  }
  flush();
  return { total, main, other };
}

/** A report table: ms of CPU per action in each bucket, one column per server. */
export function attributionTable(columns: readonly { name: string; attribution: Attribution; actions: number }[]): string {
  const msPerAction = (samples: number, actions: number) => ((samples * 1000) / PERF_HZ / Math.max(1, actions)).toFixed(3);
  const names = [...BUCKETS.map(([name]) => name), OTHER];
  const rows: string[] = [];
  for (const name of names) {
    const cells = columns.map(({ attribution: a, actions }) => {
      const main = a.main.get(name) ?? 0;
      const other = a.other.get(name) ?? 0;
      return main + other === 0 ? "–" : `${msPerAction(main + other, actions)}${other > 0 ? ` (${msPerAction(other, actions)} off the main thread)` : ""}`;
    });
    if (cells.some((c) => c !== "–")) rows.push(`| ${name} | ${cells.join(" | ")} |`);
  }
  rows.push(`| **all** | ${columns.map(({ attribution: a, actions }) => `**${msPerAction(a.total, actions)}**`).join(" | ")} |`);
  return [`| ms of CPU per action | ${columns.map((c) => c.name).join(" | ")} |`, `|---|${columns.map(() => "---:").join("|")}|`, ...rows].join("\n");
}
