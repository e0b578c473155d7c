/** Free actions with the chest and the hold (Free actions): hide gold or a treasure, throw a treasure or cargo overboard. */
import { GOLD_UNIT, RESOURCES } from "../content/basics";
import type { SmtAction } from "../actions";
import type { S } from "../core/draft";
import { halfGold } from "../combat/plunder";

export function chestOptions(s: S, seat: number): SmtAction[] {
  const me = s.players[seat];
  const out: SmtAction[] = [];
  if (me.gold >= GOLD_UNIT) {
    out.push({ type: "hideGold", amount: me.gold });
    if (me.gold >= 2 * GOLD_UNIT) out.push({ type: "hideGold", amount: halfGold(me.gold) });
  }
  for (const t of me.treasures) out.push({ type: "hideTreasure", treasure: t }, { type: "discardTreasure", treasure: t });
  for (const r of RESOURCES) if (me.cargo[r] > 0) out.push({ type: "discardCargo", resource: r, units: 1 });
  return out;
}
