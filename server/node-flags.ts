/**
 * The V8 settings the game server runs with: `npm start` and the Dockerfile pass them to node
 * (node-flags.test.ts holds the two to this list), and the load bench starts its servers with
 * them (bench/server-load.bench.ts).
 *
 * A larger young generation: every action makes a new game state, views and patch buffers that
 * live about a second. With Node's default (at most 16 MB a semi-space) a busy server scavenges
 * about once a second, so a table's previous state often outlives two scavenges, is promoted,
 * and dies in the old generation; the major collections that clear it also throw away optimized
 * code (V8's "weak objects" deoptimizations) that is then compiled again. At 64 MB most of it
 * dies young. Measured at 100 Booty Dice tables (bench/results.md › Findings › The young
 * generation): 1.61 → 1.33 ms of CPU an action, GC 128 → 44 ms in 30 s. It costs memory: up to
 * 3 × 64 MB of young generation, 3 × 16 MB at least.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=64", "--min-semi-space-size=16"];
