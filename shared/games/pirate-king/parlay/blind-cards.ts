import type { SeatIndex } from "../../../engine/game";
import type { PirateKingState } from "../state";

/**
 * Held cards are secret (Views), so a captain asking for a partner's card cannot name it: the
 * ask is for the partner's kept card at a place in their hand ("held:0", "held:1"…), which
 * only the partner can put a name to. One's own cards are offered by key.
 */
const PREFIX = "held:";

export const blindCard = (place: number): string => `${PREFIX}${place}`;

/** The place a blind card id names, or null for a card key. */
export function blindPlace(id: string): number | null {
  if (!id.startsWith(PREFIX)) return null;
  const place = Number(id.slice(PREFIX.length));
  return Number.isInteger(place) && place >= 0 ? place : null;
}

/** The key of the card an id stands for in `owner`'s hand, or null if there is none. */
export function cardKeyOf(s: PirateKingState, owner: SeatIndex, id: string): string | null {
  const held = s.players[owner].held;
  const place = blindPlace(id);
  if (place !== null) return place < held.length ? held[place] : null;
  return held.includes(id) ? id : null;
}
