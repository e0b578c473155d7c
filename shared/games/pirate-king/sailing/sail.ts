import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { TERRITORY_SPACE, SPACES } from "../content/board";
import { PORTS } from "../content/territories";
import { SAIL, windAdjustment } from "../content/ship";
import { CURRENTS } from "../content/territories";
import { drawCargo } from "../cargo/cargo";
import { rollDie } from "../dice";
import { emit } from "../events";
import { hasTreasure, shipsOf, spaceOf } from "../queries";
import { Rejections } from "../rejections";
import type { PirateKingState, Ship } from "../state";

/** Puts a ship on a port, facing outwards by default (Getting Started) or either way (Lose a Battle). */
export function placeAtPort(ship: Ship, port: number, facing: 1 | -1): void {
  const space = SPACES[TERRITORY_SPACE[port]];
  ship.current = CURRENTS.indexOf(space.current!);
  ship.step = space.step;
  ship.facing = facing;
  ship.sunk = false;
}

export function freePorts(s: PirateKingState): number[] {
  return PORTS.filter((p) => !s.ships.some((x) => !x.sunk && spaceOf(x) === TERRITORY_SPACE[p]));
}

/** Ports of origin, highest d12 first; each port takes one ship. The cargo cards follow. */
export function choosePort(s: PirateKingState, port: number): Rejection | null {
  if (!freePorts(s).includes(port)) return Rejections.badPort(port);
  const ship = s.ships[s.portQueue[0]];
  placeAtPort(ship, port, 1);
  s.portQueue.shift();
  emit(s, "port", { seat: ship.owner, territory: port });
  if (s.portQueue.length > 0) {
    s.current = s.ships[s.portQueue[0]].owner;
    return null;
  }
  for (const x of s.ships) drawCargo(s, x);
  s.current = s.firstSeat;
  s.stage = "sail";
  emit(s, "turn", { seat: s.current, round: s.round });
  return null;
}

/** The sail marker 1–5 spaces ahead of each ship, then the wind die (Movement). */
export function sail(s: PirateKingState, seat: SeatIndex, spaces: readonly number[]): Rejection | null {
  const ships = shipsOf(s, seat);
  if (spaces.length !== ships.length) return Rejections.badSail(`Set one sail marker for each of your ${ships.length} ships.`);
  if (spaces.some((x) => x < SAIL.min || x > SAIL.max)) return Rejections.badSail("The sail marker goes 1 to 5 spaces ahead of the ship.");
  s.sail = spaces.slice();
  emit(s, "sail", { seat, spaces: s.sail });
  rollWind(s, seat, false);
  return null;
}

function rollWind(s: PirateKingState, seat: SeatIndex, reroll: boolean): void {
  s.wind = rollDie(s, 12);
  emit(s, "wind", { seat, roll: s.wind, adjust: windAdjustment(s.wind), reroll });
  if (!reroll && hasTreasure(s, seat, "blackSails") && !s.windRerolled) {
    s.stage = "wind";
    return;
  }
  startMoving(s, seat);
}

/** Black Sails: re-roll the wind die once a turn, and keep the second roll (Great Treasures). */
export function chooseWind(s: PirateKingState, seat: SeatIndex, reroll: boolean): Rejection | null {
  if (!reroll) {
    startMoving(s, seat);
    return null;
  }
  if (!hasTreasure(s, seat, "blackSails") || s.windRerolled) return Rejections.noReroll();
  s.windRerolled = true;
  rollWind(s, seat, true);
  return null;
}

/** One wind roll adjusts every ship of the player (Advanced Play). */
function startMoving(s: PirateKingState, seat: SeatIndex): void {
  s.stage = "resolve";
  const adjust = windAdjustment(s.wind!);
  shipsOf(s, seat).forEach((ship, k) => s.queue.push({ kind: "move", ship: ship.id, spaces: s.sail[k] + adjust, after: true }));
}
