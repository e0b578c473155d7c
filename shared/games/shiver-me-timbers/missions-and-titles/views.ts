import type { SeatIndex } from "../../../engine";
import type { HeldMission, MissionState } from "./types";

export interface MissionPublicView {
  readonly deckCount: number;
  readonly discard: readonly string[];
  readonly players: readonly {
    /** Official missions and title quests, face up, with their tasks' marks. */
    readonly revealed: readonly HeldMission[];
    /** Secret tasks: how many, never which. */
    readonly hiddenCount: number;
    readonly lookingAt: number;
    readonly mustDiscard: boolean;
    readonly completed: readonly string[];
    readonly titles: readonly string[];
  }[];
}

export function missionPublicView(m: MissionState): MissionPublicView {
  return {
    deckCount: m.deck.length,
    discard: [...m.discard],
    players: m.players.map((p) => ({
      revealed: p.held.filter((h) => h.revealed).map((h) => ({ ...h, met: [...h.met] })),
      hiddenCount: p.held.filter((h) => !h.revealed).length,
      lookingAt: p.look?.length ?? 0,
      mustDiscard: p.mustDiscard,
      completed: [...p.completed],
      titles: [...p.titles],
    })),
  };
}

export interface MissionSeatView {
  /** Every held mission, secret tasks included, with their marks. */
  readonly held: readonly HeldMission[];
  readonly look: readonly string[];
}

export function missionSeatView(m: MissionState, seat: SeatIndex): MissionSeatView {
  const p = m.players[seat];
  return { held: (p?.held ?? []).map((h) => ({ ...h, met: [...h.met] })), look: [...(p?.look ?? [])] };
}
