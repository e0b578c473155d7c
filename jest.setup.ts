// Node 20 has no global WebSocket; Colyseus' reconnection path needs one (see docs/colyseus-notes).
import { WebSocket } from "ws";
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
