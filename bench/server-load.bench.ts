/**
 * Game server load benchmark (not a test):
 *
 *   npx ts-node --transpile-only bench/server-load.bench.ts
 *   TABLES=50 DURATION=20 npx ts-node --transpile-only bench/server-load.bench.ts
 *
 * One Broadside server process (server/main.ts, SQLite journal in a temporary DATA_DIR, no
 * Redis), TABLES Booty Dice tables of 4 SDK clients and 1 spectator each; the seated clients
 * play a scripted player (server/scale/scripted-player.ts), one action per table about once
 * a second. Measured from this process: action-to-patch latency seen by the actor, by an
 * opponent and by the spectator, and the bytes each client receives per action. Baseline in
 * the same run: a bare Colyseus room in its own process (bench/bare-room-server.ts) that
 * changes one number per message, under the same shape of load.
 *
 * Settings (environment): TABLES (200), DURATION seconds measured per phase (30), WARMUP
 * seconds dropped before measuring (5; phases take turns in 5 s slices), PHASES (bare,table; add `memory` for the same server
 * with the in-memory journal instead of SQLite, bench/memory-journal-server.ts), PROFILE=1
 * (the SQLite-journal server writes a .cpuprofile into $TMPDIR/broadside-profiles/), WRITE=0 (do not
 * touch bench/results.md), TABLE_ENTRY (another server script for the table phase, to try
 * an instrumented or modified server).
 * The whole run is bounded: it exits with code 2 if it overruns its time budget.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ColyseusSDK, type Room as SdkRoom } from "@colyseus/sdk";
import { WebSocket } from "ws";
import { nextBootyAction } from "../server/scale/scripted-player";
import { startServerProcess, type ServerProcess } from "../server/scale/server-process";

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const TABLES = envInt("TABLES", 200);
const DURATION_S = envInt("DURATION", 30);
const WARMUP_S = envInt("WARMUP", 5);
const PROFILE = process.env.PROFILE === "1";
const WRITE = process.env.WRITE !== "0";
const PHASES = (process.env.PHASES || "bare,table").split(",").map((p) => p.trim());
const CLIENTS_PER_TABLE = 5; // 4 seats + 1 spectator
const ACTION_INTERVAL_MS = 1000;
const PATCH_TIMEOUT_MS = 5000;
/** Phases take turns in slices of about this many seconds. */
const SLICE_S = 5;
const JOIN_CONCURRENCY = 20;
/** Joining 1,000 clients on 2 busy cores takes a while; everything else is DURATION + WARMUP. */
const BUDGET_MS = (180 + PHASES.length * (DURATION_S + WARMUP_S + 60)) * 1000;
/** An action slower than this counts as stalled (for the clustering figures). */
const SLOW_MS = 50;

