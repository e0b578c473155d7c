import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { NEIGHBOURS, SPACES } from "../content/board";
import { CASTLE, SEA_CHART } from "../content/sea-chart";
import { SHIP } from "../content/ship";
import { TERRITORIES } from "../content/territories";
import { canMountCannon, canTakeCrew } from "../cargo/cargo";
import { emit } from "../events";
import { toMerchant } from "../money/pay";
import { cash, friendly, spaceOf } from "../queries";
import { Rejections } from "../rejections";
import { setTerritory, type PirateKingState } from "../state";

/** A trade route: the owner also holds an adjacent territory of the same colour (FAQ › adjacency). */
export function hasTradeRoute(s: PirateKingState, territory: number): boolean {
  const owner = s.territories[territory].owner;
  return owner !== null && NEIGHBOURS[territory].some((n) => s.territories[n].owner === owner);
}

/** Why `seat` may not upgrade `territory` now, or null (Fortifications; Team Play: a partner's too). */
export function upgradeProblem(s: PirateKingState, seat: SeatIndex, territory: number): Rejection | null {
  const t = s.territories[territory];
  if (!t || t.owner === null || !friendly(s, t.owner, seat)) return Rejections.notYourTerritory(territory);
  if (t.level >= CASTLE) return Rejections.topLevel(territory);
  if (!hasTradeRoute(s, territory)) return Rejections.noTradeRoute(territory);
  const price = SEA_CHART[TERRITORIES[territory].column].upgrade;
  if (cash(s, seat) < price) return Rejections.tooPoor(price, `upgrade ${TERRITORIES[territory].name}`);
  return null;
}

export function upgrade(s: PirateKingState, seat: SeatIndex, territory: number): Rejection | null {
  const problem = upgradeProblem(s, seat, territory);
  if (problem) return problem;
  toMerchant(s, seat, SEA_CHART[TERRITORIES[territory].column].upgrade);
  setTerritory(s, territory, { level: s.territories[territory].level + 1 });
  emit(s, "upgrade", { seat, territory, level: s.territories[territory].level });
  return null;
}

/**
 * The ship shop (Fortifications › Ship Cannons and Crewmen): on a friendly territory at or
 * above its column's shop level, where the ship landed this turn, one crewman per landing and
 * as many cannons as the crew can man, 200 bronze each.
 */
export function shopProblem(s: PirateKingState, seat: SeatIndex, shipId: number, item: "crew" | "cannon"): Rejection | null {
  const ship = s.ships[shipId];
  if (!ship || ship.owner !== seat || ship.sunk) return Rejections.noSuchShip(shipId);
  if (ship.shopSpace === null || ship.shopSpace !== spaceOf(ship)) return Rejections.noShop("Ships buy crewmen and cannons only where they landed this turn.");
  const territory = SPACES[ship.shopSpace].territory;
  const t = territory === null ? null : s.territories[territory];
  if (territory === null || !t || t.owner === null || !friendly(s, t.owner, seat)) return Rejections.noShop("There is a ship shop only on your own territories.");
  if (t.level < SEA_CHART[TERRITORIES[territory].column].shopFrom) return Rejections.noShop(`${TERRITORIES[territory].name} is not built up enough to sell crewmen and cannons.`);
  if (item === "crew" && ship.crewBoughtHere) return Rejections.noShop("Only one crewman may join per landing.");
  if (item === "crew" && !canTakeCrew(ship)) return Rejections.noRoomFor("crewman");
  if (item === "cannon" && !canMountCannon(ship)) return Rejections.noRoomFor("cannon");
  if (cash(s, seat) < SHIP.shopPrice) return Rejections.tooPoor(SHIP.shopPrice, `buy a ${item === "crew" ? "crewman" : "cannon"}`);
  return null;
}

export function buyAtShop(s: PirateKingState, seat: SeatIndex, shipId: number, item: "crew" | "cannon"): Rejection | null {
  const problem = shopProblem(s, seat, shipId, item);
  if (problem) return problem;
  const ship = s.ships[shipId];
  toMerchant(s, seat, SHIP.shopPrice);
  if (item === "crew") {
    ship.crew += 1;
    ship.crewBoughtHere = true;
  } else ship.cannons += 1;
  emit(s, "shop", { seat, item });
  return null;
}
