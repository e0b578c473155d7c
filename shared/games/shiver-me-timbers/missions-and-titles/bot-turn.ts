/** The bot and missions: which are feasible, which to keep or discard, the islands they name. */
import type { Random } from "../../../engine";
import type { SmtAction } from "../actions";
import { RESOURCES, type IslandId } from "../content/basics";
import { MARKETS } from "../content/prices";
import type { S } from "../core/draft";
import { islandSpace, type SpaceId } from "../map/types";
import { missionCard } from "../content/missions";
import { missionOwedBot, missionWorth } from "./bot";
import { missionContext } from "./context";
import { missionFeasibleFor, pursuedGoals, titleFit } from "../setup-and-goals/bot-goals";
import { best, find } from "../core/bot-helpers";
import { plans } from "../setup-and-goals/bot-strategy";

/**
 * Tasks the bot cannot work (a card it cannot collect and play, a monster while it hunts none
 * and none is out) make a mission hopeless: never keep one, and discard one held.
 */
export function missionFeasible(s: S, seat: number, card: string): boolean {
  return missionFeasibleFor(s, card, plans(s, seat).includes("monsters"));
}

/** How reachable a mission is without fighting: sailing somewhere is easy, trading or paying less so, combat least. */
export function missionEase(card: string): number {
  const weight: Record<string, number> = { visit: 3, arrive: 3, deliver: 2, pay: 2, sell: 2, raise: 1, attribute: 1, defeat: 0, play: 1.5 };
  const tasks = missionCard(card).tasks;
  return tasks.reduce((sum, t) => sum + weight[t.kind], 0) / tasks.length;
}

/** A look or a discard owed: the module's bot, but a hopeless card is never kept and goes first. */
export function missionDecision(s: S, seat: number, legal: SmtAction[], random: Random): SmtAction {
  const keep = legal.filter((a): a is Extract<SmtAction, { type: "mission_keep" }> => a.type === "mission_keep");
  const feasible = keep.filter((a) => missionFeasible(s, seat, a.card));
  // Noble Blood: a title quest that suits the plan before anything else.
  const p = plans(s, seat);
  const noble = (card: string) => (p.includes("noble") ? titleFit(card, p.includes("brigand")) * 10_000 : 0);
  // Family Reunion: a pardon brings a relative home.
  const reunion = pursuedGoals(s, seat).includes(4);
  const family = (card: string) => (reunion && missionCard(card).rewards.some((r) => r.kind === "relative") ? 5000 : 0);
  const value = (card: string) => noble(card) + family(card) + missionEase(card) * 1000 + missionWorth(card);
  if (feasible.length > 0) return best(feasible, (a) => value(a.card));
  const drop = find(legal, "mission_discard", (a) => !missionFeasible(s, seat, a.card));
  if (drop) return drop;
  // A fourth mission taken: the one worth least to the plan goes.
  const discards = legal.filter((a): a is Extract<SmtAction, { type: "mission_discard" }> => a.type === "mission_discard");
  if (s.missions.players[seat].mustDiscard && discards.length > 0) return best(discards, (a) => -value(a.card));
  return missionOwedBot(s.missions, seat, missionContext(s, seat), random) as SmtAction;
}

/**
 * The islands the held missions (or only the title quest) name; a "sell" task's island once the
 * hold carries enough that island buys, else the producers to load up.
 */
export function missionTargets(s: S, seat: number, titleOnly: boolean): SpaceId[] {
  const me = s.players[seat];
  const out: SpaceId[] = [];
  for (const h of s.missions.players[seat].held) {
    if (titleOnly && missionCard(h.card).kind !== "title") continue;
    missionCard(h.card).tasks.forEach((task, i) => {
      if (h.met[i] || !("island" in task)) return;
      if (task.kind !== "sell") return void out.push(islandSpace(task.island));
      const buys = MARKETS[task.island]?.sells ?? {};
      const units = RESOURCES.reduce((n, r) => n + ((buys[r] ?? 0) > 0 ? me.cargo[r] : 0), 0);
      if (units >= task.units) out.push(islandSpace(task.island));
      else if (me.gold >= 200) for (const [island, market] of Object.entries(MARKETS)) if (market?.produces && (buys[market.produces] ?? 0) > 0) out.push(islandSpace(island as IslandId));
    });
  }
  return out;
}