function envInt(key: string, fallback: number): number {
  const raw = process.env[key];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${key} must be a positive integer`);
  return value;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

// ---- clients that count what they receive ---------------------------------------------

const PATCH = 15; // Protocol.ROOM_STATE_PATCH
const DATA = 13; // Protocol.ROOM_DATA (messages such as "log")

class Counted {
  bytes = 0;
  patchBytes = 0;
  /** Called with the size of each `log` message frame. */
  onLogFrame?: (bytes: number) => void;
  dataBytes = 0;
  constructor(readonly room: SdkRoom<any, any>) {
    room.onMessage("*", () => undefined); // messages are only counted here
    const ws = (room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
    ws.addEventListener("message", (event) => {
      const data = event.data as ArrayBuffer | Buffer;
      const length = data.byteLength;
      const u8 = new Uint8Array(data as ArrayBuffer);
      const code = u8[0] & 0x1f;
      // A message's type follows its code as a short string: 0xa3 "log".
      if (code === DATA && u8[1] === 0xa3 && u8[2] === 0x6c && u8[3] === 0x6f && u8[4] === 0x67) this.onLogFrame?.(length);
      this.bytes += length;
      if (code === PATCH) this.patchBytes += length;
      else if (code === DATA) this.dataBytes += length;
    });
  }
  snapshot() {
    return { bytes: this.bytes, patch: this.patchBytes, data: this.dataBytes };
  }
}

type Role = "actor" | "opponent" | "spectator";

interface Sample {
  /** When the action was sent (performance.now()). */
  at: number;
  latency: Record<Role, number>;
  bytes: Record<Role, { bytes: number; patch: number; data: number }>;
}

interface Table {
  clients: Counted[]; // seats 0..3 (Broadside) or 0..3 peers (bare), then the spectator at index 4
  /** Resolves when every client has seen the change of the action in flight. */
  pending: { since: number; seen: (number | null)[]; check: (room: SdkRoom<any, any>) => boolean; done: () => void } | null;
}

function watch(table: Table): void {
  table.clients.forEach((client, i) => {
    client.room.onStateChange(() => {
      const p = table.pending;
      if (!p || p.seen[i] !== null || !p.check(client.room)) return;
      p.seen[i] = now();
      if (p.seen.every((t) => t !== null)) p.done();
    });
  });
}

/** Sends via `send`, waits until every client saw `check` hold; null on timeout. */
async function measure(table: Table, send: () => void, check: (room: SdkRoom<any, any>) => boolean): Promise<number[] | null> {
  const seen: (number | null)[] = table.clients.map(() => null);
  let timer: NodeJS.Timeout | undefined;
  const since = now();
  const done = new Promise<boolean>((resolve) => {
    table.pending = { since, seen, check, done: () => resolve(true) };
    timer = setTimeout(() => resolve(false), PATCH_TIMEOUT_MS);
  });
  send();
  const ok = await done;
  clearTimeout(timer);
  table.pending = null;
  return ok ? seen.map((t) => t! - since) : null;
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => make(i + k)))));
  }
  return out;
}

// ---- the phases ---------------------------------------------------------------------------

type Outcome = { sample: Sample | null; rejected: boolean } | "idle";

/** A server with its tables connected, ready to be driven in slices. */
interface Phase {
  readonly name: string;
  readonly server: ServerProcess;
  readonly tables: Table[];
  readonly setupMs: number;
  readonly rejectionCodes: Record<string, number>;
  act(table: Table): Promise<Outcome>;
  exampleLog(): { bytes: number; payload: unknown } | undefined;
  close(): Promise<void>;
}

interface PhaseResult {
  name: string;
  rejectionCodes: Record<string, number>;
  /** One `log` message as a spectator received it, with its size on the wire. */
  exampleLog?: { bytes: number; payload: unknown };
  samples: Sample[];
  timeouts: number;
  rejections: number;
  serverCpuPercent: number;
  benchCpuPercent: number;
  setupMs: number;
}

/** What a phase gathered over its slices. */
class Tally {
  samples: Sample[] = [];
  timeouts = 0;
  rejections = 0;
  serverCpuMs = 0;
  benchCpuMs = 0;
  wallMs = 0;
}

/** Reads utime+stime of a process, in ms (Linux /proc; 100 ticks per second). */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * Drives every table of `phase` for `seconds` (one action per table about once a second,
 * tables out of step). Actions sent before the end are awaited and, if `record`, kept.
 */
async function runSlice(phase: Phase, tally: Tally, seconds: number, record: boolean): Promise<void> {
  const server0 = processCpuMs(phase.server.child.pid!);
  const bench0 = process.cpuUsage();
  const start = now();
  const end = start + seconds * 1000;
  await Promise.all(
    phase.tables.map(async (table) => {
      await sleep(Math.random() * ACTION_INTERVAL_MS);
      while (now() < end) {
        const began = now();
        const outcome = await phase.act(table);
        if (record && outcome !== "idle") {
          if (outcome.rejected) tally.rejections++;
          else if (outcome.sample) tally.samples.push(outcome.sample);
          else tally.timeouts++;
        }
        await sleep(Math.min(Math.max(0, began + ACTION_INTERVAL_MS - now()), Math.max(0, end - now())));
      }
    }),
  );
  if (!record) return;
  const bench = process.cpuUsage(bench0);
  tally.serverCpuMs += processCpuMs(phase.server.child.pid!) - server0;
  tally.benchCpuMs += (bench.user + bench.system) / 1000;
  tally.wallMs += now() - start;
}

function roleBytes(clients: Counted[], before: ReturnType<Counted["snapshot"]>[], actor: number, opponent: number) {
  const delta = (i: number) => {
    const s = clients[i].snapshot();
    return { bytes: s.bytes - before[i].bytes, patch: s.patch - before[i].patch, data: s.data - before[i].data };
  };
  return { actor: delta(actor), opponent: delta(opponent), spectator: delta(clients.length - 1) };
}

/** The baseline: a bare room, one client increments, all five receive the patch. */
async function barePhase(): Promise<Phase> {
  const server = await startServerProcess("bare", { LOG_LEVEL: "warn" }, { entry: "bench/bare-room-server.ts" });
  const t0 = now();
  const sdk = () => new ColyseusSDK(`ws://${server.address}`);
  const tables = await inBatches(TABLES, JOIN_CONCURRENCY / 5, async () => {
    const first = new Counted(await sdk().create("bare", {}));
    const rest = await Promise.all(Array.from({ length: CLIENTS_PER_TABLE - 1 }, async () => new Counted(await sdk().joinById(first.room.roomId, {}))));
    const table: Table = { clients: [first, ...rest], pending: null };
    watch(table);
    return table;
  });
  const setupMs = now() - t0;
  const previous = new Map<Table, ReturnType<Counted["snapshot"]>[]>();
  return {
    name: "bare room (one number per message)",
    server,
    tables,
    setupMs,
    rejectionCodes: {},
    exampleLog: () => undefined,
    async act(table) {
      const actor = table.clients[0];
      const before = previous.get(table) ?? table.clients.map((c) => c.snapshot());
      const n = actor.room.state.n as number;
      const sentAt = now();
      const seen = await measure(table, () => actor.room.send("inc", {}), (room) => room.state.n > n);
      // Bytes from this client's previous action to this one, like the table phase.
      const bytes = roleBytes(table.clients, before, 0, 1);
      previous.set(table, table.clients.map((c) => c.snapshot()));
      if (!seen) return { sample: null, rejected: false };
      return { sample: { at: sentAt, latency: { actor: seen[0], opponent: seen[1], spectator: seen[4] }, bytes }, rejected: false };
    },
    async close() {
      await Promise.all(tables.flatMap((t) => t.clients.map((c) => c.room.leave(true).catch(() => undefined))));
      await server.stop();
    },
  };
}

