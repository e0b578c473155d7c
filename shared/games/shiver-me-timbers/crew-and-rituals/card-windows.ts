/**
 * When crew and ritual cards may be played in the main game (Crew & Rituals › …and how to play
 * them: "whenever any player announces or ends an action"), as windows of the cards module:
 *
 * - A regular action announced while somebody holds a card is checked on a copy of the state,
 *   kept in `cardMoments.announced`, and run (checked again) once its window has closed — so an
 *   opponent's Saboteur or Voodoo Doll lands before the action resolves. Nobody holding a card:
 *   the action runs at once and no window opens (no extra click).
 * - Boarding and raids run at once instead: their announcement window is the duel's prelude
 *   (1. The Prelude: "Before the duel starts, players may still play crew or ritual cards"),
 *   opened with the combatants once the marker is revealed and the miniature placed.
 * - When a regular action has ended and everything it caused is settled (a combat, decisions
 *   owed, a look at cards), the end window opens.
 */
import { Random, reject, type Rejection } from "../../../engine";
import type { SmtAction } from "../actions";
import { openWindow } from "./window";
import { handSize } from "./state";
import type { ActionTag } from "./types";
import { resolveAftermath } from "../combat/aftermath";
import { fortressSide, merchantSide, playerSide } from "../combat/sides";
import type { DuelSide } from "../duel/types";
import { closePrelude, updatePrelude } from "../duel/start";
import { cloneState, deepCopy, log, nameOf, type Ctx, type Outcome, type S } from "../core/draft";
import { missionOwes } from "../missions-and-titles/legal";
import type { SmtState } from "../state";
import { treasureOwes } from "../treasure/legal";
import { courtshipOwed } from "../family-and-soulmates/soulmates";

const R_PLAY = "Crew & Rituals › …and how to play them";

export type RunAction = (ctx: Ctx, seat: number, action: SmtAction) => Outcome;

/** What a main-game action is, as far as card timings care. Unknown regular actions (a later module's) are "other". */
export function actionTag(type: SmtAction["type"]): ActionTag {
  switch (type) {
    case "travel": return "travel";
    case "upgrade": return "upgrade";
    case "buy":
    case "sell": return "trade";
    case "gunfight": return "gunfight";
    case "board": return "board";
    case "raid": return "raid";
    case "treasure_scout": return "scout";
    case "treasure_dig": return "treasureHunt";
    case "mission_acquire": return "mission";
    case "cards_hire": return "hire";
    case "cards_learn": return "learn";
    default: return type.startsWith("monster_") ? "monsterHunt" : "other";
  }
}

export const cardsHeld = (s: S | SmtState) => s.cards.hands.some((h) => handSize(h) > 0);

/** While a window is open only crew and ritual plays and passes are accepted. */
export function windowOpenRejection(): Rejection {
  return reject("cards/window_open", "Crew and ritual cards are being played: wait until everyone has played or passed.", R_PLAY);
}

/** A regular action: at once when nobody holds a card (or it is a boarding or a raid), otherwise announced and run when its window closes. */
export function announceRegular(ctx: Ctx, seat: number, action: SmtAction, run: RunAction): Outcome {
  const { s } = ctx;
  if (!cardsHeld(s) || action.type === "board" || action.type === "raid") return runRegular(ctx, seat, action, run);
  // The action must be possible now; it is checked again when it runs.
  const trial: Ctx = { s: cloneState(s as unknown as SmtState), random: Random.from(ctx.random.state()), events: [] };
  const no = run(trial, seat, action);
  if (no) return no;
  const opened = openWindow(s.cards, { moment: "announce", action: actionTag(action.type), active: seat });
  if (!opened.open) return runRegular(ctx, seat, action, run);
  s.cards = deepCopy(opened.cards) as S["cards"];
  s.cardMoments.announced = { seat, action: deepCopy(action) as never };
  log(ctx, "cards/announce", `${nameOf(s, seat)} announces: ${describe(action)}.`, { seat, action: action.type });
  ctx.events.push(...opened.events);
}

function runRegular(ctx: Ctx, seat: number, action: SmtAction, run: RunAction): Outcome {
  const no = run(ctx, seat, action);
  if (no) return no;
  ctx.s.cardMoments.endOf = actionTag(action.type);
}

/**
 * After every accepted action: once no window is open and nothing is owed, run the announced
 * action, then open the end window of the action that ended. An announced action the cards made
 * impossible (a sunk cannon, a lost sail) is dropped without spending the action.
 */
