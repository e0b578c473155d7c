import type { Client } from "@colyseus/core";

/**
 * Runs `send` with every client's socket corked, then uncorks them: the frames written
 * meanwhile (an action's patch and its log message) leave in one write per client instead
 * of one per frame. ws already writes each frame's header and payload corked; corking nests,
 * so the socket flushes once at the outer uncork. Sending stays synchronous: nothing waits
 * for a timer (Nagle is off too: ws calls setNoDelay on every socket).
 */
export function withCorkedSends(clients: Iterable<Client>, send: () => void): void {
  const sockets: { uncork(): void }[] = [];
  for (const client of clients) {
    const socket = (client as unknown as { ref?: { _socket?: { cork?: () => void; uncork(): void } } }).ref?._socket;
    if (socket?.cork) {
      socket.cork();
      sockets.push(socket);
    }
  }
  try {
    send();
  } finally {
    for (const socket of sockets) socket.uncork();
  }
}
