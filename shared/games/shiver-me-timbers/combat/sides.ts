import { fortress } from "../content/fortresses";
import { merchant, merchantName } from "../content/merchants";
import { FOGBANK_STRENGTH } from "../content/routes";
import { GUNNER_MERCHANT_STRENGTH, SWASHBUCKLER_HAND } from "../content/talents";
import type { DuelSide } from "../duel/types";
import type { S } from "../core/draft";
import { spaceGraph } from "../map/spaces";
import type { SpaceId } from "../map/types";
import { merchantBoardingStrength } from "./gunfight";
import { bonusFor, effectiveStat } from "../trade-and-upgrades/ship-attributes";
import { spotBlocked } from "../monsters/apply";

/** Boarding attacks › The Duel: 4 cards (design: 5 for the Swashbuckler, 5 for the Bastion's defender). */
export const HAND_SIZE = 4;
export const BASTION_HAND = 5;

/** "The player to your right": seats run clockwise, so the right-hand neighbour is the previous seat. */
export const rightOf = (s: S, seat: number) => (seat - 1 + s.players.length) % s.players.length;

/**
 * Fogbank: "Whenever a player attacks a ship on one of the seven Fogbank spaces, they get +1
 * strength" — not while a monster lies on its spot (How to summon monsters).
 */
export function onFogbank(s: S, space: SpaceId): boolean {
  return spaceGraph(s.map).tileOf.get(space) === "fogbank" && !spotBlocked(s.monsters, "fogbank");
}

export function playerSide(s: S, seat: number, opts: { attacking: boolean; vsMerchant: boolean }): DuelSide {
  const p = s.players[seat];
  let strength = effectiveStat(s, seat, "strength");
  if (opts.attacking && onFogbank(s, p.location)) strength += FOGBANK_STRENGTH;
  if (opts.attacking && opts.vsMerchant && p.talent === "gunner") strength += GUNNER_MERCHANT_STRENGTH;
  return {
    seat, strength, speed: effectiveStat(s, seat, "speed"), hull: p.hull, name: p.name,
    handSize: Math.max(1, (p.talent === "swashbuckler" ? SWASHBUCKLER_HAND : HAND_SIZE) + bonusFor(s, seat, "duelCards")),
  };
}

export function merchantSide(s: S, space: SpaceId, captain: number): DuelSide {
  const slot = s.merchants[space]!;
  const m = merchant(slot.id);
  return {
    seat: captain,
    strength: merchantBoardingStrength(m.strength, slot.damage),
    speed: m.speed, hull: m.hull, handSize: HAND_SIZE,
    name: `${s.players[captain].name} (captain of the ${merchantName(m)})`,
  };
}

export function fortressSide(s: S, fortressId: string, captain: number): DuelSide {
  const f = fortress(fortressId);
  return {
    seat: captain, strength: f.strength, speed: 0, name: `${s.players[captain].name} (captain of the guard of the ${f.name})`,
    handSize: f.rule === "defenderDrawsFive" ? BASTION_HAND : HAND_SIZE,
  };
}
