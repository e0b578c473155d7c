import type { WebSocket } from "ws";

/** Close code for a connection cut off for flooding (documented in docs/protocol.md, "Abuse"). */
export const CLOSE_FLOOD = 4429;
/** After the close frame, a flooder that does not finish the closing handshake is cut off this soon. */
const TERMINATE_AFTER_MS = 1000;

/**
 * A token bucket: `capacity` frames at once, refilled at `capacity` per `windowMs`. Every frame
 * a connection sends takes one token, whatever its kind (room messages, Colyseus PING, INPUT,
 * requests of unregistered types, frames on a socket that joined no room).
 */
export class FrameBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  /** Takes one token; false once the connection is over its budget. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.last) * this.capacity) / this.windowMs);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Counts every frame `socket` delivers before any listener sees it. Past the budget the
 * frame is dropped (no listener runs), the connection is closed with 4429 and, if the peer does
 * not answer the close, terminated a second later; `onFlood` runs once.
 */
export function limitFrames(socket: WebSocket, budget: FrameBudget, onFlood: () => void): void {
  let flooded = false;
  const emit = socket.emit;
  socket.emit = function (this: WebSocket, event: string | symbol, ...args: unknown[]): boolean {
    if (event !== "message") return emit.call(this, event, ...args);
    if (flooded) return false;
    if (budget.take()) return emit.call(this, event, ...args);
    flooded = true;
    onFlood();
    socket.close(CLOSE_FLOOD, "rate/flood: too many messages");
    setTimeout(() => socket.terminate(), TERMINATE_AFTER_MS).unref();
    return false;
  } as WebSocket["emit"];
}
