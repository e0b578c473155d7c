import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { canMountCannon, canTakeCrew } from "../cargo/cargo";
import { emit } from "../events";
import { Rejections } from "../rejections";
import type { PirateKingState } from "../state";
import { discardHeld, keepOf } from "./held";
import { resolveCard } from "./effects";

/** Why a held card cannot be played on `ship` now, or null (FAQ: a kept crewman or cannon, any time on your turn but in combat). */
export function useCardProblem(s: PirateKingState, seat: SeatIndex, key: string, shipId: number): Rejection | null {
  if (!s.players[seat].held.includes(key)) return Rejections.noSuchCard(key);
  const ship = s.ships[shipId];
  if (!ship || ship.owner !== seat || ship.sunk) return Rejections.noSuchShip(shipId);
  const keep = keepOf(key);
  if (keep === "crewman") return canTakeCrew(ship) ? null : Rejections.noRoomFor("crewman");
  if (keep === "cannon") return canMountCannon(ship) ? null : Rejections.noRoomFor("cannon (or the crew to man it)");
  return Rejections.cardNotPlayable("That card is played by itself when its moment comes (a dock, the Commodore, a sinking).");
}

export function useCard(s: PirateKingState, seat: SeatIndex, key: string, shipId: number): Rejection | null {
  const problem = useCardProblem(s, seat, key, shipId);
  if (problem) return problem;
  const ship = s.ships[shipId];
  const keep = keepOf(key)!;
  discardHeld(s, seat, s.players[seat].held.indexOf(key));
  if (keep === "crewman") ship.crew += 1;
  else ship.cannons += 1;
  emit(s, "useCard", { seat, item: keep });
  return null;
}

/** Golden Monkey Head: hand the card to another player's ship, or keep it (`to` null). */
export function chooseForward(s: PirateKingState, to: number | null): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "forward") return Rejections.notExpected("Golden Monkey Head");
  let target = s.ships[p.ship];
  if (to !== null) {
    const other = s.ships[to];
    if (!other || other.sunk || other.owner === p.seat) return Rejections.badTarget("Pass the card to another player's ship afloat.");
    target = other;
    emit(s, "forward", { seat: p.seat, to: other.owner, deck: p.deck, card: p.card });
  }
  s.pending = null;
  resolveCard(s, target, p.deck, p.card, s.ships[p.ship]);
  return null;
}

