// A diagnostic variant for bench/server-load.bench.ts (PHASES=...,memory): the real server
// (buildServer: same room, projector, views, log) with the in-memory journal instead of
// SQLite, to separate the cost of the write-ahead journal from the rest.
// First: every later require of @colyseus/schema gets the copy @colyseus/core uses (server/schema-copy.ts).
import "../server/schema-copy";
import { WebSocket } from "ws";
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

import { buildServer } from "../server/build-server";
import { installProbe } from "./load/server-probe";

installProbe();

async function main(): Promise<void> {
  const server = buildServer({ handleSignals: true }); // default journal: MemoryJournal
  await server.listen();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
