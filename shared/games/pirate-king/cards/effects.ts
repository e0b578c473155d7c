import type { DeckName } from "../content/cards";
import { CURRENTS, TERRITORIES } from "../content/territories";
import { canMountCannon, canTakeCrew } from "../cargo/cargo";
import { emit } from "../events";
import { charge, fromMerchant } from "../money/pay";
import { loseCargo, dropCargo } from "../sailing/move";
import { takeBuriedTreasure } from "../sailing/spaces";
import type { PirateKingState, Ship } from "../state";
import { setTerritory, TREASURE_CHARTED, TREASURE_HIDDEN } from "../state";
import { cardOf } from "../log-text";
import { discard, heldKey } from "./held";

/**
 * Does what a drawn card says to `ship` (the drawer's, or the one the Golden Monkey Head
 * chose; `drawer` is the ship that drew it). Fines go to the Buried Treasure (Cards); a crewman or cannon the ship cannot take
 * is kept for later (FAQ); losing the last crewman or cannon does nothing (FAQ).
 */
export function resolveCard(s: PirateKingState, ship: Ship, deck: DeckName, id: number, drawer: Ship = ship): void {
  const e = cardOf(deck, id).effect;
  const seat = ship.owner;
  let keep = false;
  switch (e.kind) {
    case "bronze":
      fromMerchant(s, seat, e.amount);
      emit(s, "gain", { seat, amount: e.amount, from: "merchant" });
      break;
    case "fine":
      charge(s, seat, "chest", e.amount, "fine");
      break;
    case "crew":
      if (e.delta > 0 && !canTakeCrew(ship)) keep = true;
      else if (e.delta > 0 || ship.crew > 1) {
        ship.crew += e.delta;
        emit(s, "crew", { seat, delta: e.delta, crew: ship.crew });
      }
      break;
    case "cannon":
      if (e.delta > 0 && !canMountCannon(ship)) keep = true;
      else if (e.delta > 0 || ship.cannons > 1) {
        ship.cannons += e.delta;
        emit(s, "cannon", { seat, delta: e.delta, cannons: ship.cannons });
      }
      break;
    case "halfCargo":
      if (ship.cargo !== null && ship.cargoDamage === null) {
        ship.cargoDamage = id;
        return;
      }
      break;
    case "loseCargo":
      loseCargo(s, ship, "card");
      break;
    case "newCargo":
      if (ship.cargo !== null) dropCargo(s, ship);
      s.queue.unshift({ kind: "drawCargo", ship: ship.id });
      break;
    case "move":
      s.queue.unshift({ kind: "move", ship: ship.id, spaces: e.spaces });
      break;
    case "repeatMove":
      // The drawer's last move, also when the Golden Monkey Head sends the card on (FAQ).
      if (drawer.lastMove !== 0) s.queue.unshift({ kind: "move", ship: ship.id, spaces: drawer.lastMove });
      break;
    case "turnAbout":
      ship.facing = ship.facing === 1 ? -1 : 1;
      emit(s, "turnAbout", { seat });
      break;
    case "secretPassage":
      s.pending = { kind: "passage", seat, ship: ship.id };
      break;
    case "disaster":
      disaster(s, ship, e.name);
      break;
    case "manOfWar":
      s.pending = { kind: "manOfWar", seat, ship: ship.id };
      break;
    case "duel":
      if (s.ships.some((x) => !x.sunk && x.owner !== seat)) s.pending = { kind: "duel", seat, ship: ship.id };
      break;
    case "map": {
      const found = s.treasures[e.treasure] === TREASURE_HIDDEN;
      if (found) s.treasures[e.treasure] = TREASURE_CHARTED;
      emit(s, "map", { seat, treasure: e.treasure, found });
      break;
    }
    case "buriedTreasure":
      takeBuriedTreasure(s, seat);
      break;
    case "keep":
      keep = true;
      break;
  }
  if (keep) s.players[seat].held.push(heldKey(deck, id));
  else discard(s, deck, id);
}

/**
 * Mega Tsunami / Earthquake (Special Cards): every developed territory of the region of the
 * current the ship sails loses a level; Settlements take no damage.
 */
function disaster(s: PirateKingState, ship: Ship, name: string): void {
  const region = CURRENTS[ship.current];
  const hit: number[] = [];
  s.territories.forEach((t, id) => {
    if (TERRITORIES[id].region === region && t.owner !== null && t.level > 0) {
      setTerritory(s, id, { level: t.level - 1 });
      hit.push(id);
    }
  });
  emit(s, "disaster", { seat: ship.owner, name, region, territories: hit });
}
