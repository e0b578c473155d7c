import type { GameResult } from "../../engine/game";
import { sideScore } from "./scoring/prestige";
import type { PirateKingState } from "./state";

export function result(state: PirateKingState): GameResult | null {
  if (state.stage !== "over") return null;
  const scores = state.players.map((_, seat) => sideScore(state, seat));
  const names = state.winners.map((w) => state.names[w]).join(" and ");
  const verb = state.winners.length === 1 ? "wins" : "win";
  const points = state.winners.length > 0 ? scores[state.winners[0]] : 0;
  const how =
    state.endReason === "commodore"
      ? "by defeating the Commodore"
      : state.endReason === "points"
        ? `with ${points} prestige points`
        : state.endReason === "cargo"
          ? `with ${points} prestige points when the last smuggling mission is turned in`
          : `with ${points} prestige points at the round limit`;
  return { winners: [...state.winners], scores, summary: `${names} ${verb} ${how}.` };
}
