/**
 * How long each game's bot takes to decide on the event loop, over 4-seat self-played games
 * (the first five games' decisions left out as warm-up): p50 to max, and the decisions over
 * 2 ms by action and phase. It is the measure behind server/table/bot-routing.ts (a game's bots
 * decide on the loop until they are slow) and the load bench's target of a decision p99 ≤ 5 ms.
 *   npx ts-node --transpile-only bench/bot-decisions.bench.ts [game …] [--games=60]
 * With no game named, every game in turn. It prints; its figures are kept by hand in results.md.
 */
import { Random, seedRng } from "../shared/engine";
import type { AnyGame } from "../shared/engine/game";
import { gameRegistry } from "../shared/games/registry";

const args = process.argv.slice(2);
const named = args.filter((a) => !a.startsWith("--"));
const GAMES = Number(args.find((a) => a.startsWith("--games="))?.slice("--games=".length) ?? 60);
const WARM_UP_GAMES = 5;

for (const id of named.length > 0 ? named : [...gameRegistry.keys()]) {
  const game = gameRegistry.get(id) as AnyGame | undefined;
  if (!game) throw new Error(`no game ${id}; one of ${[...gameRegistry.keys()].join(", ")}`);
  report(id, decisionTimes(id, game));
}

function decisionTimes(id: string, game: AnyGame): { ms: number; type: string; phase: string }[] {
  const times: { ms: number; type: string; phase: string }[] = [];
  for (let g = 0; g < GAMES; g++) {
    const options = game.optionsSchema.parse(g % 2 && id === "shiver-me-timbers" ? { events: true } : {});
    const seats = [0, 1, 2, 3].slice(0, game.maxSeats).map((i) => ({ name: `P${i}` }));
    let state = game.setup(seats, options, g + 100) as { phase?: string; pending?: { kind: string }[] };
    const random = Random.from(seedRng(g + 100));
    for (let ply = 0; ply < 3000 && !game.result(state); ply++) {
      const seat = game.activeSeats(state)[0];
      const from = performance.now();
      const action = game.bot(state, seat, random) as { type: string };
      const ms = performance.now() - from;
      if (g >= WARM_UP_GAMES) times.push({ ms, type: action.type, phase: state.pending?.[0]?.kind ?? state.phase ?? "" });
      const out = game.apply(state, seat, action);
      if (!out.ok) throw new Error(`the bot chose a rejected action: ${out.rejection.code}`);
      state = out.state as typeof state;
    }
  }
  return times;
}

function report(id: string, times: readonly { ms: number; type: string; phase: string }[]): void {
  const sorted = [...times].sort((a, b) => a.ms - b.ms);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].ms.toFixed(2);
  console.log(`${id}: ${sorted.length} decisions, ms p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, p99.9 ${at(0.999)}, max ${sorted[sorted.length - 1].ms.toFixed(2)}`);
  const slow = new Map<string, number[]>();
  for (const t of times.filter((t) => t.ms > 2)) {
    const key = `${t.type} in ${t.phase}`;
    slow.set(key, [...(slow.get(key) ?? []), t.ms]);
  }
  console.log(`over 2 ms: ${[...slow.values()].reduce((n, list) => n + list.length, 0)}`);
  for (const [key, list] of [...slow].sort((a, b) => b[1].length - a[1].length).slice(0, 15)) {
    console.log(`  ${list.length} × ${key}, longest ${Math.max(...list).toFixed(1)} ms`);
  }
}
