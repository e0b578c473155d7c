import { ISLANDS } from "./basics";
import type { MapState, PlacedRoute } from "../map/types";

/**
 * The quick-start map (design, after rules-notes.md, with one change: the Floating Market
 * lies between St. David and The Bay and the Ancient Shipyard between Port Royal and São
 * Tomé, so that the rulebook's Travel example — St. David to The Bay with a stop at the
 * Floating Market after 4 spaces — plays on it). Connection points were chosen so the
 * layout is planar (no crossing). With 2 players the last two short routes are left out.
 */
const ROUTES: readonly PlacedRoute[] = [
  { tile: "ancient-shipyard", a: { island: "port-royal", point: 3 }, b: { island: "sao-tome", point: 2 } },
  { tile: "mangroves", a: { island: "isla-oscura", point: 5 }, b: { island: "la-juanita", point: 3 } },
  { tile: "floating-market", a: { island: "st-david", point: 0 }, b: { island: "the-bay", point: 5 } },
  { tile: "fogbank", a: { island: "port-royal", point: 5 }, b: { island: "isla-oscura", point: 1 } },
  { tile: "short-1", a: { island: "port-royal", point: 4 }, b: { island: "the-bay", point: 1 } },
  { tile: "short-2", a: { island: "sao-tome", point: 4 }, b: { island: "st-david", point: 2 } },
  { tile: "short-3", a: { island: "la-juanita", point: 1 }, b: { island: "port-royal", point: 1 } },
  { tile: "short-4", a: { island: "st-david", point: 3 }, b: { island: "la-juanita", point: 5 } },
  { tile: "short-5", a: { island: "the-bay", point: 0 }, b: { island: "isla-oscura", point: 4 } },
];

export function quickStartMap(players: number): MapState {
  return { islands: [...ISLANDS], routes: players === 2 ? ROUTES.slice(0, 7) : [...ROUTES] };
}
