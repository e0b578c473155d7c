import type { S } from "../draft";
import type { SmtState } from "../state";
import type { Bonus } from "./attributes";

/** This turn's crew and ritual boosts for a seat (crew and rituals are not wired in yet). */
export function cardBoost(_s: S | SmtState, _seat: number, _bonus: Bonus): number {
  return 0;
}
