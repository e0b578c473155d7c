import type { SeatIndex } from "../../../engine/game";
import { TREASURE } from "../content/cards";
import { LEVEL_CREW, levelOfCrew, SEA_CHART } from "../content/sea-chart";
import { cannonCapacity, COMMODORE, commodoreCannons } from "../content/ship";
import { TERRITORIES } from "../content/territories";
import type { Fighter, PirateKingState } from "../state";

/** The sides of a fight (Combat › Crewmen and Cannons). A ship's crew lives on the ship itself. */
export function shipFighter(ship: number): Fighter {
  return { kind: "ship", ship, territory: null, crew: 0, cannons: 0 };
}
export function fortFighter(s: PirateKingState, territory: number): Fighter {
  return { kind: "fort", ship: null, territory, crew: LEVEL_CREW[s.territories[territory].level], cannons: 0 };
}
export function commodoreFighter(): Fighter {
  return { kind: "commodore", ship: null, territory: null, crew: COMMODORE.crew, cannons: COMMODORE.cannons };
}
/** A Man of War matches the drawing ship's crewmen and manned cannons (Special Cards). */
export function manOfWarFighter(s: PirateKingState, ship: number): Fighter {
  const x = s.ships[ship];
  return { kind: "manOfWar", ship: null, territory: null, crew: x.crew, cannons: Math.min(x.cannons, cannonCapacity(x.crew)) };
}

export function crewOf(s: PirateKingState, f: Fighter): number {
  return f.kind === "ship" ? s.ships[f.ship!].crew : f.crew;
}

/**
 * Attack dice: a ship rolls one per manned cannon (cannons beyond its crew's capacity are
 * unmanned), four at most; a fortification rolls its Sea Chart cannons at the level its crew
 * counts as (an odd crew keeps the higher level, FAQ); the Commodore keeps 2 cannons to the
 * last man.
 */
export function diceOf(s: PirateKingState, f: Fighter): number {
  const crew = crewOf(s, f);
  if (crew <= 0) return 0;
  switch (f.kind) {
    case "ship":
      return Math.min(s.ships[f.ship!].cannons, cannonCapacity(crew));
    case "fort":
      return SEA_CHART[TERRITORIES[f.territory!].column].cannons[levelOfCrew(crew)];
    case "commodore":
      return commodoreCannons(crew);
    case "manOfWar":
      return Math.min(f.cannons, cannonCapacity(crew));
  }
}

/** Loses one crewman (a hit). */
export function hit(s: PirateKingState, f: Fighter): void {
  if (f.kind === "ship") s.ships[f.ship!].crew -= 1;
  else f.crew -= 1;
}

/** The player a side fights for (null: the Commodore, a Man of War). */
export function seatOf(s: PirateKingState, f: Fighter): SeatIndex | null {
  if (f.kind === "ship") return s.ships[f.ship!].owner;
  if (f.kind === "fort") return s.territories[f.territory!].owner;
  return null;
}

export function holdsSword(s: PirateKingState, f: Fighter): boolean {
  const seat = seatOf(s, f);
  return seat !== null && s.treasures[TREASURE.sword] === seat;
}
