/** Test helpers for the treasure module. Used only by *.test.ts. */
import { Random, seedRng } from "../../../engine";
import { TREASURE_CARDS } from "../content/treasures";
import type { IslandId } from "../content/basics";
import { chanceFrom } from "./dice";
import type { TreasureContext, TreasureState } from "./types";

export const chance = (seed = 1) => chanceFrom(Random.from(seedRng(seed)));

/** A treasure state whose deck starts with `top` (the rest in id order). */
export function stacked(seats: number, top: readonly string[] = []): TreasureState {
  const rest = TREASURE_CARDS.map((t) => t.id).filter((id) => !top.includes(id));
  return { deck: [...top, ...rest], discard: [], players: Array.from({ length: seats }, () => ({ hand: [], hunt: null, look: null, mustDiscard: false })) };
}

export const at = (island: IslandId | null, over: Partial<TreasureContext> = {}): TreasureContext => ({
  island, footprints: 3, cargo: { cocoa: 0, rum: 0, sugar: 0 }, name: "Anne", ...over,
});

export const allTreasure = (t: TreasureState) => [...t.deck, ...t.discard, ...t.players.flatMap((p) => [...p.hand, ...(p.hunt ? [p.hunt.card] : []), ...(p.look?.cards ?? [])])];
