/** Messages between bench/server-load.bench.ts and its client workers (bench/load/client-worker.ts). */

export type Role = "actor" | "opponent" | "spectator";
export type PhaseKind = "bare" | "stagger" | "table" | "memory" | "inline" | "kysely" | "tuned" | "turn" | "sync" | "thread" | "autockpt";

export interface Sample {
  /** When the action was sent (ms since the worker's time origin; only compared within one worker). */
  at: number;
  latency: Record<Role, number>;
  bytes: Record<Role, { bytes: number; patch: number; data: number }>;
}

export interface WorkerStats {
  cpuMs: number;
  /** The worker's own event-loop delay over the slice, ms. */
  loopDelayP99: number;
  loopDelayMax: number;
  /** The worker's longest GC pause over the slice, ms. */
  gcMaxMs: number;
}

export type ToWorker =
  | { type: "setup"; phase: PhaseKind; address: string; tables: number; firstIndex: number }
  | { type: "slice"; phase: PhaseKind; seconds: number; record: boolean }
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
