import { WebSocket } from "ws";

/**
 * One socket write per client for the frames of one action (the patch and the log message).
 *
 * ws writes each frame as a header and a payload, corked, and corking every socket around an
 * action (as the table did) still left Node's stream machinery four chunks to buffer and a
 * writev per client. Inside `withBatchedFrames` the frames sent to a socket are held, then
 * written as one buffer holding each complete frame, byte for byte what ws would have written:
 * an unmasked, uncompressed, final binary frame is a 2-, 4- or 10-byte header and the payload
 * (RFC 6455 §5.2). Whenever that does not hold — a text frame, a callback, compression, a socket
 * no longer open, ws busy with a frame of its own — the held frames go through ws's own `send`,
 * in order.
 */

interface HeldFrame {
  readonly data: unknown;
  readonly options: unknown;
  readonly cb: unknown;
}

/** A socket given `sendOrHold` as its `send` (installBatching). */
type BatchingSocket = WebSocket & { heldFrames: HeldFrame[] | null };

/** ws's internals read to write a frame as ws would (ws 8: lib/websocket.js, lib/sender.js). */
interface WsInternals {
  _socket?: { write(chunk: Uint8Array): boolean; writable?: boolean };
  _sender?: { _state: number; _firstFragment: boolean };
  _extensions?: Record<string, unknown>;
}

const wsSend = WebSocket.prototype.send;

/** The sockets holding frames while a batch is open (null: none open). */
let openBatch: BatchingSocket[] | null = null;

/** Makes `socket` hold the frames sent inside a batch (once, when it is accepted). */
export function installBatching(socket: WebSocket): void {
  const batching = socket as BatchingSocket;
  batching.heldFrames = null;
  batching.send = sendOrHold as WebSocket["send"];
}

function sendOrHold(this: BatchingSocket, data: unknown, options?: unknown, cb?: unknown): void {
  if (openBatch === null) return (wsSend as (...args: unknown[]) => void).call(this, data, options, cb);
  let held = this.heldFrames;
  if (held === null) {
    held = this.heldFrames = [];
    openBatch.push(this);
  }
  held.push({ data, options, cb });
}

/** Runs `send`; every frame it sends to a batching socket leaves at the end, one write per socket. */
export function withBatchedFrames(send: () => void): void {
  if (openBatch !== null) return send(); // nested: the outer batch writes
  const sockets: BatchingSocket[] = (openBatch = []);
  try {
    send();
  } finally {
    openBatch = null;
    for (const socket of sockets) {
      const held = socket.heldFrames!;
      socket.heldFrames = null;
      write(socket, held);
    }
  }
}

/** True when `socket` holds its frames in a batch (installBatching ran on it). */
export function isBatching(socket: unknown): boolean {
  return socket !== null && typeof socket === "object" && (socket as BatchingSocket).send === sendOrHold;
}

function write(socket: BatchingSocket, held: readonly HeldFrame[]): void {
  const joined = held.length > 1 ? joinFrames(socket, held) : null;
  if (joined) {
    (socket as unknown as WsInternals)._socket!.write(joined);
    return;
  }
  for (const frame of held) (wsSend as (...args: unknown[]) => void).call(socket, frame.data, frame.options, frame.cb);
}

/** The held frames as one buffer of complete frames, or null when ws must write them itself. */
function joinFrames(socket: BatchingSocket, held: readonly HeldFrame[]): Uint8Array | null {
  const ws = socket as unknown as WsInternals;
  if (socket.readyState !== WebSocket.OPEN || !ws._socket?.writable) return null;
  // ws sends nothing of its own meanwhile (no queued frame, no fragment open) and compresses nothing.
  if (!ws._sender || ws._sender._state !== 0 || !ws._sender._firstFragment) return null;
  if (ws._extensions && Object.keys(ws._extensions).length > 0) return null;
  let total = 0;
  for (const frame of held) {
    if (frame.cb !== undefined || !(frame.data instanceof Uint8Array) || !isPlainBinary(frame.options)) return null;
    total += headerLength(frame.data.length) + frame.data.length;
  }
  const out = Buffer.allocUnsafe(total);
  let at = 0;
  for (const frame of held) {
    const payload = frame.data as Uint8Array;
    at = writeHeader(out, at, payload.length);
    out.set(payload, at);
    at += payload.length;
  }
  return out;
}

/** Colyseus sends every frame with `{ binary: true }` and nothing else. */
function isPlainBinary(options: unknown): boolean {
  if (options === null || typeof options !== "object") return false;
  for (const key in options) {
    if (key !== "binary") return false;
  }
  return (options as { binary?: unknown }).binary === true;
}

function headerLength(payload: number): number {
  return payload < 126 ? 2 : payload < 65536 ? 4 : 10;
}

/** FIN + binary opcode, no mask (a server's frames), then the payload length (RFC 6455 §5.2). */
function writeHeader(out: Buffer, at: number, payload: number): number {
  out[at] = 0x82;
  if (payload < 126) {
    out[at + 1] = payload;
    return at + 2;
  }
  if (payload < 65536) {
    out[at + 1] = 126;
    out.writeUInt16BE(payload, at + 2);
    return at + 4;
  }
  out[at + 1] = 127;
  out.writeUInt32BE(Math.floor(payload / 2 ** 32), at + 2);
  out.writeUInt32BE(payload >>> 0, at + 6);
  return at + 10;
}
