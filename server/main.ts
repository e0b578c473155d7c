// Node 20 has no global WebSocket; Colyseus' reconnection path needs one (see colyseus-notes).
import { WebSocket } from "ws";
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

import { buildServer } from "./build-server";

/** The entry: `npm start` (compiled) or `npm run dev` (ts-node). Configuration: server/config.ts. */
async function main(): Promise<void> {
  const server = buildServer({ handleSignals: true });
  await server.listen();
  const restored = await server.restore();
  if (restored.length > 0) server.logger.info({ tables: restored }, "restored unfinished tables");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
