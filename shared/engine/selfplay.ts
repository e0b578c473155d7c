import type { AnyGame, LoggedAction, SeatIndex, SeatSetup } from "./game";
import { Random, seedRng } from "./rng";

export type Chooser = (state: unknown, seat: SeatIndex, random: Random) => unknown;

/** Plays uniformly at random among the legal actions: the baseline opponent. */
export const randomChooser =
  (game: AnyGame): Chooser =>
  (state, seat, random) =>
    random.pick(game.legalActions(state, seat));

/** The game's own bot. */
export const botChooser =
  (game: AnyGame): Chooser =>
  (state, seat, random) =>
    game.bot(state, seat, random);

export interface SelfPlayOutcome {
  readonly state: unknown;
  readonly log: readonly LoggedAction[];
  readonly finished: boolean;
}

/**
 * Plays a whole game with one chooser per seat, driven by a separate seeded generator so
 * runs are reproducible. When several seats are active, the lowest acts first. A rejected
 * choice is a bug in the chooser or the rules, so it throws. Stops after `maxPlies`.
 */
export function selfPlay(
  game: AnyGame,
  seats: readonly SeatSetup[],
  options: unknown,
  seed: number,
  choosers: readonly Chooser[],
  maxPlies = 100_000,
): SelfPlayOutcome {
  const random = Random.from(seedRngForChoices(seed));
  let state = game.setup(seats, game.optionsSchema.parse(options), seed);
  const log: LoggedAction[] = [];
  for (let ply = 0; ply < maxPlies; ply++) {
    if (game.result(state) !== null) return { state, log, finished: true };
    const active = game.activeSeats(state);
    if (active.length === 0) throw new Error(`${game.id}: nobody can act but the game is not over`);
    const seat = active[0];
    const action = choosers[seat](state, seat, random);
    const outcome = game.apply(state, seat, action);
    if (!outcome.ok) {
      throw new Error(
        `${game.id}: chooser for seat ${seat} chose a rejected action ${JSON.stringify(action)}: ` +
          `${outcome.rejection.code} ${outcome.rejection.message}`,
      );
    }
    log.push({ seat, action });
    state = outcome.state;
  }
  return { state, log, finished: game.result(state) !== null };
}

/** The choices' generator is independent of the game's own (a different stream of the seed). */
function seedRngForChoices(seed: number) {
  return seedRng((seed ^ 0x5bd1e995) | 0);
}
