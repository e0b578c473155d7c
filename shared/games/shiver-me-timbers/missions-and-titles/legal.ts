import type { SeatIndex } from "../../../engine";
import { missionCard } from "../content/missions";
import type { MissionAction } from "./actions";
import { applyMission } from "./apply";
import { holdsOfficial } from "./state";
import type { MissionContext, MissionState } from "./types";

/** Every legal `mission_*` action of `seat` now, given what the main game allows. */
export function missionLegalActions(m: MissionState, seat: SeatIndex, ctx: MissionContext, may: { readonly regular: boolean; readonly free: boolean }): MissionAction[] {
  const p = m.players[seat];
  if (p === undefined) return [];
  if (p.look !== null) {
    const keep: MissionAction[] = p.look.filter((c) => missionCard(c).kind !== "official" || !holdsOfficial(p)).map((card) => ({ type: "mission_keep", card }));
    return keep.length > 0 ? keep : [{ type: "mission_return" }];
  }
  if (p.mustDiscard) return p.held.map((h) => ({ type: "mission_discard", card: h.card }));
  const out: MissionAction[] = [];
  if (may.regular && ctx.island === "port-royal" && !holdsOfficial(p) && m.deck.length + m.discard.length > 0) out.push({ type: "mission_acquire" });
  if (may.free) {
    for (const h of p.held) {
      const claim: MissionAction = { type: "mission_claim", card: h.card };
      if (applyMission(m, seat, claim, ctx, { shuffle: (x) => [...x] }).ok) out.push(claim);
    }
    for (const h of p.held) out.push({ type: "mission_discard", card: h.card });
  }
  return out;
}

export function missionOwes(m: MissionState, seat: SeatIndex): boolean {
  const p = m.players[seat];
  return p !== undefined && (p.look !== null || p.mustDiscard);
}
