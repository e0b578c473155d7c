import type { SeatIndex } from "../../../engine";
import { duelActor } from "./apply";
import type { DuelCardId, Height } from "./cards";
import type { DuelOutcome, DuelPhase, DuelRole, DuelRules, DuelState, PlayedCard } from "./types";

export interface DuelSidePublic {
  readonly seat: SeatIndex;
  readonly name: string;
  readonly strength: number;
  readonly speed: number;
  readonly hull: number | null;
  /** The number of cards in hand, never the cards. */
  readonly handSize: number;
}

export interface DuelPublicView {
  readonly kind: DuelState["kind"];
  readonly rules: DuelRules;
  readonly phase: DuelPhase;
  /** 0 centre; positive towards the defender's end; ±4 fell off (see DuelState.plank). */
  readonly plank: number;
  readonly attacker: DuelSidePublic;
  readonly defender: DuelSidePublic;
  /** The side to move and its seat, or null. */
  readonly toMove: DuelRole | null;
  readonly toMoveSeat: SeatIndex | null;
  readonly striker: DuelRole | null;
  readonly pending: { readonly card: DuelCardId; readonly by: DuelRole; readonly height: Height; readonly wounds: number } | null;
  /** Face-up cards of this duel, in order. */
  readonly played: readonly PlayedCard[];
  readonly passes: number;
  readonly turns: number;
  /** Undealt cards and face-down swapped cards, as counts only. */
  readonly stockCount: number;
  readonly setAsideCount: number;
  readonly outcome: DuelOutcome | null;
}

/** What anybody may know: plank, hand sizes, the cards face up, whose move. Never a hand or the stock. */
export function duelPublicView(duel: DuelState): DuelPublicView {
  const actor = duelActor(duel);
  const side = (role: DuelRole): DuelSidePublic => ({
    seat: duel[role].seat,
    name: duel[role].name,
    strength: duel[role].strength,
    speed: duel[role].speed,
    hull: duel[role].hull ?? null,
    handSize: duel[role].hand.length,
  });
  return {
    kind: duel.kind,
    rules: { ...duel.rules },
    phase: duel.phase,
    plank: duel.plank,
    attacker: side("attacker"),
    defender: side("defender"),
    toMove: actor,
    toMoveSeat: actor === null ? null : duel[actor].seat,
    striker: duel.striker,
    pending: duel.pending === null ? null : { ...duel.pending },
    played: duel.played.map((p) => ({ ...p })),
    passes: duel.passes,
    turns: duel.turns,
    stockCount: duel.stock.length,
    setAsideCount: duel.setAside.length,
    outcome: duel.outcome,
  };
}

export interface DuelSeatView {
  /** The role(s) this seat plays in the duel (both only in a degenerate same-seat duel). */
  readonly roles: readonly DuelRole[];
  /** This seat's own hand (the attacker's first if it holds both). */
  readonly hand: readonly DuelCardId[];
}

/** What only `seat` may know: its own hand. null for a seat that is not in the duel. */
export function duelSeatView(duel: DuelState, seat: SeatIndex): DuelSeatView | null {
  const roles = (["attacker", "defender"] as const).filter((r) => duel[r].seat === seat);
  if (roles.length === 0) return null;
  return { roles, hand: roles.flatMap((r) => duel[r].hand) };
}
