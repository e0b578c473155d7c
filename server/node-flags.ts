/**
 * Node flags the server runs with, wherever it runs: `npm start` (package.json), the Dockerfile
 * and every server process a test or benchmark spawns (scale/server-process.ts);
 * scale/docker-compose.test.ts checks that the first two carry them.
 *
 * `--single-threaded-gc`: V8 collects on the main thread instead of also on 4 helper threads.
 * A table server allocates mostly short-lived views and patches; on the 2 cores it is
 * sized for, the helpers' share of a collection cost more than it saved. Measured in the load
 * bench (100 Booty Dice tables, same run as the bare room): 2.28 → 1.88 ms of server CPU per
 * action, p99 unchanged (5.5 / 5.6 ms), the longest GC pause under 10 ms (bench/results.md).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--single-threaded-gc"];
