/**
 * Shiver Me Timbers rules benchmark and property run (not a test).
 *   npx ts-node --transpile-only bench/smt-selfplay.ts [gamesPerCount=5000] [--players=2,3,4] [--versus=2,4] [--events] [--epic] [--write]
 * (--players / --versus choose the player counts and --from=S starts at seed S, so parts can run
 * as parallel processes; every 500 games the figures so far are printed to stderr.)
 * For 2, 3 and 4 players: seeded bot-vs-bot games (odd seeds on the quick-start map, even
 * seeds on a custom map built by the bots), checking after every game that gold is never
 * negative, attributes stay in 1..7, cards and markers are conserved, and the game ended
 * (every ply is checked in the first 200 games, and replay must give the identical state in
 * the first 100). Then 1,000 games bot against random players. Prints the figures; --write
 * records them in bench/results.md under "## Shiver Me Timbers rules" (only that section).
 * --events plays with the optional events module, --epic in epic mode (both may be given); with
 * either, --write records under "## Shiver Me Timbers rules (events, epic)" instead, so the
 * regular figures stay. --versus=none skips the games against random players.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { Random, replay, seedRng, type Chooser } from "../shared/engine";
import { botChooser, randomChooser } from "../shared/engine/selfplay";
import { shiverMeTimbers as game } from "../shared/games/shiver-me-timbers";
import { invariantViolations } from "../shared/games/shiver-me-timbers/testing/invariants";
import type { SmtState } from "../shared/games/shiver-me-timbers";

const args = process.argv.slice(2);
const GAMES = Number(args.find((a) => /^\d+$/.test(a)) ?? 5000);
const WRITE = args.includes("--write");
const VERSUS = 1000;
const listArg = (name: string, fallback: number[]) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3).split(",").filter(Boolean).map(Number) : fallback;
};
const PLAYERS = listArg("players", [2, 3, 4]);
const FROM = listArg("from", [1])[0];
const VERSUS_PLAYERS = args.includes("--versus=none") ? [] : listArg("versus", [2, 4]);
/** Table options for every game: --events, --epic. */
const OPTIONS = { ...(args.includes("--events") ? { events: true } : {}), ...(args.includes("--epic") ? { epic: true } : {}) };
const VARIANT = Object.keys(OPTIONS).join(", ");
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));

interface Played {
  state: SmtState;
  plies: number;
  log: { seat: number; action: unknown }[];
}

