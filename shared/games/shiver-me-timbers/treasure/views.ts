import type { SeatIndex } from "../../../engine";
import type { TreasureHunt, TreasureState } from "./types";

export interface TreasurePublicView {
  readonly deckCount: number;
  /** The discard pile is face up. */
  readonly discard: readonly string[];
  readonly players: readonly {
    readonly handCount: number;
    /** Face up on the treasure track. */
    readonly hunt: TreasureHunt | null;
    /** How many cards the seat is looking at (not which). */
    readonly lookingAt: number;
    readonly lookPurpose: "scout" | "reward" | null;
    readonly mustDiscard: boolean;
  }[];
}

export function treasurePublicView(t: TreasureState): TreasurePublicView {
  return {
    deckCount: t.deck.length,
    discard: [...t.discard],
    players: t.players.map((p) => ({
      handCount: p.hand.length,
      hunt: p.hunt === null ? null : { ...p.hunt },
      lookingAt: p.look?.cards.length ?? 0,
      lookPurpose: p.look?.purpose ?? null,
      mustDiscard: p.mustDiscard,
    })),
  };
}

export interface TreasureSeatView {
  readonly hand: readonly string[];
  readonly look: readonly string[];
}

/** Only `seat`'s own hand and the cards it is looking at. Never the deck order. */
export function treasureSeatView(t: TreasureState, seat: SeatIndex): TreasureSeatView {
  const p = t.players[seat];
  return { hand: [...(p?.hand ?? [])], look: [...(p?.look?.cards ?? [])] };
}
