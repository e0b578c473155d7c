/**
 * One client process of bench/server-load.bench.ts: it connects its share of the tables of
 * each phase (real SDK clients), then on command drives them for a slice of time and sends
 * back what it measured. Several of these run at once so that decoding patches for 1,000
 * clients is not queued behind a single event loop (which would add to the latency measured).
 */
// First: every later require of @colyseus/schema gets the copy @colyseus/core uses (server/schema-copy.ts).
import "../../server/schema-copy";
import { constants, monitorEventLoopDelay, PerformanceObserver, type EntryType } from "node:perf_hooks";
import { ColyseusSDK, type Room as SdkRoom } from "@colyseus/sdk";
import { getHeapSpaceStatistics } from "node:v8";
import { WebSocket } from "ws";
import { gameSchemaRegistry } from "../../server/games/registry";
import { nextBootyAction, seatLegalMoves } from "../../server/scale/scripted-player";
import { tableStateClass } from "../../server/table/table-schema";
import { BareCounter } from "./bare-schema";
import { watchLoopHolds } from "./loop-holds";
import { nextPirateKingAction, PIRATE_KING_TABLE, PIRATE_KING_TABLE_STATE } from "./pirate-king-moves";
import { nextPirateCoveAction, PIRATES_COVE_TABLE, PIRATES_COVE_TABLE_STATE } from "./pirates-cove-moves";
import { nextSmtAction, SMT_PLAYER_SEATS, SMT_TABLE, SMT_TABLE_STATE } from "./smt-moves";
import { isBarePhase, type ClientPause, type FromWorker, type PhaseKind, type Role, type Sample, type ToWorker } from "./protocol";

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const CLIENTS_PER_TABLE = 5; // 4 seats + 1 spectator
const PATCH_TIMEOUT_MS = 5000;
const JOIN_CONCURRENCY = 4; // tables being set up at once per worker
/**
 * The clients decode with the state's own classes, as a client built with Colyseus's schema
 * code generator does. Without them each SDK room builds its own copy of every class from the
 * server's reflection: 500 clients held ~54 MB (28k class maps, 46k code objects), and this
 * process's full GCs took 50–110 ms, which landed on the latencies measured.
 */
const BOOTY_TABLE_STATE = tableStateClass("booty-dice", gameSchemaRegistry.get("booty-dice")!);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

// ---- clients that count what they receive ---------------------------------------------

const PATCH = 15; // Protocol.ROOM_STATE_PATCH
const DATA = 13; // Protocol.ROOM_DATA (messages such as "log")

