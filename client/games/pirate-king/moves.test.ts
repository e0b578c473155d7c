import { Random, seedRng } from "../../../shared/engine/rng";
import { pirateKing as game, type PirateKingState } from "../../../shared/games/pirate-king/index";
import { must, NAMES, newGame } from "./fake-table";
import { describeMove, groupMoves, placeOf } from "./moves";
import { territorySpace } from "./scene-places";

/** Every legal move of every decision along seeded games of each variant. */
function everyMoveList(): PirateKingState[] {
  const out: PirateKingState[] = [];
  for (const [seats, options, seed] of [[2, { shipsPerPlayer: 2 }, 1], [3, {}, 2], [4, { teams: true }, 3]] as const) {
    let s = newGame(seats, options, seed);
    const random = Random.from(seedRng(seed));
    for (let i = 0; i < 600 && !game.result(s); i++) {
      out.push(s);
      const seat = game.activeSeats(s)[0];
      const moves = game.legalActions(s, seat);
      const parley = moves.filter((m) => m.type === "offerBronze" || m.type === "offerSend");
      s = must(s, seat, parley.length && random.int(0, 1) ? random.pick(parley) : random.pick(moves));
    }
  }
  return out;
}

describe("what a click on the Pirate King table sends", () => {
  const states = everyMoveList();

  it("sorts every legal move into exactly one place: a board place, a button or the parlay panel", () => {
    const types = new Set<string>();
    for (const s of states) {
      const moves = game.legalActions(s, game.activeSeats(s)[0]);
      const g = groupMoves(moves, territorySpace);
      const sorted = [...[...g.places.values()].flat(), ...g.buttons, ...g.parlay];
      expect(sorted).toHaveLength(moves.length);
      expect(new Set(sorted)).toEqual(new Set(moves));
      for (const [space, here] of g.places) for (const m of here) expect(placeOf(m, territorySpace)).toBe(space);
      moves.forEach((m) => types.add(m.type));
    }
    // The sampled games reach the moves a table offers most.
    for (const t of ["port", "sail", "capture", "upgrade", "endTurn", "offerBronze", "offerSend", "answer"]) expect(types).toContain(t);
  });

  it("labels every move in words, naming places by their territory", () => {
    for (const s of states.filter((_, i) => i % 11 === 0)) {
      for (const m of game.legalActions(s, game.activeSeats(s)[0])) {
        const label = describeMove(m, NAMES);
        expect(label.length).toBeGreaterThan(5);
        expect(label).not.toMatch(/undefined|NaN|\[object/);
      }
    }
    expect(describeMove({ type: "port", port: 0 }, NAMES)).toBe("Set out from Eleuthera");
    expect(describeMove({ type: "offerBronze", to: 1, side: "get", delta: 50 }, NAMES)).toBe("Offer to Bart: ask for +50 bronze");
  });
});
