/**
 * Epic Game Mode: all ten life goals laid out, three secret goals each, ships at 2/2/2 with
 * three free upgrades chosen at set-up, the endgame triggered only by the second-to-last goal,
 * and the wind deck reshuffled when it runs out. Everything here is gated on `options.epic`.
 */
import { START_ATTRIBUTE } from "../content/basics";
import { LIFE_GOALS, SECRET_GOALS } from "../content/life-goals";
import { log, type Ctx, type S } from "../core/draft";
import type { SmtOptions } from "../options";
import type { SmtState } from "../state";

/** Epic mode: secret goals per player. */
export const EPIC_SECRET_GOALS = 3;
/** Epic mode: ships start with every attribute at 2 … */
export const EPIC_START_ATTRIBUTE = 2;
/** … and three free upgrades of the player's choice. */
export const EPIC_FREE_UPGRADES = 3;
/** The reason on the owed `gainUpgrade` decisions (the bot and the log read it). */
export const EPIC_FREE_UPGRADE_REASON = "epic mode: a free upgrade at set-up";
/**
 * Design: the last round of an epic game, a safety valve only. The rulebook ends epic games by
 * the goals alone, and every goal can now be met, but nine of ten may still never be claimed (a
 * goal nobody pursues, a monster nobody summons), so 40 rounds (twice a regular game's longest)
 * keep every game finite. Kept at 40: in bot self-play (100 epic games with events per player
 * count) 88% of games end by the goals, some only in round 38 or 39, so a lower limit would cut
 * games the goals were about to end.
 */
export const EPIC_ROUND_LIMIT = 40;

type Options = Pick<SmtOptions, "epic"> | { readonly epic?: boolean };
const isEpic = (options: Options) => options.epic === true;

/** Set up the Scoring Board: epic mode lays out all ten goals ("the back of the scoring board"). */
export function goalsLaidOut(options: Options, regular: number): number {
  return isEpic(options) ? LIFE_GOALS.length : regular;
}

export function secretGoalCount(s: S | SmtState): number {
  return isEpic(s.options) ? EPIC_SECRET_GOALS : SECRET_GOALS;
}

export function startAttribute(s: S | SmtState): number {
  return isEpic(s.options) ? EPIC_START_ATTRIBUTE : START_ATTRIBUTE;
}

/**
 * The three free upgrades, owed as `gainUpgrade` decisions in turn order from the starting
 * player, before the first turn goes on (design: the upgrade mechanics already owe and check
 * such decisions; attributes are public, so the choice is too).
 */
export function oweFreeUpgrades(ctx: Ctx): void {
  const { s } = ctx;
  if (!isEpic(s.options)) return;
  const n = s.players.length;
  for (let k = 0; k < n; k++) {
    const seat = (s.startSeat + k) % n;
    for (let i = 0; i < EPIC_FREE_UPGRADES; i++) s.pending.push({ kind: "gainUpgrade", seat, reason: EPIC_FREE_UPGRADE_REASON });
  }
  log(ctx, "epic/free_upgrades", `Epic mode: every captain starts at ${EPIC_START_ATTRIBUTE}/${EPIC_START_ATTRIBUTE}/${EPIC_START_ATTRIBUTE} and now chooses ${EPIC_FREE_UPGRADES} free upgrades, in turn order.`, {
    upgrades: EPIC_FREE_UPGRADES,
  });
}

/** "Ignore the alternative trigger": in epic mode the last wind card does not end the game. */
export function windTriggersEnd(s: S | SmtState): boolean {
  return !isEpic(s.options);
}

/** "Simply reshuffle the wind deck if it should ever run out of cards" (with the state's generator). */
export function refillWindDeck(ctx: Ctx): void {
  const { s } = ctx;
  if (!isEpic(s.options) || s.windDeck.length > 0 || s.windDiscard.length === 0) return;
  s.windDeck = ctx.random.shuffle(s.windDiscard);
  s.windDiscard = [];
  log(ctx, "epic/wind_reshuffled", `The wind deck ran out: its ${s.windDeck.length} discarded cards are shuffled into a new deck.`, { cards: s.windDeck.length });
}

/** Design: the round limit above; called when a round begins. */
export function checkRoundLimit(ctx: Ctx): void {
  const { s } = ctx;
  if (!isEpic(s.options) || s.endTriggered !== null || s.round < EPIC_ROUND_LIMIT) return;
  s.endTriggered = "limit";
  log(ctx, "endgame/triggered", `Round ${s.round} is the last round of an epic game (design limit): the round is finished and then the game ends.`, { round: s.round });
}
