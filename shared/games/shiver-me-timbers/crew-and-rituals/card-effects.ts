/**
 * What a played crew or ritual card does in the main game (content/crew-rituals.ts;
 * the table in docs/rules/shiver-me-timbers.md). Boosts, Blood Moon and Ghost Sails need
 * nothing here: the rules read the cards face up this turn (crew-and-rituals/card-boosts.ts, crew-and-rituals/boosts.ts).
 */
import { GREEN_DIE, RED_DIE, WHITE_DIE } from "../content/dice";
import type { Roll } from "../treasure/dice";
import { cardKind } from "../content/crew-rituals";
import type { PlayedCard } from "./types";
import { log, nameOf, type Ctx } from "../core/draft";
import { advanceMonsterTrack, requestSummon } from "../monsters/monster-hooks";
import { lowerAttribute } from "../trade-and-upgrades/owed-upgrades";
import { seaRouteOptions } from "./sea-route";
import { advanceTreasureTrack } from "../treasure/treasure-hunt";
import { grantRoll } from "../treasure/rolls";

export function resolvePlayed(ctx: Ctx, played: PlayedCard): void {
  const { s } = ctx;
  const kind = cardKind(played.card);
  const e = kind.effect;
  const seat = played.seat;
  switch (e.kind) {
    case "boost":
    case "opponentDuelCards":
    case "ghostPassage":
      return;
    case "opponentLosesUpgrade": {
      const target = played.target!;
      const before = s.players[target][e.attribute];
      lowerAttribute(s, target, e.attribute);
      log(ctx, "cards/sabotage", before > s.players[target][e.attribute]
        ? `${nameOf(s, target)} loses a ${e.attribute} upgrade.`
        : `${nameOf(s, target)} has no ${e.attribute} upgrade to lose.`, { seat, target, attribute: e.attribute });
      return;
    }
    case "opponentRolls": {
      const target = played.target!;
      const face = ctx.random.pick(RED_DIE);
      if (face !== "empty") lowerAttribute(s, target, face);
      log(ctx, "cards/red_die", `${nameOf(s, target)} rolls the red die: ${face === "empty" ? "nothing" : `a ${face} upgrade is lost`}.`, { seat, target, face });
      return;
    }
    case "addSeaRoute":
      if (seaRouteOptions(s).length > 0) s.pending.push({ kind: "addSeaRoute", seat });
      else log(ctx, "cards/no_route", "There is no room for another sea route on the map.", { seat });
      return;
    case "summon":
      requestSummon(ctx, seat, e.monster);
      return;
    case "peekMerchant":
      if (Object.values(s.merchants).some((m) => !m.faceUp)) s.pending.push({ kind: "spyPeek", seat });
      else log(ctx, "cards/no_merchant", "Every merchant at sea is already face up.", { seat });
      return;
    case "advanceTrack":
      // The monster track first (a hunt in progress there), else the treasure track.
      if (!advanceMonsterTrack(ctx, seat, e.amount) && !advanceTreasureTrack(ctx, seat, e.amount)) {
        log(ctx, "cards/no_track", `${nameOf(s, seat)} has no hunt on this island to advance.`, { seat });
      }
      return;
    case "roll": {
      const face = ctx.random.pick<string>(e.die === "green" ? GREEN_DIE : WHITE_DIE) as Roll["face"];
      grantRoll(ctx, seat, { die: e.die, face });
      log(ctx, "cards/roll", `${nameOf(s, seat)} rolls the ${e.die} die: ${face}.`, { seat, die: e.die, face });
      return;
    }
  }
}
