import type { SeatIndex } from "../../engine/game";
import { sentence, type LogData, type LogKind } from "./log-text";
import type { PirateKingState } from "./state";

/** Adds an event, its sentence written by log-text.ts; `secret` is read by `seats` instead. */
export function emit(s: PirateKingState, kind: LogKind, data: LogData, secret?: { seats: SeatIndex[]; text: string }): void {
  const text = sentence(kind, data, s.names);
  s.events.push(secret ? { kind, text, secret, data } : { kind, text, data });
}
