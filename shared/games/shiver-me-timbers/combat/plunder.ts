/** Attacks on other players: what the winner takes from the loser. */
import { reject } from "../../../engine";
import { GOLD_UNIT, RESOURCES } from "../content/basics";
import { treasureCard } from "../content/treasures";
import type { ActionOf } from "../actions";
import { log, type Ctx, type Outcome } from "../core/draft";
import { cargoTotal, freeHold } from "../trade-and-upgrades/cargo";
import { treasureArrives } from "../family-and-soulmates/soulmates";
import { owed, nothingOwed } from "../core/owed";

/** Attacks on other players: the winner takes half the gold, half the cargo of their choice, or one treasure. */
export function plunder(ctx: Ctx, seat: number, action: ActionOf<"plunder">): Outcome {
  const p = owed(ctx.s, seat, "plunder");
  if (!p) return nothingOwed("a choice of plunder");
  const s = ctx.s;
  const winner = s.players[seat];
  const loser = s.players[p.from];
  const take = action.take;
  if (take.kind === "gold") {
    const amount = halfGold(loser.gold);
    s.pending.shift();
    loser.gold -= amount;
    winner.gold += amount;
    log(ctx, "plunder/gold", `${winner.name} takes ${amount} G from ${loser.name}.`, { seat, from: p.from, amount });
    return;
  }
  if (take.kind === "cargo") {
    const want = take.cargo;
    const units = cargoTotal(want);
    if (RESOURCES.some((r) => want[r] > loser.cargo[r])) return reject("plunder/not_aboard", `${loser.name} does not carry that cargo.`, "Attacks on other players");
    if (units > Math.floor(cargoTotal(loser.cargo) / 2)) return reject("plunder/more_than_half", "You may take at most half the cargo, rounded down.", "Attacks on other players");
    if (units > freeHold(winner)) return reject("trade/hold_full", "Your hold has no room for that much cargo.", "The Pirate Ships");
    s.pending.shift();
    for (const r of RESOURCES) {
      loser.cargo[r] -= want[r];
      winner.cargo[r] += want[r];
    }
    log(ctx, "plunder/cargo", `${winner.name} takes ${units} units of cargo from ${loser.name}.`, { seat, from: p.from, cargo: { ...want } });
    return;
  }
  if (!loser.treasures.includes(take.treasure)) return reject("plunder/not_aboard", `${loser.name} has no such treasure on their ship.`, "Attacks on other players");
  s.pending.shift();
  loser.treasures.splice(loser.treasures.indexOf(take.treasure), 1);
  winner.treasures.push(take.treasure);
  log(ctx, "plunder/treasure", `${winner.name} takes ${treasureCard(take.treasure).name} from ${loser.name}.`, { seat, from: p.from, treasure: take.treasure });
  treasureArrives(ctx, seat, take.treasure);
}

/** Half the gold, rounded down to the smallest coin (100 G): design, since the Bit is the smallest coin. */
export const halfGold = (gold: number) => Math.floor(gold / 2 / GOLD_UNIT) * GOLD_UNIT;