/** Broadside: TABLES Booty Dice tables of 4 players and a spectator. */
async function broadsidePhase(journal: "sqlite" | "memory"): Promise<Phase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "broadside-load-"));
  const profileDir = path.join(tmpdir(), "broadside-profiles");
  const profile = PROFILE && journal === "sqlite";
  if (profile) mkdirSync(profileDir, { recursive: true });
  const server = await startServerProcess(
    `broadside-${journal}`,
    { LOG_LEVEL: "warn", DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "", PUBLIC_ADDRESS: "" },
    {
      entry: journal === "sqlite" ? process.env.TABLE_ENTRY || "server/main.ts" : "bench/memory-journal-server.ts",
      nodeArgs: profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    },
  );
  const t0 = now();
  const sdk = () => new ColyseusSDK(`ws://${server.address}`);
  const tables = await inBatches(TABLES, JOIN_CONCURRENCY / 5, async (i) => {
    // Counted at once: it also swallows the messages the bench does not read (welcome, log).
    const host = new Counted(await sdk().create("table", { game: "booty-dice", seats: 4, name: `Host ${i}` }));
    const code = host.room.roomId;
    const guests: Counted[] = [];
    for (let s = 1; s < 4; s++) guests.push(new Counted(await sdk().joinById(code, { name: `P${s} ${i}` })));
    const spectator = new Counted(await sdk().joinById(code, { name: `Watcher ${i}`, watch: true }));
    const table: Table = { clients: [host, ...guests, spectator], pending: null };
    watch(table);
    return table;
  });
  // Every table starts when its fourth seat is taken.
  const deadline = now() + 30_000;
  while (!tables.every((t) => t.clients.every((c) => c.room.state.status === "playing")) && now() < deadline) await sleep(50);
  const setupMs = now() - t0;
  const rejected = new Set<Counted>();
  const rejectionCodes: Record<string, number> = {};
  let exampleLog: { bytes: number; payload: unknown } | undefined;
  for (const t of tables) {
    for (const c of t.clients) {
      c.room.onMessage("rejected", (payload: { code?: string }) => {
        rejected.add(c);
        const code = String(payload?.code);
        rejectionCodes[code] = (rejectionCodes[code] ?? 0) + 1;
      });
    }
  }
  const spectator = tables[0].clients[4];
  spectator.room.onMessage("log", (payload: unknown) => {
    if (exampleLog || spectator.room.state.version < 3) return;
    exampleLog = { bytes: NaN, payload };
    // The SDK's handler runs before the counting listener: the next log frame counted is this one.
    spectator.onLogFrame = (bytes) => {
      exampleLog!.bytes = bytes;
      spectator.onLogFrame = undefined;
    };
  });
  const previous = new Map<Table, ReturnType<Counted["snapshot"]>[]>();
  let attempt = 0;
  return {
    name: journal === "sqlite" ? "Broadside table (Booty Dice, 4 players + 1 spectator)" : "same, in-memory journal (diagnostic)",
    server,
    tables,
    setupMs,
    rejectionCodes,
    exampleLog: () => exampleLog,
    async act(table) {
      const state = table.clients[0].room.state;
      if (state.status === "finished") {
        table.clients[0].room.send("rematch", {});
        await sleep(200);
        return "idle";
      }
      const seat = state.active?.[0] as number | undefined;
      if (state.status !== "playing" || seat === undefined) return "idle";
      const actor = table.clients[seat];
      const opponent = (seat + 1) % 4;
      let action = nextBootyAction(actor.room.state.board, () => Math.random() < 0.5) as { type: string; from?: number[] } | null;
      if (!action) return "idle";
      if (action.type === "jollyRoger") {
        // Spread choices: a pair the scripted player picked may be refused; then try others.
        const targets = [...(actor.room.state.board.pending?.targets ?? [])] as number[];
        const pairs = targets.flatMap((x, i) => targets.slice(i).map((y) => [x, y]));
        action = { type: "jollyRoger", from: pairs[attempt++ % pairs.length] };
      }
      const version = actor.room.state.version as number;
      const before = previous.get(table) ?? table.clients.map((c) => c.snapshot());
      rejected.delete(actor);
      const sentAt = now();
      const seen = await measure(table, () => actor.room.send("action", { version, action }), (room) => room.state.version > version);
      const bytes = roleBytes(table.clients, before, seat, opponent);
      previous.set(table, table.clients.map((c) => c.snapshot()));
      if (!seen) return { sample: null, rejected: rejected.has(actor) };
      return { sample: { at: sentAt, latency: { actor: seen[seat], opponent: seen[opponent], spectator: seen[4] }, bytes }, rejected: false };
    },
    async close() {
      await Promise.all(tables.flatMap((t) => t.clients.map((c) => c.room.leave(true).catch(() => undefined))));
      await server.stop(15_000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
    bytes: (["actor", "opponent", "spectator"] as Role[]).map((role) => ({
      role,
      total: quantile(bytes(role, "bytes"), 0.5),
      patch: quantile(bytes(role, "patch"), 0.5),
      data: quantile(bytes(role, "data"), 0.5),
    })),
  };
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
  const ratio = (x: number, y: number) => (y > 0 && Number.isFinite(x / y) ? `×${(x / y).toFixed(1)}` : "–");
  const spectatorBytes = t.bytes.find((x) => x.role === "spectator")!;
  const opponentBytes = t.bytes.find((x) => x.role === "opponent")!;
  const p99 = Math.max(t.p99.actor, t.p99.opponent);
  const lines = [
    `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — \`TABLES=${TABLES} DURATION=${DURATION_S}${PHASES.join(",") === "bare,table" ? "" : ` PHASES=${PHASES.join(",")}`} npx ts-node --transpile-only bench/server-load.bench.ts\` — Node ${process.version}, ${cpus().length} cores shared with other work; load average (1 min) ${load.start[0].toFixed(2)} at start, ${load.end[0].toFixed(2)} at end, ${maxLoad.toFixed(2)} at most during the run.`,
    "",
    `${TABLES} tables × (4 SDK players + 1 spectator) = ${TABLES * CLIENTS_PER_TABLE} clients in the bench process; each server in its own process; one action per table about once a second; ${WARMUP_S} s warm-up dropped, ${DURATION_S} s measured per phase; every server and its clients stay up and the phases take turns in slices of ${SLICE_S} s (only one phase acts at a time), so each meets the same moments of the machine's other load. Latency: from \`send\` to the client's state showing the new version (decoded), in ms. Baseline in the same run: a bare Colyseus room (own process) that changes one number per message, same clients and rate. Server CPU: its utime+stime over its measured slices, in % of one core.`,
    "",
    `| | actions measured | p50 actor | p50 opponent | p50 spectator | p99 actor | p99 opponent | p99 spectator | actions > ${SLOW_MS} ms (in how many distinct seconds; most in one second) | server CPU | bench CPU | timeouts | rejected |`,
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...phases.map((r) => {
      const x = rows(r);
      const st = stalls(r);
      return `| ${r.name} | ${int(x.actions)} (${x.perSecond.toFixed(0)}/s) | ${ms(x.p50.actor)} | ${ms(x.p50.opponent)} | ${ms(x.p50.spectator)} | ${ms(x.p99.actor)} | ${ms(x.p99.opponent)} | ${ms(x.p99.spectator)} | ${(st.share * 100).toFixed(1)} % (${st.seconds} s; ${st.worst}) | ${r.serverCpuPercent.toFixed(0)} % | ${r.benchCpuPercent.toFixed(0)} % | ${r.timeouts} | ${r.rejections} |`;
    }),
    `| ratio table / bare | | ${ratio(t.p50.actor, b.p50.actor)} | ${ratio(t.p50.opponent, b.p50.opponent)} | ${ratio(t.p50.spectator, b.p50.spectator)} | ${ratio(t.p99.actor, b.p99.actor)} | ${ratio(t.p99.opponent, b.p99.opponent)} | ${ratio(t.p99.spectator, b.p99.spectator)} | | | | | |`,
    "",
    "Bytes received per client per action (median; all frames from one action to the next: state patch + messages such as `log`):",
    "",
    "| | role | total | state patch | messages |",
    "|---|---|---:|---:|---:|",
    ...phases.flatMap((r) => rows(r).bytes.map((x) => `| ${r.name} | ${x.role} | ${int(x.total)} | ${int(x.patch)} | ${int(x.data)} |`)),
    "",
    `Targets: p99 ≤ 10 ms — ${p99 <= 10 ? "**met**" : "**missed**"} (p99 actor ${ms(t.p99.actor)} ms, opponent ${ms(t.p99.opponent)} ms); median bytes per public action ≤ 64 — ${spectatorBytes.total <= 64 ? "**met**" : "**missed**"} (spectator ${int(spectatorBytes.total)} B, opponent ${int(opponentBytes.total)} B, of which state patch ${int(spectatorBytes.patch)} B).`,
    `Set-up (create + join every client): ${phases.map((p) => `${p.name.split(" (")[0]} ${int(p.setupMs)} ms`).join(", ")}.`,
    ...phases
      .filter((p) => Object.keys(p.rejectionCodes).length > 0)
      .map((p) => `Rejections (${p.name.split(" (")[0]}): ${Object.entries(p.rejectionCodes).map(([k, v]) => `\`${k}\` ×${v}`).join(", ")} (scripted choices the rules refuse, e.g. a Jolly Roger pair; not in the figures).`),
    ...(table.exampleLog
      ? [`Example \`log\` message as a spectator received it (${int(table.exampleLog.bytes)} B on the wire): \`${JSON.stringify(table.exampleLog.payload).slice(0, 400)}\``]
      : []),
  ];
  return lines.join("\n");
}

