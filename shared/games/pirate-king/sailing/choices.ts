import type { Rejection } from "../../../engine/rejection";
import { CROSSWINDS, currentAfterTurn, SECRET_PASSAGES, SPACES, type CrosswindsTurn } from "../content/board";
import { CURRENTS } from "../content/territories";
import { emit } from "../events";
import { spaceOf } from "../queries";
import { Rejections } from "../rejections";
import type { PirateKingState } from "../state";

/** Crosswinds (landing directly on it): left, right or straight, never straight back. */
export function chooseCrosswinds(s: PirateKingState, turn: CrosswindsTurn): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "crosswinds") return Rejections.notExpected("Crosswinds");
  const ship = s.ships[p.ship];
  const arrivedFrom = ship.current;
  const wasForward = ship.facing;
  ship.current = currentAfterTurn(arrivedFrom, turn);
  // Straight on keeps the heading; a turn onto a neighbouring current sails it outwards.
  if (turn !== "straight") ship.facing = 1;
  else ship.facing = wasForward;
  ship.step = 0;
  s.pending = null;
  emit(s, "crosswinds", { seat: ship.owner, turn, current: ship.current });
  return null;
}

export function askCrosswinds(s: PirateKingState, shipId: number): void {
  const ship = s.ships[shipId];
  if (ship.sunk || spaceOf(ship) !== CROSSWINDS) return;
  s.pending = { kind: "crosswinds", seat: ship.owner, ship: shipId };
}

/**
 * Secret Passage: go to any other Secret Passage and face either way, stay and keep or turn
 * the heading (Space Designations). Taking a passage does not land again.
 */
export function choosePassage(s: PirateKingState, to: number, facing: 1 | -1): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "passage") return Rejections.notExpected("Secret Passage");
  const ship = s.ships[p.ship];
  if (!SECRET_PASSAGES.includes(to) && to !== spaceOf(ship)) return Rejections.badPassage();
  const space = SPACES[to];
  if (space.current !== null) {
    ship.current = CURRENTS.indexOf(space.current);
    ship.step = space.step;
  }
  ship.facing = facing;
  s.pending = null;
  emit(s, "passage", { seat: ship.owner, to, facing });
  return null;
}
