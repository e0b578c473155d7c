import path from "node:path";
import { Worker } from "node:worker_threads";
import type { AnyGame } from "../../shared/engine/game";
import { decideBotMove } from "./bot-decision";
import { BOT_THREAD_READY, type BotReply, type BotRequest } from "./bot-thread-protocol";
import { BotRouting, type RouteChange } from "./bot-routing";

/** A thread with nothing to do for this long ends (a server with no bot tables keeps none). */
const IDLE_MS = 10_000;
/** After a thread failed, bots decide on the loop for this long before a new one is tried. */
const RETRY_MS = 10_000;
/**
 * A decision still out after this long is a bot that never returns (a bug: the slowest seen is
 * ~0.2 s): the thread is ended and the decision fails, so the table stops its bots and says so
 * instead of waiting for ever. It is not retried on the loop, where it would hold every table.
 */
export const DECISION_TIMEOUT_MS = 15_000;

/** One decision, for the load bench's probe: compute time, and the whole wait seen by the table. */
export interface BotTiming {
  readonly game: string;
  /** The bot's own computation. */
  readonly ms: number;
  /** From the request to the action back on the loop (equals `ms` on the loop). */
  readonly waitedMs: number;
  readonly thread: boolean;
}

interface Pending {
  timer?: NodeJS.Timeout;
  readonly resolve: (action: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly game: AnyGame;
  readonly state: unknown;
  readonly seat: number;
  readonly seed: number;
  readonly since: number;
}

class BotThread {
  readonly pending = new Map<number, Pending>();
  /** The thread has loaded the games and said so. */
  online = false;
  dead = false;
  private stopping = false;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly worker: Worker,
    private readonly pool: BotPool,
  ) {
    worker.unref(); // only decisions in flight keep the process alive
    worker.on("message", (reply: BotReply | typeof BOT_THREAD_READY) => {
      if (reply === BOT_THREAD_READY) this.online = true;
      else this.answer(reply);
    });
    worker.on("error", (error) => this.fail(error));
    worker.on("exit", (code) => this.fail(new Error(`bot thread exited (code ${code})`)));
  }

  send(request: BotRequest, waiting: Pending): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.pending.set(request.id, waiting);
    if (this.pending.size === 1) this.worker.ref();
    waiting.timer = setTimeout(() => this.overdue(request.id), this.pool.decisionTimeoutMs);
    this.worker.postMessage(request);
  }

  /** A decision that never came back: it fails, and the thread (stuck in it) is ended. */
  private overdue(id: number): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    waiting.reject(new Error(`bot of ${waiting.game.id} gave no move for seat ${waiting.seat} within ${this.pool.decisionTimeoutMs} ms`));
    void this.worker.terminate(); // its other decisions are then made on the loop (fail())
  }

  /** Ends the thread; a decision still in it is then made on the loop (see fail()). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.idle) clearTimeout(this.idle);
    await this.worker.terminate();
  }

  private answer(reply: BotReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.pending.delete(reply.id);
    if (this.pending.size === 0) {
      this.worker.unref();
      this.idle = setTimeout(() => void this.pool.retire(this), IDLE_MS);
      this.idle.unref();
    }
    if (!reply.ok) return waiting.reject(new Error(`bot of ${waiting.game.id} failed in its thread: ${reply.error}`));
    this.pool.observe({ game: waiting.game.id, ms: reply.ms, waitedMs: performance.now() - waiting.since, thread: true });
    this.pool.routing.observeInThread(waiting.game.id, reply.ms);
    waiting.resolve(reply.action);
  }

  /** The thread is gone: whatever it was deciding is decided on the loop instead. */
  private fail(error: Error): void {
    if (this.dead) return;
    this.dead = true;
    if (!this.stopping) this.pool.failed(this, error);
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      try {
        waiting.resolve(this.pool.inline(waiting.game, waiting.state, waiting.seat, waiting.seed));
      } catch (e) {
        waiting.reject(e as Error);
      }
    }
    this.pending.clear();
  }
}

export interface BotPoolOptions {
  /** Threads (0: every bot decides on the event loop). */
  readonly threads: number;
  /** Told when a thread fails (its decisions are then made on the loop). */
  readonly onThreadError?: (error: Error) => void;
  /** How long a decision may take in a thread (DECISION_TIMEOUT_MS; tests shorten it). */
  readonly decisionTimeoutMs?: number;
  /** Told when a game's bots move to the threads, or back to the loop (bot-routing.ts). */
  readonly onRouteChange?: (change: RouteChange) => void;
}

/**
 * Bot decisions, on the event loop or off it: every game's bots decide on the loop until they
 * show themselves slow (bot-routing.ts), then in a few worker threads, started when such a
 * bot first moves and ended after IDLE_MS without work. The state goes as JSON text
 * and the chosen action comes back to the caller, which applies it through the table's queue
 * (the rules check it there). Until a thread is up (its first ~0.3 s, more under ts-node) and
 * after one failed, bots decide on the loop: the same decision (same seed), only not in the
 * thread, so a table never waits for a thread to start.
 */
