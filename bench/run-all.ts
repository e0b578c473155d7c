/**
 * `npm run bench`: runs every benchmark in bench/ one after another (never in parallel: they
 * measure time on a 2-core machine) and lets each write its own section of bench/results.md.
 * Pass names to run a subset: `npm run bench -- booty-dice storage`.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const wanted = process.argv.slice(2);
const benches = readdirSync(__dirname)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const run = spawnSync("npx", ["ts-node", "--transpile-only", join(__dirname, file), "--write"], {
    stdio: "inherit",
    env: process.env,
  });
  if (run.status !== 0) {
    failed++;
    console.error(`${file} exited with ${run.status ?? run.signal}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
