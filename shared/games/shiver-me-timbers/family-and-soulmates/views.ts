import type { SeatIndex } from "../../../engine";
import type { FamilyId } from "../content/effects";
import type { FamilyState } from "./types";

export interface FamilyPublicView {
  readonly relatives: readonly (readonly FamilyId[])[];
  readonly unrescued: readonly FamilyId[];
  readonly wishDeckCount: number;
  /** Revealed wishes are public; the wish chosen is not (only the two it was chosen from). */
  readonly courtships: readonly ({ readonly stage: string; readonly wishes: readonly string[]; readonly met?: never } | null)[];
  readonly soulmates: readonly (readonly string[])[];
  readonly soulmateMarkers: readonly string[];
}

export function familyPublicView(f: FamilyState): FamilyPublicView {
  return {
    relatives: f.relatives.map((r) => [...r]),
    unrescued: [...f.unrescued],
    wishDeckCount: f.wishDeck.length,
    courtships: f.courtships.map((c) => (c === null ? null : { stage: c.stage, wishes: c.stage === "wishing" ? [...c.candidates] : [...c.revealed] })),
    soulmates: f.soulmates.map((s) => [...s]),
    soulmateMarkers: [...f.soulmateMarkers],
  };
}

/** Only the suitor knows which wish they chose and whether a deed has met it. */
export function familySeatView(f: FamilyState, seat: SeatIndex): { readonly wish: string | null; readonly met: boolean } {
  const c = f.courtships[seat];
  return c?.stage === "wishing" ? { wish: c.wish, met: c.met } : { wish: null, met: false };
}
