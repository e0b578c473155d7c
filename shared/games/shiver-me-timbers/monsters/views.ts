import type { SeatIndex } from "../../../engine";
import type { MonsterId } from "../content/effects";
import type { SpecialSpot } from "../content/routes";
import type { MonsterState } from "./types";

export interface MonsterPublicView {
  readonly board: Readonly<Record<MonsterId, SpecialSpot | null>>;
  readonly progress: Readonly<Record<MonsterId, readonly (number | null)[]>>;
  readonly deckCount: number;
  readonly discard: readonly string[];
  readonly markers: readonly string[];
  readonly trophies: readonly (readonly string[])[];
  /** Who decides what; never the cards a tide shows. */
  readonly choice: { readonly kind: string; readonly seat: number; readonly monster: MonsterId; readonly card: string | null } | null;
}

export function monsterPublicView(m: MonsterState): MonsterPublicView {
  const c = m.choice;
  return {
    board: { ...m.board },
    progress: { "sea-serpent": [...m.progress["sea-serpent"]], kraken: [...m.progress.kraken] },
    deckCount: m.deck.length,
    discard: [...m.discard],
    markers: [...m.markers],
    trophies: m.trophies.map((t) => [...t]),
    choice: c === null ? null : { kind: c.kind, seat: c.seat, monster: c.monster, card: c.kind === "reward" ? null : c.card },
  };
}

/** What only `seat` may know: the top hunt cards while it rearranges them after a tide. */
export function monsterSeatView(m: MonsterState, seat: SeatIndex): { readonly tide: readonly string[] } {
  const c = m.choice;
  return { tide: c !== null && c.kind === "tide" && c.seat === seat ? [...c.top] : [] };
}
