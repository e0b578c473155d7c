import { TREASURE_CARDS } from "../content/treasures";
import { edit, must, startedGame, withoutCards } from "../testing";
import type { SmtState } from "../state";

const treasures = TREASURE_CARDS.filter((t) => t.kind === "treasure").map((t) => t.id);

/** Seat 0 in its turn, choosing between two treasure cards as a reward, with `onShip` raised already. */
function rewardPick(seed: number, onShip: string[]): { state: SmtState; options: string[] } {
  const options = treasures.filter((t) => !onShip.includes(t)).slice(0, 2);
  const state = edit(startedGame(2, seed), (d) => {
    withoutCards(d);
    d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    d.players[0].treasures = [...onShip];
    d.treasure.deck = d.treasure.deck.filter((t) => !options.includes(t) && !onShip.includes(t));
    d.pending = [{ kind: "pickTreasure", seat: 0, options, reason: "a test", more: 0 }];
  });
  return { state, options };
}

describe("treasure rewards", () => {
  it('cap only the cards in hand and on the track: "a maximum of 3 treasure cards total (i.e. in your hand and on the treasure track)"', () => {
    const onShip = treasures.slice(0, 3);
    const { state, options } = rewardPick(3, onShip);
    const after = must(state, 0, { type: "pickTreasure", treasure: options[0] });
    expect(after.players[0].treasures).toEqual([...onShip, options[0]]);
    expect(after.pending.some((p) => p.kind === "discardTreasure")).toBe(false);
  });

  it('shuffle the deck after the pick: "When a player gets to choose a card from the treasure or the mission deck, they shuffle the deck after taking their card"', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { state, options } = rewardPick(seed, []);
      const after = must(state, 0, { type: "pickTreasure", treasure: options[0] });
      const unshuffled = [...state.treasure.deck, options[1]];
      expect([...after.treasure.deck].sort()).toEqual([...unshuffled].sort());
      // The card put back is not left at the bottom, nor the rest in its old order.
      expect(after.treasure.deck).not.toEqual(unshuffled);
    }
  });
});
