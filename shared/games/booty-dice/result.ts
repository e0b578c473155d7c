import type { GameResult } from "../../engine/game";
import type { BootyDiceState } from "./state";
import { doubloons } from "./text";

export function result(state: BootyDiceState): GameResult | null {
  if (state.phase !== "over") return null;
  const scores = state.pirates.map((p) => p.doubloons);
  const names = state.winners.map((s) => state.names[s]).join(" and ");
  const verb = state.winners.length === 1 ? "wins" : "share the win";
  const amount = state.winners.length > 0 ? scores[state.winners[0]] : 0;
  const summary =
    state.endReason === "lastStanding"
      ? `${names} ${verb} as the last pirate standing.`
      : state.endReason === "roundLimit"
        ? `${names} ${verb} with ${doubloons(amount)} when the round limit is reached.`
        : `${names} ${verb} with ${doubloons(amount)}.`;
  return { winners: [...state.winners], scores, summary };
}
