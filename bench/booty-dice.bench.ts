/**
 * Booty Dice rules benchmark (not a test): random playouts on one core against a
 * structuredClone-every-ply baseline in the same run (bench/playout-bench.ts).
 *   npx ts-node --transpile-only bench/booty-dice.bench.ts [--write]
 */
import { bootyDice } from "../shared/games/booty-dice";
import { runPlayoutBench } from "./playout-bench";

runPlayoutBench({ game: bootyDice, engine: "copy what changes", target: 200_000, script: "bench/booty-dice.bench.ts" });
