import type { SeatIndex } from "../../../engine";
import { RESOURCES } from "../content/basics";
import { huntCard } from "../content/monsters";
import type { MonsterAction } from "./actions";
import { MONSTER_IDS } from "./state";
import type { MonsterContext, MonsterState } from "./types";

/**
 * Every legal `monster_*` action of `seat` now (`regular`: the main game allows a regular action;
 * `free`: free actions too — offers, one unit or the whole stock of a resource).
 */
export function monsterLegalActions(m: MonsterState, seat: SeatIndex, ctx: MonsterContext, may: { readonly regular: boolean; readonly free?: boolean }): MonsterAction[] {
  const c = m.choice;
  if (c !== null) {
    if (c.seat !== seat) return [];
    if (c.kind === "reward") return m.markers.map((marker) => ({ type: "monster_reward", marker }));
    if (c.kind === "tide") return [{ type: "monster_tide", order: [...c.top] }, { type: "monster_tide", order: [...c.top].reverse() }];
    const card = huntCard(c.card);
    const out: MonsterAction[] = [{ type: "monster_sacrifice", pay: false }];
    if (card.kind !== "sacrifice") return out;
    const cost = card.cost;
    if (cost.kind === "gold" && ctx.gold >= cost.amount) out.push({ type: "monster_sacrifice", pay: true });
    const upgrades = ctx.upgrades ?? ctx.attributes;
    if (cost.kind === "upgrade" && (upgrades.speed > 1 || upgrades.strength > 1 || upgrades.hull > 1)) out.push({ type: "monster_sacrifice", pay: true });
    if (cost.kind === "resource") {
      for (const r of RESOURCES) if ((cost.resource === "any" || cost.resource === r) && ctx.cargo[r] > 0) out.push({ type: "monster_sacrifice", pay: true, resource: r });
    }
    return out;
  }
  const here = MONSTER_IDS.filter((id) => m.board[id] !== null && m.board[id] === ctx.spot);
  const out: MonsterAction[] = may.regular ? here.map((monster) => ({ type: "monster_hunt", monster })) : [];
  if (may.free) {
    for (const monster of here) {
      for (const resource of RESOURCES) {
        const units = ctx.cargo[resource];
        if (units > 0) out.push({ type: "monster_offer", monster, resource, units: 1 });
        if (units > 1) out.push({ type: "monster_offer", monster, resource, units });
      }
    }
  }
  return out;
}

/** The seat owing a decision in the hunt (a sacrifice, a tide, a reward), or null. */
export const monsterChooser = (m: MonsterState): SeatIndex | null => m.choice?.seat ?? null;
