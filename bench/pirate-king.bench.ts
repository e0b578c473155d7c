/**
 * Pirate King rules benchmark (not a test): random playouts on one core against a
 * structuredClone-every-ply baseline in the same run (bench/playout-bench.ts).
 *   npx ts-node --transpile-only bench/pirate-king.bench.ts [--write]
 */
import { pirateKing } from "../shared/games/pirate-king";
import { runPlayoutBench } from "./playout-bench";

runPlayoutBench({ game: pirateKing, engine: "copy per action", target: 50_000, script: "bench/pirate-king.bench.ts" });
