import type { IslandId, Resource } from "./basics";

/**
 * Your origin markers: where you start and what you start with. Port Royal looks at the top
 * two cards of the mission or the treasure deck, twice (setup-and-goals/origin-look.ts).
 */
export type OriginEquipment =
  | { readonly kind: "resource"; readonly resource: Resource; readonly units: number }
  | { readonly kind: "crew"; readonly cards: readonly string[] }
  | { readonly kind: "rituals"; readonly cards: readonly string[] }
  | { readonly kind: "cardPicks"; readonly picks: number };

export const ORIGIN_EQUIPMENT: Readonly<Record<IslandId, OriginEquipment>> = {
  "la-juanita": { kind: "resource", resource: "sugar", units: 2 },
  "sao-tome": { kind: "resource", resource: "cocoa", units: 2 },
  "st-david": { kind: "resource", resource: "rum", units: 2 },
  "the-bay": { kind: "crew", cards: ["daring-cabin-boy", "veteran-sellsword"] },
  "isla-oscura": { kind: "rituals", cards: ["hummingbird-totem", "power-of-ik"] },
  "port-royal": { kind: "cardPicks", picks: 2 },
};
