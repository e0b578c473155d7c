import { reject, type GameEvent, type Random, type Rejection } from "../../../engine";

/**
 * Gunfights (Combat › Gunfights), pure: this file decides whether a gunfight may be declared
 * and what it does; the main game checks the shared sea space, spends the action and applies
 * the result. See docs/rules/shiver-me-timbers-duel.md.
 */

const RULE = "Shiver Me Timbers › Combat › Gunfights";

export type ShipAttribute = "strength" | "speed" | "hull";

/**
 * The red damage die (design: the rulebook names its faces, strength, speed, hull and empty,
 * but not how many of each): one face per attribute and three empty faces, so a shot hits
 * half the time. The treasure and monster hunts roll the same die.
 */
export const RED_DIE_FACES: readonly RedDieFace[] = ["strength", "speed", "hull", "empty", "empty", "empty"];
export type RedDieFace = ShipAttribute | "empty";

/** Golden Rules: attributes never drop below 1. */
const ATTRIBUTE_FLOOR = 1;

export interface GunfightShooter {
  readonly name: string;
  readonly speed: number;
  /** Talent Gunner (design): may also fire at equal speed. */
  readonly gunner?: boolean;
}

export type GunfightTarget =
  | { readonly kind: "merchant"; readonly name: string; readonly speed: number }
  | {
      readonly kind: "player";
      readonly name: string;
      readonly speed: number;
      readonly strength: number;
      readonly hull: number;
    };

export type GunfightResult =
  | { readonly ok: false; readonly rejection: Rejection }
  | {
      readonly ok: true;
      readonly target: "merchant";
      /** "Gunfights against merchants are always successful": place this many damage markers. */
      readonly damageMarkers: 1;
      readonly roll: null;
      readonly events: readonly GameEvent[];
    }
  | {
      readonly ok: true;
      readonly target: "player";
      readonly roll: { readonly die: "red"; readonly face: RedDieFace };
      /** The upgrade the target removes, or null (empty face, or the attribute is already 1). */
      readonly loses: ShipAttribute | null;
      /** The rolled attribute was already 1, so nothing is lost (Golden Rules). */
      readonly savedByMinimum: boolean;
      readonly events: readonly GameEvent[];
    };

/** null if the shooter may open fire on the target; otherwise why not. */
export function gunfightRejection(shooter: GunfightShooter, target: GunfightTarget): Rejection | null {
  const faster = shooter.speed > target.speed || (shooter.gunner === true && shooter.speed === target.speed);
  if (faster) return null;
  const need = shooter.gunner === true ? "at least the same speed as" : "a higher speed than";
  return reject(
    "gunfight/too_slow",
    `You need ${need} ${target.name} to open fire (your speed ${shooter.speed}, theirs ${target.speed}).`,
    RULE,
  );
}

/**
 * Resolves a declared gunfight. Against a merchant: one damage marker, no roll. Against a
 * player: they roll the red die and remove the matching upgrade (none on an empty face).
 */
export function resolveGunfight(
  shooter: GunfightShooter,
  target: GunfightTarget,
  random: Random,
  redDie: readonly RedDieFace[] = RED_DIE_FACES,
): GunfightResult {
  const refused = gunfightRejection(shooter, target);
  if (refused !== null) return { ok: false, rejection: refused };
  if (target.kind === "merchant") {
    return {
      ok: true,
      target: "merchant",
      damageMarkers: 1,
      roll: null,
      events: [
        {
          kind: "gunfight/merchant",
          text: `${shooter.name} fires on ${target.name}: a hit! The merchant takes a damage marker.`,
          data: { damageMarkers: 1 },
        },
      ],
    };
  }
  const face = random.pick(redDie);
  const savedByMinimum = face !== "empty" && target[face] <= ATTRIBUTE_FLOOR;
  const loses = face === "empty" || savedByMinimum ? null : face;
  const text =
    face === "empty"
      ? `${shooter.name} fires on ${target.name}, who rolls the red die: empty, the shot misses.`
      : savedByMinimum
        ? `${shooter.name} fires on ${target.name}, who rolls ${face} on the red die, but ${face} cannot drop below 1.`
        : `${shooter.name} fires on ${target.name}, who rolls ${face} on the red die and loses a ${face} upgrade.`;
  return {
    ok: true,
    target: "player",
    roll: { die: "red", face },
    loses,
    savedByMinimum,
    events: [{ kind: "gunfight/player", text, data: { face, loses } }],
  };
}

/**
 * "If any player declares a boarding attack against this ship, the merchant loses 1 strength
 * for every damage marker." Design: merchants may reach 0 (the Golden Rule's floor speaks of
 * players' ships); never below 0.
 */
export function merchantBoardingStrength(strength: number, damageMarkers: number): number {
  return Math.max(0, strength - damageMarkers);
}