function play(n: number, seed: number, choosers: Chooser[], map: string, checkEveryPly: boolean): Played {
  const random = Random.from(seedRng(seed ^ 0x5bd1e995));
  let state = game.setup(seats(n), game.optionsSchema.parse({ ...OPTIONS, map }), seed);
  const log: Played["log"] = [];
  for (let ply = 0; ply < 50_000 && game.result(state) === null; ply++) {
    const [seat] = game.activeSeats(state);
    const action = choosers[seat](state, seat, random);
    const out = game.apply(state, seat, action as never);
    if (!out.ok) throw new Error(`${n}p seed ${seed}: ${JSON.stringify(action)} rejected (${out.rejection.code})`);
    state = out.state;
    log.push({ seat, action });
    if (checkEveryPly) {
      const bad = invariantViolations(state);
      if (bad.length) throw new Error(`${n}p seed ${seed} ply ${ply}: ${bad.join("; ")}`);
    }
  }
  return { state, plies: log.length, log };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;

interface CountFigures {
  n: number;
  games: number;
  finished: number;
  violations: number;
  replayed: number;
  plies: number[];
  rounds: number[];
  byGoals: number;
  /** How the endgame was triggered: goals, wind, limit (epic mode's round limit). */
  ends: Record<string, number>;
  winnerVp: number[];
  allVp: number[];
  claims: Record<number, number>;
  offered: Record<number, number>;
  secretMet: number;
  secretChosen: number;
  wallMs: number;
  cpuMs: number;
}

function runCount(n: number): CountFigures {
  const f: CountFigures = {
    n, games: GAMES, finished: 0, violations: 0, replayed: 0, plies: [], rounds: [], byGoals: 0, ends: {}, winnerVp: [], allVp: [],
    claims: {}, offered: {}, secretMet: 0, secretChosen: 0, wallMs: 0, cpuMs: 0,
  };
  const bots = seats(n).map(() => botChooser(game));
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let seed = FROM; seed < FROM + GAMES; seed++) {
    const map = seed % 2 === 1 ? "quick-start" : "custom";
    const { state, plies, log } = play(n, seed, bots, map, seed <= 200);
    const result = game.result(state);
    if (result) f.finished++;
    if (invariantViolations(state).length > 0) f.violations++;
    if (seed <= 100) {
      const again = replay<SmtState>(game, seed, { ...OPTIONS, map }, seats(n), log);
      if (JSON.stringify(again) === JSON.stringify(state)) f.replayed++;
    }
    f.plies.push(plies);
    f.rounds.push(state.round);
    if (state.endTriggered === "goals") f.byGoals++;
    f.ends[String(state.endTriggered)] = (f.ends[String(state.endTriggered)] ?? 0) + 1;
    if (result?.scores) {
      f.winnerVp.push(Math.max(...result.scores));
      f.allVp.push(...result.scores);
    }
    for (const g of state.goalsInPlay) {
      f.offered[g] = (f.offered[g] ?? 0) + 1;
      if ((state.claims[g] ?? []).length > 0) f.claims[g] = (f.claims[g] ?? 0) + 1;
    }
    for (const p of state.players) {
      f.secretChosen += p.secretGoals?.length ?? 0;
      f.secretMet += (p.secretGoals ?? []).filter((g) => p.claimed.includes(g)).length;
    }
    if ((seed - FROM + 1) % 500 === 0) process.stderr.write(`  ${n} players, seeds ${FROM}..${seed}: ${JSON.stringify({ ...f, plies: f.plies.reduce((a, b) => a + b, 0), rounds: median(f.rounds), winnerVp: median(f.winnerVp), allVp: f.allVp.reduce((a, b) => a + b, 0) / Math.max(1, f.allVp.length), wallMs: performance.now() - t0 })}\n`);
  }
  f.wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  f.cpuMs = (c.user + c.system) / 1000;
  return f;
}

interface Versus {
  n: number;
  games: number;
  bot: number;
  random: number;
  botWins: number;
  randomPlies: number;
  randomCpuMs: number;
}

/** One bot against n-1 random players; the bot's seat rotates with the seed. */
function versus(n: number): Versus {
  const v: Versus = { n, games: VERSUS, bot: 0, random: 0, botWins: 0, randomPlies: 0, randomCpuMs: 0 };
  const c0 = process.cpuUsage();
  for (let seed = 1; seed <= VERSUS; seed++) {
    const botSeat = seed % n;
    const choosers = seats(n).map((_, i) => (i === botSeat ? botChooser(game) : randomChooser(game)));
    const { state, plies } = play(n, 100_000 + seed, choosers, "quick-start", false);
    const r = game.result(state)!;
    v.bot += r.scores![botSeat];
    v.random += r.scores!.reduce((a, b, i) => (i === botSeat ? a : a + b), 0) / (n - 1);
    if (r.winners.includes(botSeat)) v.botWins++;
    v.randomPlies += plies;
  }
  const c = process.cpuUsage(c0);
  v.randomCpuMs = (c.user + c.system) / 1000;
  return v;
}

