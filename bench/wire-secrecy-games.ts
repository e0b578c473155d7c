import type { WireSecrecy } from "../server/table/wire-secrecy/watch-table";
import { smtWireSecrecy } from "../server/games/shiver-me-timbers/wire-secrets";

/** The games bench/wire-secrecy.bench.ts can play: their check, player counts and table options. */
export interface SecrecyBenchGame {
  readonly name: string;
  readonly spec: WireSecrecy<never, never>;
  readonly seatCounts: readonly number[];
  readonly options: readonly Record<string, unknown>[];
}

export const secrecyBenchGames: Record<string, SecrecyBenchGame> = {
  smt: {
    name: "Shiver Me Timbers",
    spec: smtWireSecrecy as never,
    seatCounts: [2, 3, 4],
    options: [{}, { map: "custom" }, { events: true }, { resilientShips: true }, { epic: true }, { map: "custom", events: true, resilientShips: true }],
  },
};
