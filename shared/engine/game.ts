import type { z } from "zod";
import type { Rejection } from "./rejection";
import type { Random } from "./rng";

/** Seats are numbered 0..n-1 in clockwise order. */
export type SeatIndex = number;

/** What the rules know about the people at the table. */
export interface SeatSetup {
  readonly name: string;
}

/**
 * A readable line of the game log. `text` is what everyone (spectators included) reads;
 * `secret`, when present, is what the listed seats read instead: "You drew Feint" for the
 * drawer while everyone else reads "Anne drew a duel card". `data` is public and structured,
 * for animations; it must never carry a secret. A game may announce its own end with an event
 * of kind `win` (see `WIN_EVENT`); otherwise the table logs the result's summary.
 */
export interface GameEvent {
  readonly kind: string;
  readonly text: string;
  readonly secret?: { readonly seats: readonly SeatIndex[]; readonly text: string };
  readonly data?: Readonly<Record<string, unknown>>;
}

/** The kind of event with which a game announces its winner in its own words. */
export const WIN_EVENT = "win";

export type ApplyResult<State> =
  | { readonly ok: true; readonly state: State; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly rejection: Rejection };

export interface GameResult {
  /** Seats that won (several on a shared win; empty if nobody did). */
  readonly winners: readonly SeatIndex[];
  /** Final score per seat where the game keeps one (VP, doubloons…). */
  readonly scores?: readonly number[];
  /** One readable sentence: "Anne wins with 25 doubloons." */
  readonly summary: string;
}

/**
 * The contract every game implements. All functions are pure: the same inputs give the
 * same outputs, no I/O, no clock, no randomness but the seeded generator in the state. `State` is never mutated in place;
 * `apply` returns a new state (it may share unchanged parts with the old one).
 */
export interface GameDefinition<State, Action, Options> {
  readonly id: string;
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;

  /** Table options (variants); `parse({})` must give the defaults. */
  readonly optionsSchema: z.ZodType<Options, any>;
  /** A discriminated union on `type`: the one source for validation, typing and bots. */
  readonly actionSchema: z.ZodType<Action, any>;
  /**
   * Optional: the same check as `actionSchema`, hand-written for speed (a test must hold the two
   * equal): the action as `actionSchema.parse` would give it, or null when malformed. The server
   * reads every action message with it when a game has one, and with the schema otherwise.
   */
  readonly readAction?: (raw: unknown) => Action | null;

  /** Throws on a seat count outside min..max (the caller validates first). */
  setup(seats: readonly SeatSetup[], options: Options, seed: number): State;

  /** Never throws for an illegal action: returns a rejection and leaves `state` untouched. */
  apply(state: State, seat: SeatIndex, action: Action): ApplyResult<State>;

  /** Who may act now: the player whose turn it is, out-of-turn reactions, simultaneous choices. */
  activeSeats(state: State): readonly SeatIndex[];

  /**
   * Every legal action of `seat` now, for bots, tests and client hints. Games with huge
   * action spaces may return a representative subset, but every action listed must be legal.
   */
  legalActions(state: State, seat: SeatIndex): readonly Action[];

  /** What anybody may know, spectators included. Plain, JSON-safe data. */
  publicView(state: State): unknown;

  /** What only `seat` may know beyond the public view (its hand, its secret goals…). */
  seatView(state: State, seat: SeatIndex): unknown;

  /** null while the game goes on. */
  result(state: State): GameResult | null;

  /** A reasonable legal move for `seat`, which must be active. `random` breaks ties. */
  bot(state: State, seat: SeatIndex, random: Random): Action;
}

/** Any game, for registries and generic code (the room, replay, benchmarks). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any>;

/** One entry of a match's action log. */
export interface LoggedAction<Action = unknown> {
  readonly seat: SeatIndex;
  readonly action: Action;
}
