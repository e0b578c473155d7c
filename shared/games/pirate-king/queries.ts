import type { SeatIndex } from "../../engine/game";
import { CROSSWINDS, spaceAt } from "./content/board";
import { TREASURE } from "./content/cards";
import { SEA_CHART } from "./content/sea-chart";
import { TERRITORIES } from "./content/territories";
import type { PirateKingState, Ship } from "./state";

/** Read-only questions about a state, shared by every rule area. */
export function spaceOf(ship: Ship): number {
  return spaceAt(ship.current, ship.step);
}

/** Ships afloat on `space`. */
export function shipsOn(s: PirateKingState, space: number): Ship[] {
  return s.ships.filter((x) => !x.sunk && spaceOf(x) === space);
}

export function shipsOf(s: PirateKingState, seat: SeatIndex): Ship[] {
  return s.ships.filter((x) => x.owner === seat);
}

/** The same player, or partners in team play (Advanced and Team Play). */
export function friendly(s: PirateKingState, a: SeatIndex, b: SeatIndex): boolean {
  return a === b || (s.options.teams && s.players[a].team === s.players[b].team);
}

export function cash(s: PirateKingState, seat: SeatIndex): number {
  return s.purses[s.players[seat].purse];
}


export function hasTreasure(s: PirateKingState, seat: SeatIndex, key: keyof typeof TREASURE): boolean {
  return s.treasures[TREASURE[key]] === seat;
}

export function territoriesOf(s: PirateKingState, seat: SeatIndex): number[] {
  const out: number[] = [];
  s.territories.forEach((t, id) => {
    if (t.owner === seat) out.push(id);
  });
  return out;
}

export function dockFeeAt(territory: number, level: number): number {
  return SEA_CHART[TERRITORIES[territory].column].dockFee[level];
}


/** Whether a ship may parlay where it lies (Parlay: not on the Crosswinds, not where a fight took place). */
export function parlaySpace(space: number): boolean {
  return space !== CROSSWINDS;
}

/** Another player's ships sharing a space with one of `seat`'s ships, where parlay is allowed. */
export function parlayPartners(s: PirateKingState, seat: SeatIndex): SeatIndex[] {
  const out = new Set<SeatIndex>();
  for (const mine of s.ships) {
    if (mine.owner !== seat || mine.sunk) continue;
    const space = spaceOf(mine);
    if (!parlaySpace(space) || s.foughtAt.includes(space)) continue;
    for (const other of s.ships) if (!other.sunk && other.owner !== seat && spaceOf(other) === space) out.add(other.owner);
  }
  return [...out].sort((a, b) => a - b);
}

