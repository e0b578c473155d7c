import { TREASURE_CARDS } from "../content/treasures";
import type { Chance } from "./dice";
import type { TreasurePlayer, TreasureState } from "./types";

/** Treasure: "a maximum of 3 treasure cards total (i.e. in your hand and on the treasure track)". */
export const TREASURE_CARD_LIMIT = 3;
/** Scouting in the taverns: "look at the top 3 cards". */
export const SCOUT_LOOK = 3;
/** Treasure rewards: "look at the top 2 treasure cards". */
export const REWARD_LOOK = 2;

/** Set-up: "Shuffle the treasure and mission decks." */
export function newTreasureState(seats: number, chance: Pick<Chance, "shuffle">): TreasureState {
  return {
    deck: chance.shuffle(TREASURE_CARDS.map((t) => t.id)),
    discard: [],
    players: Array.from({ length: seats }, (): TreasurePlayer => ({ hand: [], hunt: null, look: null, mustDiscard: false })),
  };
}

export const cardsHeld = (p: TreasurePlayer) => p.hand.length + (p.hunt === null ? 0 : 1);

/**
 * The top `n` cards; "If you run out of treasures, shuffle the discard into a new deck" (under
 * what is left). Fewer than `n` when every card is out.
 */
export function drawTop(t: TreasureState, n: number, chance: Pick<Chance, "shuffle">): { treasure: TreasureState; cards: string[] } {
  let deck = [...t.deck];
  let discard = [...t.discard];
  if (deck.length < n && discard.length > 0) {
    deck = [...deck, ...chance.shuffle(discard)];
    discard = [];
  }
  return { treasure: { ...t, deck: deck.slice(n), discard }, cards: deck.slice(0, n) };
}

/**
 * The cards not chosen go to the bottom; then, by the golden rule ("When a player gets to choose
 * a card from the treasure or the mission deck, they shuffle the deck after taking their card"),
 * the deck is shuffled, so nobody can count on what lies at the bottom.
 */
export function returnToBottom(deck: readonly string[], rest: readonly string[], chance: Pick<Chance, "shuffle">): string[] {
  return chance.shuffle([...deck, ...rest]);
}

export function updatePlayer(t: TreasureState, seat: number, change: Partial<TreasurePlayer>): TreasureState {
  return { ...t, players: t.players.map((p, i) => (i === seat ? { ...p, ...change } : p)) };
}

/**
 * A treasure leaving a ship for good (sold with a Trade action, discarded as a free action):
 * "place them on a discard pile next to the treasure deck". Ship treasures live in the main
 * game, so a card already held here is a bug.
 */
export function discardShipTreasure(t: TreasureState, card: string): TreasureState {
  const here = [...t.deck, ...t.discard, ...t.players.flatMap((p) => [...p.hand, ...(p.hunt ? [p.hunt.card] : []), ...(p.look?.cards ?? [])])];
  if (here.includes(card)) throw new Error(`treasure ${card} is not on a ship`);
  return { ...t, discard: [...t.discard, card] };
}
