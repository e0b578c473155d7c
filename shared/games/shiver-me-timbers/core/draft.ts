import type { GameEvent, Random } from "../../../engine";
import type { Rejection } from "../../../engine";
import type { SmtState } from "../state";

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

/** A deep copy of plain JSON-like data (objects, arrays, primitives); much faster than structuredClone here. */
export function deepCopy<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      out[i] = v !== null && typeof v === "object" ? deepCopy(v) : v;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const v = source[key];
    out[key] = v !== null && typeof v === "object" ? deepCopy(v) : v;
  }
  return out as T;
}

/**
 * The draft for one `apply`. The map and the options are shared with the old state: no rule
 * changes them in place (map building assigns a new map), which also keeps the space graph
 * cache (keyed by the map object) warm.
 */
export function cloneState(state: SmtState): S {
  const out: Record<string, unknown> = {};
  for (const key in state) {
    const value = (state as unknown as Record<string, unknown>)[key];
    out[key] = key === "map" || key === "options" || key === "goalsInPlay" ? value : deepCopy(value);
  }
  return out as unknown as S;
}

export function log(ctx: Ctx, kind: string, text: string, data?: Record<string, unknown>, secret?: GameEvent["secret"]): void {
  const event: GameEvent = { kind, text, ...(data ? { data } : {}), ...(secret ? { secret } : {}) };
  ctx.events.push(event);
}

export const nameOf = (s: S | SmtState, seat: number) => s.players[seat].name;
