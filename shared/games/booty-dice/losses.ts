import type { SeatIndex } from "../../engine/game";
import { WIN_EVENT } from "../../engine/game";
import type { Draft } from "./draft";
import { doubloons } from "./text";

/** What took a pirate's last life, for the log and for Captain's Plunder. */
export type Cause = "cutlass" | "plank" | "mutiny" | "curse";

/** Lose up to `n` lives to Davey Jones' Locker (never below 0); may eliminate. */
export function loseLives(d: Draft, seat: SeatIndex, n: number, cause: Cause): number {
  const p = d.pirates[seat];
  const lost = Math.min(n, p.lives);
  p.lives -= lost;
  d.locker += lost;
  if (p.lives === 0 && !p.eliminated) eliminate(d, seat, cause);
  return lost;
}

/** Pay up to `n` doubloons to the Buried Treasure: paying more than you have pays what you have. */
export function payToTreasure(d: Draft, seat: SeatIndex, n: number): number {
  const p = d.pirates[seat];
  const paid = Math.min(n, p.doubloons);
  p.doubloons -= paid;
  d.buriedTreasure += paid;
  return paid;
}

/**
 * A pirate with no lives is out. Captain's Plunder: anyone the roller knocks out (Cutlass,
 * Mutiny, Curse) hands the roller all their doubloons; a roller who walks the plank to 0
 * sends theirs to the Buried Treasure. Shields go back to the War Chest. The last pirate
 * standing wins at once.
 */
export function eliminate(d: Draft, seat: SeatIndex, cause: Cause): void {
  const p = d.pirates[seat];
  p.eliminated = true;
  const purse = p.doubloons;
  p.doubloons = 0;
  d.warChest += p.shields;
  const returnedShields = p.shields;
  p.shields = 0;
  const ownTurn = seat === d.roller;
  if (ownTurn) {
    d.buriedTreasure += purse;
    d.emit(
      "eliminated",
      `${d.name(seat)} walks the plank and is out of the game; ${doubloons(purse)} sink to the Buried Treasure.`,
      { seat, cause, doubloons: purse, to: "buriedTreasure", shields: returnedShields },
    );
  } else {
    d.pirates[d.roller].doubloons += purse;
    d.emit(
      "eliminated",
      `${d.name(seat)} is out of the game! Captain's Plunder: ${d.name(d.roller)} takes ${doubloons(purse)}.`,
      { seat, cause, by: d.roller, doubloons: purse, to: "roller", shields: returnedShields },
    );
  }
  const alive = d.pirates.reduce<SeatIndex[]>((acc, q, i) => (q.eliminated ? acc : (acc.push(i), acc)), []);
  if (alive.length === 1) {
    d.over = { winners: alive, reason: "lastStanding" };
    d.emit(WIN_EVENT, `${d.name(alive[0])} is the last pirate standing and wins!`, {
      winners: alive,
      reason: "lastStanding",
    });
  }
}

