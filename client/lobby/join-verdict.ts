import type { TableInfo } from "../lib/api";

/**
 * Whether a table found by code (GET /api/tables/:code) can be joined, only watched, or not
 * entered, with a sentence for the player. A stored seat token may still seat us at a full or
 * started table: then the server decides.
 */
export function joinVerdict(t: TableInfo, watch: boolean, hasSeatToken: boolean): { watch: boolean; problem?: string } {
  if (watch) return { watch: true };
  if (hasSeatToken) return { watch: false };
  if (t.status === "finished") return { watch: false, problem: `The game at table ${t.code} is over. Use Watch to see how it ended.` };
  if (t.status === "playing") return { watch: false, problem: `Table ${t.code} is already playing. Use Watch to look on.` };
  if (t.seatsTaken >= t.seats) return { watch: false, problem: `Table ${t.code} is full. Use Watch to look on.` };
  return { watch: false };
}
