/** The decision a seat owes first (`state.pending`), and the rejection when it owes none. */
import { reject } from "../../../engine";
import type { S } from "./draft";

export function owed<K extends S["pending"][number]["kind"]>(s: S, seat: number, kind: K) {
  const first = s.pending[0];
  if (!first || first.seat !== seat || first.kind !== kind) return null;
  return first as Extract<S["pending"][number], { kind: K }>;
}

export const nothingOwed = (what: string) => reject("pending/none", `You do not owe ${what} now.`, "Rounds & Turns");
