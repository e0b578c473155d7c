/** Upgrades lost or gained as a decision owed (a lost combat, a reward, a die), and whether a ship has one to lose or room for one. */
import { reject } from "../../../engine";
import { ATTRIBUTE_MAX, ATTRIBUTE_MIN, RESOURCES, type Attribute } from "../content/basics";
import type { ActionOf } from "../actions";
import { log, type Ctx, type Outcome, type S } from "../core/draft";
import { cargoTotal } from "./cargo";
import { owed, nothingOwed } from "../core/owed";

/** Lose 1 upgrade of your choice (losing a combat). An attribute at 1 has no upgrade to lose. */
export function loseUpgrade(ctx: Ctx, seat: number, action: ActionOf<"loseUpgrade">): Outcome {
  const p = owed(ctx.s, seat, "loseUpgrade");
  if (!p) return nothingOwed("a lost upgrade");
  const player = ctx.s.players[seat];
  if (player[action.attribute] <= ATTRIBUTE_MIN) {
    return reject("upgrade/at_minimum", `Your ${action.attribute} is already 1: choose an attribute with an upgrade.`, "Golden Rules");
  }
  ctx.s.pending.shift();
  lowerAttribute(ctx.s, seat, action.attribute);
  log(ctx, "upgrade/lost", `${player.name} loses a ${action.attribute} upgrade (${p.reason}).`, { seat, attribute: action.attribute });
}

export function gainUpgrade(ctx: Ctx, seat: number, action: ActionOf<"gainUpgrade">): Outcome {
  const p = owed(ctx.s, seat, "gainUpgrade");
  if (!p) return nothingOwed("an upgrade choice");
  const player = ctx.s.players[seat];
  if (player[action.attribute] >= ATTRIBUTE_MAX) return reject("upgrade/at_maximum", `Your ${action.attribute} is already 7.`, "The Pirate Ships");
  ctx.s.pending.shift();
  player[action.attribute] += 1;
  log(ctx, "upgrade/gained", `${player.name} gains a ${action.attribute} upgrade (${p.reason}).`, { seat, attribute: action.attribute });
}

/** Golden rules: never below 1. A lost hull upgrade throws the cargo that no longer fits overboard (design). */
export function lowerAttribute(s: S, seat: number, attribute: Attribute): void {
  const player = s.players[seat];
  player[attribute] = Math.max(ATTRIBUTE_MIN, player[attribute] - 1);
  if (attribute === "hull") {
    for (const r of [...RESOURCES].reverse()) {
      while (cargoTotal(player.cargo) > player.hull && player.cargo[r] > 0) player.cargo[r] -= 1;
    }
  }
}

/** Whether any attribute can lose an upgrade (otherwise the loss is skipped). */
export const hasUpgrade = (s: S, seat: number) => (["speed", "strength", "hull"] as const).some((a) => s.players[seat][a] > ATTRIBUTE_MIN);

export const canGainUpgrade = (s: S, seat: number) => (["speed", "strength", "hull"] as const).some((a) => s.players[seat][a] < ATTRIBUTE_MAX);
