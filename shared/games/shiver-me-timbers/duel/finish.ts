import type { DuelDeck, DuelOutcome, DuelState } from "./types";

/** null while the duel goes on; the result once it is over (ties included: result "tie"). */
export function duelOutcome(duel: DuelState): DuelOutcome | null {
  return duel.outcome;
}

/**
 * Puts every card back (the undealt stock stays the draw pile; hands, face-up cards and
 * swapped cards go to the discard). Call it once the duel is over, or to abandon a duel.
 * The next duel shuffles draw and discard together anyway ("Shuffle the duel deck").
 */
export function finishDuel(duel: DuelState): DuelDeck {
  return {
    draw: [...duel.stock],
    discard: [...duel.played.map((p) => p.card), ...duel.setAside, ...duel.attacker.hand, ...duel.defender.hand],
  };
}
