/** Test helpers for the mission module. Used only by *.test.ts. */
import { MISSION_DECK } from "../content/missions";
import type { IslandId } from "../content/basics";
import { applyMission } from "./apply";
import type { MissionAction } from "./actions";
import type { MissionContext, MissionPlayer, MissionState } from "./types";

export const keepOrder = { shuffle: <T>(xs: readonly T[]) => [...xs] };

export function stackedMissions(seats: number, top: readonly string[] = []): MissionState {
  const empty = (): MissionPlayer => ({ held: [], look: null, mustDiscard: false, completed: [], titles: [] });
  return { deck: [...top, ...MISSION_DECK.filter((c) => !top.includes(c))], discard: [], players: Array.from({ length: seats }, empty) };
}

export const on = (island: IslandId | null, over: Partial<MissionContext> = {}): MissionContext => ({
  island, gold: 300, cargo: { cocoa: 0, rum: 0, sugar: 0 }, attributes: { speed: 3, strength: 3, hull: 3 }, name: "Anne", ...over,
});

export function must(m: MissionState, action: MissionAction, ctx: MissionContext, seat = 0) {
  const r = applyMission(m, seat, action, ctx, keepOrder);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.rejection.code} ${r.rejection.message}`);
  return r;
}
