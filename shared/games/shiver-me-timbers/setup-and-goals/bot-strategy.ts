/** The bot's strategy: its plans from the goals it pursues, its origin and talent, the attribute it builds. */
import type { Random } from "../../../engine";
import type { SmtAction } from "../actions";
import type { Attribute, IslandId } from "../content/basics";
import type { S } from "../core/draft";
import { familyPlans } from "../family-and-soulmates/bot-plans";
import { pursuedGoals } from "./bot-goals";
import { cardPlanOf } from "../crew-and-rituals/bot-plans";

/** What the bot plays for this game, from the goals it pursues. */
export type Plan = "trade" | "brigand" | "conqueror" | "vessel" | "treasure" | "missions" | "monsters" | "noble";

/**
 * How readily the bot takes each goal as a secret goal (1 Merchant Prince … 10 Dread Vessel);
 * tuned so that in seeded self-play every goal laid out is claimed in at least ~30% of games.
 */
export const GOAL_APPEAL: Readonly<Record<number, number>> = { 1: 10, 2: 7, 3: 7, 4: 7, 5: 8, 6: 6, 7: 7, 8: 7, 9: 6, 10: 8 };

export const cardPlan = (s: S, seat: number) => {
  const p = plans(s, seat);
  return cardPlanOf(s, seat, p.includes("brigand") || p.includes("conqueror"), p.includes("trade"), p.includes("monsters"));
};

export function plans(s: S, seat: number): Plan[] {
  const goals = pursuedGoals(s, seat);
  const out: Plan[] = [];
  if (goals.includes(5) || goals.includes(4)) out.push("brigand");
  if (goals.includes(6)) out.push("conqueror");
  if (goals.includes(10)) out.push("vessel");
  if (goals.includes(3)) out.push("treasure");
  if (goals.includes(2) || goals.includes(8)) out.push("missions");
  if (goals.includes(4) && !out.includes("missions")) out.push("missions");
  if (goals.includes(8)) out.push("noble");
  for (const plan of familyPlans(s, seat, goals)) if (!out.includes(plan)) out.push(plan);
  if (goals.includes(1) || out.length === 0) out.push("trade");
  // Last, so the other plans stay as they were while no monster is out.
  if (goals.includes(7)) out.push("monsters");
  return out;
}

export function chooseOrigin(s: S, seat: number, random: Random): SmtAction {
  const p = plans(s, seat);
  const producers: IslandId[] = ["st-david", "sao-tome", "la-juanita"];
  if (p.includes("treasure")) return { type: "chooseOrigin", origin: random.pick(producers), talent: "digger" };
  if (p.includes("trade")) return { type: "chooseOrigin", origin: random.pick(producers), talent: "haggler" };
  if (p.includes("brigand")) return { type: "chooseOrigin", origin: random.pick(["the-bay", ...producers]), talent: random.pick(["gunner", "swashbuckler"]) };
  if (p.includes("conqueror")) return { type: "chooseOrigin", origin: random.pick(["port-royal", "the-bay"]), talent: "swashbuckler" };
  return { type: "chooseOrigin", origin: random.pick(producers), talent: "navigator" };
}

export function focusAttribute(s: S, seat: number): Attribute {
  const p = plans(s, seat);
  // Strength is also the treasure hunter's footprints per dig.
  if (p.includes("brigand") || p.includes("conqueror") || p.includes("treasure")) return "strength";
  if (p.includes("vessel")) {
    const me = s.players[seat];
    return me.hull >= me.strength ? "hull" : "strength";
  }
  return "hull";
}
