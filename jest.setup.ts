// Node 20 has no global WebSocket; Colyseus' reconnection path needs one (see docs/colyseus-notes).
import { WebSocket } from "ws";
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

// Tests create and join many tables from 127.0.0.1 within a minute: the per-address HTTP limits
// (server/config.ts) get room to spare here, and in the servers the tests start as processes.
// The tests of those limits pass their own small figures (server/http/front-door.test.ts).
for (const key of ["RATE_CREATES_PER_MIN", "RATE_JOINS_PER_MIN", "RATE_WRONG_CODES_PER_MIN"]) process.env[key] ??= "100000";
