import { CommonRejections, Random, reject, type ApplyResult } from "../../engine";
import { REGULAR_ACTIONS, smtActionSchema, type SmtAction } from "./actions";
import { cloneState, deepCopy, type Ctx, type Outcome } from "./core/draft";
import { applyDuel } from "./duel/apply";
import { isDuelAction } from "./duel/actions";
import { isTreasureAction } from "./treasure/actions";
import { treasureStep } from "./treasure/treasure-hunt";
import { isMissionAction } from "./missions-and-titles/actions";
import { missionStep } from "./missions-and-titles/missions";
import { isMonsterAction } from "./monsters/actions";
import { chooseSummonSpot, monsterStep } from "./monsters/monster-hunt";
import { isFamilyAction } from "./family-and-soulmates/actions";
import { courtshipWaits, familyStep } from "./family-and-soulmates/soulmates";
import { originLook } from "./setup-and-goals/origin-look";
import { privateer } from "./missions-and-titles/privateer";
import { cardsStep } from "./crew-and-rituals/crew-rituals";
import { announceRegular, resumeAfterWindows, windowOpenRejection } from "./crew-and-rituals/card-windows";
import type { SmtState } from "./state";
import { resolveAftermath } from "./combat/aftermath";
import { board, gunfight, raid } from "./combat/declare";
import { discardCargo, discardTreasure, hideGold, hideTreasure } from "./rounds-and-turns/chest";
import { claimGoal, markMetGoals } from "./setup-and-goals/goals";
import { buildMap } from "./map/map-building";
import { pickTreasure } from "./treasure/treasure-rewards";
import { plunder } from "./combat/plunder";
import { gainUpgrade, loseUpgrade } from "./trade-and-upgrades/owed-upgrades";
import { peek } from "./travel/peek";
import { chooseGoals, chooseOrigin } from "./setup-and-goals/setup-choices";
import { buy, sell } from "./trade-and-upgrades/trade";
import { travel } from "./travel/travel";
import { endTurn, endTurnAction } from "./rounds-and-turns/turns";
import { upgrade } from "./trade-and-upgrades/upgrade";

/** While a card window is open only `cards_*` is accepted; a regular action is announced first (crew-and-rituals/card-windows.ts). */
function dispatch(ctx: Ctx, seat: number, action: SmtAction): Outcome {
  if (ctx.s.cards.window !== null && !action.type.startsWith("cards_")) return windowOpenRejection();
  if (REGULAR_ACTIONS.has(action.type) && ctx.s.phase === "play") return announceRegular(ctx, seat, action, run);
  return run(ctx, seat, action);
}

function run(ctx: Ctx, seat: number, action: SmtAction): Outcome {
  if (isDuelAction(action)) return duelStep(ctx, seat, action);
  if (action.type.startsWith("cards_")) return cardsStep(ctx, seat, action as Extract<SmtAction, { type: `cards_${string}` }>);
  // A courtship's discard or choice comes first, except inside a card window (which opens after the action that found the ring).
  const courting = ctx.s.cards.window === null ? courtshipWaits(ctx.s, seat, action) : null;
  if (courting) return courting;
  if (isFamilyAction(action)) return familyStep(ctx, seat, action);
  if (isTreasureAction(action)) return treasureStep(ctx, seat, action);
  if (isMissionAction(action)) return missionStep(ctx, seat, action);
  if (action.type === "monster_summon_spot") return chooseSummonSpot(ctx, seat, action);
  if (isMonsterAction(action)) return monsterStep(ctx, seat, action);
  switch (action.type) {
    case "chooseGoals": return chooseGoals(ctx, seat, action);
    case "chooseOrigin": return chooseOrigin(ctx, seat, action);
    case "buildMap": return buildMap(ctx, seat, action);
    case "travel": return travel(ctx, seat, action);
    case "upgrade": return upgrade(ctx, seat, action);
    case "buy": return buy(ctx, seat, action);
    case "sell": return sell(ctx, seat, action);
    case "gunfight": return gunfight(ctx, seat, action);
    case "board": return board(ctx, seat, action);
    case "raid": return raid(ctx, seat);
    case "peek": return peek(ctx, seat);
    case "discardCargo": return discardCargo(ctx, seat, action);
    case "hideGold": return hideGold(ctx, seat, action);
    case "hideTreasure": return hideTreasure(ctx, seat, action);
    case "discardTreasure": return discardTreasure(ctx, seat, action);
    case "claimGoal": return claimGoal(ctx, seat, action);
    case "endTurn": return endTurnAction(ctx, seat);
    case "loseUpgrade": return loseUpgrade(ctx, seat, action);
    case "gainUpgrade": return gainUpgrade(ctx, seat, action);
    case "pickTreasure": return pickTreasure(ctx, seat, action);
    case "plunder": return plunder(ctx, seat, action);
    case "originLook": return originLook(ctx, seat, action);
    case "privateer": return privateer(ctx, seat, action);
  }
}

/** Duel actions are delegated to the duel module; when it has an outcome, the aftermath follows. */
function duelStep(ctx: Ctx, seat: number, action: Extract<SmtAction, { type: `duel_${string}` }>): Outcome {
  const combat = ctx.s.combat;
  if (!combat) return reject("combat/none", "There is no duel going on.", "Combat");
  const result = applyDuel(combat.duel as never, seat, action, ctx.random);
  if (!result.ok) return result.rejection;
  combat.duel = deepCopy(result.duel) as typeof combat.duel;
  ctx.events.push(...result.events);
  if (result.duel.outcome !== null) resolveAftermath(ctx);
}

/** After a lost or tied combat, once every decision is taken, the turn ends by itself. */
function settle(ctx: Ctx): void {
  const { s } = ctx;
  resumeAfterWindows(ctx, run);
  if (s.cards.window !== null || s.cardMoments.announced !== null || s.cardMoments.endOf !== null) return;
  if (s.phase === "play" && s.combat === null && s.pending.length === 0 && s.turn.mustEnd) endTurn(ctx);
}

export function applyAction(state: SmtState, seat: number, raw: unknown): ApplyResult<SmtState> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) return { ok: false, rejection: CommonRejections.noSuchSeat(seat) };
  if (state.phase === "over") return { ok: false, rejection: CommonRejections.gameOver() };
  const parsed = smtActionSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, rejection: CommonRejections.malformed(parsed.error.issues[0]?.message ?? "invalid") };
  const ctx: Ctx = { s: cloneState(state), random: Random.from(state.rng), events: [] };
  const rejection = dispatch(ctx, seat, parsed.data);
  if (rejection) return { ok: false, rejection };
  settle(ctx);
  markMetGoals(ctx, seat);
  ctx.s.rng = ctx.random.state() as number[];
  ctx.s.version += 1;
  return { ok: true, state: ctx.s as SmtState, events: ctx.events };
}
