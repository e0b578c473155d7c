// First: every later require of @colyseus/schema gets the copy @colyseus/core uses (server/schema-copy.ts).
import "./schema-copy";
// Node 20 has no global WebSocket; Colyseus' reconnection path needs one (see colyseus-notes).
import { WebSocket } from "ws";
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

import { buildServer } from "./build-server";
import { loadConfig } from "./config";
import { openJournal, storageConfigFromEnv } from "./storage/open-journal";
import { retentionDaysFromEnv, startRetentionSweep } from "./storage/retention";

/** The entry: `npm start` (compiled) or `npm run dev` (ts-node). Configuration: server/config.ts. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Matches survive a restart: SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL (migrated here).
  const storage = { ...storageConfigFromEnv(), dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  const journal = await openJournal(storage);
  const server = buildServer({ config, journal, handleSignals: true });
  server.logger.info({ storage: journal.where }, "match journal open");
  // Finished matches' records are deleted after MATCH_RETENTION_DAYS (storage/retention.ts).
  await startRetentionSweep(storage, retentionDaysFromEnv(), server.logger);
  await server.listen();
  const restored = await server.restore();
  if (restored.length > 0) server.logger.info({ tables: restored }, "restored unfinished tables");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
