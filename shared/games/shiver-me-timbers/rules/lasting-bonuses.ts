import type { S } from "../draft";
import type { SmtState } from "../state";
import type { Bonus } from "./attributes";

/** Lasting bonuses on board (treasures, titles, relatives) for a seat (not wired in yet). */
export function lastingBonus(_s: S | SmtState, _seat: number, _bonus: Bonus): number {
  return 0;
}
