import { CROSSWINDS, SPACES } from "../content/board";
import { drawCard } from "../cards/draw";
import { startCombat } from "../combat/fight";
import { shipFighter } from "../combat/fighters";
import { emit } from "../events";
import { friendly, shipsOn, spaceOf } from "../queries";
import { landOnTerritory } from "../territories/landing";
import type { PirateKingState, Ship } from "../state";
import { mutiny, takeBuriedTreasure } from "./spaces";

/** Do what the space demands (Space Designations). */
export function land(s: PirateKingState, ship: Ship): void {
  if (ship.sunk) return;
  const space = SPACES[spaceOf(ship)];
  ship.shopSpace = space.id;
  ship.crewBoughtHere = false;
  switch (space.kind) {
    case "crosswinds":
      landOnCrosswinds(s, ship);
      return;
    case "territory":
      landOnTerritory(s, ship, space.territory!);
      return;
    case "captainsLog":
      drawCard(s, ship, "captainsLog");
      return;
    case "piratesBooty":
      drawCard(s, ship, "piratesBooty");
      return;
    case "secretPassage":
      s.pending = { kind: "passage", seat: ship.owner, ship: ship.id };
      return;
    case "turnAbout":
      ship.facing = ship.facing === 1 ? -1 : 1;
      emit(s, "turnAbout", { seat: ship.owner });
      return;
    case "commodore":
      s.pending = { kind: "commodore", seat: ship.owner, ship: ship.id };
      return;
    case "mutiny":
      mutiny(s, ship);
      return;
    case "buriedTreasure":
      takeBuriedTreasure(s, ship.owner);
      return;
    case "openSea":
      return;
  }
}

/**
 * Crosswinds: a ship landing where an enemy ship lies must fight it first (the loser pays a
 * 500 bounty); a ship still afloat then chooses left, right or straight.
 */
function landOnCrosswinds(s: PirateKingState, ship: Ship): void {
  s.queue.unshift({ kind: "crosswinds", ship: ship.id });
  const enemy = shipsOn(s, CROSSWINDS).find((x) => x.id !== ship.id && !friendly(s, x.owner, ship.owner));
  if (enemy) startCombat(s, "crosswinds", shipFighter(ship.id), shipFighter(enemy.id));
}
