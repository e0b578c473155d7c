import { PARROT_SECTION, SILVER_DICE, TAVERN_CARDS, TRELAWNEY_SPEED, TREASURE_OVERBOARD_SPEED } from "./content/tavern-cards";
import { CANNONS, CREW, HULL, SAILS } from "./content/sections";
import type { Combat, Ship } from "./state";

/** Facts about one ship that several rule areas read. */

export const parrotKind = (ship: Ship) => (ship.parrot ? TAVERN_CARDS[ship.parrot.card].kind : null);

/** The section the ship's parrot advises on, or -1. */
export const parrotSection = (ship: Ship): number => {
  const k = parrotKind(ship);
  return k === null ? -1 : (PARROT_SECTION[k] ?? -1);
};

/** Treasures the hold carries: the hull's level, unlimited with Captain Flint's parrot. */
export const capacity = (ship: Ship): number => (parrotKind(ship) === "flintParrot" ? Infinity : ship.levels[HULL]);

/** Sails, Squire Trelawney's parrot and this battle's bonuses. */
export function speed(ship: Ship, seat: number, combat: Combat | null): number {
  let v = ship.levels[SAILS];
  if (parrotKind(ship) === "trelawneyParrot") v += TRELAWNEY_SPEED;
  if (combat) v += combat.blow[seat] + combat.overboard[seat] * TREASURE_OVERBOARD_SPEED;
  return v;
}

/** Dice in a volley: the lower of crew and cannons; Grapple attack: crew; Silver's parrot: 6; Bones' parrot: every cannon. */
export function diceOf(ship: Ship, combat: Combat | null): number {
  const k = parrotKind(ship);
  if (k === "silverParrot") return SILVER_DICE;
  if (k === "bonesParrot") return ship.levels[CANNONS];
  if (combat?.grapple) return ship.levels[CREW];
  return Math.min(ship.levels[CREW], ship.levels[CANNONS]);
}

/** Fame goes down but never below zero. */
export function loseFame(ship: Ship, amount: number): number {
  const lost = Math.min(ship.fame, amount);
  ship.fame -= lost;
  return lost;
}
