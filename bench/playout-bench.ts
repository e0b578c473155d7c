/**
 * The rules benchmark every game shares (not a test): random playouts on one core.
 * Measures plies/s and complete games/s of the real rules, and a baseline in the same run that
 * deep-copies the state (structuredClone) on every ply, as a naive immutable engine would.
 * Prints the median of several runs; --write records them in bench/results.md under
 * "## <game> rules". Each game's bench file (bench/<game>.bench.ts) only says which game,
 * how it copies its state and its target.
 */
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import type { AnyGame } from "../shared/engine/game";
import { Random, seedRng } from "../shared/engine/rng";

export interface PlayoutBench {
  readonly game: AnyGame;
  /** How the real rules copy their state, for the table ("copy what changes"). */
  readonly engine: string;
  readonly target: number;
  /** The script's path, for the command line in the results. */
  readonly script: string;
}

const SEATS = [{ name: "Anne" }, { name: "Bob" }, { name: "Cal" }, { name: "Dee" }];
const RUNS = Number(process.env.RUNS ?? 7);
const RUN_MS = 1000;

interface Figures {
  plies: number;
  games: number;
  /** Wall-clock time of the run. */
  ms: number;
  /** CPU time this process got during the run: on a shared machine, the fairer clock. */
  cpuMs: number;
}

/** Plays random games back to back for about RUN_MS; a random active seat moves when several may. */
function playouts(game: AnyGame, seed0: number, deepCopy: boolean): Figures {
  const options = game.optionsSchema.parse({});
  const random = Random.from(seedRng(seed0));
  let plies = 0;
  let games = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  let seed = seed0;
  while (performance.now() - start < RUN_MS) {
    let s = game.setup(SEATS, options, seed++);
    while (game.result(s) === null) {
      if (deepCopy) s = structuredClone(s);
      const active = game.activeSeats(s);
      const seat = active.length === 1 ? active[0] : active[random.int(0, active.length - 1)];
      const r = game.apply(s, seat, random.pick(game.legalActions(s, seat)));
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

export function runPlayoutBench({ game, engine, target, script }: PlayoutBench): void {
  // Warm-up, then alternate the two engines so both see the same load on a shared machine.
  playouts(game, 1, false);
  playouts(game, 2, true);
  const realRuns: Figures[] = [];
  const copyRuns: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    realRuns.push(playouts(game, 100 + i * 7919, false));
    copyRuns.push(playouts(game, 100 + i * 7919, true));
  }
  const real = summarise(realRuns);
  const copy = summarise(copyRuns);
  const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  const lines = [
    `| engine | plies/s (wall) | games/s (wall) | plies/s (CPU time) | games/s (CPU time) |`,
    `|---|---:|---:|---:|---:|`,
    `| ${game.name} rules (${engine}) | ${fmt(real.pliesPerSec)} | ${fmt(real.gamesPerSec)} | ${fmt(real.cpuPliesPerSec)} | ${fmt(real.cpuGamesPerSec)} |`,
    `| baseline: structuredClone every ply | ${fmt(copy.pliesPerSec)} | ${fmt(copy.gamesPerSec)} | ${fmt(copy.cpuPliesPerSec)} | ${fmt(copy.cpuGamesPerSec)} |`,
    `| ratio | ${ratio(real.pliesPerSec, copy.pliesPerSec)} | ${ratio(real.gamesPerSec, copy.gamesPerSec)} | ${ratio(real.cpuPliesPerSec, copy.cpuPliesPerSec)} | ${ratio(real.cpuGamesPerSec, copy.cpuGamesPerSec)} |`,
  ];
  const met = (n: number) => (n >= target ? "met" : "NOT met");
  const note =
    `Random 4-player playouts (uniform legal actions, legalActions + apply + result per ply; a random active seat ` +
    `moves when several may), one core, median of ${RUNS} runs of ${RUN_MS / 1000} s each (the two engines alternate) ` +
    `after a warm-up; ${real.pliesPerGame.toFixed(0)} plies per game. CPU-time figures divide by the CPU time the process ` +
    `got, wall figures by elapsed time. Load average at the end: ${loadavg()[0].toFixed(1)}. ` +
    `Machine: ${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores shared with other work, Node ${process.version}. ` +
    `Target: at least ${fmt(target)} plies/s (wall ${met(real.pliesPerSec)}, CPU time ${met(real.cpuPliesPerSec)}).`;
  console.log(lines.join("\n"));
  console.log(note);
  if (process.argv.includes("--write")) writeSection(`## ${game.name} rules`, script, lines, note);
}

/** Replaces (or appends) only this benchmark's section of bench/results.md. */
function writeSection(heading: string, script: string, lines: string[], note: string): void {
  const file = "bench/results.md";
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const section = [heading, "", `${date} UTC — \`npx ts-node --transpile-only ${script} --write\``, "", ...lines, "", note, ""].join("\n");
  let text = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark results\n\n";
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`${escaped}\\n[\\s\\S]*?(?=\\n## |$)`);
  text = re.test(text) ? text.replace(re, section.trimEnd() + "\n") : text.trimEnd() + "\n\n" + section;
  writeFileSync(file, text);
  console.log(`written to ${file}`);
}
