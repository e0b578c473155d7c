/**
 * Monsters (How to summon / fight monsters): two tiles, a 15-space hunt track, the monster hunt
 * deck of 24 and 6 monster markers. The deck's make-up follows rules-notes.md (6 tests,
 * 6 sacrifices, 4 respites, 4 dangers, 4 tides); the cards and markers are our design.
 */
import type { Attribute, Resource } from "./basics";
import type { MonsterId, Reward } from "./effects";

export interface MonsterTile {
  readonly id: MonsterId;
  readonly name: string;
  /** The crew or ritual kind that summons it. */
  readonly summonedBy: string;
}

export const MONSTERS: readonly MonsterTile[] = [
  { id: "sea-serpent", name: "Sea Serpent", summonedBy: "first-mate" },
  { id: "kraken", name: "Kraken", summonedBy: "call-of-the-deep" },
];

/** "As soon as you reach the 15th and final space on the track, the monster is defeated." Start: space 1. */
export const HUNT_TRACK_FIRST = 1;
export const HUNT_TRACK_FINAL = 15;
/**
 * Icons: "Discard resource X to advance X spaces on the treasure or monster track". Design: a
 * monster names no resource, so any unit will do, at 1 space each (a treasure's named resource
 * gives 2–4): a full hold of 7 gets only half-way, so the hunt deck stays the main road.
 */
export const MONSTER_OFFER_STEPS = 1;

export type SacrificeCost =
  | { readonly kind: "resource"; readonly resource: Resource | "any" }
  | { readonly kind: "upgrade" }
  | { readonly kind: "gold"; readonly amount: number };

export type HuntCard =
  /** Roll the blue die; pass when your attribute is at least the face: advance. Fail: stay. */
  | { readonly id: string; readonly kind: "test"; readonly attribute: Extract<Attribute, "speed" | "hull">; readonly advance: number }
  /** Pay the cost to advance, or refuse and stay. */
  | { readonly id: string; readonly kind: "sacrifice"; readonly cost: SacrificeCost; readonly advance: number }
  | { readonly id: string; readonly kind: "respite"; readonly advance: number }
  /** Roll the red die and lose what it shows, then advance. */
  | { readonly id: string; readonly kind: "danger"; readonly advance: number }
  /** Look at the top 3 hunt cards, put them back in any order, then advance. */
  | { readonly id: string; readonly kind: "tide"; readonly advance: number; readonly look: number };

export const HUNT_CARDS: readonly HuntCard[] = [
  { id: "hunt-test-speed-1", kind: "test", attribute: "speed", advance: 3 },
  { id: "hunt-test-speed-2", kind: "test", attribute: "speed", advance: 3 },
  { id: "hunt-test-speed-3", kind: "test", attribute: "speed", advance: 2 },
  { id: "hunt-test-hull-1", kind: "test", attribute: "hull", advance: 3 },
  { id: "hunt-test-hull-2", kind: "test", attribute: "hull", advance: 3 },
  { id: "hunt-test-hull-3", kind: "test", attribute: "hull", advance: 2 },
  { id: "hunt-sacrifice-cocoa", kind: "sacrifice", cost: { kind: "resource", resource: "cocoa" }, advance: 3 },
  { id: "hunt-sacrifice-rum", kind: "sacrifice", cost: { kind: "resource", resource: "rum" }, advance: 3 },
  { id: "hunt-sacrifice-sugar", kind: "sacrifice", cost: { kind: "resource", resource: "sugar" }, advance: 3 },
  { id: "hunt-sacrifice-any", kind: "sacrifice", cost: { kind: "resource", resource: "any" }, advance: 3 },
  { id: "hunt-sacrifice-upgrade", kind: "sacrifice", cost: { kind: "upgrade" }, advance: 3 },
  { id: "hunt-sacrifice-gold", kind: "sacrifice", cost: { kind: "gold", amount: 300 }, advance: 3 },
  { id: "hunt-respite-1", kind: "respite", advance: 2 },
  { id: "hunt-respite-2", kind: "respite", advance: 2 },
  { id: "hunt-respite-3", kind: "respite", advance: 2 },
  { id: "hunt-respite-4", kind: "respite", advance: 2 },
  { id: "hunt-danger-1", kind: "danger", advance: 1 },
  { id: "hunt-danger-2", kind: "danger", advance: 1 },
  { id: "hunt-danger-3", kind: "danger", advance: 1 },
  { id: "hunt-danger-4", kind: "danger", advance: 1 },
  { id: "hunt-tide-1", kind: "tide", advance: 1, look: 3 },
  { id: "hunt-tide-2", kind: "tide", advance: 1, look: 3 },
  { id: "hunt-tide-3", kind: "tide", advance: 1, look: 3 },
  { id: "hunt-tide-4", kind: "tide", advance: 1, look: 3 },
];

export interface MonsterMarker {
  readonly id: string;
  readonly vp: number;
  readonly rewards: readonly Reward[];
}

/** rules-notes.md: three 4 VP, three 2 VP with +1 to an attribute. */
export const MONSTER_MARKERS: readonly MonsterMarker[] = [
  { id: "trophy-4-a", vp: 4, rewards: [] },
  { id: "trophy-4-b", vp: 4, rewards: [] },
  { id: "trophy-4-c", vp: 4, rewards: [] },
  { id: "trophy-speed", vp: 2, rewards: [{ kind: "upgrade", attribute: "speed" }] },
  { id: "trophy-strength", vp: 2, rewards: [{ kind: "upgrade", attribute: "strength" }] },
  { id: "trophy-hull", vp: 2, rewards: [{ kind: "upgrade", attribute: "hull" }] },
];

const cards = new Map(HUNT_CARDS.map((c) => [c.id, c]));
export function huntCard(id: string): HuntCard {
  const found = cards.get(id);
  if (!found) throw new Error(`unknown monster hunt card ${id}`);
  return found;
}
export const monsterTile = (id: MonsterId): MonsterTile => MONSTERS.find((m) => m.id === id)!;
