import type { WireSecrecy } from "../server/table/wire-secrecy/watch-table";
import { pkWireSecrecy } from "../server/games/pirate-king/wire-secrets";
import { pcWireSecrecy } from "../server/games/pirates-cove/wire-secrets";
import { smtWireSecrecy } from "../server/games/shiver-me-timbers/wire-secrets";

/** The games bench/wire-secrecy.bench.ts can play: their check and the tables it cycles through. */
export interface SecrecyBenchGame {
  readonly name: string;
  readonly spec: WireSecrecy<never, never>;
  /** Game g is played at tables[g % tables.length]. */
  readonly tables: readonly { readonly seats: number; readonly options: Record<string, unknown> }[];
}

const SMT_OPTIONS = [{}, { map: "custom" }, { events: true }, { resilientShips: true }, { epic: true }, { map: "custom", events: true, resilientShips: true }];

export const secrecyBenchGames: Record<string, SecrecyBenchGame> = {
  // 2, 3 and 4 players at each set of options in turn.
  smt: {
    name: "Shiver Me Timbers",
    spec: smtWireSecrecy as never,
    tables: SMT_OPTIONS.flatMap((options) => [2, 3, 4].map((seats) => ({ seats, options }))),
  },
  pk: {
    name: "Pirate King",
    spec: pkWireSecrecy as never,
    tables: [
      ...[2, 3, 4].map((seats) => ({ seats, options: { shortGame: true } })),
      { seats: 2, options: { shipsPerPlayer: 2, shortGame: true } },
      { seats: 4, options: { teams: true, shortGame: true } },
      ...[2, 3].map((seats) => ({ seats, options: {} })),
      { seats: 4, options: { teams: true } },
    ],
  },
  pc: {
    name: "Pirate's Cove",
    spec: pcWireSecrecy as never,
    tables: [3, 4, 5].map((seats) => ({ seats, options: {} })),
  },
};
