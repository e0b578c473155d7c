import { spaceAt, SPACES } from "../content/board";
import { CARGO } from "../content/cards";
import { MONEY } from "../content/ship";
import { emit } from "../events";
import { fromMerchant } from "../money/pay";
import { friendly, spaceOf } from "../queries";
import type { PirateKingState, Ship } from "../state";

/**
 * Moves a ship `spaces` steps along its current (negative: backwards, still facing the same
 * way; Movement), passing the Crosswinds on its own colour (FAQ). A cargo destination passed
 * or landed on is delivered on the way (Cards › Cargo); a ship without cargo that passes a
 * friendly territory picks a new mission up. The new card is drawn once the ship stops, then
 * the ship lands: at once for a card's move, after the other ship has moved for the sail
 * markers (`after`: Advanced Play moves both ships, then collects, then lands).
 */
export function moveShip(s: PirateKingState, ship: Ship, spaces: number, after = false): void {
  const dir = Math.sign(spaces) * ship.facing;
  let delivered = false;
  let pickUp = false;
  const steps = Math.abs(spaces);
  for (let i = 1; i <= steps; i++) {
    ship.step = (((ship.step + dir) % 20) + 20) % 20;
    const t = SPACES[spaceAt(ship.current, ship.step)].territory;
    if (t === null) continue;
    if (ship.cargo !== null && !delivered && CARGO[ship.cargo].territory === t) {
      deliver(s, ship, i === steps);
      delivered = true;
    } else if (ship.cargo === null && !delivered) {
      const owner = s.territories[t].owner;
      if (owner !== null && friendly(s, owner, ship.owner)) pickUp = true;
    }
  }
  ship.lastMove = spaces;
  emit(s, "move", { seat: ship.owner, ship: ship.id, to: spaceOf(ship), spaces });
  const tasks: PirateKingState["queue"] = [];
  if (delivered) tasks.push({ kind: "reward", ship: ship.id });
  if (delivered || pickUp) tasks.push({ kind: "drawCargo", ship: ship.id });
  tasks.push({ kind: "land", ship: ship.id });
  if (after) s.queue.push(...tasks);
  else s.queue.unshift(...tasks);
}

/** Collects a smuggling mission: its value (half when spoiled), +100 for landing on it. */
function deliver(s: PirateKingState, ship: Ship, exact: boolean): void {
  const card = CARGO[ship.cargo!];
  const half = ship.cargoDamage !== null;
  const amount = (half ? Math.floor(card.value / 2) : card.value) + (exact ? MONEY.exactDeliveryBonus : 0);
  fromMerchant(s, ship.owner, amount);
  emit(s, "deliver", { seat: ship.owner, territory: card.territory, amount, exact, half });
  dropCargo(s, ship);
}

/** The cargo card leaves the game (turned in or lost); a storm card on it is discarded. */
export function dropCargo(s: PirateKingState, ship: Ship): void {
  if (ship.cargo === null) return;
  ship.cargo = null;
  if (ship.cargoDamage !== null) {
    s.logDiscard = [...s.logDiscard, ship.cargoDamage];
    ship.cargoDamage = null;
  }
  s.cargoOut += 1;
  if (s.cargoOut === CARGO.length && !s.lastCargoTurnedIn) {
    s.lastCargoTurnedIn = true;
    emit(s, "lastCargo", { seat: ship.owner });
  }
}

export function loseCargo(s: PirateKingState, ship: Ship, why: string): void {
  if (ship.cargo === null) return;
  dropCargo(s, ship);
  emit(s, "cargoLost", { seat: ship.owner, why });
}
