import { WebSocketTransport } from "@colyseus/ws-transport";
import type { WebSocket } from "ws";

/**
 * About how often a slice of the clients is pinged, ms. Each tick wakes the process and writes
 * to sockets whose readers are asleep, so a tick costs more than its pings: at 25 ms, 500 idle
 * clients cost the server 64–68 ms of CPU a second, at 200 ms 52–53 (bench/results.md ›
 * The heartbeat's ticks). A tick pings a fifteenth of the clients with the default 3 s interval:
 * about 67 pings, a millisecond or two, at 1,000 clients.
 */
export const HEARTBEAT_TICK_MS = 200;

/** The transport's own per-socket counter of pings not yet answered (reset by its pong listener). */
type Heartbeating = WebSocket & { pingCount?: number };

/**
 * Colyseus's WebSocket transport with its heartbeat spread out. The stock transport pings every
 * client in one synchronous loop each `pingInterval` (3 s): with 1,000 clients that loop blocks
 * the event loop for tens of milliseconds every 3 s, and every action arriving meanwhile waits
 * (bench/results.md, "heartbeat"). Here each client is still pinged once per `pingInterval` and
 * still terminated after `pingMaxRetries` unanswered pings, but a pass over the clients is cut
 * into ticks of about HEARTBEAT_TICK_MS, each pinging its share.
 */
export class StaggeredHeartbeatTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const ticksPerPass = Math.max(1, Math.round(pingInterval / HEARTBEAT_TICK_MS));
    let pass: Iterator<WebSocket> | null = null;
    let tick = 0;
    let quota = 0; // connections at the start of the pass; later ones wait for the next
    let pinged = 0;
    this.pingInterval = setInterval(() => {
      if (tick === 0) {
        // Set iteration is live: connections that close meanwhile are skipped.
        pass = this.wss.clients.values();
        quota = this.wss.clients.size;
        pinged = 0;
      }
      tick++;
      const due = Math.ceil((quota * tick) / ticksPerPass);
      while (pass && pinged < due) {
        const next = pass.next();
        if (next.done) pass = null;
        else {
          pinged++;
          pingOrTerminate(next.value as Heartbeating, pingMaxRetries);
        }
      }
      if (tick >= ticksPerPass) {
        pass = null;
        tick = 0;
      }
    }, pingInterval / ticksPerPass);
  }
}

function pingOrTerminate(socket: Heartbeating, pingMaxRetries: number): void {
  const unanswered = socket.pingCount ?? 0;
  if (unanswered >= pingMaxRetries) {
    socket.terminate();
    return;
  }
  socket.pingCount = unanswered + 1;
  socket.ping(noop);
}

function noop(): void {}
