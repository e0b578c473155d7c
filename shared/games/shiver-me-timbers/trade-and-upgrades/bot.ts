/** The bot's trade and upgrades: what to sell where, what to buy, which attribute to raise. */
import type { SmtAction } from "../actions";
import { ATTRIBUTE_MAX, RESOURCES, type Attribute, type Resource } from "../content/basics";
import { MARKETS } from "../content/prices";
import { sellPrice, upgradePrice } from "../events/events";
import type { S } from "../core/draft";
import { spaceIsland } from "../map/types";
import { cargoTotal } from "./cargo";
import { treasureCard } from "../content/treasures";
import { wishCargo } from "../family-and-soulmates/bot-plans";
import { salesMissionsNeed } from "../setup-and-goals/bot-goals";
import { best, find } from "../core/bot-helpers";
import { Plan, focusAttribute } from "../setup-and-goals/bot-strategy";

export function bestSale(s: S, seat: number, legal: SmtAction[]): SmtAction | null {
  const me = s.players[seat];
  const island = spaceIsland(me.location);
  if (!island) return null;
  // Sell only where the cargo fetches at least 300 a unit (Port Royal or the right trade post).
  const good: Record<Resource, number> = { cocoa: 0, rum: 0, sugar: 0 };
  const wish = wishCargo(s, seat);
  // A mission's "sell N units on X" elsewhere: what X buys stays aboard for it.
  const tasks = salesMissionsNeed(s, seat);
  const forTask = (r: Resource) => tasks.some((t) => t.island !== island && (MARKETS[t.island]?.sells[r] ?? 0) > 0);
  for (const r of RESOURCES) if ((sellPrice(s, island, r) ?? 0) >= 300 && !forTask(r)) good[r] = Math.max(0, me.cargo[r] - (wish?.keep[r] ?? 0));
  // A mission's "sell N units here": everything this island buys goes, at any price.
  const task = tasks.find((t) => t.island === island);
  if (task) {
    const all: Record<Resource, number> = { cocoa: 0, rum: 0, sugar: 0 };
    for (const r of RESOURCES) if ((sellPrice(s, island, r) ?? 0) > 0) all[r] = Math.max(0, me.cargo[r] - (wish?.keep[r] ?? 0));
    if (cargoTotal(all) >= task.units) for (const r of RESOURCES) good[r] = all[r];
  }
  const sellTreasures = me.treasures.filter((t) => treasureCard(t).vp === 0);
  if (cargoTotal(good) === 0 && sellTreasures.length === 0) return null;
  const candidate: SmtAction = { type: "sell", cargo: good, treasures: sellTreasures };
  return legal.some((a) => a.type === "sell") ? candidate : null;
}

export function upgradeChoice(s: S, seat: number, legal: SmtAction[], p: Plan[]): SmtAction | null {
  const me = s.players[seat];
  const focus = focusAttribute(s, seat);
  const reserve = p.includes("trade") && !p.includes("vessel") ? 400 : 0;
  const order: Attribute[] = [focus, ...(["strength", "hull", "speed"] as Attribute[]).filter((a) => a !== focus)];
  for (const attribute of order) {
    if (me[attribute] >= ATTRIBUTE_MAX) continue;
    const cap = attribute === focus ? ATTRIBUTE_MAX : p.includes("vessel") ? 5 : 4;
    if (me[attribute] >= cap) continue;
    const up = find(legal, "upgrade", (a) => a.attribute === attribute);
    if (up && me.gold - upgradePrice(s, me[attribute] + 1) >= reserve) return up;
  }
  return null;
}

/** A mission's "sell N units on X" where this island produces what X buys: load up before upgrading. */
export function missionPurchase(s: S, seat: number, legal: SmtAction[]): SmtAction | null {
  const island = spaceIsland(s.players[seat].location);
  const produces = island ? MARKETS[island]?.produces : undefined;
  if (!produces) return null;
  const wanted = salesMissionsNeed(s, seat).some((t) => t.island !== island && (MARKETS[t.island]?.sells[produces] ?? 0) > 0);
  if (!wanted) return null;
  const buys = legal.filter((a): a is Extract<SmtAction, { type: "buy" }> => a.type === "buy" && a.resource === produces);
  return buys.length > 0 ? best(buys, (a) => a.units) : null;
}

export function purchaseChoice(s: S, seat: number, legal: SmtAction[]): SmtAction | null {
  const buys = legal.filter((a): a is Extract<SmtAction, { type: "buy" }> => a.type === "buy");
  if (buys.length === 0) return null;
  // A "deliver" wish: one unit of what is missing, leaving room for the rest.
  const wish = wishCargo(s, seat);
  if (wish) return buys.find((a) => a.units === 1 && s.players[seat].cargo[a.resource] < wish.keep[a.resource]) ?? null;
  return best(buys, (a) => a.units);
}
