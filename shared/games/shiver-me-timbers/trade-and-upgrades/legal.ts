/** Legal upgrades, purchases and sales on an island, and the upgrade lost or gained as a decision owed. */
import { ATTRIBUTES, ATTRIBUTE_MAX, ATTRIBUTE_MIN, RESOURCES, type IslandId } from "../content/basics";
import { MARKETS } from "../content/prices";
import type { SmtAction } from "../actions";
import type { S } from "../core/draft";
import { buyPrice, sellPrice, tradeClosed, upgradePrice } from "../events/events";
import { cargoTotal, freeHold } from "./cargo";

export function upgradeOptions(s: S, seat: number): SmtAction[] {
  const me = s.players[seat];
  return ATTRIBUTES.filter((attribute) => me[attribute] < ATTRIBUTE_MAX && me.gold >= upgradePrice(s, me[attribute] + 1)).map((attribute) => ({ type: "upgrade", attribute }));
}

export function tradeOptions(s: S, seat: number, island: IslandId): SmtAction[] {
  const me = s.players[seat];
  const out: SmtAction[] = [];
  const market = tradeClosed(s, island) ? undefined : MARKETS[island];
  if (market?.produces) {
    const price = buyPrice(s, seat, island)!;
    const most = Math.min(freeHold(me), Math.floor(me.gold / price));
    for (let units = 1; units <= most; units++) out.push({ type: "buy", resource: market.produces, units });
  }
  const sellable = { cocoa: 0, rum: 0, sugar: 0 };
  for (const r of RESOURCES) if (market && sellPrice(s, island, r) !== undefined) sellable[r] = me.cargo[r];
  if (cargoTotal(sellable) > 0) {
    out.push({ type: "sell", cargo: sellable, treasures: [] });
    if (me.treasures.length > 0) out.push({ type: "sell", cargo: sellable, treasures: [...me.treasures] });
  }
  if (!tradeClosed(s, island)) for (const t of me.treasures) out.push({ type: "sell", cargo: { cocoa: 0, rum: 0, sugar: 0 }, treasures: [t] });
  return out;
}

export function owedUpgradeOptions(s: S, seat: number, kind: "loseUpgrade" | "gainUpgrade"): SmtAction[] {
  const me = s.players[seat];
  return kind === "loseUpgrade"
    ? ATTRIBUTES.filter((a) => me[a] > ATTRIBUTE_MIN).map((attribute) => ({ type: "loseUpgrade", attribute }))
    : ATTRIBUTES.filter((a) => me[a] < ATTRIBUTE_MAX).map((attribute) => ({ type: "gainUpgrade", attribute }));
}
