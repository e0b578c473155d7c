/**
 * The bot's family plans (bot.ts asks these): Heartbreaker (goal 9) hunts treasure for a ring,
 * then follows the plan its chosen wish needs; Family Reunion (goal 4) beats pirate hunters and
 * searches for relative cards. Design: cheap mappings onto the plans the main bot already has.
 */
import { RESOURCES, type IslandId, type Resource } from "../content/basics";
import { MARKETS } from "../content/prices";
import { wishCard } from "../content/wishes";
import type { S } from "../core/draft";
import { islandSpace, type SpaceId } from "../map/types";

export type FamilyPlan = "trade" | "brigand" | "conqueror" | "vessel" | "treasure";

/** The wish the seat set out to fulfil, if any. */
function chosenWish(s: S, seat: number): string | null {
  const c = s.family.courtships[seat];
  return c?.stage === "wishing" ? c.wish : null;
}

/** Plans for a seat whose secret goals include Heartbreaker or Family Reunion. */
export function familyPlans(s: S, seat: number, goals: readonly number[] = s.players[seat].secretGoals ?? []): FamilyPlan[] {
  const out: FamilyPlan[] = [];
  if (goals.includes(9) && s.family.soulmates[seat].length === 0) {
    const wish = chosenWish(s, seat);
    if (wish === null) out.push("treasure");
    else {
      const c = wishCard(wish).condition;
      if (c.kind === "raise") out.push("treasure");
      if (c.kind === "attribute") out.push("vessel");
      if (c.kind === "defeat") out.push(c.foe.kind === "fortress" ? "conqueror" : c.foe.kind === "merchant" ? "brigand" : "trade");
      if (c.kind === "goldOnShip" || c.kind === "deliver") out.push("trade");
    }
  }
  if (goals.includes(4)) out.push("brigand", "treasure");
  return out;
}

/** Resources a "deliver" wish still needs in the hold (kept from sale), and where to go next. */
export function wishCargo(s: S, seat: number): { keep: Record<Resource, number>; targets: SpaceId[] } | null {
  const wish = chosenWish(s, seat);
  if (wish === null) return null;
  const c = wishCard(wish).condition;
  if (c.kind !== "deliver") return null;
  const me = s.players[seat];
  const keep: Record<Resource, number> = { cocoa: 0, rum: 0, sugar: 0 };
  for (const r of c.resources) keep[r] += 1;
  const missing = RESOURCES.filter((r) => me.cargo[r] < keep[r]);
  const producers = (Object.keys(MARKETS) as IslandId[]).filter((i) => missing.includes(MARKETS[i]?.produces as Resource));
  return { keep, targets: missing.length === 0 ? [islandSpace(c.island)] : producers.map(islandSpace) };
}
