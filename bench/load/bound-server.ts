// A diagnostic variant of the table phase's server for bench/server-load.bench.ts: how close
// the table can come to the bare room when parts the issue requires are taken away, to bound
// what any trim of them could win. It is bench/memory-journal-server.ts (the real room, rules,
// views and patches, with no write-ahead commit at all) and, with SERVER_ENV=BOUND=log, no log
// either (no entries kept, no `log` message). Not a server to run: a table without its journal
// or log loses what the product promises.
//   TABLE_ENTRY=dist/bench/bench/load/bound-server.js SERVER_ENV=BOUND=log PHASES=bare,table,memory …
// First: every later require of @colyseus/schema gets the copy @colyseus/core uses (server/schema-copy.ts).
import "../../server/schema-copy";
import { GameLog } from "../../server/table/game-log";
import { TableOutput } from "../../server/table/output";

const without = new Set((process.env.BOUND ?? "").split(/[,:]/).filter(Boolean));
if (without.has("log")) {
  GameLog.prototype.append = () => [];
  TableOutput.prototype.sendLog = () => undefined;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
require("../memory-journal-server");
