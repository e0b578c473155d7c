import { constants, monitorEventLoopDelay, performance, PerformanceObserver, type EntryType } from "node:perf_hooks";

/**
 * Installed in a server process under load (bench/load/*-server.ts, bench/*-server.ts). Each
 * SIGWINCH (not SIGUSR2: Colyseus shuts down on it) toggles measuring on or off; when it turns off it prints one JSON line
 * `{"msg":"probe", ...}` with the totals of every measured stretch so far. The bench turns it
 * on and off around each measured slice, so the figures cover exactly the measured seconds:
 * - cpu: process.cpuUsage() user and system time, ms, and event-loop utilisation (share of
 *   the wall time the loop was running code rather than waiting for I/O);
 * - event-loop delay (monitorEventLoopDelay, 1 ms resolution): p50, p99, max, ms — how long a
 *   ready callback (an arriving action, a journal reply) could wait because the loop was busy;
 * - GC pauses (perf_hooks "gc" entries): count, major (mark-sweep) count, total and longest, ms.
 */
export function installProbe(): void {
  // Always on (re-enabling would count the whole pause as one delay), reset at the start of
  // each measured stretch. Histograms of stretches cannot be merged (an ELD histogram is not
  // recordable), so the report gives the median of the stretches' p50, the worst stretch's p99
  // and the overall max.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const stretches: { p50: number; p99: number; max: number }[] = [];
  const totals = { wallMs: 0, cpuUserMs: 0, cpuSystemMs: 0, idleMs: 0, activeMs: 0 };
  const gc = { count: 0, major: 0, totalMs: 0, maxMs: 0 };
  let on: { at: number; cpu: NodeJS.CpuUsage; elu: ReturnType<typeof performance.eventLoopUtilization> } | null = null;
  const observer = new PerformanceObserver((list) => {
    if (!on) return;
    for (const entry of list.getEntries()) {
      gc.count++;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.major++;
    }
  });
  observer.observe({ entryTypes: ["gc" as EntryType] });
  process.on("SIGWINCH", () => {
    if (!on) {
      on = { at: performance.now(), cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() };
      delay.reset();
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
      heapUsedMb: process.memoryUsage().heapUsed / 2 ** 20,
    };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  });
}
