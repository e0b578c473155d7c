import type { SeatIndex } from "../../../engine/game";
import { SAILS } from "../content/sections";
import { speed } from "../ships";
import { clockwiseFrom, leader, type Combat, type PirateCoveState } from "../state";
import { legendCard } from "./fighters";

/**
 * The Legendary Pirate fires at the player ranking highest in the area on its card, then the
 * second, and so on until it has fired at every remaining player; then it ranks them again.
 * Ties go clockwise from the month's first player.
 */
export function legendTarget(s: PirateCoveState, c: Combat): SeatIndex {
  c.legendQueue = c.legendQueue.filter((seat) => c.ships.includes(seat));
  if (c.legendQueue.length === 0) c.legendQueue = rankPlayers(s, c);
  return c.legendQueue.shift()!;
}

export function rankPlayers(s: PirateCoveState, c: Combat): SeatIndex[] {
  const ranks = legendCard(s, c)!.ranks;
  const order = clockwiseFrom(s.ships.length, leader(s)).filter((seat) => c.ships.includes(seat));
  const value = (seat: SeatIndex) => (ranks === SAILS ? speed(s.ships[seat], seat, c) : s.ships[seat].levels[ranks]);
  return order.sort((a, b) => value(b) - value(a) || order.indexOf(a) - order.indexOf(b));
}
