import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { CROSSWINDS } from "../content/board";
import { friendly, hasTreasure, spaceOf } from "../queries";
import { Rejections } from "../rejections";
import type { PirateKingState } from "../state";
import { startCombat } from "./fight";
import { shipFighter } from "./fighters";

/**
 * Forced Negotiations (Great Treasures › Golden Monkey Head): on your turn, attack a ship
 * sharing your ship's space anywhere on the board, unless you made a parlay agreement with its
 * player this turn. Once a turn (our limit), never on the Crosswinds (already a fight there).
 */
export function attackProblem(s: PirateKingState, seat: SeatIndex, shipId: number, targetId: number): Rejection | null {
  if (!hasTreasure(s, seat, "monkeyHead")) return Rejections.noForcedAttack("Only the owner of the Golden Monkey Head may force a fight.");
  if (s.forcedThisTurn) return Rejections.noForcedAttack("You already forced a fight this turn.");
  const ship = s.ships[shipId];
  const target = s.ships[targetId];
  if (!ship || ship.owner !== seat || ship.sunk) return Rejections.noSuchShip(shipId);
  if (!target || target.sunk || friendly(s, target.owner, seat)) return Rejections.noForcedAttack("Choose another player's ship afloat.");
  if (spaceOf(ship) !== spaceOf(target) || spaceOf(ship) === CROSSWINDS) return Rejections.noForcedAttack("The two ships must share a space (not the Crosswinds).");
  if (s.agreed.includes(target.owner)) return Rejections.noForcedAttack("You made a parlay agreement with that player this turn.");
  return null;
}

export function forcedAttack(s: PirateKingState, seat: SeatIndex, shipId: number, targetId: number): Rejection | null {
  const problem = attackProblem(s, seat, shipId, targetId);
  if (problem) return problem;
  s.forcedThisTurn = true;
  s.stage = "resolve";
  startCombat(s, "forced", shipFighter(shipId), shipFighter(targetId));
  return null;
}