export function resumeAfterWindows(ctx: Ctx, run: RunAction): void {
  const { s } = ctx;
  for (let guard = 0; guard < 8; guard++) {
    if (s.phase !== "play" || s.cards.window !== null || s.combat !== null || s.pending.length > 0) return;
    const m = s.cardMoments;
    if (m.announced !== null) {
      const { seat, action } = m.announced;
      m.announced = null;
      const before = cloneState(s as unknown as SmtState);
      const no = runRegular(ctx, seat, action as SmtAction, run);
      if (no) {
        Object.assign(s, before);
        // The reason of a hire or learn could name the card: it stays out of the public log.
        const secretKind = action.type === "cards_hire" || action.type === "cards_learn";
        log(ctx, "cards/announce_dropped", `${nameOf(s, seat)} can no longer go on with ${describe(action as SmtAction)}${secretKind ? "" : ` (${no.message})`}; no action is spent.`, { seat, code: no.code });
      }
      continue;
    }
    if (m.endOf === null) return;
    const active = s.turn.seat;
    // Decisions the action left (a look, a hunt card, a courtship's discard or choice) come before its end window.
    if (treasureOwes(s.treasure, active) || missionOwes(s.missions, active) || s.monsters.choice !== null) return;
    if (courtshipOwed(s as unknown as SmtState).length > 0) return;
    const tag = m.endOf;
    m.endOf = null;
    const opened = openWindow(s.cards, { moment: "end", action: tag, active });
    if (opened.open) {
      s.cards = deepCopy(opened.cards) as S["cards"];
      ctx.events.push(...opened.events);
    }
  }
}

// ── The duel prelude (hook 2) ────────────────────────────────────────────────────────────

/** The players fighting the combat (a merchant's or fortress's captain is not one). */
export function combatants(s: S): number[] {
  const c = s.combat!;
  return c.foe.kind === "player" ? [c.player, c.foe.seat] : [c.player];
}

/** Called when a combat is declared in its prelude: the window opens with the combatants, or the cards are dealt at once. */
export function openPrelude(ctx: Ctx): void {
  const { s } = ctx;
  const c = s.combat!;
  const opened = openWindow(s.cards, { moment: "announce", action: c.kind === "raid" ? "raid" : "board", active: s.turn.seat, combatants: combatants(s) });
  if (!opened.open) return closeCombatPrelude(ctx);
  s.cards = deepCopy(opened.cards) as S["cards"];
  ctx.events.push(...opened.events);
}

/** Both sides as they stand now (upgrades, this turn's boosts, Fogbank, Gunner, duel cards). */
function sidesNow(s: S): { attacker: DuelSide; defender: DuelSide } {
  const c = s.combat!;
  const foe = c.foe;
  if (foe.kind === "player") {
    return { attacker: playerSide(s, c.player, { attacking: true, vsMerchant: false }), defender: playerSide(s, foe.seat, { attacking: false, vsMerchant: false }) };
  }
  if (foe.kind === "fortress") return { attacker: playerSide(s, c.player, { attacking: true, vsMerchant: false }), defender: fortressSide(s, foe.fortress, foe.captain) };
  if (c.kind === "hunter") return { attacker: merchantSide(s, foe.space, foe.captain), defender: playerSide(s, c.player, { attacking: false, vsMerchant: true }) };
  return { attacker: playerSide(s, c.player, { attacking: true, vsMerchant: true }), defender: merchantSide(s, foe.space, foe.captain) };
}

/** After a play in the prelude: "If strength values change, move the miniature accordingly." */
export function updateCombatPrelude(ctx: Ctx): void {
  const c = ctx.s.combat;
  if (c === null || c.duel.phase !== "prelude") return;
  const { attacker, defender } = sidesNow(ctx.s);
  const out = updatePrelude(c.duel as never, {
    attackerStrength: attacker.strength, defenderStrength: defender.strength,
    attackerHandSize: attacker.handSize, defenderHandSize: defender.handSize,
  });
  c.duel = deepCopy(out.duel) as typeof c.duel;
  ctx.events.push(...out.events);
}

/** Everyone has passed: deal the duel (or push the weaker captain off if the difference is above 3). */
export function closeCombatPrelude(ctx: Ctx): void {
  const c = ctx.s.combat;
  if (c === null || c.duel.phase !== "prelude") return;
  const out = closePrelude(c.duel as never, ctx.random);
  c.duel = deepCopy(out.duel) as typeof c.duel;
  ctx.events.push(...out.events);
  if (out.duel.outcome !== null) resolveAftermath(ctx);
}

function describe(action: SmtAction): string {
  switch (action.type) {
    case "travel": return "a Travel action";
    case "upgrade": return `an upgrade of ${action.attribute}`;
    case "buy": return `buying ${action.units} ${action.resource}`;
    case "sell": return "a sale";
    case "gunfight": return "a gunfight";
    case "treasure_scout": return "scouting in the taverns";
    case "treasure_dig": return "digging for treasure";
    case "mission_acquire": return "acquiring a mission";
    case "cards_hire": return "hiring crew";
    case "cards_learn": return "learning a ritual";
    default: return action.type;
  }
}