function main() {
  const counts = PLAYERS.map((n) => {
    process.stderr.write(`bots: ${n} players, ${GAMES} games\n`);
    return runCount(n);
  });
  const vs = VERSUS_PLAYERS.map((n) => {
    process.stderr.write(`bot vs random: ${n} players, ${VERSUS} games\n`);
    return versus(n);
  });
  const lines: string[] = [];
  lines.push(`\`npx ts-node --transpile-only bench/smt-selfplay.ts ${GAMES}${args.filter((a) => a.startsWith("--") && a !== "--write").map((a) => ` ${a}`).join("")}\` — ${new Date().toISOString().slice(0, 16)}Z, Node ${process.version}, ${cpus().length} cores shared with other work (load ${loadavg()[0].toFixed(1)}).`);
  lines.push("");
  lines.push(`Bot-vs-bot games (odd seeds quick-start map, even seeds custom map built by the bots). Invariants checked after every game, after every ply in the first 200, replay identity in the first 100.`);
  lines.push("");
  lines.push("| players | games | finished | invariant violations | replay identical | median plies | median rounds | ended by goals | median winner VP | mean VP | plies/s (CPU) | plies/s (wall) |");
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const f of counts) {
    const plies = f.plies.reduce((a, b) => a + b, 0);
    lines.push(
      `| ${f.n} | ${f.games} | ${f.finished} | ${f.violations} | ${f.replayed}/100 | ${median(f.plies)} | ${median(f.rounds)} | ${pct(f.byGoals, f.games)} | ${median(f.winnerVp)} | ${(f.allVp.reduce((a, b) => a + b, 0) / f.allVp.length).toFixed(1)} | ${Math.round((plies / f.cpuMs) * 1000)} | ${Math.round((plies / f.wallMs) * 1000)} |`,
    );
  }
  if (VARIANT) lines.push("", `Table options: ${VARIANT}. How the endgame was triggered: ${counts.map((f) => `${f.n}p ${Object.entries(f.ends).map(([k, v]) => `${k} ${v}`).join(", ")}`).join("; ")}.`);
  lines.push("");
  lines.push("Life goals: how often a goal laid out was claimed by someone (all player counts), and secret goals met.");
  lines.push("");
  lines.push("| goal | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | secret goals met |");
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  const cell = (g: number) => {
    const offered = counts.reduce((a, f) => a + (f.offered[g] ?? 0), 0);
    const claimed = counts.reduce((a, f) => a + (f.claims[g] ?? 0), 0);
    return offered ? pct(claimed, offered) : "–";
  };
  const met = counts.reduce((a, f) => a + f.secretMet, 0);
  const chosen = counts.reduce((a, f) => a + f.secretChosen, 0);
  lines.push(`| claimed | ${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(cell).join(" | ")} | ${pct(met, chosen)} |`);
  lines.push("");
  lines.push(`Raw counts. Secret goals met: ${counts.map((f) => `${f.n}p ${f.secretMet}/${f.secretChosen}`).join(", ")}. Goals claimed/laid out: ${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((g) => `${g}: ${counts.reduce((a, f) => a + (f.claims[g] ?? 0), 0)}/${counts.reduce((a, f) => a + (f.offered[g] ?? 0), 0)}`).join(", ")}.`);
  lines.push("");
  lines.push(`Bot against random players (${VERSUS} seeded quick-start games each; the bot's seat rotates). Baseline: the random player.`);
  lines.push("");
  lines.push("| players | bot mean VP | random mean VP | ratio | bot wins | plies/s (CPU, 1 bot + random) |");
  lines.push("|---|---:|---:|---:|---:|---:|");
  for (const v of vs) {
    lines.push(`| ${v.n} (1 bot, ${v.n - 1} random) | ${(v.bot / v.games).toFixed(1)} | ${(v.random / v.games).toFixed(1)} | ×${(v.bot / Math.max(1e-9, v.random)).toFixed(1)} | ${pct(v.botWins, v.games)} | ${Math.round((v.randomPlies / v.randomCpuMs) * 1000)} |`);
  }
  const text = lines.join("\n");
  console.log(text);
  if (WRITE) writeSection(text);
}

/** Replaces (or appends) only the "## Shiver Me Timbers rules" section of bench/results.md. */
function writeSection(body: string) {
  const path = "bench/results.md";
  const heading = VARIANT ? `## Shiver Me Timbers rules (${VARIANT})` : "## Shiver Me Timbers rules";
  const old = existsSync(path) ? readFileSync(path, "utf8") : "# Benchmark results\n";
  const section = `${heading}\n\n${body}\n`;
  const start = old.indexOf(`${heading}\n`);
  if (start < 0) {
    writeFileSync(path, `${old.trimEnd()}\n\n${section}`);
    return;
  }
  const next = old.indexOf("\n## ", start + heading.length);
  writeFileSync(path, old.slice(0, start) + section + (next < 0 ? "" : old.slice(next + 1).replace(/^/, "\n")));
}

main();
