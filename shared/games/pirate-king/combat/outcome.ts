import type { SeatIndex } from "../../../engine/game";
import { levelOfCrew } from "../content/sea-chart";
import { MONEY, SHIP } from "../content/ship";
import { emit } from "../events";
import { charge, fromMerchant, roundFee } from "../money/pay";
import { dockFeeAt, hasTreasure } from "../queries";
import { loseCargo } from "../sailing/move";
import { setTerritory, type PirateKingState } from "../state";
import { canMountCannon, canTakeCrew } from "../cargo/cargo";
import { crewOf, seatOf } from "./fighters";
import { discardHeld, keepOf } from "../cards/held";

const WINNER_CODE = { commodore: -1, manOfWar: -2, fort: -3 } as const;

/** What winning and losing a fight mean (Combat › Win a Battle, Lose a Battle, Bounty). */
export function finishCombat(s: PirateKingState): void {
  const c = s.combat!;
  s.combat = null;
  const attackerWon = crewOf(s, c.attacker) > 0 && crewOf(s, c.defender) <= 0;
  const atkShip = s.ships[c.attacker.ship!];
  const winnerF = attackerWon ? c.attacker : c.defender;
  const loserF = attackerWon ? c.defender : c.attacker;
  const winnerSeat = seatOf(s, winnerF);
  let fortLevel: number | null = null;
  if (c.defender.kind === "fort") {
    const id = c.defender.territory!;
    if (attackerWon) setTerritory(s, id, { owner: atkShip.owner, level: 0 });
    else setTerritory(s, id, { level: levelOfCrew(crewOf(s, c.defender)) });
    fortLevel = s.territories[id].level;
  }
  emit(s, "combatEnd", {
    winner: winnerSeat ?? (winnerF.kind === "ship" ? null : WINNER_CODE[winnerF.kind]),
    loser: seatOf(s, loserF) ?? null,
    territory: c.defender.kind === "fort" ? c.defender.territory : null,
    level: fortLevel,
  });
  if (c.defender.kind === "fort" && attackerWon) emit(s, "capture", { seat: atkShip.owner, territory: c.defender.territory, price: 0 });

  if (attackerWon) {
    switch (c.defender.kind) {
      case "ship": {
        if (c.thenFort !== null) s.queue.unshift({ kind: "fightFort", ship: atkShip.id, territory: c.thenFort });
        sinkShip(s, c.defender.ship!, [{ to: atkShip.owner, amount: MONEY.shipBounty }], atkShip.owner);
        break;
      }
      case "commodore":
        s.players[atkShip.owner].commodore = true;
        break;
      case "manOfWar":
        if (canTakeCrew(atkShip)) atkShip.crew += 1;
        if (canMountCannon(atkShip)) atkShip.cannons += 1;
        fromMerchant(s, atkShip.owner, MONEY.manOfWarPrize);
        emit(s, "gain", { seat: atkShip.owner, amount: MONEY.manOfWarPrize, from: "merchant" });
        break;
      case "fort":
        break;
    }
    return;
  }
  // The attacking ship lost.
  const defSeat = seatOf(s, c.defender);
  const territory = c.defender.kind === "fort" ? c.defender.territory : c.thenFort;
  if (territory !== null && defSeat !== null) {
    const level = s.territories[territory].level;
    sinkShip(s, atkShip.id, territoryBounty(s, atkShip.owner, defSeat, dockFeeAt(territory, level)), defSeat);
  } else if (defSeat !== null) {
    sinkShip(s, atkShip.id, [{ to: defSeat, amount: MONEY.shipBounty }], defSeat);
  } else {
    sinkShip(s, atkShip.id, [{ to: "chest", amount: MONEY.bountyMinimum }], null);
  }
}

/**
 * The bounty after losing to a territory: its final dock fee to the defender, at least 500
 * with the difference to the Buried Treasure; the Diamond Necklace halves all of it.
 */
export function territoryBounty(s: PirateKingState, payer: SeatIndex, defender: SeatIndex, fee: number): { to: SeatIndex | "chest"; amount: number }[] {
  const half = hasTreasure(s, payer, "necklace") ? 0.5 : 1;
  const total = roundFee(Math.max(fee, MONEY.bountyMinimum) * half);
  const toDefender = Math.min(total, roundFee(fee * half));
  return [
    { to: defender, amount: toDefender },
    { to: "chest", amount: total - toDefender },
  ];
}

/**
 * A sunk ship: its cargo goes down with it, the bounty is owed (a Life Raft saves it), and a
 * new ship with one crewman and one cannon is launched at a port of origin.
 */
export function sinkShip(s: PirateKingState, shipId: number, bounty: { to: SeatIndex | "chest"; amount: number }[], seizeBy: SeatIndex | null): void {
  const ship = s.ships[shipId];
  loseCargo(s, ship, "sunk");
  ship.sunk = true;
  ship.crew = SHIP.startCrew;
  ship.cannons = SHIP.startCannons;
  ship.shopSpace = null;
  emit(s, "sunk", { seat: ship.owner });
  s.queue.unshift({ kind: "relaunch", ship: shipId });
  const held = s.players[ship.owner].held;
  const raft = held.findIndex((k) => keepOf(k) === "lifeRaft");
  if (raft >= 0) {
    discardHeld(s, ship.owner, raft);
    emit(s, "useCard", { seat: ship.owner, item: "lifeRaft" });
    return;
  }
  for (let i = bounty.length - 1; i >= 0; i--) charge(s, ship.owner, bounty[i].to, bounty[i].amount, "bounty", seizeBy);
}
