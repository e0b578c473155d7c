import type { Random } from "../../../engine/rng";
import { levelOfCrew, SEA_CHART } from "../content/sea-chart";
import { cannonCapacity } from "../content/ship";
import { TERRITORIES } from "../content/territories";
import { matchDice } from "../combat/fight";

/** A side as the bot sees it: crew, and how many dice that crew rolls. */
export interface Side {
  readonly crew: number;
  readonly dice: (crew: number) => number;
}

export function shipSide(crew: number, cannons: number): Side {
  return { crew, dice: (c) => Math.min(cannons, cannonCapacity(c)) };
}

export function fortSide(territory: number, level: number): Side {
  const col = SEA_CHART[TERRITORIES[territory].column];
  const crew = [2, 4, 6, 8, 10, 11][level];
  return { crew, dice: (c) => col.cannons[levelOfCrew(c)] };
}

/** The attacker's chance to win, by playing the fight out `n` times with the bot's own dice. */
export function winChance(attacker: Side, defender: Side, random: Random, n = 40): number {
  let wins = 0;
  for (let k = 0; k < n; k++) {
    let a = attacker.crew;
    let d = defender.crew;
    for (let round = 0; a > 0 && d > 0 && round < 100; round++) {
      const atk = Array.from({ length: attacker.dice(a) }, () => random.int(1, 6));
      const def = Array.from({ length: defender.dice(d) }, () => random.int(1, 6));
      for (const loser of matchDice(atk, def).losers) {
        if (a <= 0 || d <= 0) break;
        if (loser === "attacker") a--;
        else if (loser === "defender") d--;
      }
    }
    if (a > 0) wins++;
  }
  return wins / n;
}
