import type { DuelOutcome, DuelRole, DuelState } from "./types";

/** Design (rules-notes): a centre and 3 spaces each side; 4 spaces from the centre is off. */
export const PLANK_SPACES = 3;
export const OFF_PLANK = PLANK_SPACES + 1;

/** +1 for the attacker, −1 for the defender: the direction in which `role` pushes the miniature. */
export function forward(role: DuelRole): 1 | -1 {
  return role === "attacker" ? 1 : -1;
}

/** Moves the miniature, stopping at the edge (a captain cannot fall further than off). */
export function movePlank(plank: number, by: number): number {
  return Math.max(-OFF_PLANK, Math.min(OFF_PLANK, plank + by));
}

/** Who fell off at this position, if anyone. */
export function fallen(plank: number): DuelRole | null {
  if (plank >= OFF_PLANK) return "defender";
  if (plank <= -OFF_PLANK) return "attacker";
  return null;
}

/**
 * Boarding attacks › The Duel: the winner pushed the other off or stands in the opponent's
 * half when the duel ends; both in the centre is a tie.
 */
export function decide(duel: DuelState, plank: number, reason: DuelOutcome["reason"]): DuelOutcome {
  const off = fallen(plank);
  const winner: DuelRole | null = off !== null ? (off === "attacker" ? "defender" : "attacker") : plank > 0 ? "attacker" : plank < 0 ? "defender" : null;
  if (winner === null) {
    return {
      result: "tie",
      winner: null,
      winnerSeat: null,
      loserSeat: null,
      reason,
      plank,
      sentence: `The duel between ${duel.attacker.name} and ${duel.defender.name} ends in a tie.`,
    };
  }
  const loser = winner === "attacker" ? "defender" : "attacker";
  const w = duel[winner].name;
  const l = duel[loser].name;
  const sentence =
    reason === "strength"
      ? `${w} is so much stronger that ${l} is pushed off the plank before a blade is crossed.`
      : reason === "pushed_off"
        ? `${l} falls off the plank; ${w} wins the duel.`
        : `Both captains pass; ${w} stands in ${l}'s half and wins the duel.`;
  return { result: winner, winner, winnerSeat: duel[winner].seat, loserSeat: duel[loser].seat, reason, plank, sentence };
}
