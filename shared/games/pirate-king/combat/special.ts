import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { SHIP } from "../content/ship";
import { discardHeld, heldIndex } from "../cards/held";
import { rollDie } from "../dice";
import { emit } from "../events";
import { loseCargo } from "../sailing/move";
import { hasTreasure } from "../queries";
import { Rejections } from "../rejections";
import type { PirateKingState } from "../state";
import { startCombat } from "./fight";
import { commodoreFighter, manOfWarFighter, shipFighter } from "./fighters";

/**
 * The Commodore (Space Designations): submit (he seizes the cargo and takes a cannon, never
 * the last; the Royal Crown's owner is immune and loses nothing), show a Royal Decree, or
 * challenge him: victory is worth 16 points.
 */
export function chooseCommodore(s: PirateKingState, choice: "submit" | "challenge" | "decree"): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "commodore") return Rejections.notExpected("Commodore");
  const ship = s.ships[p.ship];
  if (choice === "decree") {
    const i = heldIndex(s, p.seat, "royalDecree");
    if (i < 0) return Rejections.noDecree();
    discardHeld(s, p.seat, i);
  }
  s.pending = null;
  const immune = choice === "submit" && hasTreasure(s, p.seat, "crown");
  emit(s, "commodore", { seat: p.seat, choice: immune ? "immune" : choice });
  if (immune) return null;
  if (choice === "challenge") startCombat(s, "commodore", shipFighter(ship.id), commodoreFighter());
  else if (choice === "submit") {
    loseCargo(s, ship, "commodore");
    if (ship.cannons > 1) {
      ship.cannons -= 1;
      emit(s, "cannon", { seat: p.seat, delta: -1, cannons: ship.cannons });
    }
  }
  return null;
}

/** Man of War (Special Cards): fight a ship as strong as yours, or let it pass. */
export function chooseManOfWar(s: PirateKingState, fight: boolean): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "manOfWar") return Rejections.notExpected("Man of War");
  s.pending = null;
  if (fight) startCombat(s, "manOfWar", shipFighter(p.ship), manOfWarFighter(s, p.ship));
  return null;
}

/**
 * Duel (Special Cards): against any other player's ship; one die each, ties roll again; the
 * higher gains a crewman (up to 10), the lower loses one (never the last, FAQ).
 */
export function chooseDuel(s: PirateKingState, against: number): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "duel") return Rejections.notExpected("duel");
  const other = s.ships[against];
  if (!other || other.sunk || other.owner === p.seat) return Rejections.badTarget("Duel another player's ship afloat.");
  s.pending = null;
  const mine = s.ships[p.ship];
  let a = 0;
  let b = 0;
  while (a === b) {
    a = rollDie(s);
    b = rollDie(s);
  }
  const [winner, loser] = a > b ? [mine, other] : [other, mine];
  emit(s, "duel", { seat: p.seat, against: other.owner, rolls: [a, b], winner: winner.owner });
  if (winner.crew < SHIP.maxCrew) {
    winner.crew += 1;
    emit(s, "crew", { seat: winner.owner, delta: 1, crew: winner.crew });
  }
  if (loser.crew > 1) {
    loser.crew -= 1;
    emit(s, "crew", { seat: loser.owner, delta: -1, crew: loser.crew });
  }
  return null;
}

export function duelTargets(s: PirateKingState, seat: SeatIndex): number[] {
  return s.ships.filter((x) => !x.sunk && x.owner !== seat).map((x) => x.id);
}

