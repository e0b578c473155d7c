import type { SeatIndex } from "../../../engine";
import { cardKind } from "../content/crew-rituals";
import type { CardsState } from "./types";

export type BoostStat = "strength" | "speed" | "movement" | "duelCards" | "sellBonusPerUnit";

/**
 * What the cards face up this turn add to `seat` (until the end of the active player's turn,
 * when they return to their decks). Duel cards include an opponent's Blood Moon (negative).
 * The main game adds this to the ship's upgrades where it uses them, e.g. the duel prelude's
 * strengths (duel/start.ts › updatePrelude).
 */
export function boostFor(cards: CardsState, seat: SeatIndex, stat: BoostStat): number {
  let total = 0;
  for (const p of cards.played) {
    const effect = cardKind(p.card).effect;
    if (effect.kind === "boost" && effect.stat === stat && p.seat === seat) total += effect.amount;
    if (effect.kind === "opponentDuelCards" && stat === "duelCards" && p.target === seat) total += effect.amount;
  }
  return total;
}

/** Ghost Sails face up for `seat` this turn. */
export function hasGhostPassage(cards: CardsState, seat: SeatIndex): boolean {
  return cards.played.some((p) => p.seat === seat && cardKind(p.card).effect.kind === "ghostPassage");
}
