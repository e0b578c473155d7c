import { botChooser, randomChooser, selfPlay } from "../../../engine";
import { shiverMeTimbers as game } from "../game";
import type { SmtOptions } from "../options";

/**
 * Seeded bot games whose final states are recorded (testing/recorded-state-hashes.json), so that a change meant
 * to leave behaviour alone can be checked game by game (bench/smt-state-hashes.ts plays all of
 * them, testing/state-hashes.test.ts a sample).
 */
export interface HashCase {
  readonly players: number;
  readonly options: SmtOptions;
  readonly seed: number;
  /** Seats after the first are random players (they reach corners the bot avoids). */
  readonly versusRandom: boolean;
}

export interface RecordedHash {
  readonly players: number;
  readonly seed: number;
  readonly hash: string;
  readonly plies: number;
}

/** Every player count with every mix of the four table options: 3 × 16 = 48 set-ups. */
const SETUPS: { players: number; options: SmtOptions }[] = [];
for (let mix = 0; mix < 16; mix++) {
  const options: SmtOptions = {
    map: mix & 1 ? "custom" : "quick-start",
    resilientShips: (mix & 2) !== 0,
    events: (mix & 4) !== 0,
    epic: (mix & 8) !== 0,
  };
  for (const players of [2, 3, 4]) SETUPS.push({ players, options });
}

/** The sample replayed by the test: 48 cases 41 apart, so every set-up once (41 and 48 share no factor). */
export const SAMPLE_CASES: readonly number[] = Array.from({ length: SETUPS.length }, (_, i) => i * 41);

/** 2,000 cases: the set-ups in turn, seeds 1..2000, every fifth game against random players. */
export const HASH_CASES: readonly HashCase[] = Array.from({ length: 2000 }, (_, i) => ({
  ...SETUPS[i % SETUPS.length],
  seed: i + 1,
  versusRandom: i % 5 === 4,
}));

/** JSON with every object's keys sorted, so the text depends on the values only. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** 64-bit FNV-1a over the UTF-16 code units, as 16 hex digits. */
export function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (let i = 0; i < text.length; i++) hash = ((hash ^ BigInt(text.charCodeAt(i))) * prime) & mask;
  return hash.toString(16).padStart(16, "0");
}

export const stateHash = (state: unknown): string => fnv1a64(canonicalJson(state));

/** Plays one case to its end and hashes the final state. */
export function playCase(c: HashCase): RecordedHash {
  const seats = Array.from({ length: c.players }, (_, i) => ({ name: `P${i}` }));
  const choosers = seats.map((_, i) => (c.versusRandom && i > 0 ? randomChooser(game) : botChooser(game)));
  const out = selfPlay(game, seats, c.options, c.seed, choosers, 50_000);
  if (!out.finished) throw new Error(`case ${JSON.stringify(c)} did not finish`);
  return { players: c.players, seed: c.seed, hash: stateHash(out.state), plies: out.log.length };
}
