import { SECRET_GOAL_BONUS_VP } from "../content/life-goals";
import { SHIP_MARKER_VP } from "../content/card-decks";
import { treasureCard } from "../content/treasures";
import { familyVp } from "../family-and-soulmates/family";
import { soulmateVp } from "../family-and-soulmates/soulmates";
import { fortress } from "../content/fortresses";
import { missionCard } from "../content/missions";
import { MONSTER_MARKERS } from "../content/monsters";
import { merchant } from "../content/merchants";
import { log, type Ctx, type S } from "../core/draft";
import type { FinalScores, ScoreLine, SmtState } from "../state";
import { claimableGoals, claimVp, recordClaim } from "../setup-and-goals/goals";
import { startTieBreakDuel } from "./tiebreak";
import { declareWinners } from "./winners";

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
    familyVp(s.family as SmtState["family"], seat) +
    soulmateVp(s.family as SmtState["family"], seat) +
    total([...p.treasures, ...p.chestTreasures], (t) => treasureCard(t).vp) +
    total(s.missions.players[seat].completed, (m) => missionCard(m).vp) +
    total(s.monsters.trophies[seat], (m) => MONSTER_MARKERS.find((x) => x.id === m)!.vp);
  const gold = Math.floor((p.gold + p.chestGold) / GOLD_PER_VP);
  return { goals, secretBonus, seals, gold, total: goals + secretBonus + seals + gold };
}

/**
 * The endgame. Goals met but not yet claimed are claimed now, in turn order from the
 * starting player (design: "You score the points for any life goals you achieved").
 * Ties: fewest missions, then most gold, then a duel for the victory (scoring-and-end/tiebreak.ts).
 */
export function finishGame(ctx: Ctx): void {
  const { s } = ctx;
  const n = s.players.length;
  for (let k = 0; k < n; k++) {
    const seat = (s.startSeat + k) % n;
    for (const goal of claimableGoals(s, seat)) recordClaim(ctx, seat, goal);
  }
  const lines = s.players.map((_, seat) => scoreLine(s, seat));
  const { tied, by } = narrowTies(s, lines);
  if (tied.length > 1) {
    // In turn order from the starting player: the first is the champion, the others challenge in turn.
    const order = [...tied].sort((a, b) => ((a - s.startSeat + n) % n) - ((b - s.startSeat + n) % n));
    s.phase = "tiebreak";
    s.tieBreak = { lines, champion: order[0], rivals: order.slice(1), draws: 0, sharing: [] };
    log(ctx, "game/tiebreak", `${order.map((seat) => s.players[seat].name).join(", ")} are tied: they duel for the victory.`, { seats: order });
    startTieBreakDuel(ctx);
    return;
  }
  declareWinners(ctx, lines, tied, by);
}

/** Resolving Ties: most VP; then fewest missions; then most gold (ship and chest). */
function narrowTies(s: S, lines: readonly ScoreLine[]): { tied: number[]; by: FinalScores["tieBreak"] } {
  const best = Math.max(...lines.map((l) => l.total));
  let tied = lines.map((l, seat) => (l.total === best ? seat : -1)).filter((seat) => seat >= 0);
  let by: FinalScores["tieBreak"] = "none";
  const steps: [FinalScores["tieBreak"], (seat: number) => number][] = [
    ["missions", (seat) => -s.players[seat].counters.missionsCompleted],
    ["gold", (seat) => s.players[seat].gold + s.players[seat].chestGold],
  ];
  for (const [how, key] of steps) {
    if (tied.length < 2) break;
    by = how;
    const top = Math.max(...tied.map(key));
    tied = tied.filter((seat) => key(seat) === top);
  }
  if (tied.length > 1) by = "duel";
  return { tied, by };
}
