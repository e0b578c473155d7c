/**
 * Shiver Me Timbers state hashes (not a test): plays seeded bot-vs-bot games and records the
 * final state's hash, so a change that must not alter behaviour (a re-layout, a refactor) can
 * be proven to leave every game identical.
 *   npx ts-node --transpile-only bench/smt-state-hashes.ts            compare with the recorded list
 *   npx ts-node --transpile-only bench/smt-state-hashes.ts --write    record the list
 *   npx ts-node --transpile-only bench/smt-state-hashes.ts --from=0 --to=500   a part (compare only)
 * The cases (player count, options, seed) and the hash are in
 * shared/games/shiver-me-timbers/testing/state-hashes.ts; the list is
 * shared/games/shiver-me-timbers/testing/recorded-state-hashes.json (its sample is replayed by state-hashes.test.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { HASH_CASES, playCase, type RecordedHash } from "../shared/games/shiver-me-timbers/testing/state-hashes";

const FILE = "shared/games/shiver-me-timbers/testing/recorded-state-hashes.json";
const args = process.argv.slice(2);
const WRITE = args.includes("--write");
const num = (name: string, fallback: number) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
};
const from = num("from", 0);
const to = Math.min(num("to", HASH_CASES.length), HASH_CASES.length);

const recorded: RecordedHash[] = WRITE ? [] : JSON.parse(readFileSync(FILE, "utf8"));
const out: RecordedHash[] = [];
let differ = 0;
const t0 = performance.now();
for (let i = from; i < to; i++) {
  const c = HASH_CASES[i];
  const got = playCase(c);
  out.push(got);
  if (!WRITE) {
    const want = recorded[i];
    if (JSON.stringify(want) !== JSON.stringify(got)) {
      differ++;
      process.stderr.write(`case ${i} (${JSON.stringify(c)}): recorded ${JSON.stringify(want)}, now ${JSON.stringify(got)}\n`);
    }
  }
  if ((i + 1) % 100 === 0) process.stderr.write(`  ${i + 1 - from}/${to - from} games, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
}
const seconds = ((performance.now() - t0) / 1000).toFixed(1);
if (WRITE) {
  if (from !== 0 || to !== HASH_CASES.length) throw new Error("--write records the whole list (no --from/--to)");
  writeFileSync(FILE, `[\n${out.map((r) => JSON.stringify(r)).join(",\n")}\n]\n`);
  console.log(`recorded ${out.length} hashes in ${FILE} (${seconds} s)`);
} else {
  console.log(`${to - from} games, ${differ} differ from ${FILE} (${seconds} s)`);
  if (differ > 0) process.exitCode = 1;
}
