import { reject } from "../../../engine";
import { RESOURCES } from "../content/basics";
import { treasureCard } from "../content/treasures";
import { MARKETS } from "../content/prices";
import { HAGGLER_SELL_BONUS } from "../content/talents";
import { buyPrice, sellPrice, sellTax, tradeClosed } from "../events/events";
import type { ActionOf } from "../actions";
import { log, type Ctx, type Outcome, type S } from "../core/draft";
import type { SmtState } from "../state";
import { lastingBonus } from "./lasting-bonuses";
import { spaceIsland } from "../map/types";
import { reportDeed } from "../missions-and-titles/rewards";
import { cargoTotal, freeHold } from "./cargo";
import { regularAction, spendAction } from "../rounds-and-turns/guards";
import { cardBoost } from "../crew-and-rituals/card-boosts";

/** Events module, Plague: an island with an active pest marker does not trade. */
const plagued = () => reject("trade/plague", "A plague rages on this island (an active pest marker): nobody trades here this round.", "Optional module: Events");

/** How to buy resources: the local product, 100 G a unit, as many as you like with one action. */
export function buy(ctx: Ctx, seat: number, action: ActionOf<"buy">): Outcome {
  const no = regularAction(ctx.s, seat);
  if (no) return no;
  const player = ctx.s.players[seat];
  const island = spaceIsland(player.location);
  const market = island ? MARKETS[island] : undefined;
  if (!market || market.produces !== action.resource) {
    return reject("trade/not_sold_here", `You cannot buy ${action.resource} here: it is sold only where it is produced.`, "Trade");
  }
  if (tradeClosed(ctx.s, island!)) return plagued();
  if (action.units > freeHold(player)) {
    return reject("trade/hold_full", `Your hold has room for ${freeHold(player)} more units; discard cargo first (a free action).`, "How to buy resources");
  }
  const price = buyPrice(ctx.s, seat, island!)! * action.units;
  if (player.gold < price) return reject("trade/not_enough_gold", `${action.units} ${action.resource} cost ${price} G; you have ${player.gold} G.`, "How to buy resources");
  spendAction(ctx.s);
  player.gold -= price;
  player.cargo[action.resource] += action.units;
  log(ctx, "trade/buy", `${player.name} buys ${action.units} ${action.resource} for ${price} G.`, { seat, resource: action.resource, units: action.units, price });
}

/** How to sell resources and treasures: any units at local prices, and treasures on any island, in one action. */
export function sell(ctx: Ctx, seat: number, action: ActionOf<"sell">): Outcome {
  const no = regularAction(ctx.s, seat);
  if (no) return no;
  const player = ctx.s.players[seat];
  const island = spaceIsland(player.location);
  if (!island) return reject("trade/not_on_island", "You can trade only on an island.", "Trade");
  if (tradeClosed(ctx.s, island)) return plagued();
  const units = cargoTotal(action.cargo);
  if (units === 0 && action.treasures.length === 0) return reject("trade/nothing_to_sell", "Name the cargo or treasures you sell.", "How to sell resources and treasures");
  let gold = 0;
  for (const r of RESOURCES) {
    const n = action.cargo[r];
    if (n === 0) continue;
    if (player.cargo[r] < n) return reject("trade/not_aboard", `You carry only ${player.cargo[r]} ${r}.`, "How to sell resources and treasures");
    const price = sellPrice(ctx.s, island, r);
    if (price === undefined) return reject("trade/not_bought_here", `Nobody buys ${r} on this island.`, "Trade");
    gold += price * n;
  }
  if (new Set(action.treasures).size !== action.treasures.length) return reject("trade/duplicate", "Each treasure can be sold once.", "How to sell resources and treasures");
  for (const t of action.treasures) {
    if (!player.treasures.includes(t)) return reject("treasure/not_on_ship", "That treasure is not on your ship.", "How to sell resources and treasures");
    gold += treasureCard(t).price;
  }
  if (player.talent === "haggler") gold += HAGGLER_SELL_BONUS;
  // Gold per unit sold from this turn's cards (the Quartermaster: +100 G a unit), and a lasting
  // sell bonus (an aunt who haggles, Merchant Adventurer) once per Sell action.
  gold += units * cardBoost(ctx.s, seat, "sellBonus") + lastingBonus(ctx.s, seat, "sellBonus");
  const tax = Math.min(gold, sellTax(ctx.s));
  gold -= tax;
  spendAction(ctx.s);
  for (const r of RESOURCES) player.cargo[r] -= action.cargo[r];
  for (const t of action.treasures) {
    player.treasures.splice(player.treasures.indexOf(t), 1);
    ctx.s.treasure.discard.push(t);
  }
  player.gold += gold;
  player.counters.unitsSold += units;
  if (units > 0) reportDeed(ctx, seat, { kind: "sold", island, units });
  log(ctx, "trade/sell", `${player.name} sells ${units} unit${units === 1 ? "" : "s"}${action.treasures.length ? ` and ${action.treasures.length} treasure${action.treasures.length === 1 ? "" : "s"}` : ""} for ${gold} G${tax > 0 ? ` (after ${tax} G harbour tax)` : ""}.`, {
    seat, cargo: { ...action.cargo }, treasures: [...action.treasures], gold, ...(tax > 0 ? { tax } : {}),
  });
}
