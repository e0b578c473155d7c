import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { SEA_CHART } from "../content/sea-chart";
import { territoryCap } from "../content/ship";
import { TERRITORIES } from "../content/territories";
import { heldIndex, discardHeld } from "../cards/held";
import { drawCargo } from "../cargo/cargo";
import { startCombat } from "../combat/fight";
import { fortFighter, shipFighter } from "../combat/fighters";
import { emit } from "../events";
import { charge, roundFee, toMerchant } from "../money/pay";
import { cash, dockFeeAt, friendly, hasTreasure, shipsOn, spaceOf, territoriesOf } from "../queries";
import { Rejections } from "../rejections";
import type { PirateKingState, Ship } from "../state";

export function capOf(s: PirateKingState): number {
  return territoryCap(s.players.length);
}

export function atCap(s: PirateKingState, seat: SeatIndex): boolean {
  return territoriesOf(s, seat).length >= capOf(s);
}

/**
 * Territory (Space Designations): an unclaimed one may be captured for its capture price; on
 * another player's territory the ship pays the dock fee or fights (or slips past with a Lock
 * Pick); your own or your partner's territory asks nothing (its ship shop is open in the harbour).
 */
export function landOnTerritory(s: PirateKingState, ship: Ship, territory: number): void {
  const t = s.territories[territory];
  if (t.owner === null) {
    const price = SEA_CHART[TERRITORIES[territory].column].capture;
    if (atCap(s, ship.owner)) emit(s, "pass", { seat: ship.owner, territory, why: "cap" });
    else if (cash(s, ship.owner) < price) emit(s, "pass", { seat: ship.owner, territory, why: "money" });
    else s.pending = { kind: "capture", seat: ship.owner, ship: ship.id, territory };
    return;
  }
  if (friendly(s, t.owner, ship.owner)) return;
  s.pending = { kind: "dock", seat: ship.owner, ship: ship.id, territory };
}

export function chooseCapture(s: PirateKingState, accept: boolean): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "capture") return Rejections.notExpected("capture");
  const price = SEA_CHART[TERRITORIES[p.territory].column].capture;
  s.pending = null;
  if (!accept) {
    emit(s, "pass", { seat: p.seat, territory: p.territory, why: "choice" });
    return null;
  }
  toMerchant(s, p.seat, price);
  s.territories[p.territory] = { owner: p.seat, level: 0 };
  emit(s, "capture", { seat: p.seat, territory: p.territory, price });
  // A ship that lost its cargo picks a new mission up at a territory it captures (Cards › Cargo).
  drawCargo(s, s.ships[p.ship]);
  return null;
}

/** The dock fee a ship pays here: +50% to a Royal Crown owner, −50% with the Diamond Necklace. */
export function dockFee(s: PirateKingState, payer: SeatIndex, territory: number): number {
  const t = s.territories[territory];
  let fee = dockFeeAt(territory, t.level);
  if (t.owner !== null && hasTreasure(s, t.owner, "crown")) fee *= 1.5;
  if (hasTreasure(s, payer, "necklace")) fee *= 0.5;
  return roundFee(fee);
}

/**
 * Pay or fight (Combat): only the ship's player chooses. With the owner's ship on the space
 * the ship fights it first, then the fortification. A captain at the territory cap cannot take
 * another, so may only pay (our reading).
 */
export function chooseDock(s: PirateKingState, choice: "pay" | "fight" | "lockPick"): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "dock") return Rejections.notExpected("dock fee");
  const ship = s.ships[p.ship];
  const owner = s.territories[p.territory].owner!;
  if (choice === "lockPick") {
    const i = heldIndex(s, p.seat, "lockPick");
    if (i < 0) return Rejections.noLockPick();
    s.pending = null;
    discardHeld(s, p.seat, i);
    emit(s, "lockPick", { seat: p.seat, territory: p.territory });
    return null;
  }
  if (choice === "pay") {
    s.pending = null;
    const fee = dockFee(s, p.seat, p.territory);
    emit(s, "dockFee", { seat: p.seat, territory: p.territory, owner, amount: fee });
    charge(s, p.seat, owner, fee, "dock");
    return null;
  }
  if (atCap(s, p.seat)) return Rejections.atCap(capOf(s));
  s.pending = null;
  const guard = shipsOn(s, spaceOf(ship)).find((x) => x.owner === owner);
  if (guard) startCombat(s, "dock", shipFighter(ship.id), shipFighter(guard.id), p.territory);
  else startCombat(s, "dock", shipFighter(ship.id), fortFighter(s, p.territory));
  return null;
}

/**
 * After beating the owner's ship, the fortification (if the territory is still theirs). A
 * captain who reached the territory cap meanwhile (a territory seized for the bounty) stops
 * there: he could not hold another.
 */
export function fightFort(s: PirateKingState, shipId: number, territory: number): void {
  const ship = s.ships[shipId];
  const owner = s.territories[territory].owner;
  if (ship.sunk || owner === null || friendly(s, owner, ship.owner)) return;
  if (atCap(s, ship.owner)) {
    emit(s, "pass", { seat: ship.owner, territory, why: "cap" });
    return;
  }
  startCombat(s, "dock", shipFighter(shipId), fortFighter(s, territory));
}
