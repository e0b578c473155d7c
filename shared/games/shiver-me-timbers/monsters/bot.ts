import type { Random, SeatIndex } from "../../../engine";
import { MONSTER_MARKERS, huntCard } from "../content/monsters";
import type { MonsterAction } from "./actions";
import { monsterLegalActions } from "./legal";
import type { MonsterContext, MonsterState } from "./types";

/** How welcome a hunt card is on top of the deck: sure steps first, a danger last. */
function cardWorth(id: string): number {
  const card = huntCard(id);
  switch (card.kind) {
    case "respite": return 3;
    case "test": return 2;
    case "sacrifice": return 1.5;
    case "tide": return 1;
    case "danger": return 0;
  }
}

/**
 * Owed hunt decisions: pay sacrifices of goods or gold (never an upgrade), stack the tide with
 * the surest steps on top, take the marker with the most VP.
 */
export function monsterOwedBot(m: MonsterState, seat: SeatIndex, ctx: MonsterContext, random: Random): MonsterAction {
  const legal = monsterLegalActions(m, seat, ctx, { regular: false });
  if (legal.length === 0) throw new Error(`monsterOwedBot: seat ${seat} owes nothing`);
  const c = m.choice;
  if (c?.kind === "tide") return { type: "monster_tide", order: [...c.top].sort((a, b) => cardWorth(b) - cardWorth(a)) };
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
  return random.pick(top);
}
