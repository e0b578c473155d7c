import type { SeatIndex } from "../../../engine/game";
import { MONEY } from "../content/ship";
import { rollDice } from "../dice";
import { emit } from "../events";
import { hasTreasure } from "../queries";
import type { PirateKingState, Ship } from "../state";
import { loseCargo } from "./move";

/** Buried Treasure: take the whole chest; the Merchant puts 100 bronze back in. */
export function takeBuriedTreasure(s: PirateKingState, seat: SeatIndex): void {
  const amount = s.buriedTreasure;
  s.purses[s.players[seat].purse] += amount;
  s.buriedTreasure = 0;
  emit(s, "chest", { seat, amount });
  s.buriedTreasure += MONEY.buriedTreasureRefill;
  s.merchantNet += MONEY.buriedTreasureRefill;
}

/**
 * Mutiny: the captain rolls three dice against three dice rolled for the other players; the
 * crew wins only with a higher total (a tie keeps the captain in command). Losing costs a
 * crewman (never the last) and the cargo. The Diamond Necklace keeps the crew loyal.
 */
export function mutiny(s: PirateKingState, ship: Ship): void {
  const seat = ship.owner;
  if (hasTreasure(s, seat, "necklace")) {
    emit(s, "mutiny", { seat, captain: 0, crew: 0, quelled: "immune" });
    return;
  }
  const captain = rollDice(s, 3).reduce((a, b) => a + b, 0);
  const crew = rollDice(s, 3).reduce((a, b) => a + b, 0);
  const quelled = captain >= crew;
  emit(s, "mutiny", { seat, captain, crew, quelled });
  if (quelled) return;
  if (ship.crew > 1) {
    ship.crew -= 1;
    emit(s, "crew", { seat, delta: -1, crew: ship.crew });
  }
  loseCargo(s, ship, "mutiny");
}
