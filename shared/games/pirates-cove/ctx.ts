import type { GameEvent, SeatIndex } from "../../engine/game";
import type { Random } from "../../engine/rng";
import { makeEvent } from "./log-text";
import type { PirateCoveState } from "./state";

/** One `apply` call's working set: a private copy of the state, the dice and the events so far. */
export interface Ctx {
  readonly s: PirateCoveState;
  readonly random: Random;
  readonly events: GameEvent[];
}

export function log(
  ctx: Ctx,
  kind: string,
  data: Readonly<Record<string, number | string>>,
  secret?: { seats: readonly SeatIndex[]; data: Readonly<Record<string, unknown>> },
): void {
  ctx.events.push(makeEvent(kind, data, ctx.s.names, secret));
}

export const die = (ctx: Ctx): number => ctx.random.int(1, 6);
