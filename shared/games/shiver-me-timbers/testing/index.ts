/**
 * Helpers for the tests: a game past its set-up, and a way to edit a state for a scenario
 * (states are plain data, so a scenario is a copy with a few fields changed).
 */
import { Random, seedRng, type Chooser, type SeatSetup } from "../../../engine";
import type { SmtAction } from "../actions";
import type { Draft } from "../core/draft";
import { shiverMeTimbers } from "../game";
import type { SmtState } from "../state";
import type { IslandId } from "../content/basics";
import type { TalentId } from "../content/talents";
import { newCardsState, takeCard } from "../crew-and-rituals/state";
import { invariantViolations } from "./invariants";

export const seats = (n: number): SeatSetup[] => Array.from({ length: n }, (_, i) => ["Anne", "Bart", "Cleo", "Dirk"][i]).map((name) => ({ name }));

export function must(state: SmtState, seat: number, action: SmtAction): SmtState {
  const out = shiverMeTimbers.apply(state, seat, action);
  if (!out.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${out.rejection.code} ${out.rejection.message}`);
  return out.state;
}

/** A quick-start game in its first turn: every seat has chosen its first two goals and the given origin/talent. */
export function startedGame(n = 2, seed = 1, origins: IslandId[] = [], talents: TalentId[] = []): SmtState {
  let s = shiverMeTimbers.setup(seats(n), shiverMeTimbers.optionsSchema.parse({}), seed);
  for (let seat = 0; seat < n; seat++) s = must(s, seat, { type: "chooseGoals", goals: [s.goalsInPlay[0], s.goalsInPlay[1]] });
  for (let seat = 0; seat < n; seat++) {
    s = must(s, seat, { type: "chooseOrigin", origin: origins[seat] ?? "st-david", talent: talents[seat] ?? "digger" });
  }
  return s;
}

export function edit(state: SmtState, change: (s: Draft<SmtState>) => void): SmtState {
  const copy = structuredClone(state) as Draft<SmtState>;
  change(copy);
  return copy as SmtState;
}

/** The wind card id with this value (the deck holds 0, +1, +2 and +3 cards). */
export const windOf = (value: number) => `wind-${value}-1`;

/** Every crew and ritual card back in its deck: nobody holds one, so no card window opens (scenarios about other rules). */
export function withoutCards(s: Draft<SmtState>): void {
  s.cards = newCardsState(s.players.length) as Draft<SmtState>["cards"];
}

/**
 * A bot's scene: seat 0's turn on `where` with 3 actions, 1500 G and `cargo`, its secret goals
 * as given, and no crew or ritual card held except the `kinds` dealt to seat 0; `more` edits
 * further (missions held, say).
 */
export function botTurnScene(
  where: string,
  goals: number[],
  cargo: SmtState["players"][number]["cargo"],
  kinds: string[] = [],
  more: (d: Draft<SmtState>) => void = () => undefined,
): SmtState {
  return edit(startedGame(2, 5, ["st-david", "st-david"], ["tramp", "tramp"]), (d) => {
    d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    d.pending = [];
    withoutCards(d);
    d.players[0].location = where;
    d.players[0].gold = 1500;
    d.players[0].cargo = { ...cargo };
    d.players[0].secretGoals = goals;
    more(d);
    for (const kind of kinds) {
      const out = takeCard(d.cards as SmtState["cards"], 0, kind, 99);
      if ("error" in out) throw new Error(out.error);
      d.cards = out.cards as Draft<SmtState>["cards"];
    }
  });
}

/**
 * One seeded game played by `choosers` (the choosers' generator is derived from the seed):
 * throws on a rejected action and, with `everyPly`, on an invariant broken after any ply.
 */
export function checkedGame(n: number, seed: number, options: object, choosers: Chooser[], everyPly = true, maxPlies = 30_000) {
  const game = shiverMeTimbers;
  const random = Random.from(seedRng(seed ^ 0x2545f491));
  let state = game.setup(seats(n), game.optionsSchema.parse(options), seed);
  const log: { seat: number; action: unknown }[] = [];
  for (let ply = 0; ply < maxPlies && game.result(state) === null; ply++) {
    const [seat] = game.activeSeats(state);
    const action = choosers[seat](state, seat, random);
    const out = game.apply(state, seat, action as never);
    if (!out.ok) throw new Error(`seed ${seed}: ${JSON.stringify(action)} rejected: ${out.rejection.code}`);
    state = out.state;
    log.push({ seat, action });
    if (everyPly) {
      const bad = invariantViolations(state);
      if (bad.length > 0) throw new Error(`seed ${seed} ply ${ply} after ${JSON.stringify(action)}: ${bad.join("; ")}`);
    }
  }
  return { state, log };
}
