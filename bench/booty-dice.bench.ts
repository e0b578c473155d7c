/**
 * Booty Dice rules benchmark (not a test): random playouts on one core.
 *   npx ts-node --transpile-only bench/booty-dice.bench.ts [--write]
 * Measures plies/s and complete games/s of the real rules, and a baseline in the same run
 * that deep-copies the state (structuredClone) on every ply, as a naive immutable engine
 * would. Prints the median of several runs; --write records them in bench/results.md under
 * "## Booty Dice rules".
 */
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { cpus } from "node:os";
import { Random, seedRng } from "../shared/engine/rng";
import { bootyDice } from "../shared/games/booty-dice";
import type { BootyDiceState } from "../shared/games/booty-dice";

const SEATS = [{ name: "Anne" }, { name: "Bob" }, { name: "Cal" }, { name: "Dee" }];
const OPTIONS = bootyDice.optionsSchema.parse({});
const RUNS = 7;
const RUN_MS = 1000;

interface Figures {
  plies: number;
  games: number;
  ms: number;
}

/** Plays random games back to back for about RUN_MS. */
function playouts(seed0: number, deepCopy: boolean): Figures {
  const random = Random.from(seedRng(seed0));
  let plies = 0;
  let games = 0;
  const start = performance.now();
  let seed = seed0;
  while (performance.now() - start < RUN_MS) {
    let s: BootyDiceState = bootyDice.setup(SEATS, OPTIONS, seed++);
    while (bootyDice.result(s) === null) {
      if (deepCopy) s = structuredClone(s);
      const seat = bootyDice.activeSeats(s)[0];
      const r = bootyDice.apply(s, seat, random.pick(bootyDice.legalActions(s, seat)));
      if (!r.ok) throw new Error(`rejected: ${r.rejection.code}`);
      s = r.state;
      plies++;
    }
    games++;
  }
  return { plies, games, ms: performance.now() - start };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function measure(deepCopy: boolean) {
  playouts(1, deepCopy); // warm-up
  const runs = Array.from({ length: RUNS }, (_, i) => playouts(100 + i * 7919, deepCopy));
  return {
    pliesPerSec: median(runs.map((r) => (r.plies / r.ms) * 1000)),
    gamesPerSec: median(runs.map((r) => (r.games / r.ms) * 1000)),
    pliesPerGame: runs.reduce((a, r) => a + r.plies, 0) / runs.reduce((a, r) => a + r.games, 0),
  };
}

const real = measure(false);
const copy = measure(true);
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const lines = [
  `| engine | plies/s | games/s |`,
  `|---|---:|---:|`,
  `| Booty Dice rules (copy what changes) | ${fmt(real.pliesPerSec)} | ${fmt(real.gamesPerSec)} |`,
  `| baseline: structuredClone every ply | ${fmt(copy.pliesPerSec)} | ${fmt(copy.gamesPerSec)} |`,
  `| ratio | ${(real.pliesPerSec / copy.pliesPerSec).toFixed(1)}× | ${(real.gamesPerSec / copy.gamesPerSec).toFixed(1)}× |`,
];
const cpu = cpus()[0]?.model ?? "unknown CPU";
const note =
  `Random 4-player playouts (uniform legal actions, legalActions + apply + result per ply), one core, ` +
  `median of ${RUNS} runs of ${RUN_MS / 1000} s after a warm-up; ${real.pliesPerGame.toFixed(0)} plies per game. ` +
  `Machine: ${cpu}, ${cpus().length} cores shared with other work, Node ${process.version}. ` +
  `Target: at least 200,000 plies/s (${real.pliesPerSec >= 200_000 ? "met" : "NOT met"}).`;
console.log(lines.join("\n"));
console.log(note);

if (process.argv.includes("--write")) {
  const file = "bench/results.md";
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const section = [
    "## Booty Dice rules",
    "",
    `${date} UTC — \`npx ts-node --transpile-only bench/booty-dice.bench.ts --write\``,
    "",
    ...lines,
    "",
    note,
    "",
  ].join("\n");
  let text = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark results\n\n";
  const re = /## Booty Dice rules\n[\s\S]*?(?=\n## |$)/;
  text = re.test(text) ? text.replace(re, section.trimEnd() + "\n") : text.trimEnd() + "\n\n" + section;
  writeFileSync(file, text);
  console.log(`written to ${file}`);
}
