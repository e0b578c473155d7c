/** Legal Travel actions, and the peek at a face-down merchant where the last Travel ended. */
import type { SmtAction } from "../actions";
import type { S } from "../core/draft";
import { peekingForbidden } from "../events/events";
import { movementPoints, travelCosts } from "./travel";

export function peekOptions(s: S, seat: number): SmtAction[] {
  const here = s.players[seat].location;
  const slot = s.merchants[here];
  return s.turn.peekAt === here && slot && !slot.faceUp && !peekingForbidden(s) ? [{ type: "peek" }] : [];
}

export function travelOptions(s: S, seat: number): SmtAction[] {
  const here = s.players[seat].location;
  return [...travelCosts(s, here, movementPoints(s, seat), seat).keys()].map((to) => ({ type: "travel", to }));
}