class Counted {
  bytes = 0;
  patchBytes = 0;
  dataBytes = 0;
  /** Called with the size of each `log` message frame. */
  onLogFrame?: (bytes: number) => void;
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

interface Table {
  clients: Counted[]; // seats 0..3 (Broadside) or 0..3 peers (bare), then the spectator at index 4
  /** The action being measured; `refused` ends it at once when the server rejects it. */
  pending: { seen: (number | null)[]; check: (room: SdkRoom<any, any>) => boolean; done: () => void; refused: () => void } | null;
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
    table.pending = { seen, check, done: () => resolve(true), refused: () => resolve(false) };
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

/** Bytes per action when `actions` accepted actions (bots' included) fell in the counted span. */
function perAction(bytes: ReturnType<typeof roleBytes>, actions: number): ReturnType<typeof roleBytes> {
  const n = Math.max(1, actions);
  const each = (b: { bytes: number; patch: number; data: number }) => ({ bytes: b.bytes / n, patch: b.patch / n, data: b.data / n });
  return { actor: each(bytes.actor), opponent: each(bytes.opponent), spectator: each(bytes.spectator) };
}

function roleBytes(clients: Counted[], before: ReturnType<Counted["snapshot"]>[], actor: number, opponent: number) {
  const delta = (i: number) => {
    const s = clients[i].snapshot();
    return { bytes: s.bytes - before[i].bytes, patch: s.patch - before[i].patch, data: s.data - before[i].data };
  };
  return { actor: delta(actor), opponent: delta(opponent), spectator: delta(clients.length - 1) };
}

// ---- the phases ---------------------------------------------------------------------------

type Outcome = { sample: Sample | null; rejected: boolean } | "idle";

interface Phase {
  readonly tables: Table[];
  readonly rejectionCodes: Record<string, number>;
  act(table: Table): Promise<Outcome>;
  exampleLog(): { bytes: number; payload: unknown } | undefined;
  close(): Promise<void>;
}

/** The baseline: a bare room, one client increments, all five receive the patch. */
async function barePhase(address: string, count: number): Promise<Phase> {
  const sdk = () => new ColyseusSDK(`ws://${address}`);
  const tables = await inBatches(count, JOIN_CONCURRENCY, async () => {
    const first = new Counted(await sdk().create("bare", {}, BareCounter));
    const rest = await Promise.all(
      Array.from({ length: CLIENTS_PER_TABLE - 1 }, async () => new Counted(await sdk().joinById(first.room.roomId, {}, BareCounter))),
    );
    const table: Table = { clients: [first, ...rest], pending: null };
    watch(table);
    return table;
  });
  const previous = new Map<Table, ReturnType<Counted["snapshot"]>[]>();
  return {
    tables,
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
      return {
        sample: { at: performance.timeOrigin + sentAt, table: actor.room.roomId, latency: { actor: seen[0], opponent: seen[1], spectator: seen[4] }, bytes },
        rejected: false,
      };
    },
    async close() {
      await Promise.all(tables.flatMap((t) => t.clients.map((c) => c.room.leave(true).catch(() => undefined))));
    },
  };
}

type PrivateEntry = { legal?: string } | undefined;

/** Each Broadside phase's game: what a table is created with, how many seats the bench plays, their next move. */
function phaseGame(kind: PhaseKind): { create: object; stateClass: typeof BOOTY_TABLE_STATE; players: number; next: (state: any, seat: number) => { type: string; from?: number[] } | null } {
  const entry = (state: any, seat: number) => state.private?.get(String(seat)) as PrivateEntry;
  if (kind === "pirates-cove") return { create: PIRATES_COVE_TABLE, stateClass: PIRATES_COVE_TABLE_STATE, players: 4, next: (state, seat) => nextPirateCoveAction(entry(state, seat)) };
  if (kind === "pirate-king") return { create: PIRATE_KING_TABLE, stateClass: PIRATE_KING_TABLE_STATE, players: 4, next: (state, seat) => nextPirateKingAction(entry(state, seat)) };
  if (kind === "smt" || kind === "smt-thread") return { create: SMT_TABLE, stateClass: SMT_TABLE_STATE, players: SMT_PLAYER_SEATS, next: (state, seat) => nextSmtAction(entry(state, seat)) };
  return { create: { game: "booty-dice", seats: 4 }, stateClass: BOOTY_TABLE_STATE, players: 4, next: (state) => nextBootyAction(state.board, () => Math.random() < 0.5) as { type: string } | null };
}

/**
 * Broadside: Booty Dice (or Pirate King: pirate-king-moves.ts; Pirate's Cove:
 * pirates-cove-moves.ts) tables of 4 players and a spectator; Shiver Me Timbers
 * (smt-moves.ts): 2 players, 2 of the server's bots and a spectator.
 */
async function broadsidePhase(address: string, count: number, firstIndex: number, kind: PhaseKind): Promise<Phase> {
  const { create: game, stateClass, players, next } = phaseGame(kind);
  // With bots at the table, several actions fall between two of one client's: bytes are divided by them.
  const withBots = players < 4;
  const sdk = () => new ColyseusSDK(`ws://${address}`);
  const tables = await inBatches(count, JOIN_CONCURRENCY, async (k) => {
    const i = firstIndex + k;
    // Counted at once: it also swallows the messages the bench does not read (welcome, log).
    const host = new Counted(await sdk().create("table", { ...game, name: `Host ${i}` }, stateClass));
    const code = host.room.roomId;
    const guests: Counted[] = [];
    for (let s = 1; s < players; s++) guests.push(new Counted(await sdk().joinById(code, { name: `P${s} ${i}` }, stateClass)));
    const spectator = new Counted(await sdk().joinById(code, { name: `Watcher ${i}`, watch: true }, stateClass));
    const table: Table = { clients: [host, ...guests, spectator], pending: null };
    watch(table);
    return table;
  });
  // Every table starts when its fourth seat is taken.
  const deadline = now() + 30_000;
  while (!tables.every((t) => t.clients.every((c) => c.room.state.status === "playing")) && now() < deadline) await sleep(50);
  const rejected = new Set<Counted>();
  const rejectionCodes: Record<string, number> = {};
  let exampleLog: { bytes: number; payload: unknown } | undefined;
  for (const t of tables) {
    for (const c of t.clients) {
      c.room.onMessage("rejected", (payload: { code?: string }) => {
        rejected.add(c);
        // A refused action brings no patch: waiting for one held the table (and the slice,
        // past its end, with the server's CPU still counted) for the whole patch timeout.
        t.pending?.refused();
        const code = String(payload?.code);
        rejectionCodes[code] = (rejectionCodes[code] ?? 0) + 1;
      });
    }
  }
  const spectator = tables[0].clients[players];
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
  const previousVersion = new Map<Table, number>();
  let attempt = 0;
  return {
    tables,
    rejectionCodes,
    exampleLog: () => exampleLog,
    async act(table) {
      const state = table.clients[0].room.state;
      if (state.status === "finished") {
        table.clients[0].room.send("rematch", {});
        await sleep(200);
        return "idle";
      }
      // The first active seat a client of the bench plays (a bot's turn: the server moves).
      const seat = [...(state.active ?? [])].find((s) => (s as number) < players) as number | undefined;
      if (state.status !== "playing" || seat === undefined) return "idle";
      const actor = table.clients[seat];
      const opponent = (seat + 1) % players;
      let action = next(actor.room.state, seat);
      if (!action) return "idle";
      if (action.type === "jollyRoger") {
        // Spread choices over the victims the page would offer as buttons (the seat's legal
        // moves). Until 2026-12-07 this cycled through every pair of targets, and the rules
        // refused 25–115 of them a run (`target/too_poor`), whose CPU counted against the
        // accepted actions.
        const moves = seatLegalMoves(actor.room.state, seat).filter((move) => move.type === "jollyRoger");
        if (moves.length > 0) action = moves[attempt++ % moves.length];
      }
      const version = actor.room.state.version as number;
      const before = previous.get(table) ?? table.clients.map((c) => c.snapshot());
      rejected.delete(actor);
      const sentAt = now();
      const seen = await measure(table, () => actor.room.send("action", JSON.stringify({ version, action })), (room) => room.state.version > version);
      let bytes = roleBytes(table.clients, before, seat, opponent);
      const versionNow = table.clients[players].room.state.version as number;
      if (withBots) bytes = perAction(bytes, versionNow - (previousVersion.get(table) ?? version));
      previous.set(table, table.clients.map((c) => c.snapshot()));
      previousVersion.set(table, versionNow);
      if (!seen) return { sample: null, rejected: rejected.has(actor) };
      return {
        sample: { at: performance.timeOrigin + sentAt, table: actor.room.roomId, latency: { actor: seen[seat], opponent: seen[opponent], spectator: seen[players] }, bytes },
        rejected: false,
      };
    },
    async close() {
      await Promise.all(tables.flatMap((t) => t.clients.map((c) => c.room.leave(true).catch(() => undefined))));
    },
  };
}

/**
 * Drives every table of `phase` for `seconds` (one action per table about every `intervalMs`,
 * tables out of step, each with its own random think time). Actions sent before the end are
 * awaited and, if `record`, kept.
 */
async function runSlice(phase: Phase, seconds: number, record: boolean, intervalMs: number) {
  const samples: Sample[] = [];
  let timeouts = 0;
  let rejections = 0;
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let gcMaxMs = 0;
  const pauses: ClientPause[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
      if (entry.duration <= 10 || pauses.length >= 500) continue;
      const major = (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR;
      pauses.push({ at: Math.round(performance.timeOrigin + entry.startTime), ms: Math.round(entry.duration * 10) / 10, kind: major ? "client-gc-major" : "client-gc" });
    }
  });
  gc.observe({ entryTypes: ["gc" as EntryType] });
  const stopWatchingLoop = watchLoopHolds((at, ms) => {
    if (pauses.length < 500) pauses.push({ at: Math.round(at), ms: Math.round(ms * 10) / 10, kind: "client-loop" });
  });
  const cpu0 = process.cpuUsage();
  const end = now() + seconds * 1000;
  await Promise.all(
    phase.tables.map(async (table) => {
      // Each action is due at a time of its own, and only actions due before the end are sent.
      // (Sleeping until the end and then checking the clock sent a burst of actions from every
      // table waiting there: timers fire up to ~2 ms early by performance.now().)
      let due = now() + Math.random() * intervalMs;
      while (due < end) {
        await sleep(due - now());
        const began = now();
        const outcome = await phase.act(table);
        if (record && outcome !== "idle") {
          if (outcome.rejected) rejections++;
          else if (outcome.sample) samples.push(outcome.sample);
          else timeouts++;
        }
        // The next action comes after a think time of 0.5 to 1.5 intervals (by default one a second on average),
        // counted from this one's start. Players are not metronomes: with a fixed period, the
        // tables whose timers once fired together (after a GC pause of this process, say)
        // would stay locked together and act in bursts for the rest of the slice.
        due = began + intervalMs * (0.5 + Math.random());
      }
    }),
  );
  delay.disable();
  gc.disconnect();
  stopWatchingLoop();
  const cpu = process.cpuUsage(cpu0);
  return {
    samples,
    timeouts,
    rejections,
    stats: { cpuMs: (cpu.user + cpu.system) / 1000, loopDelayP99: delay.percentile(99) / 1e6, loopDelayMax: delay.max / 1e6, gcMaxMs, heapMb: oldHeapMb(), pauses },
  };
}

