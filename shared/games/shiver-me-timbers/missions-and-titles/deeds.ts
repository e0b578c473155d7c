/**
 * Deeds the main game reports (a duel won, a treasure raised, a card played, a sale, an
 * arrival), and how they meet deed tasks of missions and title quests (and wishes, family-and-soulmates/).
 */
import type { IslandId } from "../content/basics";
import type { Nation } from "../content/merchants";
import type { MonsterId } from "../content/effects";
import type { FoeSpec, Task } from "../content/missions";

export type DefeatedFoe =
  | { readonly kind: "merchant"; readonly size: "small" | "large"; readonly nation: Nation; readonly hunter: boolean }
  | { readonly kind: "player" }
  | { readonly kind: "fortress" }
  | { readonly kind: "monster"; readonly monster: MonsterId };

export type Deed =
  | { readonly kind: "defeated"; readonly foe: DefeatedFoe }
  /** A treasure raised by your own search; a relative card does not count (Lost Family). */
  | { readonly kind: "raised"; readonly relative: boolean }
  /** A crew or ritual card played and paid by you (Missions: "play them with your own gold/resources"). */
  | { readonly kind: "played"; readonly card: string }
  | { readonly kind: "sold"; readonly island: IslandId; readonly units: number }
  | { readonly kind: "arrived"; readonly island: IslandId };

export function foeMatches(spec: FoeSpec, foe: DefeatedFoe): boolean {
  if (spec.kind !== foe.kind) return false;
  if (spec.kind === "merchant" && foe.kind === "merchant") {
    return (spec.size === undefined || spec.size === foe.size) && (spec.nation === undefined || spec.nation === foe.nation) && (spec.hunter === undefined || spec.hunter === foe.hunter);
  }
  if (spec.kind === "monster" && foe.kind === "monster") return spec.monster === undefined || spec.monster === foe.monster;
  return true;
}

/** Whether a deed meets a deed task. State tasks (visit, deliver, pay, attribute) are never met by deeds. */
export function deedMeets(task: Task, deed: Deed): boolean {
  switch (task.kind) {
    case "defeat":
      return deed.kind === "defeated" && foeMatches(task.foe, deed.foe);
    case "raise":
      return deed.kind === "raised" && !deed.relative;
    case "play":
      return deed.kind === "played" && deed.card.split("#")[0] === task.card;
    case "sell":
      return deed.kind === "sold" && deed.island === task.island && deed.units >= task.units;
    case "arrive":
      return deed.kind === "arrived" && deed.island === task.island;
    default:
      return false;
  }
}

export const isDeedTask = (task: Task): boolean => ["defeat", "raise", "play", "sell", "arrive"].includes(task.kind);
