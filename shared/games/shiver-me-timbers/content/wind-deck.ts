import { EVENT_CARDS } from "./events";

/**
 * The 20 wind and event cards (design): wind 0 ×3, +1 ×7, +2 ×7, +3 ×3. The events on the
 * backs belong to the optional events module (`content/events.ts`); each card names its event
 * here, one distinct event per card: card i carries event (7 × i) mod 20 of `EVENT_CARDS`, a
 * stride that mixes the kinds of events over the wind values.
 */
export interface WindCard {
  readonly id: string;
  readonly wind: number;
  readonly event: string;
}

/** Coprime with 20, so every event is on exactly one card. */
const EVENT_STRIDE = 7;
const counts: readonly [number, number][] = [[0, 3], [1, 7], [2, 7], [3, 3]];

export const WIND_CARDS: readonly WindCard[] = counts
  .flatMap(([wind, n]) => Array.from({ length: n }, (_, i) => ({ id: `wind-${wind}-${i + 1}`, wind })))
  .map((card, i) => ({ ...card, event: EVENT_CARDS[(EVENT_STRIDE * i) % EVENT_CARDS.length].id }));

export function windCard(id: string): WindCard {
  const found = WIND_CARDS.find((c) => c.id === id);
  if (!found) throw new Error(`unknown wind card ${id}`);
  return found;
}
