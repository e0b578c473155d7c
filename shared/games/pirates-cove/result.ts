import type { GameResult } from "../../engine/game";
import type { PirateCoveState } from "./state";

export function result(s: PirateCoveState): GameResult | null {
  if (s.phase !== "over" || !s.scores) return null;
  const names = s.winners.map((seat) => s.names[seat]).join(" and ");
  const fame = s.scores[s.winners[0]];
  const summary = s.winners.length === 1 ? `${names} wins with ${fame} fame.` : `${names} share the win with ${fame} fame.`;
  return { winners: s.winners.slice(), scores: s.scores.slice(), summary };
}
