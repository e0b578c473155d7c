import type { Random } from "../../engine";
import type { SmtAction } from "./actions";
import { duelBot } from "./duel/bot";
import { legalActions } from "./legal";
import type { SmtState } from "./state";

export function botAction(state: SmtState, seat: number, random: Random): SmtAction {
  if (state.phase === "play" && state.combat) return duelBot(state.combat.duel, seat, random) as SmtAction;
  const legal = legalActions(state, seat);
  const end = legal.find((a) => a.type === "endTurn");
  return end ?? random.pick(legal);
}
