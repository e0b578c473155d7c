/** What the missions module needs to know of the main game about one seat. */
import type { S } from "../core/draft";
import { spaceIsland } from "../map/types";
import type { MissionContext } from "./types";
import type { SmtState } from "../state";

export function missionContext(s: S | SmtState, seat: number): MissionContext {
  const p = s.players[seat];
  return { island: spaceIsland(p.location), gold: p.gold, cargo: p.cargo, attributes: { speed: p.speed, strength: p.strength, hull: p.hull }, name: p.name };
}
