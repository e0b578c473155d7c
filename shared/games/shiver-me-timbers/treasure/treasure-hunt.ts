/**
 * The treasure module (treasure/) inside the main game: guards and action cost, the context
 * the module needs (island, footprints, hold), and what its results mean for the ship — die
 * rolls granted or taken, resources spent, a raised treasure onto the ship with its one-time
 * bonus (or, for a relative card, the relative rescued).
 */
import { RESOURCES } from "../content/basics";
import { DIGGER_FOOTPRINTS } from "../content/talents";
import type { SmtState } from "../state";
import { treasureCard } from "../content/treasures";
import { deepCopy, type Ctx, type Outcome, type S } from "../core/draft";
import { spaceIsland } from "../map/types";
import { TREASURE_REGULAR, type TreasureAction } from "./actions";
import { applyTreasure } from "./apply";
import { chanceFrom } from "./dice";
import { treasureOwes } from "./legal";
import type { TreasureContext } from "./types";
import { ownTurn, regularAction, spendAction } from "../rounds-and-turns/guards";
import { grantReward, reportDeed } from "../missions-and-titles/rewards";
import { rescue, treasureArrives } from "../family-and-soulmates/soulmates";
import { bonusFor, effectiveStat } from "../trade-and-upgrades/ship-attributes";
import { footprintBonus } from "../events/events";
import { grantRoll } from "./rolls";

/** Footprints per dig: the ship's strength with boosts (Hunting for treasures), +2 for the Digger (talents), + footprint bonuses. */
export function treasureContext(s: S | SmtState, seat: number): TreasureContext {
  const p = s.players[seat];
  const footprints = Math.max(1, effectiveStat(s, seat, "strength")) + bonusFor(s, seat, "footprints") + (p.talent === "digger" ? DIGGER_FOOTPRINTS : 0) + footprintBonus(s);
  return { island: spaceIsland(p.location), footprints, cargo: p.cargo, name: p.name };
}

export function treasureStep(ctx: Ctx, seat: number, action: TreasureAction): Outcome {
  const { s } = ctx;
  const regular = TREASURE_REGULAR.has(action.type);
  // A seat settling a look or a discard is the active player on its own turn; the module allows only that.
  const owes = treasureOwes(s.treasure, seat) && s.phase === "play" && s.turn.seat === seat && s.combat === null && s.pending.length === 0;
  const no = owes ? null : regular ? regularAction(s, seat) : ownTurn(s, seat);
  if (no) return no;
  const result = applyTreasure(s.treasure, seat, action, treasureContext(s, seat), chanceFrom(ctx.random));
  if (!result.ok) return result.rejection;
  if (regular) spendAction(s);
  takeTreasureResult(ctx, seat, result);
}

/**
 * Serpent Eye (crew & rituals): advance `steps` on the hunt of this island, landing on dice and
 * raising as a dig would. False when there is no hunt here to advance.
 */
export function advanceTreasureTrack(ctx: Ctx, seat: number, steps: number): boolean {
  const { s } = ctx;
  const result = applyTreasure(s.treasure, seat, { type: "treasure_dig" }, { ...treasureContext(s, seat), footprints: steps }, chanceFrom(ctx.random));
  if (!result.ok) return false;
  takeTreasureResult(ctx, seat, result);
  return true;
}

function takeTreasureResult(ctx: Ctx, seat: number, result: Extract<ReturnType<typeof applyTreasure>, { ok: true }>): void {
  const { s } = ctx;
  s.treasure = deepCopy(result.treasure) as S["treasure"];
  ctx.events.push(...result.events);
  const player = s.players[seat];
  if (result.spent) for (const r of RESOURCES) player.cargo[r] -= result.spent[r];
  for (const roll of result.rolls) grantRoll(ctx, seat, roll);
  if (result.raised) raise(ctx, seat, result.raised);
  // Treasure rewards use the owed pickTreasure (treasure/treasure-rewards.ts): the module never offers one here.
  if (result.gained) throw new Error(`treasure: unexpected reward ${result.gained}`);
}

/** A raised card: a relative joins the family (the card goes to the discard pile); a treasure goes onto the ship. */
function raise(ctx: Ctx, seat: number, card: string): void {
  const { s } = ctx;
  const player = s.players[seat];
  const c = treasureCard(card);
  if (c.kind === "relative") {
    s.treasure.discard.push(card);
    if (c.relative) rescue(ctx, seat, c.relative, "search");
    return;
  }
  player.treasures.push(card);
  player.counters.treasuresRaised += 1;
  reportDeed(ctx, seat, { kind: "raised", relative: false });
  if (c.bonus.kind === "oneTime") for (const reward of c.bonus.rewards) grantReward(ctx, seat, reward, c.name);
  treasureArrives(ctx, seat, card);
}
