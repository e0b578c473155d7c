import { gameRegistry, getGame } from "../../shared/games/registry";
import { decideBotMove } from "./bot-decision";

/**
 * A bot thread decides from the state sent as JSON text (bot-thread-protocol.ts): over whole
 * self-played games of every game (any game's bots go to a thread once they are slow,
 * bot-routing.ts), the decision from the JSON copy is the decision from the state itself, at
 * every ply.
 */
describe.each([...gameRegistry.keys()])("%s's bot decides alike from the state's JSON copy", (id) => {
  const game = getGame(id)!;
  it.each([
    ["fewest", 21],
    ["most", 22],
  ])("%s seats, seed %i", (which, seed) => {
    const seats = which === "fewest" ? game.minSeats : game.maxSeats;
    let state = game.setup(Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })), game.optionsSchema.parse({}), seed);
    let plies = 0;
    for (; plies < 3000 && !game.result(state); plies++) {
      const seat = game.activeSeats(state)[0];
      const action = decideBotMove(game, state, seat, plies);
      expect(decideBotMove(game, JSON.parse(JSON.stringify(state)), seat, plies)).toEqual(action);
      const outcome = game.apply(state, seat, action);
      if (!outcome.ok) throw new Error(`${id}: the bot chose a rejected action: ${outcome.rejection.code}`);
      state = outcome.state;
    }
    expect(plies).toBeGreaterThan(20);
  });
});
