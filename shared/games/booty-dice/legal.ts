import type { SeatIndex } from "../../engine/game";
import type { BootyDiceAction } from "./actions";
import { DICE } from "./content";
import type { BootyDiceState } from "./state";
import { cutlassTargets, stealTargets } from "./targets";

/** Only the roller ever acts in Booty Dice. */
export function activeSeats(state: BootyDiceState): readonly SeatIndex[] {
  return state.phase === "over" ? [] : SEAT_LISTS[state.current];
}

const SEAT_LISTS: readonly (readonly SeatIndex[])[] = Object.freeze(
  Array.from({ length: 6 }, (_, s) => Object.freeze([s])),
);

/** The first roll rolls all six dice. */
const FIRST_ROLL: readonly BootyDiceAction[] = Object.freeze([Object.freeze({ type: "roll", keep: [] })]);

/**
 * Later rolls: every proper subset of the dice may be kept (63 ways), or the pirate stops.
 * Built once and shared: legal actions are read on every ply of a playout.
 */
const LATER_ROLLS: readonly BootyDiceAction[] = (() => {
  const out: BootyDiceAction[] = [];
  for (let mask = 0; mask < (1 << DICE.count) - 1; mask++) {
    const keep: number[] = [];
    for (let i = 0; i < DICE.count; i++) if (mask & (1 << i)) keep.push(i);
    out.push(Object.freeze({ type: "roll", keep: Object.freeze(keep) as number[] }));
  }
  out.push(Object.freeze({ type: "stop" }));
  return Object.freeze(out);
})();

const NOTHING: readonly BootyDiceAction[] = Object.freeze([]);

export function legalActions(state: BootyDiceState, seat: SeatIndex): readonly BootyDiceAction[] {
  if (state.phase === "over" || seat !== state.current) return NOTHING;
  if (state.phase === "rolling") return state.rollsLeft === DICE.rollsPerTurn ? FIRST_ROLL : LATER_ROLLS;
  const effect = state.plan[state.step].effect;
  if (effect === "cutlass") {
    return cutlassTargets(state.pirates, seat).map((target) => ({ type: "cutlass", target }));
  }
  // Jolly Roger: unordered pairs of doubloons among the pirates who hold them.
  const holders = stealTargets(state.pirates, seat);
  const out: BootyDiceAction[] = [];
  for (let i = 0; i < holders.length; i++) {
    for (let j = i; j < holders.length; j++) {
      if (i === j && state.pirates[holders[i]].doubloons < 2) continue;
      out.push({ type: "jollyRoger", from: [holders[i], holders[j]] });
    }
  }
  return out;
}
