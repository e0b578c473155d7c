import type { GameEvent, Rejection } from "../../../engine";
import type { Attribute, IslandId } from "../content/basics";
import type { FamilyId } from "../content/effects";
import type { Cargo } from "../content/basics";

/**
 * Find a Soulmate, for one player: the three wishes revealed (the right-hand neighbour discards
 * one), then the secret choice between the two left, until the wish is met.
 */
export type Courtship =
  | { readonly stage: "neighbour"; readonly revealed: readonly string[] }
  | { readonly stage: "choose"; readonly revealed: readonly string[] }
  /** `candidates` are public (both were revealed); `wish` is the secret choice. */
  | { readonly stage: "wishing"; readonly candidates: readonly string[]; readonly wish: string; readonly met: boolean };

export interface FamilyState {
  /** Relatives rescued, per seat (public, on the tableau, never taken away). */
  readonly relatives: readonly (readonly FamilyId[])[];
  /** Family markers not yet rescued by anybody. */
  readonly unrescued: readonly FamilyId[];
  /** Secret order, top first. */
  readonly wishDeck: readonly string[];
  readonly courtships: readonly (Courtship | null)[];
  /** Soulmate markers won, per seat (public). */
  readonly soulmates: readonly (readonly string[])[];
  readonly soulmateMarkers: readonly string[];
}

/** What the main game tells the module when a wish is revealed. */
export interface WishContext {
  readonly island: IslandId | null;
  readonly gold: number;
  readonly cargo: Cargo;
  readonly attributes: Readonly<Record<Attribute, number>>;
  readonly name?: string;
}

export type FamilyApplyResult =
  | {
      readonly ok: true;
      readonly family: FamilyState;
      readonly events: readonly GameEvent[];
      /** Goods to take for a "deliver" wish. */
      readonly pay: Cargo | null;
      /** The soulmate marker won and its VP. */
      readonly soulmate: { readonly marker: string; readonly vp: number } | null;
    }
  | { readonly ok: false; readonly rejection: Rejection };
