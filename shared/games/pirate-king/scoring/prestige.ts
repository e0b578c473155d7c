import type { SeatIndex } from "../../../engine/game";
import { TREASURE_PRESTIGE } from "../content/cards";
import { CASTLE, CASTLE_PRESTIGE, SEA_CHART } from "../content/sea-chart";
import { COMMODORE } from "../content/ship";
import { TERRITORIES } from "../content/territories";
import { targetPoints } from "../options";
import type { PirateKingState } from "../state";

/**
 * Prestige (Objective): Castles by their cannons (3 → 1, 4 → 2, 5 → 4), 3 per Great Treasure,
 * 16 for defeating the Commodore. Computed from what a player holds, so a castle torn down or
 * a treasure lost costs its points at once.
 */
export function prestige(s: PirateKingState, seat: SeatIndex): number {
  let points = s.players[seat].commodore ? COMMODORE.prestige : 0;
  s.territories.forEach((t, id) => {
    if (t.owner === seat && t.level === CASTLE) points += CASTLE_PRESTIGE[SEA_CHART[TERRITORIES[id].column].cannons[CASTLE]] ?? 0;
  });
  s.treasures.forEach((owner) => {
    if (owner === seat) points += TREASURE_PRESTIGE;
  });
  return points;
}

/** A side's score: the player's own, or the team's sum in team play (our reading). */
export function sideScore(s: PirateKingState, seat: SeatIndex): number {
  if (!s.options.teams) return prestige(s, seat);
  const team = s.players[seat].team;
  return s.players.reduce((sum, p, i) => (p.team === team ? sum + prestige(s, i) : sum), 0);
}

/** Seats (with their partners) at the target now: the highest side if several. */
export function reachedTarget(s: PirateKingState): SeatIndex[] {
  const target = targetPoints(s.options);
  const scores = s.players.map((_, seat) => sideScore(s, seat));
  const best = Math.max(...scores);
  if (best < target) return [];
  return scores.flatMap((x, seat) => (x === best ? [seat] : []));
}

/** At the end without a winner by points: the highest score; ties go to the most bronze, then are shared. */
export function leaders(s: PirateKingState): SeatIndex[] {
  const scores = s.players.map((_, seat) => sideScore(s, seat));
  const best = Math.max(...scores);
  const top = scores.flatMap((x, seat) => (x === best ? [seat] : []));
  const bronze = (seat: SeatIndex) => s.purses[s.players[seat].purse];
  const most = Math.max(...top.map(bronze));
  return top.filter((seat) => bronze(seat) === most);
}
