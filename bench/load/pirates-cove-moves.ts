/**
 * The Pirate's Cove tables of bench/server-load.bench.ts (PHASES=…,pirates-cove): 4 seats and
 * a spectator like the Booty Dice tables, each player choosing among the legal moves the
 * server sent it (its private entry's `legal`, docs/protocol.md › Legal moves), as a client
 * with no rules does. In navigation, fitting out and upgrades several seats are active at
 * once; the bench's actor is the first of them, the others wait their turn.
 */
import { gameSchemaRegistry } from "../../server/games/registry";
import { tableStateClass } from "../../server/table/table-schema";

export const PIRATES_COVE_TABLE = { game: "pirates-cove", seats: 4 } as const;

/** The state class the clients decode with (see BOOTY_TABLE_STATE in client-worker.ts). */
export const PIRATES_COVE_TABLE_STATE = tableStateClass("pirates-cove", gameSchemaRegistry.get("pirates-cove")!);

/** The move a seat sends next, from its own private entry; null when it has none. */
export function nextPirateCoveAction(privateEntry: { legal?: string } | undefined, random: () => number = Math.random): { type: string } | null {
  const legal = privateEntry?.legal ?? "";
  if (legal === "") return null;
  const moves = Object.entries(JSON.parse(legal) as Record<string, Record<string, unknown>[]>).flatMap(([type, list]) => list.map((m) => ({ type, ...m })));
  // Finish the upgrades some of the time, so months move on; otherwise any listed move.
  const done = moves.find((m) => m.type === "endUpgrade");
  if (done && random() < 0.4) return done;
  return moves[Math.floor(random() * moves.length)] ?? null;
}