function writeSection(body: string, notes: string): void {
  const file = path.resolve("bench/results.md");
  const heading = "## Game server load";
  const section = `${heading}\n\n${body}\n${notes ? `\n${notes}\n` : ""}`;
  let text = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark results\n";
  const startAt = text.indexOf(`${heading}\n`);
  if (startAt === -1) text = `${text.replace(/\n*$/, "")}\n\n${section}`;
  else {
    const next = text.indexOf("\n## ", startAt + heading.length);
    text = text.slice(0, startAt) + section + (next === -1 ? "" : `\n${text.slice(next + 1)}`);
  }
  writeFileSync(file, text.replace(/\n{3,}/g, "\n\n"));
}

/** Hand-written findings kept below the figures when the section is rewritten. */
function existingNotes(): string {
  const file = path.resolve("bench/results.md");
  if (!existsSync(file)) return "";
  const text = readFileSync(file, "utf8");
  const startAt = text.indexOf("## Game server load\n");
  if (startAt === -1) return "";
  const next = text.indexOf("\n## ", startAt + 5);
  const section = text.slice(startAt, next === -1 ? undefined : next);
  const notesAt = section.indexOf("### Findings");
  return notesAt === -1 ? "" : section.slice(notesAt).trim();
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
  const phases: Phase[] = [];
  try {
    for (const name of PHASES) {
      console.log(`${name}: starting its server, connecting ${TABLES * CLIENTS_PER_TABLE} clients… (load average ${loadavg()[0].toFixed(2)})`);
      if (name === "bare") phases.push(await barePhase());
      else if (name === "table") phases.push(await broadsidePhase("sqlite"));
      else if (name === "memory") phases.push(await broadsidePhase("memory"));
      else throw new Error(`unknown phase ${name} (bare, table, memory)`);
    }
    // Interleaved slices, so every phase meets the same moments of the machine's other load.
    const tallies = phases.map(() => new Tally());
    for (const [i, phase] of phases.entries()) await runSlice(phase, tallies[i], WARMUP_S, false);
    const rounds = Math.max(1, Math.round(DURATION_S / SLICE_S));
    for (let round = 0; round < rounds; round++) {
      for (const [i, phase] of phases.entries()) await runSlice(phase, tallies[i], DURATION_S / rounds, true);
      console.log(`round ${round + 1}/${rounds} done (load average ${loadavg()[0].toFixed(2)})`);
    }
    clearInterval(sampler);
    const results: PhaseResult[] = phases.map((phase, i) => ({
      name: phase.name,
      rejectionCodes: phase.rejectionCodes,
      exampleLog: phase.exampleLog(),
      samples: tallies[i].samples,
      timeouts: tallies[i].timeouts,
      rejections: tallies[i].rejections,
      serverCpuPercent: (tallies[i].serverCpuMs / tallies[i].wallMs) * 100,
      benchCpuPercent: (tallies[i].benchCpuMs / tallies[i].wallMs) * 100,
      setupMs: phase.setupMs,
    }));
    const body = report(results, { start, end: loadavg(), during: loads });
    console.log(`\n${body}\n`);
    if (WRITE) {
      writeSection(body, existingNotes());
      console.log("written to bench/results.md (## Game server load)");
    }
  } finally {
    for (const phase of phases) await phase.close().catch(() => undefined);
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
