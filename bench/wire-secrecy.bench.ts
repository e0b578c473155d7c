/**
 * Shiver Me Timbers secrecy on the wire, at scale (not a test): plays GAMES whole games (default
 * 1,000, spread over 2, 3 and 4 players and every table option) at real tables in this process,
 * one SDK client per seat and a spectator, and checks every frame every client receives against
 * the secrets of the game state at that step (server/games/shiver-me-timbers/wire-secrecy.ts,
 * the same check as server/table/smt-secrecy.test.ts). Prints games, actions, frames, bytes,
 * leaks and misses (an owner's own view or legal moves not received); exits 1 on any leak.
 *   npx ts-node --transpile-only bench/smt-secrecy.bench.ts [games=1000] [--write]
 * --write records the figures in bench/results.md under "## Shiver Me Timbers secrecy".
 */
import { WebSocket } from "ws";
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
for (const key of ["RATE_CREATES_PER_MIN", "RATE_JOINS_PER_MIN", "RATE_WRONG_CODES_PER_MIN"]) process.env[key] ??= "100000";

import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { gameRegistry } from "../shared/games/registry";
import { gameSchemaRegistry } from "../server/games/registry";
import { playWatchedGame } from "../server/games/shiver-me-timbers/wire-secrecy";
import { startTestServer } from "../server/test/harness";

const args = process.argv.slice(2);
const GAMES = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const WRITE = args.includes("--write");
const OPTIONS: Record<string, unknown>[] = [
  {},
  { map: "custom" },
  { events: true },
  { resilientShips: true },
  { epic: true },
  { map: "custom", events: true, resilientShips: true },
];

async function main() {
  const load0 = loadavg()[0];
  const t = await startTestServer({
    games: [gameRegistry.get("shiver-me-timbers")!],
    schemas: Object.fromEntries(gameSchemaRegistry),
    config: { actionsPerSecond: 100_000, disconnectPer5s: 1_000_000, graceSeconds: 2 },
  });
  const t0 = performance.now();
  let actions = 0, frames = 0, bytes = 0, leaks = 0, misses = 0, unfinished = 0;
  const byCount: Record<number, number> = { 2: 0, 3: 0, 4: 0 };
  for (let g = 0; g < GAMES; g++) {
    const seats = 2 + (g % 3);
    const options = OPTIONS[Math.floor(g / 3) % OPTIONS.length];
    const played = await playWatchedGame(t, { seats, options, seed: g + 1 });
    actions += played.actions;
    frames += played.frames;
    bytes += played.bytes;
    leaks += played.leaks.length;
    misses += played.misses.length;
    if (!played.finished) unfinished++;
    byCount[seats]++;
    if (played.leaks.length > 0) console.error(`game ${g} (${seats} seats, ${JSON.stringify(options)}): ${played.leaks.length} leaks, e.g.`, played.leaks.slice(0, 3));
    if ((g + 1) % 25 === 0) console.error(`  ${g + 1}/${GAMES} games, ${leaks} leaks, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  await t.close();
  const seconds = (performance.now() - t0) / 1000;
  const line = `${GAMES} games (${byCount[2]} × 2, ${byCount[3]} × 3, ${byCount[4]} × 4 players; options cycled: ${OPTIONS.map((o) => JSON.stringify(o)).join(" ")}): ${actions} actions, ${frames} frames (${(bytes / 1e6).toFixed(1)} MB) checked, **${leaks} leaks**, ${misses} misses, ${unfinished} unfinished; ${seconds.toFixed(0)} s, load ${load0.toFixed(1)}`;
  console.log(line);
  if (WRITE) {
    const file = "bench/results.md";
    const text = readFileSync(file, "utf8");
    const section = `## Shiver Me Timbers secrecy\n\n\`npx ts-node --transpile-only bench/smt-secrecy.bench.ts ${GAMES}\` (${new Date().toISOString().slice(0, 16)} UTC):\n${line}\n`;
    const at = text.indexOf("## Shiver Me Timbers secrecy");
    const next = at < 0 ? -1 : text.indexOf("\n## ", at + 5);
    writeFileSync(file, at < 0 ? `${text.trimEnd()}\n\n${section}` : text.slice(0, at) + section + (next < 0 ? "" : text.slice(next + 1)));
  }
  process.exit(leaks > 0 ? 1 : 0);
}

void main();
