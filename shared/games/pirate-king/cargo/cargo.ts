import type { Rejection } from "../../../engine/rejection";
import { cannonCapacity, SHIP } from "../content/ship";
import { emit } from "../events";
import { Rejections } from "../rejections";
import type { PirateKingState, Ship } from "../state";

/** Draws a new smuggling mission for a ship that has none (none left: it sails empty). */
export function drawCargo(s: PirateKingState, ship: Ship): void {
  if (ship.cargo !== null || ship.sunk || s.cargoDeck.length === 0) return;
  const card = s.cargoDeck[s.cargoDeck.length - 1];
  s.cargoDeck = s.cargoDeck.slice(0, -1);
  ship.cargo = card;
  emit(s, "cargo", { seat: ship.owner, card });
}

export function canTakeCrew(ship: Ship): boolean {
  return ship.crew < SHIP.maxCrew;
}

/** A cannon needs crew to man it (Combat › Cannon Capacity), four at most. */
export function canMountCannon(ship: Ship): boolean {
  return ship.cannons < Math.min(SHIP.maxCannons, cannonCapacity(ship.crew));
}

/**
 * The delivery's crewman or cannon (Cards › Cargo): the player chooses when both fit; a full
 * ship gets nothing.
 */
export function startReward(s: PirateKingState, ship: Ship): void {
  const crew = canTakeCrew(ship);
  const cannon = canMountCannon(ship);
  if (crew && cannon) s.pending = { kind: "reward", seat: ship.owner, ship: ship.id };
  else if (crew) giveReward(s, ship, "crew");
  else if (cannon) giveReward(s, ship, "cannon");
}

export function chooseReward(s: PirateKingState, pick: "crew" | "cannon"): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "reward") return Rejections.notExpected("reward");
  const ship = s.ships[p.ship];
  if (pick === "cannon" && !canMountCannon(ship)) return Rejections.noRoomFor("cannon");
  s.pending = null;
  giveReward(s, ship, pick);
  return null;
}

function giveReward(s: PirateKingState, ship: Ship, pick: "crew" | "cannon"): void {
  if (pick === "crew") ship.crew += 1;
  else ship.cannons += 1;
  emit(s, "reward", { seat: ship.owner, pick });
}
