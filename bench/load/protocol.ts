/** Messages between bench/server-load.bench.ts and its client workers (bench/load/client-worker.ts). */

export type Role = "actor" | "opponent" | "spectator";
export type PhaseKind = "bare" | "stagger" | "quiet" | "table" | "memory" | "inline" | "kysely" | "tuned" | "turn" | "sync" | "thread" | "autockpt" | "pirate-king" | "pirates-cove" | "smt" | "smt-thread";

/** The phases that run the bare Colyseus room (bench/bare-room-server.ts) instead of a Broadside table. */
export function isBarePhase(kind: PhaseKind): boolean {
  return kind === "bare" || kind === "stagger" || kind === "quiet";
}

export interface Sample {
  /** When the action was sent (ms since the worker's time origin; only compared within one worker). */
  at: number;
  latency: Record<Role, number>;
  bytes: Record<Role, { bytes: number; patch: number; data: number }>;
  /** The table's room id (its invite code), to find the action in the server's trace. */
  table: string;
  /** Which client process measured it (set by the bench, for SAMPLES). */
  worker?: number;
}

/** A long pause in a client process, with its time (ms since the epoch). */
export interface ClientPause {
  at: number;
  ms: number;
  kind: "client-gc" | "client-gc-major" | "client-loop";
  worker?: number;
}

export interface WorkerStats {
  cpuMs: number;
  /** The worker's own event-loop delay over the slice, ms. */
  loopDelayP99: number;
  loopDelayMax: number;
  /** The worker's longest GC pause over the slice, ms. */
  gcMaxMs: number;
  /** The worker's heap in use outside the young generation at the end of the slice, MB. */
  heapMb: number;
  /** GC pauses over 10 ms and loop holds over 25 ms, with their times (for SAMPLES). */
  pauses: ClientPause[];
}

export type ToWorker =
  | { type: "setup"; phase: PhaseKind; address: string; tables: number; firstIndex: number }
  /** intervalMs: each table's mean think time between actions (the bench's ACTION_INTERVAL_MS). */
  | { type: "slice"; phase: PhaseKind; seconds: number; record: boolean; intervalMs: number }
  | { type: "close" };

export type FromWorker =
  | { type: "ready"; phase: PhaseKind; setupMs: number }
  | {
      type: "slice";
      phase: PhaseKind;
      samples: Sample[];
      timeouts: number;
      rejections: number;
      rejectionCodes: Record<string, number>;
      exampleLog?: { bytes: number; payload: unknown };
      stats: WorkerStats;
    }
  | { type: "closed" }
  | { type: "error"; message: string };
