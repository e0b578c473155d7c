import { spaceAt } from "./content/board";
import { territoryByName, CURRENTS } from "./content/territories";
import { TERRITORY_SPACE, SPACES } from "./content/board";
import { pirateKing } from "./index";
import type { PirateKingState } from "./state";
import type { PirateKingAction } from "./actions";

export const NAMES = ["Anne", "Bart", "Cal", "Dee"];

/** A game past the port choices (each ship takes the first free port), ready to sail. */
export function startedGame(seats = 2, options: Record<string, unknown> = {}, seed = 1): PirateKingState {
  let s = pirateKing.setup(NAMES.slice(0, seats).map((name) => ({ name })), pirateKing.optionsSchema.parse(options), seed);
  while (s.stage === "ports") s = act(s, s.current, pirateKing.legalActions(s, s.current)[0]);
  return s;
}

/** Applies an action that must be accepted. */
export function act(s: PirateKingState, seat: number, action: PirateKingAction): PirateKingState {
  const r = pirateKing.apply(s, seat, action);
  if (!r.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${r.rejection.code} ${r.rejection.message}`);
  return r.state;
}

/** A copy to arrange a scene in (tests only). */
export function scene(s: PirateKingState, edit: (d: PirateKingState) => void): PirateKingState {
  const d = structuredClone(s);
  edit(d);
  return d;
}

/** Puts a ship on a named territory's space, or on step `step` of a current. */
export function putShipAt(d: PirateKingState, ship: number, where: string | { current: string; step: number }, facing: 1 | -1 = 1): void {
  const x = d.ships[ship];
  if (typeof where === "string") {
    const sp = SPACES[TERRITORY_SPACE[territoryByName(where).id]];
    x.current = CURRENTS.indexOf(sp.current!);
    x.step = sp.step;
  } else {
    x.current = CURRENTS.indexOf(where.current as (typeof CURRENTS)[number]);
    x.step = where.step;
  }
  x.facing = facing;
  x.sunk = false;
}

export const tid = (name: string) => territoryByName(name).id;
export { spaceAt };

import { Random, seedRng } from "../../engine/rng";
/**
 * Sets the generator so that its next rolls are `rolls`: each a value of a die of `sides`, or
 * a [value, sides] pair for a sequence of different dice (tests only).
 */
export function rigDice(d: PirateKingState, rolls: readonly (number | readonly [number, number])[], sides = 6): void {
  const want = rolls.map((x) => (typeof x === "number" ? [x, sides] : x));
  for (let k = 0; k < 5_000_000; k++) {
    const rng = seedRng(Math.imul(k, 2654435761) ^ 0x5bd1e995);
    const r = Random.from(rng);
    if (want.every(([v, n]) => r.int(1, n) === v)) {
      d.rng = rng;
      return;
    }
  }
  throw new Error(`no seed gives ${rolls}`);
}
