import type { SeatIndex } from "../../../engine";
import { treasureCard } from "../content/treasures";
import type { TreasureAction } from "./actions";
import type { TreasureContext, TreasureState } from "./types";

/**
 * Every legal `treasure_*` action of `seat` now. `may` says what the main game allows: a
 * regular action (its turn, an action left) and free actions (its turn, outside other steps).
 */
export function treasureLegalActions(
  t: TreasureState,
  seat: SeatIndex,
  ctx: TreasureContext,
  may: { readonly regular: boolean; readonly free: boolean },
): TreasureAction[] {
  const p = t.players[seat];
  if (p === undefined) return [];
  if (p.look !== null) return p.look.cards.map((card) => ({ type: p.look!.purpose === "scout" ? "treasure_keep" : "treasure_pick", card }));
  const out: TreasureAction[] = [];
  if (p.mustDiscard) {
    for (const card of p.hand) out.push({ type: "treasure_discard", card });
    if (p.hunt !== null) out.push({ type: "treasure_abandon" });
    return out;
  }
  const onIsland = p.hunt !== null && ctx.island === treasureCard(p.hunt.card).island;
  if (may.regular && ctx.island !== null && t.deck.length + t.discard.length > 0) out.push({ type: "treasure_scout" });
  if (may.regular && onIsland) out.push({ type: "treasure_dig" });
  if (may.free) {
    if (p.hunt === null) for (const card of p.hand) if (treasureCard(card).island === ctx.island) out.push({ type: "treasure_begin", card });
    if (onIsland) {
      const have = ctx.cargo[treasureCard(p.hunt!.card).resource];
      for (let units = 1; units <= Math.min(have, 7); units++) out.push({ type: "treasure_offer", units });
    }
    for (const card of p.hand) out.push({ type: "treasure_discard", card });
    if (p.hunt !== null) out.push({ type: "treasure_abandon" });
  }
  return out;
}

/** A seat owes a choice (a look) or a discard: the main game makes it active until it is done. */
export function treasureOwes(t: TreasureState, seat: SeatIndex): boolean {
  const p = t.players[seat];
  return p !== undefined && (p.look !== null || p.mustDiscard);
}
