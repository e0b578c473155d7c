/**
 * Wire bytes per Booty Dice action, by kind of action (not a test; prints, writes nothing):
 *
 *   npx ts-node --transpile-only bench/wire-bytes.bench.ts
 *   ACTIONS=1000 npx ts-node --transpile-only bench/wire-bytes.bench.ts
 *
 * One table in this process (the real room, in-memory journal), 4 SDK players driven by the
 * load benchmark's scripted player (server/scale/scripted-player.ts, the same choices as
 * bench/server-load.bench.ts) and 1 spectator. Every frame every client receives is recorded;
 * an action's bytes are all frames between sending it and the next action, after every client
 * has seen its version and the `log` frame that follows the patch (so nothing is counted in
 * the wrong action). Complements the load benchmark, which measures the same figure under
 * load but cuts its windows when the patch is seen.
 */
// First: every later require of @colyseus/schema gets the copy @colyseus/core uses (server/schema-copy.ts).
import "../server/schema-copy";
import "../server/test/frame-recorder";
import { WebSocket } from "ws";
import { framesOf } from "../server/test/frame-recorder";
import { sleep, startTestServer, until } from "../server/test/harness";
import { bootyDiceSchemas } from "../server/games/booty-dice/schema";
import { nextBootyAction } from "../server/scale/scripted-player";
import { bootyDice } from "../shared/games/booty-dice";

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const ACTIONS = Number(process.env.ACTIONS ?? 600);
const PATCH = 15; // Protocol.ROOM_STATE_PATCH
const DATA = 13; // Protocol.ROOM_DATA

interface Sample {
  kind: string;
  /** Per client (seats 0–3, spectator 4): total, patch, messages. */
  bytes: { total: number; patch: number; data: number }[];
}

async function main(): Promise<void> {
  const t = await startTestServer({ games: [bootyDice], schemas: { "booty-dice": bootyDiceSchemas }, config: { actionsPerSecond: 1000 } });
  const host = await t.client().create("table", { game: "booty-dice", seats: 4, name: "Host 0" });
  const rooms = [host];
  for (let s = 1; s < 4; s++) rooms.push(await t.client().joinById(host.roomId, { name: `P${s} 0` }));
  rooms.push(await t.client().joinById(host.roomId, { name: "Watcher 0", watch: true }));
  const logsSeen = rooms.map(() => 0);
  rooms.forEach((r, i) => {
    r.onMessage("*", () => undefined);
    r.onMessage("log", () => logsSeen[i]++);
  });
  await until(() => rooms.every((r) => r.state.status === "playing"), "the start");
  await sleep(200);
  const samples: Sample[] = [];
  let attempt = 0;
  while (samples.length < ACTIONS) {
    const state = host.state;
    if (state.status === "finished") {
      host.send("rematch", {});
      await until(() => host.state.status === "playing", "the rematch");
      await sleep(50);
      continue;
    }
    const seat = state.active?.[0] as number | undefined;
    if (seat === undefined) {
      await sleep(5);
      continue;
    }
    const actor = rooms[seat];
    let action = nextBootyAction(actor.state.board, () => Math.random() < 0.5) as { type: string; from?: number[] };
    if (action.type === "jollyRoger") {
      const targets = [...(actor.state.board.pending?.targets ?? [])] as number[];
      const pairs = targets.flatMap((x, i) => targets.slice(i).map((y) => [x, y]));
      action = { type: "jollyRoger", from: pairs[attempt++ % pairs.length] };
    }
    const kind = action.type === "roll" ? (actor.state.board.rollsLeft === 3 ? "first roll" : "reroll") : action.type;
    const version = actor.state.version as number;
    const before = rooms.map((r) => framesOf(r).length);
    const logs = [...logsSeen];
    actor.send("action", { version, action });
    const accepted = await until(() => rooms.every((r) => r.state.version > version), "the patch", 1000).then(() => true, () => false);
    if (!accepted) continue; // refused (a Jolly Roger pair the rules do not allow): try another
    await until(() => logsSeen.every((n, i) => n > logs[i]), "the log", 1000).catch(() => undefined);
    await sleep(2);
    samples.push({
      kind,
      bytes: rooms.map((r, i) => {
        const frames = framesOf(r).slice(before[i]);
        const of = (code: number) => frames.filter((f) => (f[0] & 0x1f) === code).reduce((a, f) => a + f.length, 0);
        return { total: frames.reduce((a, f) => a + f.length, 0), patch: of(PATCH), data: of(DATA) };
      }),
    });
  }
  for (const r of rooms) await r.leave().catch(() => undefined);
  await t.close();

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const line = (label: string, set: Sample[], client: number) =>
    `| ${label} | ${set.length} | ${median(set.map((s) => s.bytes[client].total))} | ${median(set.map((s) => s.bytes[client].patch))} | ${median(set.map((s) => s.bytes[client].data))} | ${Math.min(...set.map((s) => s.bytes[client].total))}–${Math.max(...set.map((s) => s.bytes[client].total))} |`;
  const same = samples.every((s) => s.bytes.every((b) => b.total === s.bytes[4].total));
  console.log(`${samples.length} actions; every client received the same bytes for every action: ${same ? "yes" : "no"}`);
  console.log("| actions (spectator's bytes) | count | total median | patch median | messages median | total min–max |");
  console.log("|---|---:|---:|---:|---:|---:|");
  console.log(line("all", samples, 4));
  for (const kind of ["first roll", "reroll", "stop", "cutlass", "jollyRoger"]) {
    const set = samples.filter((s) => s.kind === kind);
    if (set.length > 0) console.log(line(kind, set, 4));
  }
  process.exit(0);
}

void main();
