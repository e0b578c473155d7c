/**
 * Secrecy on the wire, at scale (not a test): plays GAMES whole games of one game (default
 * 1,000 Shiver Me Timbers games, spread over its player counts and table options) at real
 * tables, one SDK client per seat and a spectator, and checks every frame every client receives
 * against the secrets of the game state at that step: the same check as the secrecy tests
 * (server/table/wire-secrecy/, each game's server/games/<game>/wire-secrets.ts). Prints games,
 * actions, frames, bytes, leaks and misses (an owner's own view or legal moves not received);
 * exits 1 on any leak or miss.
 *   npx ts-node --transpile-only bench/wire-secrecy.bench.ts [games=1000] [--game=smt|pk|pc] [--workers=2] [--until=HH:MM] [--from=N] [--write]
 * Each worker is a process with its own server (the table work is CPU-bound: one per core).
 * --write records the figures in bench/results.md under "## <game> secrecy on the wire".
 */
// First: every later require of @colyseus/schema gets the copy @colyseus/core uses (server/schema-copy.ts).
import "../server/schema-copy";
import { WebSocket } from "ws";
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
for (const key of ["RATE_CREATES_PER_MIN", "RATE_JOINS_PER_MIN", "RATE_WRONG_CODES_PER_MIN"]) process.env[key] ??= "100000";

import { fork } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { secrecyBenchGames, type SecrecyBenchGame } from "./wire-secrecy-games";
import { gameSchemaRegistry } from "../server/games/registry";
import { startTestServer } from "../server/test/harness";
import { watchTable } from "../server/table/wire-secrecy/watch-table";

const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const GAMES = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const GAME = arg("game") ?? process.env.GAME ?? "smt";
const WORKERS = Number(arg("workers") ?? 2);
const WRITE = args.includes("--write");
/** --until=HH:MM (UTC): start no game after then, and report the games played (a shared machine's deadline). */
const UNTIL = arg("until");
/** --from=N: play games N … N + games − 1 (their seeds and tables), e.g. to add to a run stopped by --until. */
const FROM = Number(arg("from") ?? 0);
const untilMs = UNTIL ? Date.parse(`${new Date().toISOString().slice(0, 10)}T${UNTIL}:00Z`) : Infinity;

interface Tally {
  games: number;
  actions: number;
  frames: number;
  bytes: number;
  leaks: number;
  misses: number;
  unfinished: number;
  cpuMs: number;
  bySeats: Record<number, number>;
}

const empty = (): Tally => ({ games: 0, actions: 0, frames: 0, bytes: 0, leaks: 0, misses: 0, unfinished: 0, cpuMs: 0, bySeats: {} });

