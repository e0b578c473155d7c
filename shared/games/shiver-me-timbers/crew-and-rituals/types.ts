import type { GameEvent, Rejection, SeatIndex } from "../../../engine";
import type { Cargo } from "../content/basics";
import type { CardDeck } from "../content/crew-rituals";
import type { SmtAction } from "../actions";

/** What a main-game action is, as far as card timings care (content/effects.ts › Timing). */
export type ActionTag =
  | "travel" | "upgrade" | "trade" | "hire" | "learn" | "scout" | "treasureHunt" | "mission"
  | "gunfight" | "board" | "raid" | "monsterHunt" | "other";

/**
 * What opened a card-play window (Crew & Rituals › how to play them: "whenever any player
 * announces or ends an action – no matter whose turn it is").
 */
export interface WindowTrigger {
  readonly moment: "announce" | "end";
  readonly action: ActionTag;
  /** The player whose turn it is: they play (or pass) first. */
  readonly active: SeatIndex;
  /** Players fighting in a combat whose prelude this is (1. The Prelude); cards of timing "combat" need it. */
  readonly combatants?: readonly SeatIndex[];
}

export interface CardWindow {
  readonly trigger: WindowTrigger;
  /** The active player first, then clockwise. */
  readonly order: readonly SeatIndex[];
  /** Index into `order` of the seat that may play now. */
  readonly at: number;
  /** Passes in a row; the window closes when everyone has passed in a row. */
  readonly passes: number;
}

export interface PlayedCard {
  readonly seat: SeatIndex;
  readonly card: string;
  /** The other player an "opponent" effect points at. */
  readonly target: SeatIndex | null;
}

export interface Hands {
  /** Secret: only this seat sees its cards. */
  readonly crew: readonly string[];
  readonly rituals: readonly string[];
}

/** The crew and ritual cards of a game: both decks, every hand, the cards face up this turn, the open window. */
export interface CardsState {
  /** Chosen from, never drawn: kept in the canonical order. Only counts are public. */
  readonly crewDeck: readonly string[];
  readonly ritualDeck: readonly string[];
  readonly hands: readonly Hands[];
  /** Face up until the end of the active player's turn, when they return to their decks. */
  readonly played: readonly PlayedCard[];
  readonly window: CardWindow | null;
}

/** What the main game tells the module at each call: what each seat can pay, and its hand limits. */
export interface CardsContext {
  readonly wallets: readonly { readonly gold: number; readonly cargo: Cargo }[];
  /** Hand limits per seat (default 3 each; titles, family and treasures may raise them). */
  readonly limits?: readonly { readonly crew: number; readonly ritual: number }[];
  /** Names for the log ("Anne plays…"); "Seat n" without them. */
  readonly names?: readonly string[];
}

export interface Payment {
  readonly seat: SeatIndex;
  readonly gold: number;
  readonly cargo: Cargo;
}

export type CardsApplyResult =
  | {
      readonly ok: true;
      readonly cards: CardsState;
      readonly events: readonly GameEvent[];
      /** What the main game must take from the player (a played card's cost). */
      readonly paid: Payment | null;
      /** The card just played: the main game resolves its effect (content/effects.ts). */
      readonly played: PlayedCard | null;
      /** The card just taken into a hand (hire / learn). */
      readonly taken: { readonly seat: SeatIndex; readonly deck: CardDeck; readonly card: string } | null;
      /** True when this action closed the window: the main game resumes what it had announced. */
      readonly closed: boolean;
    }
  | { readonly ok: false; readonly rejection: Rejection };

export interface CardMoments {
  /** A regular action announced while someone held cards: it waits for the window to close. Public (it was announced). */
  readonly announced: { readonly seat: number; readonly action: SmtAction } | null;
  /** A regular action that has ended and still owes its end window (opened once what it caused is settled). */
  readonly endOf: ActionTag | null;
}
