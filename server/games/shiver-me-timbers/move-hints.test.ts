import { Random, seedRng } from "../../../shared/engine";
import { shiverMeTimbers as game, type SmtAction, type SmtState } from "../../../shared/games/shiver-me-timbers";
import { smtMoveHints } from "./move-hints";

/** The hints must say what the rules then do: checked against the moves themselves over bot games. */
describe("Shiver Me Timbers move hints", () => {
  it("give every travel its cost, and buy and upgrade what they take from the hold", () => {
    const checked = { travel: 0, buy: 0, upgrade: 0, sell: 0 };
    for (const [seats, seed] of [[2, 11], [3, 12], [4, 13]]) {
      let state = game.setup(Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })), game.optionsSchema.parse({}), seed) as SmtState;
      const random = Random.from(seedRng(seed));
      for (let ply = 0; ply < 3000 && !game.result(state); ply++) {
        const seat = game.activeSeats(state)[0];
        const moves = game.legalActions(state, seat) as SmtAction[];
        const hints = smtMoveHints(state, seat, moves);
        expect(hints).toHaveLength(moves.length);
        moves.forEach((move, i) => {
          const hint = hints[i];
          if (move.type === "travel") {
            expect(hint?.cost).toBeGreaterThanOrEqual(1);
            expect(hint!.cost).toBeLessThanOrEqual(state.players[seat].speed + 10);
            checked.travel++;
          } else if (move.type === "sell") {
            // The market's price, before talents, cards and taxes.
            expect(hint!.gold).toBeGreaterThan(0);
            checked.sell++;
          } else if (move.type === "buy" || move.type === "upgrade") {
            const outcome = game.apply(state, seat, move);
            expect(outcome.ok).toBe(true);
            const after = (outcome as { state: SmtState }).state;
            // Resolved at once (no card window held it): the gold moved as the hint said.
            if (after.cardMoments.announced === null && after.turn.actionsLeft < state.turn.actionsLeft) {
              const delta = after.players[seat].gold - state.players[seat].gold;
              expect(delta).toBe(hint!.gold);
              checked[move.type]++;
            }
          } else {
            expect(hint).toBeNull();
          }
        });
        const outcome = game.apply(state, seat, game.bot(state, seat, random));
        if (!outcome.ok) throw new Error(outcome.rejection.code);
        state = outcome.state as SmtState;
      }
    }
    expect(checked.travel).toBeGreaterThan(100);
    expect(checked.buy + checked.upgrade).toBeGreaterThan(10);
  });
});
