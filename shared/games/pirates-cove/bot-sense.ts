import type { SeatIndex } from "../../engine/game";
import { TRACKS } from "./content/sections";
import type { PirateCoveState, Ship } from "./state";

/**
 * What the bots judge by. They read only public facts and their own seat (never another
 * seat's hand or secret destination).
 */

/** Hits a section can take before the ship is crippled: levels above the lowest, plus a Mastercraft's. */
export function margin(ship: Ship, section: number): number {
  const m = ship.mastercrafts.find((x) => x.section === section);
  return ship.levels[section] - TRACKS[section].min + (m ? (m.damaged ? 1 : 2) : 0);
}

/** The section nearest to crippling and its margin. */
export function weakest(ship: Ship): { section: number; margin: number } {
  let best = { section: 0, margin: Infinity };
  for (let i = 0; i < 4; i++) {
    const m = margin(ship, i);
    if (m < best.margin) best = { section: i, margin: m };
  }
  return best;
}

/** Clockwise distance from `from` to `to` (ties between targets go to the nearest on the left, so no seat is everyone's target). */
export const distance = (n: number, from: SeatIndex, to: SeatIndex): number => (to - from + n) % n;

/** The opponent with the most fame on the track (ties: the first clockwise from `seat`). */
export function leadingRival(s: PirateCoveState, seat: SeatIndex): SeatIndex {
  const n = s.ships.length;
  let best = -1;
  for (let k = 1; k < n; k++) {
    const i = (seat + k) % n;
    if (best < 0 || s.ships[i].fame > s.ships[best].fame) best = i;
  }
  return best;
}

export const expectedHits = (dice: number, hitsOn: number): number => (dice * (7 - hitsOn)) / 6;
