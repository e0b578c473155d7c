import { constants, createHistogram, monitorEventLoopDelay, performance, PerformanceObserver, type EntryType } from "node:perf_hooks";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import path from "node:path";
import { getHeapSpaceStatistics, setFlagsFromString, writeHeapSnapshot } from "node:v8";
import { runInNewContext } from "node:vm";
import { Room } from "@colyseus/core";
import { onBotDecision } from "../../server/table/bot-pool";
import { watchLoopHolds } from "./loop-holds";

/**
 * Installed in a server process under load (bench/load/*-server.ts, bench/*-server.ts). Each
 * SIGWINCH (not SIGUSR2: Colyseus shuts down on it) toggles measuring on or off; when it turns off it prints one JSON line
 * `{"msg":"probe", ...}` with the totals of every measured stretch so far. The bench turns it
 * on and off around each measured slice, so the figures cover exactly the measured seconds:
 * - cpu: process.cpuUsage() user and system time, ms, and event-loop utilisation (share of
 *   the wall time the loop was running code rather than waiting for I/O);
 * - event-loop delay (monitorEventLoopDelay, 1 ms resolution): p50, p99, max, ms — how long a
 *   ready callback (an arriving action, a journal reply) could wait because the loop was busy;
 * - GC pauses (perf_hooks "gc" entries): count, major (mark-sweep) count, total and longest, ms;
 * - in-server latency: from a room handling a client's message (Room#_onMessage) to that
 *   room's next broadcastPatch() returning (the patch written to every socket), p50/p99/max,
 *   ms — the part of action-to-patch latency spent inside this process once the loop got to
 *   the message (the latest message counts, so a rejected action is not carried over);
 * - bot decisions (server/table/bot-pool.ts): how many, how many in a bot thread, the bot's
 *   own time p50/p99/max and the table's wait for it (the thread's round trip included).
 * SIGTTIN prints `{"msg":"heap", heapUsedMb, codeMb}` after a full GC (codeMb: compiled code,
 * which grows with the process's warm-up, not with its tables): the bench reads it before the
 * tables exist and once they are playing, for the heap per table.
 */
export interface Probe {
  /** Records a pause (wall-clock start, ms since the epoch; length, ms) while measuring. */
  notePause(at: number, ms: number, kind: PauseKind): void;
}

export type PauseKind = "gc" | "loop" | "commit";

