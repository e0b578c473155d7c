import { Random, seedRng } from "../../../shared/engine";
import { pirateCove as game, type PirateCoveState } from "../../../shared/games/pirates-cove";

/**
 * Plays a seeded Pirate's Cove bot game without a server, calling `visit` on every state (and
 * the seat that acts next); for the schema and secrecy tests. Several seats may be active at
 * once (navigation, fitting out, upgrades): the first of them moves.
 */
export function playBotGame(seats: number, options: object, seed: number, visit: (s: PirateCoveState, seat: number | null) => void): PirateCoveState {
  let state = game.setup(Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })), game.optionsSchema.parse(options), seed);
  const random = Random.from(seedRng(seed + 1000));
  for (let ply = 0; ply < 5000 && !game.result(state); ply++) {
    const seat = game.activeSeats(state)[0];
    visit(state, seat);
    const outcome = game.apply(state, seat, game.bot(state, seat, random));
    if (!outcome.ok) throw new Error(`${outcome.rejection.code} at ply ${ply} of seed ${seed}`);
    state = outcome.state;
  }
  visit(state, null);
  return state;
}
