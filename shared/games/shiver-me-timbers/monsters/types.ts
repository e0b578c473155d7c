import type { GameEvent, Rejection } from "../../../engine";
import type { Attribute, Resource } from "../content/basics";
import type { MonsterId, Reward } from "../content/effects";
import type { SpecialSpot } from "../content/routes";
import type { Cargo } from "../content/basics";
import type { Roll } from "../treasure/dice";

/** A card drawn that waits for its hunter's choice. */
export type HuntChoice =
  | { readonly kind: "sacrifice"; readonly seat: number; readonly monster: MonsterId; readonly card: string }
  | { readonly kind: "tide"; readonly seat: number; readonly monster: MonsterId; readonly card: string; readonly top: readonly string[] }
  | { readonly kind: "reward"; readonly seat: number; readonly monster: MonsterId };

export interface MonsterState {
  /** Where each monster lies (a special spot of a long route), or null when it is not on the board. */
  readonly board: Readonly<Record<MonsterId, SpecialSpot | null>>;
  /** Per monster, per seat: the progress marker on its hunt track (null: not on it). */
  readonly progress: Readonly<Record<MonsterId, readonly (number | null)[]>>;
  /** Secret order, top first. */
  readonly deck: readonly string[];
  readonly discard: readonly string[];
  /** Monster markers still to be won. */
  readonly markers: readonly string[];
  /** Monster markers won, per seat (in the chest; public: they are taken openly). */
  readonly trophies: readonly (readonly string[])[];
  readonly choice: HuntChoice | null;
}

export interface MonsterContext {
  /** The special spot the seat's ship is on, or null. */
  readonly spot: SpecialSpot | null;
  /** Upgrades plus boosts, as the main game counts them for a test. */
  readonly attributes: Readonly<Record<Attribute, number>>;
  /** The upgrades alone, for a sacrificed upgrade (a boost is not a sail); defaults to `attributes`. */
  readonly upgrades?: Readonly<Record<Attribute, number>>;
  readonly cargo: Cargo;
  readonly gold: number;
  /** Extra spaces whenever you advance (lasting bonuses: Mermaid Scale, the daughter). */
  readonly extraSteps?: number;
  readonly name?: string;
}

/** What the main game must take for a sacrifice. */
export type SacrificePaid = { readonly kind: "resource"; readonly resource: Resource } | { readonly kind: "upgrade" } | { readonly kind: "gold"; readonly amount: number };

export type MonsterApplyResult =
  | {
      readonly ok: true;
      readonly monsters: MonsterState;
      readonly events: readonly GameEvent[];
      /** The blue die of a test, the red die of a danger (the main game takes the upgrade shown). */
      readonly rolls: readonly Roll[];
      readonly paid: SacrificePaid | null;
      /** Units discarded by a `monster_offer` (the main game takes them from the hold). */
      readonly offered: { readonly resource: Resource; readonly units: number } | null;
      /** The monster this action defeated (the seat now owes `monster_reward`). */
      readonly defeated: MonsterId | null;
      /** The marker chosen: its VP and rewards to grant. */
      readonly reward: { readonly marker: string; readonly vp: number; readonly rewards: readonly Reward[] } | null;
    }
  | { readonly ok: false; readonly rejection: Rejection };
