import type { GameEvent, Random } from "../../engine";
import type { Rejection } from "../../engine";
import type { SmtState } from "./state";

/** A deep mutable copy of the state, changed in place inside one `apply` and then frozen by convention. */
export type Draft<T> = T extends readonly (infer U)[] ? Draft<U>[] : T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;
export type S = Draft<SmtState>;

/** What a rule handler works with: the draft, the dice, and the log it writes. */
export interface Ctx {
  readonly s: S;
  readonly random: Random;
  readonly events: GameEvent[];
}

export type Outcome = Rejection | void;

export function cloneState(state: SmtState): S {
  return structuredClone(state) as S;
}

export function log(ctx: Ctx, kind: string, text: string, data?: Record<string, unknown>, secret?: GameEvent["secret"]): void {
  const event: GameEvent = { kind, text, ...(data ? { data } : {}), ...(secret ? { secret } : {}) };
  ctx.events.push(event);
}

export const nameOf = (s: S | SmtState, seat: number) => s.players[seat].name;
