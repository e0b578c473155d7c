import type { Client } from "@colyseus/core";
import { isBatching, withBatchedFrames } from "../transport/frame-batch";

type Corkable = { cork?: () => void; uncork(): void };

/**
 * Runs `send` so that the frames it writes to each client (an action's patch and its log
 * message) leave in one socket write per client instead of one per frame: the server's sockets
 * hold them in a batch (transport/frame-batch.ts); a socket accepted without batching (another
 * transport) is corked meanwhile, so it flushes once at the uncork. Sending stays synchronous:
 * nothing waits for a timer (Nagle is off too: ws calls setNoDelay on every socket).
 */
export function withCorkedSends(clients: Iterable<Client>, send: () => void): void {
  const corked: Corkable[] = [];
  for (const client of clients) {
    const ws = (client as unknown as { ref?: { _socket?: Corkable } }).ref;
    if (isBatching(ws)) continue;
    const socket = ws?._socket;
    if (socket?.cork) {
      socket.cork();
      corked.push(socket);
    }
  }
  try {
    withBatchedFrames(send);
  } finally {
    for (const socket of corked) socket.uncork();
  }
}
