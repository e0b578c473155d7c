import type { SeatIndex } from "../../engine/game";
import type { Random } from "../../engine/rng";
import type { BootyDiceAction } from "./actions";
import { legalActions } from "./legal";
import type { BootyDiceState } from "./state";

/** Placeholder: a legal move at random (replaced by the real bot). */
export function bot(state: BootyDiceState, seat: SeatIndex, random: Random): BootyDiceAction {
  return random.pick(legalActions(state, seat));
}
