/**
 * Rewards (a raised treasure's one-time bonus, a completed mission) granted on the
 * ship, and deeds reported to the missions module (missions-and-titles/deeds.ts).
 */
import { ATTRIBUTE_MAX, RESOURCES } from "../content/basics";
import { GREEN_DIE, WHITE_DIE } from "../content/dice";
import type { Reward } from "../content/effects";
import { deepCopy, type Ctx, type S } from "../core/draft";
import type { Deed } from "./deeds";
import { recordDeed } from "./apply";
import type { Roll } from "../treasure/dice";
import { cargoTotal, freeHold } from "../trade-and-upgrades/cargo";
import { offerTreasurePick } from "../treasure/treasure-rewards";
import { canGainUpgrade } from "../trade-and-upgrades/owed-upgrades";
import { grantRoll } from "../treasure/rolls";
import { rescue } from "../family-and-soulmates/soulmates";
import { recordWishDeed } from "../family-and-soulmates/courtship";
import type { FamilyState } from "../family-and-soulmates/types";
import { offerCardChoice } from "../crew-and-rituals/card-rewards";

/**
 * A deed done by `seat`: held missions mark the task it meets (only deeds after the card was
 * taken), and so does a wish chosen in a courtship (Find a Soulmate).
 */
export function reportDeed(ctx: Ctx, seat: number, deed: Deed): void {
  const out = recordDeed(ctx.s.missions, seat, deed);
  ctx.s.missions = deepCopy(out.missions) as S["missions"];
  ctx.events.push(...out.events);
  ctx.s.family = deepCopy(recordWishDeed(ctx.s.family as FamilyState, seat, deed)) as S["family"];
}

/**
 * One reward. A crew or ritual card is a choice owed from its deck (crew-and-rituals/crew-rituals.ts).
 */
export function grantReward(ctx: Ctx, seat: number, reward: Reward, source: string): void {
  const { s } = ctx;
  const player = s.players[seat];
  switch (reward.kind) {
    case "gold":
      player.gold += reward.amount;
      return;
    case "resource": {
      const units = Math.min(reward.units, freeHold(player));
      const resource = reward.resource === "any" ? RESOURCES.reduce((a, b) => (player.cargo[a] <= player.cargo[b] ? a : b)) : reward.resource;
      player.cargo[resource] += units;
      if (cargoTotal(player.cargo) > player.hull) throw new Error("a reward overfilled the hold");
      return;
    }
    case "upgrade":
      if (reward.attribute !== "any" && player[reward.attribute] < ATTRIBUTE_MAX) player[reward.attribute] += 1;
      else if (reward.attribute === "any" && canGainUpgrade(s, seat)) s.pending.push({ kind: "gainUpgrade", seat, reason: source });
      return;
    case "extraAction":
      s.turn.actionsLeft += 1;
      return;
    case "treasure":
      offerTreasurePick(ctx, seat, source);
      return;
    case "roll":
      grantRoll(ctx, seat, { die: reward.die, face: ctx.random.pick<string>(reward.die === "green" ? GREEN_DIE : WHITE_DIE) as Roll["face"] });
      return;
    case "relative":
      // Only missions (the governor's prisoners) give a relative as a reward.
      rescue(ctx, seat, reward.relative, "mission");
      return;
    case "crewCard":
    case "ritualCard":
      offerCardChoice(ctx, seat, reward.kind === "crewCard" ? "crew" : "ritual", source);
      return;
  }
}
