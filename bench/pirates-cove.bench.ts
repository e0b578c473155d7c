/**
 * Pirate's Cove rules benchmark (not a test): random playouts on one core (a random active
 * seat moves during simultaneous navigation and upgrading) against a structuredClone-every-ply
 * baseline in the same run (bench/playout-bench.ts).
 *   npx ts-node --transpile-only bench/pirates-cove.bench.ts [--write]
 */
import { pirateCove } from "../shared/games/pirates-cove";
import { runPlayoutBench } from "./playout-bench";

runPlayoutBench({
  game: pirateCove,
  engine: "one hand-written copy of the mutable state per ply",
  target: 50_000,
  script: "bench/pirates-cove.bench.ts",
});
