import { parentPort, workerData } from "node:worker_threads";
import type { SqliteSynchronous } from "./sqlite";
import { SqliteStore } from "./sqlite-store";
import type { StoreReply, StoreRequest } from "./sqlite-thread-protocol";
import type { WriteOp } from "./write-ops";

/**
 * The journal thread: it owns the SQLite connection, so a commit (and the odd slow write()
 * or WAL checkpoint) never holds up the server's event loop. Requests are answered one at a
 * time, in the order they arrive; a write's reply is sent only after its transaction committed.
 */
const { file, synchronous } = workerData as { file: string; synchronous: SqliteSynchronous };
const store = new SqliteStore(file, synchronous);
const port = parentPort!;

port.on("message", (request: StoreRequest) => {
  let reply: StoreReply;
  try {
    switch (request.kind) {
      case "write":
        store.write(JSON.parse(request.ops) as WriteOp[]);
        reply = { id: request.id, ok: true, value: null };
        break;
      case "listUnfinished":
        reply = { id: request.id, ok: true, value: store.listUnfinished() };
        break;
      case "getMatch":
        reply = { id: request.id, ok: true, value: store.getMatch(request.matchId) };
        break;
      case "close":
        store.close();
        reply = { id: request.id, ok: true, value: null };
        break;
    }
  } catch (error) {
    const e = error as { message?: unknown; code?: unknown };
    reply = { id: request.id, ok: false, error: { message: String(e?.message ?? error), code: typeof e?.code === "string" ? e.code : undefined } };
  }
  port.postMessage(reply);
});
