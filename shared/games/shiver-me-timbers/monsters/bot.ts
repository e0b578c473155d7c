import type { Random, SeatIndex } from "../../../engine";
import { MONSTER_MARKERS, huntCard } from "../content/part2/monsters";
import type { MonsterAction } from "./actions";
import { monsterLegalActions } from "./legal";
import type { MonsterContext, MonsterState } from "./types";

/**
 * Owed hunt decisions: pay sacrifices of goods or gold (never an upgrade), keep the tide as it
 * is, take the marker with the most VP.
 */
export function monsterOwedBot(m: MonsterState, seat: SeatIndex, ctx: MonsterContext, random: Random): MonsterAction {
  const legal = monsterLegalActions(m, seat, ctx, { regular: false });
  if (legal.length === 0) throw new Error(`monsterOwedBot: seat ${seat} owes nothing`);
  const score = (a: MonsterAction) => {
    if (a.type === "monster_reward") return MONSTER_MARKERS.find((x) => x.id === a.marker)!.vp;
    if (a.type === "monster_sacrifice") {
      if (!a.pay) return 0.5;
      const card = m.choice?.kind === "sacrifice" ? huntCard(m.choice.card) : null;
      return card?.kind === "sacrifice" && card.cost.kind === "upgrade" ? 0 : 1;
    }
    return 0;
  };
  const best = Math.max(...legal.map(score));
  const top = legal.filter((a) => score(a) === best);
  return top[0].type === "monster_tide" ? top[0] : random.pick(top);
}
