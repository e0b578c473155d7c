import type { SeatIndex } from "../../../engine/game";
import { DECKS, type Card, type DeckName, type Keepable } from "../content/cards";
import type { PirateKingState } from "../state";

/** Held cards are kept as "deck:id" keys (a card keeps its identity, so cards are conserved). */
export function heldKey(deck: DeckName, id: number): string {
  return `${deck}:${id}`;
}

export function parseHeld(key: string): { deck: DeckName; card: Card } | null {
  const i = key.indexOf(":");
  if (i < 0) return null;
  const deck = key.slice(0, i) as DeckName;
  const cards = DECKS[deck];
  const id = Number(key.slice(i + 1));
  if (!cards || !Number.isInteger(id) || !cards[id]) return null;
  return { deck, card: cards[id] };
}

/**
 * What a held card does: the kept Pirate's Booty cards, and a free crewman or cannon kept
 * because the ship could not take it yet (FAQ).
 */
export function keepOf(key: string): Keepable | null {
  const c = parseHeld(key);
  if (!c) return null;
  const e = c.card.effect;
  if (e.kind === "keep") return e.keep;
  if (e.kind === "crew" && e.delta > 0) return "crewman";
  if (e.kind === "cannon" && e.delta > 0) return "cannon";
  return null;
}

/** Turns a used card in: it goes to its deck's discard pile (FAQ › Royal Decree). */
export function discardHeld(s: PirateKingState, seat: SeatIndex, index: number): void {
  const key = s.players[seat].held[index];
  s.players[seat].held.splice(index, 1);
  const c = parseHeld(key)!;
  discard(s, c.deck, c.card.id);
}

export function discard(s: PirateKingState, deck: DeckName, id: number): void {
  if (deck === "captainsLog") s.logDiscard = [...s.logDiscard, id];
  else s.bootyDiscard = [...s.bootyDiscard, id];
}

export function heldIndex(s: PirateKingState, seat: SeatIndex, keep: Keepable): number {
  return s.players[seat].held.findIndex((k) => keepOf(k) === keep);
}
