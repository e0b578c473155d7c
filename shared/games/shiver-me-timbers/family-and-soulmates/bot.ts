import type { Random, SeatIndex } from "../../../engine";
import { SOULMATE_MARKERS, wishCard } from "../content/wishes";
import type { FamilyAction } from "./actions";
import { rightHandOf } from "./courtship";
import type { FamilyState } from "./types";

/** How hard a wish looks (design, for bots): lower is easier. */
export function wishDifficulty(wish: string): number {
  const c = wishCard(wish).condition;
  switch (c.kind) {
    case "raise": return 2;
    case "deliver": return 2;
    case "attribute": return 3;
    case "goldOnShip": return 3;
    case "defeat": return c.foe.kind === "monster" ? 5 : c.foe.kind === "fortress" ? 4 : 3;
  }
}

/**
 * Owed courtship decisions. The neighbour strikes out the easiest wish ("usually the easiest
 * one"); the suitor chooses the easier of the two left; a met wish takes the marker with the
 * most VP (the reveal itself is the main game's choice of moment).
 */
export function familyOwedBot(f: FamilyState, seat: SeatIndex, random: Random): FamilyAction {
  const seats = f.courtships.length;
  const suitor = f.courtships.findIndex((c, s) => c?.stage === "neighbour" && rightHandOf(s, seats) === seat);
  if (suitor >= 0) {
    const c = f.courtships[suitor] as Extract<FamilyState["courtships"][number], { stage: "neighbour" }>;
    const easiest = Math.min(...c.revealed.map(wishDifficulty));
    return { type: "family_wish_discard", suitor, wish: random.pick(c.revealed.filter((w) => wishDifficulty(w) === easiest)) };
  }
  const mine = f.courtships[seat];
  if (mine?.stage === "choose") {
    const easiest = Math.min(...mine.revealed.map(wishDifficulty));
    return { type: "family_wish_choose", wish: random.pick(mine.revealed.filter((w) => wishDifficulty(w) === easiest)) };
  }
  if (mine?.stage === "wishing" && f.soulmateMarkers.length > 0) {
    const vp = (id: string) => SOULMATE_MARKERS.find((s) => s.id === id)!.vp;
    const best = Math.max(...f.soulmateMarkers.map(vp));
    return { type: "family_wish_reveal", marker: f.soulmateMarkers.find((id) => vp(id) === best)! };
  }
  throw new Error(`familyOwedBot: seat ${seat} owes nothing`);
}
