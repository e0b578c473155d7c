import { SECRET_GOAL_BONUS_VP } from "../content/life-goals";
import { familyVp, SHIP_MARKER_VP, treasure } from "../content/cards";
import { fortress } from "../content/fortresses";
import { merchant } from "../content/merchants";
import { log, type Ctx, type S } from "../draft";
import type { FinalScores, ScoreLine, SmtState } from "../state";
import { claimableGoals, claimVp, recordClaim } from "./goals";

/** Design: gold scores 1 VP per full 1,000 G (Final Scoring), ship and chest together. */
export const GOLD_PER_VP = 1000;

const total = (ids: readonly string[], vp: (id: string) => number) => ids.reduce((sum, id) => sum + vp(id), 0);

/** Final Scoring for one seat. */
export function scoreLine(s: S | SmtState, seat: number): ScoreLine {
  const p = s.players[seat];
  const goals = p.claimed.reduce((sum, g) => sum + claimVp(s, seat, g), 0);
  const secretBonus = (p.secretGoals ?? []).filter((g) => p.claimed.includes(g)).length * SECRET_GOAL_BONUS_VP;
  const seals =
    total(p.trophies.merchants, (m) => merchant(m).vp) +
    total(p.trophies.fortresses, (f) => fortress(f).vp) +
    p.trophies.shipMarkers.length * SHIP_MARKER_VP +
    total(p.trophies.family, familyVp) +
    total([...p.treasures, ...p.chestTreasures], (t) => treasure(t).vp);
  const gold = Math.floor((p.gold + p.chestGold) / GOLD_PER_VP);
  return { goals, secretBonus, seals, gold, total: goals + secretBonus + seals + gold };
}

/**
 * The endgame. Goals met but not yet claimed are claimed now, in turn order from the
 * starting player (design: "You score the points for any life goals you achieved").
 * Ties: fewest missions, then most gold; a remaining tie is settled by a duel, which in
 * part 1 is decided by ship speed and then a seeded draw (docs/rules, "Resolving Ties").
 */
export function finishGame(ctx: Ctx): void {
  const { s } = ctx;
  const n = s.players.length;
  for (let k = 0; k < n; k++) {
    const seat = (s.startSeat + k) % n;
    for (const goal of claimableGoals(s, seat)) recordClaim(ctx, seat, goal);
  }
  const lines = s.players.map((_, seat) => scoreLine(s, seat));
  const final = settle(s, lines, ctx.random);
  s.final = structuredClone(final) as typeof s.final;
  s.phase = "over";
  log(ctx, "game/over", final.summary, { winners: [...final.winners], totals: lines.map((l) => l.total) });
}

function settle(s: S, lines: ScoreLine[], random: Ctx["random"]): FinalScores {
  const best = Math.max(...lines.map((l) => l.total));
  let tied = lines.map((l, seat) => (l.total === best ? seat : -1)).filter((seat) => seat >= 0);
  const decided: { by: FinalScores["tieBreak"] } = { by: "none" };
  const narrow = (key: (seat: number) => number, how: FinalScores["tieBreak"]) => {
    if (tied.length < 2) return;
    decided.by = how;
    const top = Math.max(...tied.map(key));
    tied = tied.filter((seat) => key(seat) === top);
  };
  narrow((seat) => -s.players[seat].counters.missionsCompleted, "missions");
  narrow((seat) => s.players[seat].gold + s.players[seat].chestGold, "gold");
  if (tied.length > 1) {
    decided.by = "duel";
    tied = [duelOff(s, tied, random)];
  }
  const names = tied.map((seat) => s.players[seat].name).join(" and ");
  const tieBreak = decided.by;
  const how = tieBreak === "none" ? "" : tieBreak === "missions" ? " (fewest missions breaks the tie)" : tieBreak === "gold" ? " (most gold breaks the tie)" : " (after a duel for the victory)";
  return { lines, winners: tied, tieBreak, summary: `${names} wins with ${best} VP${how}.` };
}

/** Resolving Ties › duel: the faster ship wins the duel-off; equal speed, a seeded draw (design, part 1). */
function duelOff(s: S, seats: number[], random: Ctx["random"]): number {
  const fastest = Math.max(...seats.map((seat) => s.players[seat].speed));
  const candidates = seats.filter((seat) => s.players[seat].speed === fastest);
  return candidates.length === 1 ? candidates[0] : random.pick(candidates);
}
