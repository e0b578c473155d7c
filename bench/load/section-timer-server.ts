// A diagnostic variant of the table phase's server for bench/server-load.bench.ts
// (TABLE_ENTRY=dist/bench/bench/load/section-timer-server.js): the real server, with the wall
// time of each step of the action path added up, without a profiler (whose overhead inflates
// JavaScript more than SQLite or the kernel). Every 5 s it appends one JSON line to
// SECTIONS_FILE ($TMPDIR/broadside-sections.jsonl): the actions accepted since the last line
// and each step's µs per accepted action. Through SERVER_ENV:
// - SECTIONS_MORE=boardView:privatePart:tableView: TableOutput steps inside `sync` too;
// - SECTIONS_GAME=publicView:legalActions:seatView: the games' own view functions too;
// - SECTIONS_WARM=1: each action's rules run a second time at once (tryAction is pure until
//   commit), timed apart: the same work with warm caches, against the first call's time.
// First: every later require of @colyseus/schema gets the copy @colyseus/core uses (server/schema-copy.ts).
import "../../server/schema-copy";
import { appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Room } from "@colyseus/core";
import { SqliteStore } from "../../server/storage/sqlite-store";
import { ActionPath } from "../../server/table/action-path";
import { GameLog } from "../../server/table/game-log";
import { Match } from "../../server/table/match";
import { TableOutput } from "../../server/table/output";
import { gameRegistry } from "../../shared/games/registry";
import { installProbe } from "./server-probe";

installProbe();
const file = process.env.SECTIONS_FILE ?? path.join(tmpdir(), "broadside-sections.jsonl");
const totals = new Map<string, number>();
const add = (name: string, ms: number) => totals.set(name, (totals.get(name) ?? 0) + ms);

/** Wraps a method so the time of its synchronous part is added to `name`. */
function time(proto: object, method: string, name: string): void {
  const target = proto as Record<string, (...args: unknown[]) => unknown>;
  const original = target[method];
  target[method] = function (this: unknown, ...args: unknown[]) {
    const from = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      add(name, performance.now() - from);
    }
  };
}

time(ActionPath.prototype, "receive", "receive (size, zod, enqueue)");
time(Match.prototype, "commit", "commit");
time(SqliteStore.prototype, "write", "journal (SQLite write)");
time(GameLog.prototype, "append", "log append");
time(TableOutput.prototype, "sync", "sync (views + project)");
time(TableOutput.prototype, "sendLog", "sendLog");
for (const step of (process.env.SECTIONS_MORE ?? "").split(/[,:]/).filter(Boolean)) time(TableOutput.prototype, step, `  sync: ${step}`);
time(Room.prototype, "broadcastPatch", "broadcastPatch (encode + frames)");
time(Room.prototype, "_onMessage", "onMessage (decode .. handler)");
if (process.env.SECTIONS_WARM === "1") {
  const tryAction = Match.prototype.tryAction;
  Match.prototype.tryAction = function (this: Match, ...args: Parameters<Match["tryAction"]>) {
    const from = performance.now();
    const outcome = tryAction.apply(this, args);
    const between = performance.now();
    tryAction.apply(this, args);
    add("rules (tryAction)", between - from);
    add("rules again at once", performance.now() - between);
    return outcome;
  };
} else time(Match.prototype, "tryAction", "rules (tryAction)");
/** Wraps a module function, called through its module's exports object by the compiled action path, so its outermost calls add to `name`. */
function timeExport(exports: Record<string, (...args: unknown[]) => unknown>, method: string, name: string): void {
  const original = exports[method];
  let depth = 0; // the projector recurses: only the outermost call counts
  exports[method] = (...args: unknown[]) => {
    const from = performance.now();
    depth++;
    try {
      return original(...args);
    } finally {
      depth--;
      if (depth === 0) add(name, performance.now() - from);
    }
  };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const corkedSends = require("../../server/table/corked-sends") as Record<string, (...args: unknown[]) => unknown>;
if (process.env.SECTIONS_AB_BATCH === "1") abBatching(corkedSends);
else timeExport(corkedSends, "withCorkedSends", "corked sends (sync + patch + log + socket writes)");
/**
 * SECTIONS_AB_BATCH=1: every other action's frames leave the way they did before frame batching
 * (every socket corked, each frame written by ws), the others batched (transport/frame-batch.ts),
 * so the two are timed side by side in one server. Each line is per action of all: double it
 * for per action of its kind.
 */
function abBatching(exports: Record<string, (...args: unknown[]) => unknown>): void {
  const batched = exports.withCorkedSends;
  let call = 0;
  exports.withCorkedSends = (clients: unknown, send: unknown) => {
    const old = call++ % 2 === 1;
    const from = performance.now();
    try {
      if (!old) return batched(clients, send);
      const sockets: { cork(): void; uncork(): void }[] = [];
      for (const client of clients as Iterable<{ ref?: { _socket?: { cork(): void; uncork(): void } } }>) {
        const socket = client.ref?._socket;
        if (socket) {
          socket.cork();
          sockets.push(socket);
        }
      }
      try {
        return (send as () => void)();
      } finally {
        for (const socket of sockets) socket.uncork();
      }
    } finally {
      add(old ? "A/B: corked, ws writes each frame (half the actions)" : "A/B: batched, one write per client (half the actions)", performance.now() - from);
    }
  };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
timeExport(require("../../server/table/projector"), "project", "  sync: project (the whole tree)");
// eslint-disable-next-line @typescript-eslint/no-require-imports
timeExport(require("../../server/table/owner-views"), "revealToOwner", "  revealToOwner (private parts' new objects)");
for (const step of (process.env.SECTIONS_GAME ?? "").split(/[,:]/).filter(Boolean)) {
  for (const game of gameRegistry.values()) time(game, step, `  game: ${step}`);
}
let accepted = 0;
const commit = Match.prototype.commit;
Match.prototype.commit = function (this: Match, ...args: Parameters<Match["commit"]>) {
  accepted++;
  return commit.apply(this, args);
};

setInterval(() => {
  if (accepted === 0) return;
  const line: Record<string, number> = { at: Date.now(), actions: accepted };
  for (const [name, ms] of totals) line[name] = Math.round((ms * 1000) / accepted);
  appendFileSync(file, `${JSON.stringify(line)}\n`);
  totals.clear();
  accepted = 0;
}, 5000).unref();

// eslint-disable-next-line @typescript-eslint/no-require-imports
require("../../server/main");
