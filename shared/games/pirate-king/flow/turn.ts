import { WIN_EVENT } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { emit } from "../events";
import { Rejections } from "../rejections";
import { leaders, reachedTarget, sideScore } from "../scoring/prestige";
import type { PirateKingState } from "../state";

/** Ends the turn: the game ends after the last cargo card's turn (FAQ) or the round limit; else the next player clockwise. */
export function endTurn(s: PirateKingState): Rejection | null {
  if (s.parlay?.sent) return Rejections.decideFirst("the parlay offer is waiting for an answer");
  s.parlay = null;
  if (s.lastCargoTurnedIn) {
    gameOver(s, leaders(s), "cargo");
    return null;
  }
  const next = (s.current + 1) % s.players.length;
  const round = next === s.firstSeat ? s.round + 1 : s.round;
  if (round > s.options.maxRounds) {
    gameOver(s, leaders(s), "roundLimit");
    return null;
  }
  s.current = next;
  s.round = round;
  s.turn += 1;
  s.stage = "sail";
  s.sail = [];
  s.wind = null;
  s.windRerolled = false;
  s.agreed = [];
  s.foughtAt = [];
  s.forcedThisTurn = false;
  s.offersThisTurn = 0;
  s.editsThisTurn = 0;
  for (const ship of s.ships) {
    ship.shopSpace = null;
    ship.crewBoughtHere = false;
  }
  emit(s, "turn", { seat: s.current, round: s.round });
  return null;
}

/** Checked after every action: a side at the target (or the Commodore's conqueror) wins at once. */
export function checkVictory(s: PirateKingState): void {
  if (s.stage === "over") return;
  const winners = reachedTarget(s);
  if (winners.length === 0) return;
  const byCommodore = winners.some((seat) => s.players[seat].commodore);
  gameOver(s, winners, byCommodore ? "commodore" : "points");
}

export function gameOver(s: PirateKingState, seats: number[], reason: NonNullable<PirateKingState["endReason"]>): void {
  const winners = s.options.teams ? s.players.flatMap((p, seat) => (seats.some((w) => s.players[w].team === p.team) ? [seat] : [])) : seats;
  s.stage = "over";
  s.pending = null;
  s.queue = [];
  s.combat = null;
  s.parlay = null;
  s.winners = winners;
  s.endReason = reason;
  emit(s, WIN_EVENT, { reason, winners, points: winners.length > 0 ? sideScore(s, winners[0]) : 0 });
}
