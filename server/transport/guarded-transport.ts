import type { IncomingMessage } from "node:http";
import type { TransportOptions } from "@colyseus/ws-transport";
import type { WebSocket } from "ws";
import type { Logger } from "../logger";
import { installBatching } from "./frame-batch";
import { CLOSE_FLOOD, FrameBudget, limitFrames } from "./frame-budget";
import { StaggeredHeartbeatTransport } from "./staggered-heartbeat";

export interface GuardedTransportOptions extends TransportOptions {
  /** Frames of any kind a connection may send per 5 s before it is closed with 4429 (`RATE_DISCONNECT_PER_5S`). */
  readonly framesPer5s: number;
  readonly logger: Logger;
  /** Called once for each connection closed for flooding, with its upgrade request. */
  readonly onFlood?: (req: IncomingMessage) => void;
}

/**
 * The server's WebSocket transport: the staggered heartbeat, and a frame budget per connection
 * counted before Colyseus reads anything. Colyseus answers PING frames, INPUT frames and
 * requests of unregistered types itself, before any room handler runs (and its own
 * `maxMessagesPerSecond` is Infinity): counting in the room missed them, and two sockets
 * sending them could hold a process at full CPU.
 */
export class GuardedTransport extends StaggeredHeartbeatTransport {
  constructor({ framesPer5s, logger, onFlood, ...options }: GuardedTransportOptions) {
    super(options);
    // Prepended: the budget wraps the socket before Colyseus attaches its listeners.
    this.wss.prependListener("connection", (socket: WebSocket, req: IncomingMessage) => {
      installBatching(socket); // an action's frames leave in one write per client (frame-batch.ts)
      limitFrames(socket, new FrameBudget(framesPer5s, 5000), () => {
        logger.warn(
          { address: req.socket.remoteAddress, path: (req.url ?? "").split("?")[0], closeCode: CLOSE_FLOOD },
          "connection sent too many frames; closed",
        );
        onFlood?.(req);
      });
    });
  }
}
