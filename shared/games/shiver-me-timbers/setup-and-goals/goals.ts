import { reject } from "../../../engine";
import { FIRST_CLAIM_VP, LATER_CLAIM_VP, lifeGoal } from "../content/life-goals";
import type { ActionOf } from "../actions";
import { log, type Ctx, type Outcome, type S } from "../core/draft";
import type { PlayerState, SmtState } from "../state";
import { ownTurn } from "../rounds-and-turns/guards";

/** Whether this player meets the goal's requirement now (life-goals.ts). */
export function goalMet(player: PlayerState | S["players"][number], goalId: number): boolean {
  const req = lifeGoal(goalId).requirement;
  if (req.kind === "counter") return player.counters[req.counter] >= req.atLeast;
  const values = [player.speed, player.strength, player.hull];
  return values.some((v) => v >= req.oneAt) && values.reduce((a, b) => a + b, 0) >= req.sumAtLeast;
}

export function claimableGoals(s: S | SmtState, seat: number): number[] {
  const player = s.players[seat];
  return s.goalsInPlay.filter((g) => !player.claimed.includes(g) && goalMet(player, g));
}

/** Scoring life goals: mark any goal you meet, secret or not; 10 VP if first, else 5 (a free action; markMetGoals marks every met goal after each action, so this only refuses). */
export function claimGoal(ctx: Ctx, seat: number, action: ActionOf<"claimGoal">): Outcome {
  const no = ownTurn(ctx.s, seat);
  if (no) return no;
  const { s } = ctx;
  if (!s.goalsInPlay.includes(action.goal)) return reject("goals/not_in_play", "That life goal is not on the scoring board.", "Set up the Scoring Board");
  const player = s.players[seat];
  if (player.claimed.includes(action.goal)) return reject("goals/already_claimed", "You have already claimed that life goal.", "Scoring life goals");
  if (!goalMet(player, action.goal)) return reject("goals/not_met", `You do not meet "${lifeGoal(action.goal).name}" yet.`, "Scoring life goals");
  recordClaim(ctx, seat, action.goal);
  checkGoalTrigger(ctx);
}

export function recordClaim(ctx: Ctx, seat: number, goal: number): void {
  const { s } = ctx;
  const before = s.claims[goal] ?? [];
  s.claims[goal] = [...before, seat];
  s.players[seat].claimed.push(goal);
  const vp = before.length === 0 ? FIRST_CLAIM_VP : LATER_CLAIM_VP;
  log(ctx, "goals/claim", `${s.players[seat].name} claims the life goal "${lifeGoal(goal).name}" (${vp} VP).`, { seat, goal, vp });
}

export function claimVp(s: S | SmtState, seat: number, goal: number): number {
  const claims = s.claims[goal] ?? [];
  const at = claims.indexOf(seat);
  if (at < 0) return 0;
  return at === 0 ? FIRST_CLAIM_VP : LATER_CLAIM_VP;
}

/**
 * Scoring life goals: "Whenever you meet the requirements on one of the life goals, mark it
 * with one of your tokens – even if it's not one of your chosen secret goals." A goal is marked
 * the moment it is met, after every action, for every player (the acting player first, then
 * clockwise: the first to meet it takes the 10), and counts toward the endgame trigger at once;
 * nobody can hold a met goal back to stall the end.
 */
export function markMetGoals(ctx: Ctx, actor: number): void {
  const { s } = ctx;
  if (s.phase !== "play") return;
  const n = s.players.length;
  let marked = false;
  for (let k = 0; k < n; k++) {
    const seat = (actor + k) % n;
    for (const goal of claimableGoals(s, seat)) {
      recordClaim(ctx, seat, goal);
      marked = true;
    }
  }
  if (marked) checkGoalTrigger(ctx);
}

/** "As soon as any player claims the second-to-last life goal … this triggers the endgame." */
export function checkGoalTrigger(ctx: Ctx): void {
  const { s } = ctx;
  const claimedGoals = s.goalsInPlay.filter((g) => (s.claims[g] ?? []).length > 0).length;
  if (s.endTriggered === null && claimedGoals >= s.goalsInPlay.length - 1) {
    s.endTriggered = "goals";
    log(ctx, "endgame/triggered", "All but one life goal have been claimed: the round is finished and then the game ends.");
  }
}
