import { reject } from "../../../engine";
import { ATTRIBUTE_MAX } from "../content/basics";
import { upgradePrice } from "../events/events";
import type { ActionOf } from "../actions";
import { log, type Ctx, type Outcome } from "../core/draft";
import { isIslandSpace } from "../map/types";
import { regularAction, spendAction } from "../rounds-and-turns/guards";

/** Upgrade: on any island, +1 to one attribute for the fee of the new value; at most 7. */
export function upgrade(ctx: Ctx, seat: number, action: ActionOf<"upgrade">): Outcome {
  const no = regularAction(ctx.s, seat);
  if (no) return no;
  const player = ctx.s.players[seat];
  if (!isIslandSpace(player.location)) return reject("upgrade/not_on_island", "You can upgrade your ship only on an island.", "Upgrade");
  const current = player[action.attribute];
  if (current >= ATTRIBUTE_MAX) return reject("upgrade/at_maximum", `Your ${action.attribute} is already 7, the maximum.`, "Upgrade");
  const cost = upgradePrice(ctx.s, current + 1);
  if (player.gold < cost) return reject("upgrade/not_enough_gold", `Raising ${action.attribute} to ${current + 1} costs ${cost} G; you have ${player.gold} G.`, "Upgrade");
  spendAction(ctx.s);
  player.gold -= cost;
  player[action.attribute] = current + 1;
  log(ctx, "upgrade/buy", `${player.name} raises ${action.attribute} to ${current + 1} for ${cost} G.`, { seat, attribute: action.attribute, value: current + 1, cost });
}
