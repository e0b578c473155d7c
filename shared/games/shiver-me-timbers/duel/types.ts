import type { GameEvent, Rejection, SeatIndex } from "../../../engine";
import type { DuelCardId, Height } from "./cards";

/** The two fixed roles of a combat: who declared it, and who was boarded or raided. */
export type DuelRole = "attacker" | "defender";

/** One captain as the main game describes them when the combat is declared. */
export interface DuelSide {
  /** The seat that decides for this side: the attacker, or for a merchant/fortress the player captaining it. */
  readonly seat: SeatIndex;
  /** Strength for the prelude's push (the main game applies damage markers, Gunner, etc.). */
  readonly strength: number;
  /** Speed: the faster captain chooses who strikes first. A fortress should pass 0. */
  readonly speed: number;
  /** Cards dealt: 4, or 5 for the Swashbuckler talent or the Bastion's defender. */
  readonly handSize: number;
  /** Who the log names: "Anne", "Bob (captain of the Spanish galleon)". */
  readonly name: string;
  /** Hull, used only by the expert rule Resilient Ships; leave it out for a fortress. */
  readonly hull?: number;
}

export interface DuelRules {
  /** Sea Wall: no crew cards in the prelude (the main game enforces it; stored for its views). */
  readonly noCrew?: boolean;
  /** Haunted Keep: no ritual cards in the prelude (idem). */
  readonly noRituals?: boolean;
  /** Expert rule Resilient Ships: the bigger hull may swap up to the hull difference in cards. */
  readonly resilientShips?: boolean;
}

export interface DuelSetup {
  /**
   * boarding: a ship boards a ship; raid: a fortress raid; tiebreak: the final-score duel
   * ("Resolving Ties"), where equal speed means a random chooser instead of the attacker.
   */
  readonly kind: "boarding" | "raid" | "tiebreak";
  readonly attacker: DuelSide;
  readonly defender: DuelSide;
  readonly rules?: DuelRules;
  /**
   * Stop in phase "prelude" (no cards dealt) so crew and ritual cards may change strength or
   * hand size; the main game then calls `closePrelude`. Without it the cards are dealt at once.
   */
  readonly prelude?: boolean;
}

/** The duel deck; it lives in the main game state between duels. */
export interface DuelDeck {
  readonly draw: readonly DuelCardId[];
  readonly discard: readonly DuelCardId[];
}

export interface DuelSideState extends DuelSide {
  /** Secret: only this side's seat may see it. */
  readonly hand: readonly DuelCardId[];
}

export type DuelPhase =
  | "prelude" // crew and ritual cards (main game); nothing dealt yet
  | "redraw" // expert rule Resilient Ships: the bigger hull swaps cards
  | "choose_first" // the faster captain chooses who strikes first
  | "strike" // the striker attacks, plays Feint or Rigg, or passes
  | "rigg_follow" // after Rigg: the striker may attack with a two-colour card, or hold
  | "react" // the other captain answers an attack
  | "over";

/** How a card left a hand; all of these lie face up until `finishDuel`. */
export type PlayedAs = "attack" | "guard" | "feint" | "rigg" | "sand" | "insult" | "feinted_away";

export interface PlayedCard {
  readonly card: DuelCardId;
  readonly by: DuelRole;
  readonly as: PlayedAs;
}

export interface PendingAttack {
  readonly card: DuelCardId;
  readonly by: DuelRole;
  readonly height: Height;
  readonly wounds: number;
}

export interface DuelOutcome {
  /** "tie" when the miniature ends in the centre. */
  readonly result: DuelRole | "tie";
  readonly winner: DuelRole | null;
  readonly winnerSeat: SeatIndex | null;
  readonly loserSeat: SeatIndex | null;
  /**
   * strength: pushed off in the prelude (difference above 3); pushed_off: off the plank during
   * the duel; both_passed: both passed in a row and the miniature decided.
   */
  readonly reason: "strength" | "pushed_off" | "both_passed";
  /** The final plank position (see DuelState.plank). */
  readonly plank: number;
  readonly sentence: string;
}

export interface DuelState {
  readonly kind: DuelSetup["kind"];
  readonly rules: DuelRules;
  readonly attacker: DuelSideState;
  readonly defender: DuelSideState;
  /**
   * The miniature: 0 is the centre; positive is towards the defender's end (the attacker is
   * winning), negative towards the attacker's. 3 spaces each side; ±4 means that captain fell
   * off (+4: the defender, −4: the attacker).
   */
  readonly plank: number;
  readonly phase: DuelPhase;
  /** Who acts in redraw / choose_first; who strikes in strike / rigg_follow / react. */
  readonly chooser: DuelRole | null;
  readonly striker: DuelRole | null;
  readonly pending: PendingAttack | null;
  /** Cards that left the hands this duel, in order, face up. */
  readonly played: readonly PlayedCard[];
  /**
   * Secret, never in a view: the rest of the duel deck in draw order. The duel holds all 30
   * cards from `startDuel` to `finishDuel` (stock + hands + played + setAside).
   */
  readonly stock: readonly DuelCardId[];
  /** Secret: cards swapped away face down under Resilient Ships. */
  readonly setAside: readonly DuelCardId[];
  /** Consecutive passes (2 ends the duel). */
  readonly passes: number;
  /** Striker turns taken so far (for the log and the length bound). */
  readonly turns: number;
  readonly outcome: DuelOutcome | null;
}

export type DuelApplyResult =
  | { readonly ok: true; readonly duel: DuelState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly rejection: Rejection };

export interface DuelStartResult {
  readonly duel: DuelState;
  readonly deck: DuelDeck;
  readonly events: readonly GameEvent[];
}

export function other(role: DuelRole): DuelRole {
  return role === "attacker" ? "defender" : "attacker";
}