/** One worker: games w, w + W, w + 2W, … at its own server. */
async function work(bench: SecrecyBenchGame, worker: number, workers: number): Promise<Tally> {
  const t = await startTestServer({
    games: [bench.spec.game],
    schemas: Object.fromEntries(gameSchemaRegistry),
    config: { actionsPerSecond: 100_000, disconnectPer5s: 1_000_000, graceSeconds: 5 },
  });
  const tally = empty();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let g = FROM + worker; g < FROM + GAMES && Date.now() < untilMs; g += workers) {
    const { seats, options } = bench.tables[g % bench.tables.length];
    const played = await watchTable(t, bench.spec as never, { seats, options, seed: g + 1 });
    tally.games++;
    tally.actions += played.actions;
    tally.frames += played.frames;
    tally.bytes += played.bytes;
    tally.leaks += played.leaks.length;
    tally.misses += played.misses.length;
    if (!played.finished) tally.unfinished++;
    tally.bySeats[seats] = (tally.bySeats[seats] ?? 0) + 1;
    if (played.leaks.length + played.misses.length > 0) console.error(`game ${g} (${seats} seats, ${JSON.stringify(options)}): ${played.leaks.length} leaks, ${played.misses.length} misses, e.g.`, played.leaks.slice(0, 3), played.misses.slice(0, 3));
    if (tally.games % 25 === 0) console.error(`  worker ${worker}: ${tally.games} games, ${tally.leaks} leaks, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  const cpu = process.cpuUsage(cpu0);
  tally.cpuMs = (cpu.user + cpu.system) / 1000;
  await t.close();
  return tally;
}

function add(a: Tally, b: Tally): Tally {
  const bySeats = { ...a.bySeats };
  for (const [k, v] of Object.entries(b.bySeats)) bySeats[Number(k)] = (bySeats[Number(k)] ?? 0) + v;
  return { games: a.games + b.games, actions: a.actions + b.actions, frames: a.frames + b.frames, bytes: a.bytes + b.bytes, leaks: a.leaks + b.leaks, misses: a.misses + b.misses, unfinished: a.unfinished + b.unfinished, cpuMs: a.cpuMs + b.cpuMs, bySeats };
}

function runWorker(worker: number): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, process.argv.slice(2), { env: { ...process.env, SECRECY_WORKER: String(worker) }, execArgv: ["-r", "ts-node/register/transpile-only"] });
    let tally: Tally | null = null;
    child.on("message", (m) => (tally = m as Tally));
    child.on("exit", (code) => (tally ? resolve(tally) : reject(new Error(`worker ${worker} exited with ${code}`))));
  });
}

async function main() {
  const bench = secrecyBenchGames[GAME];
  if (!bench) throw new Error(`unknown game ${GAME} (${Object.keys(secrecyBenchGames).join(", ")})`);
  if (process.env.SECRECY_WORKER !== undefined) {
    const tally = await work(bench, Number(process.env.SECRECY_WORKER), WORKERS);
    if (process.send) process.send(tally);
    else console.log(JSON.stringify(tally)); // run alone (SECRECY_WORKER=0 --workers=1), e.g. to profile
    process.exit(0);
  }
  const loads = [loadavg()[0]];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 30_000);
  const t0 = performance.now();
  const tallies = await Promise.all(Array.from({ length: WORKERS }, (_, w) => runWorker(w)));
  clearInterval(sampler);
  loads.push(loadavg()[0]);
  const total = tallies.reduce(add, empty());
  const seconds = (performance.now() - t0) / 1000;
  const counts = Object.entries(total.bySeats).map(([seats, n]) => `${n} × ${seats}`).join(", ");
  const load = `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  const line =
    `${total.games} games (${counts} players; tables cycled: ${bench.tables.map((t) => `${t.seats} ${JSON.stringify(t.options)}`).join(", ")}): ` +
    `${total.actions.toLocaleString("en")} actions, ${total.frames.toLocaleString("en")} frames (${(total.bytes / 1e6).toFixed(1)} MB) checked, ` +
    `**${total.leaks} leaks**, ${total.misses} misses, ${total.unfinished} unfinished; ${seconds.toFixed(0)} s wall with ${WORKERS} workers ` +
    `(${(total.cpuMs / 1000).toFixed(0)} s CPU, ${(total.cpuMs / total.games / 1000).toFixed(2)} s CPU a game), load average ${load}`;
  console.log(total.games < GAMES ? `${line} (stopped at ${UNTIL} UTC: ${total.games} of ${GAMES} games)` : line);
  if (WRITE) {
    const file = "bench/results.md";
    const text = readFileSync(file, "utf8");
    const title = `## ${bench.name} secrecy on the wire`;
    const section = `${title}\n\n\`nice -n 10 npx ts-node --transpile-only bench/wire-secrecy.bench.ts ${GAMES} --game=${GAME} --workers=${WORKERS}\` (${new Date().toISOString().slice(0, 16)} UTC):\n${line}\n`;
    const at = text.indexOf(title);
    const next = at < 0 ? -1 : text.indexOf("\n## ", at + 5);
    writeFileSync(file, at < 0 ? `${text.trimEnd()}\n\n${section}` : text.slice(0, at) + section + (next < 0 ? "" : text.slice(next + 1)));
  }
  process.exit(total.leaks + total.misses > 0 ? 1 : 0);
}

void main().catch((error) => {
  console.error(error);
  process.exit(2);
});
