import type { GameEvent, Rejection, SeatIndex } from "../../../engine";
import type { IslandId } from "../content/basics";
import type { Cargo } from "../content/basics";
import type { Roll } from "./dice";

export interface TreasureHunt {
  readonly card: string;
  /** The progress marker: 0 is the first (red) space. */
  readonly progress: number;
}

export interface TreasureLook {
  /** Secret: the cards seen (scouting: the top 3; a treasure reward: the top 2). */
  readonly cards: readonly string[];
  /** scout: keep one in hand; reward: place one on your ship. */
  readonly purpose: "scout" | "reward";
}

export interface TreasurePlayer {
  /** Secret: treasure cards in hand (not yet on the track). */
  readonly hand: readonly string[];
  /** Public: the card face up on the treasure track and the marker, kept while you are away. */
  readonly hunt: TreasureHunt | null;
  readonly look: TreasureLook | null;
  /** After scouting with 3 cards already: one card must go (hand or track) before anything else. */
  readonly mustDiscard: boolean;
}

/** The treasure deck, its discard pile, and each player's cards, track and pending look. */
export interface TreasureState {
  /** Secret order, top first. */
  readonly deck: readonly string[];
  readonly discard: readonly string[];
  readonly players: readonly TreasurePlayer[];
}

/** What the main game tells the module at each call. */
export interface TreasureContext {
  /** The island the seat's ship is on, or null at sea. */
  readonly island: IslandId | null;
  /** Footprints per hunt action: strength (with boosts) plus talents and lasting bonuses. */
  readonly footprints: number;
  readonly cargo: Cargo;
  readonly name?: string;
}

export type TreasureApplyResult =
  | {
      readonly ok: true;
      readonly treasure: TreasureState;
      readonly events: readonly GameEvent[];
      /** Dice rolled on a die space: the main game grants or takes what they show. */
      readonly rolls: readonly Roll[];
      /** A treasure raised (the main game puts it on the ship and pays a one-time bonus; a relative card gives the relative). */
      readonly raised: string | null;
      /** A treasure reward chosen: onto the ship, with no one-time bonus. */
      readonly gained: string | null;
      /** Resources discarded to advance: the main game takes them from the hold. */
      readonly spent: Cargo | null;
    }
  | { readonly ok: false; readonly rejection: Rejection };

export type { SeatIndex };
