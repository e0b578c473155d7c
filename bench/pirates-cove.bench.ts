/**
 * Pirate's Cove rules benchmark (not a test): random playouts on one core.
 *   npx ts-node --transpile-only bench/pirates-cove.bench.ts [--write]
 * Measures plies/s and complete games/s of the real rules (legalActions + apply + result per
 * ply, 4 players, every seat playing uniformly at random among its legal actions), and a
 * baseline in the same run that deep-copies the state (structuredClone) on every ply, as a
 * naive immutable engine would. Prints the median of several runs; --write records them in
 * bench/results.md under "## Pirate's Cove rules".
 */
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { Random, seedRng } from "../shared/engine/rng";
import { pirateCove } from "../shared/games/pirates-cove";
import type { PirateCoveState } from "../shared/games/pirates-cove";

const SEATS = [{ name: "Anne" }, { name: "Bart" }, { name: "Cal" }, { name: "Dee" }];
const OPTIONS = pirateCove.optionsSchema.parse({});
const RUNS = Number(process.env.RUNS ?? 7);
const RUN_MS = 1000;
const TARGET = 50_000;

interface Figures {
  plies: number;
  games: number;
  ms: number;
  cpuMs: number;
}

function playouts(seed0: number, deepCopy: boolean): Figures {
  const random = Random.from(seedRng(seed0));
  let plies = 0;
  let games = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  let seed = seed0;
  while (performance.now() - start < RUN_MS) {
    let s: PirateCoveState = pirateCove.setup(SEATS, OPTIONS, seed++);
    while (pirateCove.result(s) === null) {
      if (deepCopy) s = structuredClone(s);
      const active = pirateCove.activeSeats(s);
      const seat = active[random.int(0, active.length - 1)];
      const r = pirateCove.apply(s, seat, random.pick(pirateCove.legalActions(s, seat)));
      if (!r.ok) throw new Error(`rejected: ${r.rejection.code}`);
      s = r.state;
      plies++;
    }
    games++;
  }
  const cpu = process.cpuUsage(cpu0);
  return { plies, games, ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function summarise(runs: Figures[]) {
  return {
    pliesPerSec: median(runs.map((r) => (r.plies / r.ms) * 1000)),
    gamesPerSec: median(runs.map((r) => (r.games / r.ms) * 1000)),
    cpuPliesPerSec: median(runs.map((r) => (r.plies / r.cpuMs) * 1000)),
    cpuGamesPerSec: median(runs.map((r) => (r.games / r.cpuMs) * 1000)),
    pliesPerGame: runs.reduce((a, r) => a + r.plies, 0) / runs.reduce((a, r) => a + r.games, 0),
  };
}

playouts(1, false);
playouts(2, true);
const realRuns: Figures[] = [];
const copyRuns: Figures[] = [];
for (let i = 0; i < RUNS; i++) {
  realRuns.push(playouts(100 + i * 7919, false));
  copyRuns.push(playouts(100 + i * 7919, true));
}
const real = summarise(realRuns);
const copy = summarise(copyRuns);
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const lines = [
  `| engine | plies/s (wall) | games/s (wall) | plies/s (CPU time) | games/s (CPU time) |`,
  `|---|---:|---:|---:|---:|`,
  `| Pirate's Cove rules (one hand-written copy of the mutable state per ply) | ${fmt(real.pliesPerSec)} | ${fmt(real.gamesPerSec)} | ${fmt(real.cpuPliesPerSec)} | ${fmt(real.cpuGamesPerSec)} |`,
  `| baseline: structuredClone every ply | ${fmt(copy.pliesPerSec)} | ${fmt(copy.gamesPerSec)} | ${fmt(copy.cpuPliesPerSec)} | ${fmt(copy.cpuGamesPerSec)} |`,
  `| ratio | ${(real.pliesPerSec / copy.pliesPerSec).toFixed(1)}× | ${(real.gamesPerSec / copy.gamesPerSec).toFixed(1)}× | ${(real.cpuPliesPerSec / copy.cpuPliesPerSec).toFixed(1)}× | ${(real.cpuGamesPerSec / copy.cpuGamesPerSec).toFixed(1)}× |`,
];
const cpu = cpus()[0]?.model ?? "unknown CPU";
const note =
  `Random 4-player playouts (uniform legal actions, legalActions + apply + result per ply; a random active seat ` +
  `moves during simultaneous navigation and upgrading), one core, median of ${RUNS} runs of ${RUN_MS / 1000} s each ` +
  `(the two engines alternate) after a warm-up; ${real.pliesPerGame.toFixed(0)} plies per game. CPU-time figures divide ` +
  `by the CPU time the process got, wall figures by elapsed time. Load average at the end: ${loadavg()[0].toFixed(1)}. ` +
  `Machine: ${cpu}, ${cpus().length} cores shared with other work, Node ${process.version}. ` +
  `Target: at least ${fmt(TARGET)} plies/s (wall ${real.pliesPerSec >= TARGET ? "met" : "NOT met"}, ` +
  `CPU time ${real.cpuPliesPerSec >= TARGET ? "met" : "NOT met"}).`;
console.log(lines.join("\n"));
console.log(note);

if (process.argv.includes("--write")) {
  const file = "bench/results.md";
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const section = [
    "## Pirate's Cove rules",
    "",
    `${date} UTC — \`npx ts-node --transpile-only bench/pirates-cove.bench.ts --write\``,
    "",
    ...lines,
    "",
    note,
    "",
  ].join("\n");
  let text = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark results\n\n";
  const re = /## Pirate's Cove rules\n[\s\S]*?(?=\n## |$)/;
  text = re.test(text) ? text.replace(re, section.trimEnd() + "\n") : text.trimEnd() + "\n\n" + section;
  writeFileSync(file, text);
  console.log(`written to ${file}`);
}
