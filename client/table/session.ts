// One connection to a table: wraps the Colyseus room, keeps a plain JSON snapshot of the synced
// state, the log and the chat, and tells the page and the scene when something changes.
// Handlers are registered as soon as the room exists, because `welcome` and the log history
// arrive right after the join resolves.
import type { Room } from "@colyseus/sdk";
import { setSeatToken } from "../lib/storage";
import { loadLogText } from "../games/log-texts";
import { decodeRejoinStateAfresh } from "./rejoin-state";
import { decodeLog, type ChatMessage, type LogEntry, type Rejected, type TableState, type Welcome } from "./protocol";

export type ConnectionState = "connected" | "reconnecting" | "closed" | "restarting";

/** After an answer, the very same move is not sent again this soon (a double click is one move). */
export const REPEAT_GUARD_MS = 400;
/** An answer that never comes (a lost connection) frees the controls after this long. */
const ANSWER_TIMEOUT_MS = 5000;

interface Events {
  state: (state: TableState) => void;
  /** A move was sent (true) or answered (false): controls are disabled meanwhile. */
  awaiting: (awaiting: boolean) => void;
  welcome: (welcome: Welcome) => void;
  log: (entries: LogEntry[]) => void;
  chat: (message: ChatMessage) => void;
  rejected: (rejection: Rejected) => void;
  connection: (state: ConnectionState, closeCode?: number) => void;
}

type Listeners = { [K in keyof Events]: Set<Events[K]> };

export class TableSession {
  state: TableState | null = null;
  welcome: Welcome | null = null;
  readonly log: LogEntry[] = [];
  readonly chat: ChatMessage[] = [];
  connection: ConnectionState = "connected";
  private readonly listeners: Listeners = {
    state: new Set(), awaiting: new Set(), welcome: new Set(), log: new Set(), chat: new Set(), rejected: new Set(), connection: new Set(),
  };
  private firstState: Promise<TableState>;
  /** Log messages are written in arrival order, each once its game's text function is here. */
  private logQueue: Promise<void> = Promise.resolve();
  /** The move in flight: sent against `version`, not answered yet. */
  private inFlight: { version: number; key: string; timer: ReturnType<typeof setTimeout> } | null = null;
  /** The last move answered, and when: a repeat of it within REPEAT_GUARD_MS is a double click. */
  private lastAnswered: { key: string; at: number } | null = null;

  constructor(readonly room: Room, readonly code: string) {
    let resolveFirst!: (s: TableState) => void;
    this.firstState = new Promise((resolve) => (resolveFirst = resolve));

    decodeRejoinStateAfresh(room);
    room.onStateChange((raw) => {
      const json = (raw as { toJSON(): TableState }).toJSON();
      this.state = json;
      if (this.inFlight && (json.version > this.inFlight.version || json.status !== "playing")) this.answered();
      resolveFirst(json);
      this.emit("state", json);
    });
    room.onMessage("welcome", (w: Welcome) => {
      this.welcome = w;
      if (w.seatToken) setSeatToken(code, w.seatToken);
      this.emit("welcome", w);
    });
    room.onMessage("log", (msg: unknown) => {
      // Coded entries are written here with the game's text function and the seats' names
      // (the full state, names included, always arrives before any message). The names are
      // read now; the text function may still be on its way, so messages queue in order.
      const state = room.state as { game?: string; seats?: Iterable<{ name?: string }> } | undefined;
      const names = [...(state?.seats ?? [])].map((s, i) => s.name || `Seat ${i + 1}`);
      const text = loadLogText(state?.game ?? "");
      this.logQueue = this.logQueue.then(async () => {
        const known = new Set(this.log.map((e) => e.n));
        const fresh = decodeLog(msg, await text.catch(() => undefined), names).filter((e) => !known.has(e.n));
        if (fresh.length === 0) return;
        this.log.push(...fresh);
        this.emit("log", fresh);
      });
    });
    room.onMessage("chat", (m: ChatMessage) => {
      this.chat.push(m);
      this.emit("chat", m);
    });
    room.onMessage("rejected", (r: Rejected) => {
      const own = this.inFlight !== null;
      this.answered();
      this.emit("rejected", readableRejection(r, own));
    });
    room.onMessage("restarting", () => this.setConnection("restarting"));
    room.onDrop(() => {
      this.answered();
      this.setConnection("reconnecting");
    });
    room.onReconnect(() => this.setConnection("connected"));
    room.onLeave((code) => this.setConnection("closed", code));
  }

  ready(): Promise<TableState> {
    return this.firstState;
  }

  on<K extends keyof Events>(event: K, cb: Events[K]): () => void {
    this.listeners[event].add(cb);
    return () => this.listeners[event].delete(cb);
  }

  get mySeat(): number | null {
    return this.welcome?.role === "player" ? this.welcome.seat : null;
  }

  get isSpectator(): boolean {
    return this.welcome?.role !== "player";
  }

  /** True from the moment a move is sent until its answer (a patch or a rejection) arrives. */
  get awaiting(): boolean {
    return this.inFlight !== null;
  }

  /**
   * Sends a game action stamped with the state version it was chosen against. Refused (false)
   * while another move awaits its answer, and for the same move again just after its answer:
   * a double click plays once.
   */
  act(action: unknown): boolean {
    const key = JSON.stringify(action);
    if (this.inFlight) return false;
    if (this.lastAnswered && this.lastAnswered.key === key && performance.now() - this.lastAnswered.at < REPEAT_GUARD_MS) return false;
    const version = this.state?.version ?? 0;
    this.inFlight = { version, key, timer: setTimeout(() => this.answered(), ANSWER_TIMEOUT_MS) };
    // As JSON text: the server reads a string cheaper than an object the SDK packs with
    // MessagePack records (docs/protocol.md › Messages).
    this.room.send("action", JSON.stringify({ version, action }));
    this.emit("awaiting", true);
    return true;
  }
  start(): void { this.room.send("start", {}); }
  sit(seat?: number): void { this.room.send("sit", seat === undefined ? {} : { seat }); }
  say(text: string): void { this.room.send("chat", { text }); }
  rematch(): void { this.room.send("rematch", {}); }
  leave(): void { void this.room.leave(true); }

  private answered(): void {
    if (!this.inFlight) return;
    clearTimeout(this.inFlight.timer);
    this.lastAnswered = { key: this.inFlight.key, at: performance.now() };
    this.inFlight = null;
    this.emit("awaiting", false);
  }

  private setConnection(state: ConnectionState, code?: number): void {
    // A restart notice is more precise than the drop that follows it.
    if (this.connection === "restarting" && state === "reconnecting") return;
    this.connection = state;
    this.emit("connection", state, code);
  }

  private emit<K extends keyof Events>(event: K, ...args: Parameters<Events[K]>): void {
    for (const cb of this.listeners[event]) {
      try {
        (cb as (...a: Parameters<Events[K]>) => void)(...args);
      } catch (err) {
        console.error(`session ${event} listener failed`, err);
      }
    }
  }
}

/**
 * What a player reads of a rejection: never a version number. `action/stale` means the table
 * moved on before the move arrived (most often the second click of a double click): it is
 * `quiet` (the new state says it all) when it answers this client's own move.
 */
export function readableRejection(r: Rejected, ownMove: boolean): Rejected & { quiet?: boolean } {
  if (r.code === "action/stale") {
    return { ...r, message: "The table moved on before your move arrived: look at it again.", quiet: ownMove };
  }
  return { ...r, message: r.message.replace(/\s*\(?\bversions?\s+\d+\)?/gi, "").trim() };
}
