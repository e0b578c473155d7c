import type { AnyGame, LoggedAction, SeatSetup } from "./game";

/**
 * Rebuilds a match from its description. Every logged action was accepted once, so a
 * rejection here means the log or the rules changed: that is a bug, and it throws.
 */
export function replay<State>(
  game: AnyGame,
  seed: number,
  options: unknown,
  seats: readonly SeatSetup[],
  actions: readonly LoggedAction[],
): State {
  let state = game.setup(seats, game.optionsSchema.parse(options), seed);
  actions.forEach((entry, index) => {
    const outcome = game.apply(state, entry.seat, entry.action);
    if (!outcome.ok) {
      throw new Error(
        `replay of ${game.id}: action ${index} by seat ${entry.seat} was rejected ` +
          `(${outcome.rejection.code}: ${outcome.rejection.message})`,
      );
    }
    state = outcome.state;
  });
  return state as State;
}