export function installProbe(): Probe {
  // Always on (re-enabling would count the whole pause as one delay), reset at the start of
  // each measured stretch. Histograms of stretches cannot be merged (an ELD histogram is not
  // recordable), so the report gives the median of the stretches' p50, the worst stretch's p99
  // and the overall max.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const stretches: { p50: number; p99: number; max: number }[] = [];
  const totals = { wallMs: 0, cpuUserMs: 0, cpuSystemMs: 0, idleMs: 0, activeMs: 0 };
  const gc = { count: 0, major: 0, totalMs: 0, maxMs: 0 };
  /** Long pauses with their wall-clock time (ms since the epoch), to line up with slow actions. */
  const pauses: { at: number; ms: number; kind: PauseKind }[] = [];
  const notePause = (at: number, ms: number, kind: PauseKind) => {
    if (on && pauses.length < 500) pauses.push({ at: Math.round(at), ms: Math.round(ms * 10) / 10, kind });
  };
  watchLoopHolds((at, ms) => notePause(at, ms, "loop"));
  let on: { at: number; cpu: NodeJS.CpuUsage; elu: ReturnType<typeof performance.eventLoopUtilization> } | null = null;
  const observer = new PerformanceObserver((list) => {
    if (!on) return;
    for (const entry of list.getEntries()) {
      gc.count++;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      if (entry.duration > 10) notePause(performance.timeOrigin + entry.startTime, entry.duration, "gc");
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.major++;
    }
  });
  observer.observe({ entryTypes: ["gc" as EntryType] });
  const inServer = createHistogram();
  const arrivals = new WeakMap<object, number>();
  /**
   * PROBE_TRACE=1 (the load bench sets it): every message → patch of the stretch as
   * [room id, arrival, patch written] (ms since the epoch), to split each action's latency
   * into the way in, the time inside the server and the way out.
   */
  const trace: [string, number, number][] | null = process.env.PROBE_TRACE === "1" ? [] : null;
  const proto = Room.prototype as unknown as {
    _onMessage: (this: object, ...args: unknown[]) => unknown;
    broadcastPatch: (this: object, ...args: unknown[]) => unknown;
  };
  const onMessage = proto._onMessage;
  proto._onMessage = function (this: object, ...args: unknown[]) {
    arrivals.set(this, performance.now());
    return onMessage.apply(this, args);
  };
  const broadcastPatch = proto.broadcastPatch;
  proto.broadcastPatch = function (this: object, ...args: unknown[]) {
    const result = broadcastPatch.apply(this, args);
    const since = arrivals.get(this);
    if (since !== undefined) {
      arrivals.delete(this);
      if (on) {
        const end = performance.now();
        inServer.record(Math.max(1, Math.round((end - since) * 1000)));
        const room = this as { roomId?: string };
        if (trace) trace.push([String(room.roomId), performance.timeOrigin + since, performance.timeOrigin + end]);
      }
    }
    return result;
  };
  const botCompute = createHistogram();
  const botWait = createHistogram();
  const bots = { count: 0, inThread: 0 };
  onBotDecision((timing) => {
    if (!on) return;
    bots.count++;
    if (timing.thread) bots.inThread++;
    botCompute.record(Math.max(1, Math.round(timing.ms * 1000)));
    botWait.record(Math.max(1, Math.round(timing.waitedMs * 1000)));
  });
  const us = (h: ReturnType<typeof createHistogram>) => (h.count === 0 ? null : { p50: h.percentile(50) / 1000, p99: h.percentile(99) / 1000, max: h.max / 1000 });
  // HEAP_SNAPSHOT=<dir> (diagnostic, through the bench's SERVER_ENV): a heap snapshot beside each heap report.
  let snapshots = 0;
  process.on("SIGTTIN", () => {
    const heapUsedMb = heapAfterGcMb();
    if (process.env.HEAP_SNAPSHOT) writeHeapSnapshot(path.join(process.env.HEAP_SNAPSHOT, `${process.pid}-${++snapshots}.heapsnapshot`));
    process.stdout.write(`${JSON.stringify({ msg: "heap", heapUsedMb, codeMb: codeMb() })}\n`);
  });
  const allocations = allocationSampler(process.env.ALLOC_PROFILE);
  /** The young generation's size (MB) when each stretch starts and ends: V8 shrinks it in idle moments. */
  const youngMb: [number, number][] = [];
  let youngAtStart = 0;
  process.on("SIGWINCH", () => {
    if (!on) {
      allocations?.start();
      youngAtStart = youngGenerationMb();
      on = { at: performance.now(), cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() };
      delay.reset();
      if (trace) trace.length = 0;
      return;
    }
    stretches.push({ p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 });
    const p50s = stretches.map((x) => x.p50).sort((a, b) => a - b);
    const used = process.cpuUsage(on.cpu);
    const elu = performance.eventLoopUtilization(on.elu);
    totals.wallMs += performance.now() - on.at;
    totals.cpuUserMs += used.user / 1000;
    totals.cpuSystemMs += used.system / 1000;
    totals.idleMs += elu.idle;
    totals.activeMs += elu.active;
    on = null;
    allocations?.save();
    youngMb.push([youngAtStart, youngGenerationMb()]);
    const report = {
      msg: "probe",
      ...totals,
      loopDelay: {
        p50: p50s[Math.floor(p50s.length / 2)],
        p99: Math.max(...stretches.map((x) => x.p99)),
        max: Math.max(...stretches.map((x) => x.max)),
        stretches: stretches.length,
      },
      gc,
      inServer: { count: inServer.count, p50: inServer.percentile(50) / 1000, p99: inServer.percentile(99) / 1000, max: inServer.max / 1000 },
      heapUsedMb: process.memoryUsage().heapUsed / 2 ** 20,
      bots: { ...bots, compute: us(botCompute), wait: us(botWait) },
      youngMb,
      pauses,
      ...(trace ? { trace } : {}),
    };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  });
  return { notePause };
}

/**
 * ALLOC_PROFILE=<file> (diagnostic, through the bench's SERVER_ENV): V8's sampling heap
 * profiler over the measured stretches, counting objects the GC has already collected too,
 * so the profile shows where the allocations per action come from (not only what stays).
 * Written to <file> (a .heapprofile Chrome's DevTools opens) at the end of every stretch.
 */
function allocationSampler(file: string | undefined): { start(): void; save(): void } | null {
  if (!file) return null;
  const session = new Session();
  session.connect();
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      session.post("HeapProfiler.startSampling", {
        samplingInterval: 1024,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      } as object);
    },
    save() {
      session.post("HeapProfiler.getSamplingProfile", (error, result) => {
        if (!error) writeFileSync(file, JSON.stringify(result.profile));
      });
    },
  };
}

/** The heap in use after a full collection, MB (gc() exposed for the call only). */
function heapAfterGcMb(): number {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** Compiled code in the heap, MB (V8's code spaces). */
function codeMb(): number {
  const used = getHeapSpaceStatistics()
    .filter((space) => space.space_name.startsWith("code_"))
    .reduce((sum, space) => sum + space.space_used_size, 0);
  return used / 2 ** 20;
}

function youngGenerationMb(): number {
  const space = getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
  return space ? Math.round((space.space_size / 2 ** 20) * 10) / 10 : 0;
}
