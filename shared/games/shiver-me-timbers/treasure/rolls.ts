/** A roll granted by the treasure track (or by a card or a mission reward): its die space takes effect. */
import { ATTRIBUTES, RESOURCES } from "../content/basics";
import { WHITE_GOLD } from "../content/dice";
import type { Ctx } from "../core/draft";
import type { Roll } from "./dice";
import { freeHold } from "../trade-and-upgrades/cargo";
import { canGainUpgrade, lowerAttribute } from "../trade-and-upgrades/owed-upgrades";

/** Die spaces on the track: green = a resource, white = an action / 200 G / an upgrade, red = lose the upgrade shown. */
export function grantRoll(ctx: Ctx, seat: number, roll: Roll): void {
  const { s } = ctx;
  const player = s.players[seat];
  const face = roll.face;
  if (roll.die === "green" && (RESOURCES as readonly unknown[]).includes(face) && freeHold(player) > 0) player.cargo[face as (typeof RESOURCES)[number]] += 1;
  if (roll.die === "white") {
    if (face === "action") s.turn.actionsLeft += 1;
    if (face === "gold") player.gold += WHITE_GOLD;
    if (face === "upgrade" && canGainUpgrade(s, seat)) s.pending.push({ kind: "gainUpgrade", seat, reason: "the treasure track" });
  }
  if (roll.die === "red" && (ATTRIBUTES as readonly unknown[]).includes(face)) lowerAttribute(s, seat, face as (typeof ATTRIBUTES)[number]);
}