/** The heap in use outside the young generation, MB: what survived (its 64 MB of short-lived garbage would hide it). */
function oldHeapMb(): number {
  const used = getHeapSpaceStatistics()
    .filter((space) => space.space_name !== "new_space")
    .reduce((sum, space) => sum + space.space_used_size, 0);
  return used / 2 ** 20;
}

// ---- commands from the bench ------------------------------------------------------------

const phases = new Map<PhaseKind, Phase>();
const reply = (message: FromWorker) => process.send!(message);

process.on("message", (message: ToWorker) => {
  void handle(message).catch((error: unknown) => reply({ type: "error", message: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
});

async function handle(message: ToWorker): Promise<void> {
  if (message.type === "setup") {
    const t0 = now();
    const phase =
      isBarePhase(message.phase) ? await barePhase(message.address, message.tables) : await broadsidePhase(message.address, message.tables, message.firstIndex, message.phase);
    phases.set(message.phase, phase);
    reply({ type: "ready", phase: message.phase, setupMs: now() - t0 });
  } else if (message.type === "slice") {
    const phase = phases.get(message.phase)!;
    const result = await runSlice(phase, message.seconds, message.record, message.intervalMs);
    reply({ type: "slice", phase: message.phase, ...result, rejectionCodes: { ...phase.rejectionCodes }, exampleLog: phase.exampleLog() });
  } else {
    for (const phase of phases.values()) await phase.close().catch(() => undefined);
    reply({ type: "closed" });
    setTimeout(() => process.exit(0), 50);
  }
}
