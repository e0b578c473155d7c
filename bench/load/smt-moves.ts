/**
 * The Shiver Me Timbers tables of bench/server-load.bench.ts (PHASES=…,smt): 4 seats and a
 * spectator like the Booty Dice tables, seats 2 and 3 played by the server's bots, seats 0 and
 * 1 by scripted players choosing among the legal moves the server sent them (their private
 * entry's `legal`, docs/protocol.md › Legal moves), as a client with no rules does.
 */
import { gameSchemaRegistry } from "../../server/games/registry";
import { tableStateClass } from "../../server/table/table-schema";

/** Bots on seats 2 and 3: each table runs both the players' path and the bots' (bot-pool.ts). */
export const SMT_TABLE = { game: "shiver-me-timbers", seats: 4, bots: [2, 3] } as const;
/** The seats the bench's clients play (the spectator comes after them). */
export const SMT_PLAYER_SEATS = 2;

/** The state class the clients decode with (see BOOTY_TABLE_STATE in client-worker.ts). */
export const SMT_TABLE_STATE = tableStateClass("shiver-me-timbers", gameSchemaRegistry.get("shiver-me-timbers")!);

/** Free actions a random player would repeat for a long while without moving the game on. */
const SKIP = new Set(["discardCargo", "discardTreasure", "hideGold", "hideTreasure"]);

/** The move a seat sends next, from its own private entry; null when it has none. */
export function nextSmtAction(privateEntry: { legal?: string } | undefined, random: () => number = Math.random): { type: string } | null {
  const legal = privateEntry?.legal ?? "";
  if (legal === "") return null;
  const moves = Object.entries(JSON.parse(legal) as Record<string, Record<string, unknown>[]>).flatMap(([type, list]) => list.map((m) => ({ type, ...m })));
  const wanted = moves.filter((m) => !SKIP.has(m.type));
  const pool = wanted.length > 0 ? wanted : moves;
  // A turn ends a third of the time it may, so turns hold a few of their three actions.
  const end = pool.find((m) => m.type === "endTurn");
  if (end && random() < 1 / 3) return end;
  const rest = pool.filter((m) => m.type !== "endTurn");
  const pick = rest.length > 0 ? rest : pool;
  return pick[Math.floor(random() * pick.length)] ?? null;
}
