import type { SeatIndex } from "../../../engine/game";
import { NEIGHBOURS, spaceAt, SPACES } from "../content/board";
import { CARGO } from "../content/cards";
import { CASTLE_PRESTIGE, SEA_CHART } from "../content/sea-chart";
import { cannonCapacity, windAdjustment } from "../content/ship";
import { TERRITORIES } from "../content/territories";
import { cash, dockFeeAt, friendly, shipsOn } from "../queries";
import type { PirateKingState, Ship } from "../state";

/** The bot's rough worth of things, in bronze. */
export function territoryWorth(s: PirateKingState, seat: SeatIndex, territory: number): number {
  const col = SEA_CHART[TERRITORIES[territory].column];
  const level = s.territories[territory].level;
  const route = NEIGHBOURS[territory].some((n) => s.territories[n].owner === seat) ? 300 : 0;
  const castle = (CASTLE_PRESTIGE[col.cannons[5]] ?? 0) * 60;
  return col.capture + level * col.upgrade * 1.3 + route + castle;
}

/** A ship's crew and the dice it rolls. */
export function shipPower(ship: Ship): { crew: number; dice: number } {
  return { crew: ship.crew, dice: Math.min(ship.cannons, cannonCapacity(ship.crew)) };
}

/** Whether a fight looks clearly winnable. */
export function favoured(a: { crew: number; dice: number }, b: { crew: number; dice: number }): boolean {
  return a.crew >= b.crew + 2 && a.dice >= b.dice;
}

/** The worth of ending a move `spaces` steps away (negative: backwards). */
export function moveWorth(s: PirateKingState, ship: Ship, spaces: number): number {
  const seat = ship.owner;
  const dir = Math.sign(spaces) * ship.facing;
  let step = ship.step;
  let worth = 0;
  let delivered = false;
  const dest = ship.cargo === null ? null : CARGO[ship.cargo].territory;
  for (let i = 1; i <= Math.abs(spaces); i++) {
    step = (((step + dir) % 20) + 20) % 20;
    const t = SPACES[spaceAt(ship.current, step)].territory;
    if (t !== null && t === dest && !delivered) {
      delivered = true;
      worth += CARGO[ship.cargo!].value + (i === Math.abs(spaces) ? 100 : 0);
    }
  }
  const space = SPACES[spaceAt(ship.current, step)];
  switch (space.kind) {
    case "territory": {
      const t = s.territories[space.territory!];
      if (t.owner === null) worth += cash(s, seat) >= SEA_CHART[TERRITORIES[space.territory!].column].capture ? 300 + (NEIGHBOURS[space.territory!].some((n) => s.territories[n].owner === seat) ? 250 : 0) : 0;
      else if (friendly(s, t.owner, seat)) worth += 40;
      else worth -= dockFeeAt(space.territory!, t.level);
      break;
    }
    case "piratesBooty":
      worth += 110;
      break;
    case "captainsLog":
      worth += 15;
      break;
    case "commodore":
      worth -= ship.cargo !== null ? 200 : 40;
      break;
    case "mutiny":
      worth -= 60;
      break;
    case "buriedTreasure":
      worth += s.buriedTreasure;
      break;
    case "secretPassage":
      worth += 20;
      break;
    case "crosswinds":
      worth -= shipsOn(s, 0).some((x) => !friendly(s, x.owner, seat)) ? 250 : 0;
      break;
    default:
      break;
  }
  return worth;
}

/** Expected worth of a sail marker over the twelve wind rolls. */
export function sailWorth(s: PirateKingState, ship: Ship, marker: number): number {
  let sum = 0;
  for (let roll = 1; roll <= 12; roll++) sum += moveWorth(s, ship, marker + windAdjustment(roll));
  return sum / 12;
}

/** The largest dock fee the ship could owe on its next move (reach −3…+9 along its heading). */
export function feeAtRisk(s: PirateKingState, ship: Ship): number {
  let worst = 0;
  for (let k = -3; k <= 9; k++) {
    if (k === 0) continue;
    const space = SPACES[spaceAt(ship.current, ship.step + k * ship.facing)];
    if (space.territory === null) continue;
    const t = s.territories[space.territory];
    if (t.owner !== null && !friendly(s, t.owner, ship.owner)) worst = Math.max(worst, dockFeeAt(space.territory, t.level));
  }
  return worst;
}

/**
 * How good a place on a loop is to sail on from: the cargo destination close ahead, free
 * territories and your own ahead, enemy fortifications ahead count against.
 */
export function positionWorth(s: PirateKingState, seat: SeatIndex, current: number, step: number, facing: 1 | -1, cargo: number | null): number {
  let worth = 0;
  const dest = cargo === null ? null : CARGO[cargo].territory;
  for (let k = 1; k <= 19; k++) {
    const space = SPACES[spaceAt(current, step + k * facing)];
    if (space.territory === null) continue;
    const t = s.territories[space.territory];
    const near = k <= 9 ? 1 : 0.4;
    if (space.territory === dest) worth += (CARGO[cargo!].value * (20 - k)) / 20;
    if (t.owner === null) worth += 40 * near;
    else if (friendly(s, t.owner, seat)) worth += 15 * near;
    else worth -= (dockFeeAt(space.territory, t.level) / 4) * near;
  }
  return worth;
}
