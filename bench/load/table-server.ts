// The Broadside server (server/main.ts: SQLite journal in DATA_DIR) with the load probe of
// bench/load/server-probe.ts: what bench/server-load.bench.ts runs for its `table` phase.
// Journal commits on the event loop over 5 ms are reported among the probe's pauses.
// First: every later require of @colyseus/schema gets the copy @colyseus/core uses (server/schema-copy.ts).
import "../../server/schema-copy";
import { SqliteStore } from "../../server/storage/sqlite-store";
import { BotRouting } from "../../server/table/bot-routing";
import { installProbe } from "./server-probe";

const probe = installProbe();
const write = SqliteStore.prototype.write;
SqliteStore.prototype.write = function (this: SqliteStore, ...args: Parameters<SqliteStore["write"]>) {
  const from = performance.now();
  try {
    return write.apply(this, args);
  } finally {
    const ms = performance.now() - from;
    if (ms > 5) probe.notePause(performance.timeOrigin + from, ms, "commit");
  }
};
// BOTS_IN_THREAD=<game,…> (the bench's `smt-thread` phase): those games' bots decide in a bot
// thread from the start, as a slow bot's would (server/table/bot-routing.ts), to compare.
const botsInThread = new Set((process.env.BOTS_IN_THREAD ?? "").split(",").filter(Boolean));
if (botsInThread.size > 0) {
  const inThread = BotRouting.prototype.inThread;
  BotRouting.prototype.inThread = function (this: BotRouting, game: string) {
    return botsInThread.has(game) || inThread.call(this, game);
  };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
require("../../server/main");
