/**
 * The Pirate King tables of bench/server-load.bench.ts (PHASES=…,pirate-king): 4 seats and a
 * spectator like the Booty Dice tables, each player choosing among the legal moves the
 * server sent it (its private entry's `legal`, docs/protocol.md › Legal moves), as a client
 * with no rules does. Parlay drafting is left out (a draft never ends a turn).
 */
import { gameSchemaRegistry } from "../../server/games/registry";
import { tableStateClass } from "../../server/table/table-schema";

export const PIRATE_KING_TABLE = { game: "pirate-king", seats: 4, options: { shortGame: true } } as const;

/** The state class the clients decode with (see BOOTY_TABLE_STATE in client-worker.ts). */
export const PIRATE_KING_TABLE_STATE = tableStateClass("pirate-king", gameSchemaRegistry.get("pirate-king")!);

const SKIP = new Set(["offer", "offerBronze", "offerSend"]);

/** The move a seat sends next, from its own private entry; null when it has none. */
export function nextPirateKingAction(privateEntry: { legal?: string } | undefined, random: () => number = Math.random): { type: string } | null {
  const legal = privateEntry?.legal ?? "";
  if (legal === "") return null;
  const moves = Object.entries(JSON.parse(legal) as Record<string, Record<string, unknown>[]>).flatMap(([type, list]) => list.map((m) => ({ type, ...m })));
  const wanted = moves.filter((m) => !SKIP.has(m.type));
  const pool = wanted.length > 0 ? wanted : moves;
  // End the turn only when nothing else is left half the time, so turns have some free actions.
  const nonEnding = pool.filter((m) => m.type !== "endTurn");
  const pick = nonEnding.length > 0 && random() < 0.5 ? nonEnding : pool;
  return pick[Math.floor(random() * pick.length)] ?? null;
}
