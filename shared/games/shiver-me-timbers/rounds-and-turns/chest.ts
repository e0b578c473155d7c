import { reject } from "../../../engine";
import { treasureCard } from "../content/treasures";
import type { ActionOf } from "../actions";
import { log, type Ctx, type Outcome } from "../core/draft";
import { ownTurn } from "./guards";
import { discardOwedTreasure } from "../treasure/treasure-rewards";

/** Free action: "Announce which treasure or how much gold you are hiding and put them in the chest." */
export function hideGold(ctx: Ctx, seat: number, action: ActionOf<"hideGold">): Outcome {
  const no = ownTurn(ctx.s, seat);
  if (no) return no;
  const player = ctx.s.players[seat];
  if (action.amount > player.gold) return reject("chest/not_enough_gold", `You have only ${player.gold} G on your ship.`, "Free actions");
  player.gold -= action.amount;
  player.chestGold += action.amount;
  log(ctx, "chest/gold", `${player.name} hides ${action.amount} G in their chest.`, { seat, amount: action.amount });
}

export function hideTreasure(ctx: Ctx, seat: number, action: ActionOf<"hideTreasure">): Outcome {
  const no = ownTurn(ctx.s, seat);
  if (no) return no;
  const player = ctx.s.players[seat];
  if (!player.treasures.includes(action.treasure)) return reject("treasure/not_on_ship", "That treasure is not on your ship.", "Free actions");
  player.treasures.splice(player.treasures.indexOf(action.treasure), 1);
  player.chestTreasures.push(action.treasure);
  log(ctx, "chest/treasure", `${player.name} hides ${treasureCard(action.treasure).name} in their chest.`, { seat, treasure: action.treasure });
}

/** Free action: discard a treasure card (also owed when a 4th treasure card arrives). */
export function discardTreasure(ctx: Ctx, seat: number, action: ActionOf<"discardTreasure">): Outcome {
  const first = ctx.s.pending[0];
  if (first && first.kind === "discardTreasure" && first.seat === seat) return discardOwedTreasure(ctx, seat, action.treasure);
  const no = ownTurn(ctx.s, seat);
  if (no) return no;
  const player = ctx.s.players[seat];
  if (!player.treasures.includes(action.treasure)) return reject("treasure/not_on_ship", "That treasure is not on your ship.", "Free actions");
  player.treasures.splice(player.treasures.indexOf(action.treasure), 1);
  ctx.s.treasure.discard.push(action.treasure);
  log(ctx, "treasure/discard", `${player.name} discards ${treasureCard(action.treasure).name}.`, { seat, treasure: action.treasure });
}

/** Free action: "Discard resources: simply rotate your resource discs to hull-colored." */
export function discardCargo(ctx: Ctx, seat: number, action: ActionOf<"discardCargo">): Outcome {
  const no = ownTurn(ctx.s, seat);
  if (no) return no;
  const player = ctx.s.players[seat];
  if (player.cargo[action.resource] < action.units) {
    return reject("trade/not_aboard", `You carry only ${player.cargo[action.resource]} ${action.resource}.`, "Free actions");
  }
  player.cargo[action.resource] -= action.units;
  log(ctx, "cargo/discard", `${player.name} throws ${action.units} ${action.resource} overboard.`, { seat, resource: action.resource, units: action.units });
}
