// The baseline of bench/server-load.bench.ts: a bare Colyseus room in its own process that
// changes one number per message and sends the patch at once, like the table room does
// (patchRate null + broadcastPatch). No views, no journal, no log messages.
// First: every later require of @colyseus/schema gets the copy @colyseus/core uses (server/schema-copy.ts).
import "../server/schema-copy";
import { WebSocket } from "ws";
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

import { createServer } from "node:http";
import { Room, Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import express from "express";
import { StaggeredHeartbeatTransport } from "../server/transport/staggered-heartbeat";
import { BareCounter } from "./load/bare-schema";
import { installProbe } from "./load/server-probe";

installProbe();

class BareRoom extends Room<{ state: InstanceType<typeof BareCounter> }> {
  override onCreate(): void {
    // BARE_CLOCK=off (the bench's `quiet` phase): with patchRate null Colyseus still ticks each
    // room's clock 60 times a second; the table room stops it (table-room.ts), this does too.
    // (Before patchRate: its setter starts the tick unless a simulation interval exists.)
    if (process.env.BARE_CLOCK === "off") this.setSimulationInterval(() => undefined, 60_000);
    this.patchRate = null;
    this.maxClients = 100;
    this.state = new BareCounter();
    this.onMessage("inc", () => {
      this.state.n++;
      this.broadcastPatch();
    });
  }
}

async function main(): Promise<void> {
  const app = express();
  app.get("/api/games", (_req, res) => void res.json([]));
  const httpServer = createServer(app);
  // BARE_HEARTBEAT=staggered (the bench's `stagger` phase): Broadside's transport, whose
  // heartbeat pings the clients a slice at a time instead of all at once every 3 s.
  const Transport = process.env.BARE_HEARTBEAT === "staggered" ? StaggeredHeartbeatTransport : WebSocketTransport;
  const server = new Server({ transport: new Transport({ server: httpServer }), greet: false, gracefullyShutdown: true });
  server.define("bare", BareRoom);
  await server.listen(Number(process.env.PORT ?? 2599));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