export class BotPool {
  private readonly threads: (BotThread | null)[];
  private nextId = 1;
  private retryAt = 0;
  private lastError: Error | null = null;
  private readonly listeners = new Set<(timing: BotTiming) => void>();
  /** Which games' bots decide in a thread. */
  readonly routing: BotRouting;

  constructor(private readonly options: BotPoolOptions) {
    this.routing = new BotRouting((change) => options.onRouteChange?.(change));
    this.threads = Array.from({ length: Math.max(0, Math.floor(options.threads)) }, () => null);
  }

  /** @internal */
  get decisionTimeoutMs(): number {
    return this.options.decisionTimeoutMs ?? DECISION_TIMEOUT_MS;
  }

  /** The bot's move for `seat`; in a thread when the game's bots were slow and a thread is up. */
  decide(game: AnyGame, state: unknown, seat: number, seed: number): Promise<unknown> {
    const thread = this.routing.inThread(game.id) ? this.pick() : null;
    if (!thread) {
      try {
        return Promise.resolve(this.inline(game, state, seat, seed));
      } catch (error) {
        return Promise.reject(error);
      }
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.send({ id, game: game.id, state: JSON.stringify(state), seat, seed }, { resolve, reject, game, state, seat, seed, since: performance.now() });
    });
  }

  /** Starts the threads and resolves once every one is up (tests; a server may warm up with it). */
  async warm(timeoutMs = 20_000): Promise<void> {
    this.pick();
    const deadline = performance.now() + timeoutMs;
    while (!this.threads.every((t) => t?.online)) {
      if (performance.now() > deadline) throw new Error(`bot threads did not start${this.lastError ? `: ${this.lastError.message}` : ""}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      this.pick();
    }
  }

  /** Calls `listener` with each decision's timing (the load bench's probe). */
  onDecision(listener: (timing: BotTiming) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ends every thread (decisions in flight are then made on the loop). */
  async close(): Promise<void> {
    const running = this.threads.splice(0, this.threads.length, ...this.threads.map(() => null));
    await Promise.all(running.map((thread) => thread?.stop()));
  }

  /** @internal */
  inline(game: AnyGame, state: unknown, seat: number, seed: number): unknown {
    const from = performance.now();
    const action = decideBotMove(game, state, seat, seed);
    const ms = performance.now() - from;
    this.observe({ game: game.id, ms, waitedMs: ms, thread: false });
    this.routing.observe(game.id, ms);
    return action;
  }

  /** @internal */
  observe(timing: BotTiming): void {
    for (const listener of this.listeners) listener(timing);
    for (const listener of everyDecision) listener(timing);
  }

  /** @internal A thread that failed is replaced, after RETRY_MS. */
  failed(thread: BotThread, error: Error): void {
    const i = this.threads.indexOf(thread);
    if (i !== -1) this.threads[i] = null;
    this.retryAt = performance.now() + RETRY_MS;
    this.lastError = error;
    this.options.onThreadError?.(error);
  }

  /** @internal An idle thread ends; the next decision starts a new one. */
  async retire(thread: BotThread): Promise<void> {
    if (thread.pending.size > 0) return;
    const i = this.threads.indexOf(thread);
    if (i !== -1) this.threads[i] = null;
    await thread.stop();
  }

  /** The least busy thread that is up, starting the missing ones; null: decide on the loop. */
  private pick(): BotThread | null {
    let best: BotThread | null = null;
    for (let i = 0; i < this.threads.length; i++) {
      let thread = this.threads[i];
      if (!thread && performance.now() >= this.retryAt) thread = this.threads[i] = new BotThread(startBotThread(), this);
      if (!thread || !thread.online || thread.dead) continue;
      if (!best || thread.pending.size < best.pending.size) best = thread;
    }
    return best;
  }
}

/**
 * Compiled (dist/), the thread runs the .js file next to this one. From source (ts-node,
 * jest), a worker does not inherit the TypeScript hook, so a two-line bootstrap registers it
 * (as server/storage/sqlite-journal.ts does for the journal thread).
 */
function startBotThread(): Worker {
  const extension = path.extname(__filename);
  const entry = path.join(__dirname, `bot-thread${extension}`);
  if (extension !== ".ts") return new Worker(entry);
  const bootstrap = `require(${JSON.stringify(require.resolve("ts-node"))}).register({ transpileOnly: true });\nrequire(${JSON.stringify(entry)});`;
  return new Worker(bootstrap, { eval: true });
}

const everyDecision = new Set<(timing: BotTiming) => void>();

/** Calls `listener` with the timing of every decision of every pool in this process (the load bench's probe). */
export function onBotDecision(listener: (timing: BotTiming) => void): () => void {
  everyDecision.add(listener);
  return () => everyDecision.delete(listener);
}

let shared: BotPool | null = null;

/** The process's bot pool (one for every table), made with the first caller's settings. */
export function sharedBotPool(options: BotPoolOptions): BotPool {
  shared ??= new BotPool(options);
  return shared;
}
