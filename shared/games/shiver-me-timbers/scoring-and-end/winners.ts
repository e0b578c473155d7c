/** The game ends: the final scores and the winners are recorded. */
import { WIN_EVENT } from "../../../engine/game";
import { log, type Ctx } from "../core/draft";
import type { FinalScores, ScoreLine } from "../state";

export function declareWinners(ctx: Ctx, lines: readonly ScoreLine[], winners: readonly number[], by: FinalScores["tieBreak"]): void {
  const { s } = ctx;
  const best = Math.max(...lines.map((l) => l.total));
  const names = winners.map((seat) => s.players[seat].name).join(" and ");
  const how = by === "none" ? "" : by === "missions" ? " (fewest missions breaks the tie)" : by === "gold" ? " (most gold breaks the tie)" : " (after a duel for the victory)";
  const final: FinalScores = { lines: [...lines], winners: [...winners], tieBreak: by, summary: `${names} win${winners.length === 1 ? "s" : ""} with ${best} VP${how}.` };
  s.final = JSON.parse(JSON.stringify(final));
  s.phase = "over";
  // Announced as the engine's win event, so the table does not log the summary a second time.
  log(ctx, WIN_EVENT, final.summary, { winners: [...winners], totals: lines.map((l) => l.total) });
}
