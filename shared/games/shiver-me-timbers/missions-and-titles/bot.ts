import type { Random, SeatIndex } from "../../../engine";
import { missionCard } from "../content/missions";
import type { MissionAction } from "./actions";
import { missionLegalActions } from "./legal";
import type { MissionContext, MissionState } from "./types";

/** Rough value of a mission for the bot: VP, gold and cards in its rewards, less per task. */
export function missionWorth(card: string): number {
  const c = missionCard(card);
  const rewards = c.rewards.reduce((sum, r) => sum + (r.kind === "gold" ? r.amount : r.kind === "relative" ? 900 : 400), 0);
  return c.vp * 400 + rewards + (c.kind === "title" ? 1500 : 0) - c.tasks.length * 200;
}

/** Owed decisions (a look, a discard) and claims, which are always worth taking at once. */
export function missionOwedBot(m: MissionState, seat: SeatIndex, ctx: MissionContext, random: Random): MissionAction {
  const legal = missionLegalActions(m, seat, ctx, { regular: false, free: true });
  const claim = legal.find((a) => a.type === "mission_claim");
  if (claim) return claim;
  const p = m.players[seat];
  const choices = legal.filter((a) => a.type === "mission_keep" || a.type === "mission_return" || (p.mustDiscard && a.type === "mission_discard"));
  if (choices.length === 0) throw new Error(`missionOwedBot: seat ${seat} owes nothing`);
  const score = (a: MissionAction) => (a.type === "mission_keep" ? missionWorth(a.card) : a.type === "mission_discard" ? -missionWorth(a.card) : 0);
  const best = Math.max(...choices.map(score));
  return random.pick(choices.filter((a) => score(a) === best));
}
