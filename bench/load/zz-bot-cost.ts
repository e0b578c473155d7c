import { Random, seedRng } from "../../shared/engine";
import type { AnyGame } from "../../shared/engine/game";
import { gameRegistry } from "../../shared/games/registry";
const game = gameRegistry.get(process.argv[2] ?? "shiver-me-timbers") as AnyGame;
const times: { ms: number; type: string; phase: string }[] = [];
for (let g = 0; g < 60; g++) {
  const opts = game.optionsSchema.parse(g % 2 ? { events: true } : {});
  let state: any = game.setup([0, 1, 2, 3].map((i) => ({ name: `P${i}` })), opts, g + 100);
  const random = Random.from(seedRng(g + 100));
  for (let ply = 0; ply < 3000 && !game.result(state); ply++) {
    const seat = game.activeSeats(state)[0];
    const t0 = performance.now();
    const action: any = game.bot(state, seat, random);
    const ms = performance.now() - t0;
    if (g >= 5) times.push({ ms, type: action.type, phase: state.pending?.[0]?.kind ?? state.phase });
    const out = game.apply(state, seat, action);
    if (!out.ok) throw new Error(out.rejection.code);
    state = out.state;
  }
}
const sorted = [...times].sort((a, b) => a.ms - b.ms);
const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].ms.toFixed(2);
console.log("n", sorted.length, "p50", q(0.5), "p90", q(0.9), "p99", q(0.99), "p99.9", q(0.999), "max", q(1 - 1e-9));
const slow = sorted.filter((t) => t.ms > 2);
const by = new Map<string, number[]>();
for (const t of slow) { const k = t.type + " @" + t.phase; (by.get(k) ?? by.set(k, []).get(k)!).push(t.ms); }
console.log("over 2 ms:", slow.length); [...by].sort((a, b) => b[1].length - a[1].length).slice(0, 15).forEach(([k, v]) => console.log(v.length, k, "max", Math.max(...v).toFixed(1)));
