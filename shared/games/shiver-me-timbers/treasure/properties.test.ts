import fc from "fast-check";
import { Random, seedRng } from "../../../engine";
import { ISLANDS } from "../content/basics";
import { TREASURE_CARDS } from "../content/treasures";
import { applyTreasure, offerTreasureReward } from "./apply";
import { chanceFrom } from "./dice";
import { treasureLegalActions } from "./legal";
import { newTreasureState, TREASURE_CARD_LIMIT } from "./state";
import { allTreasure, at } from "./test-treasure";

describe("treasure hunts over random play", () => {
  it("conserve the 36 cards (ship and chest included), keep the limit, and every legal action is accepted", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 4 }), (seed, seats) => {
        const random = Random.from(seedRng(seed));
        const chance = chanceFrom(random);
        let t = newTreasureState(seats, chance);
        const ships: string[] = [];
        for (let ply = 0; ply < 120; ply++) {
          const seat = ply % seats;
          const ctx = at(random.pick([...ISLANDS, null]), { footprints: random.int(1, 7), cargo: { cocoa: random.int(0, 2), rum: random.int(0, 2), sugar: random.int(0, 2) } });
          if (random.int(1, 10) === 1 && t.players[seat].look === null && !t.players[seat].mustDiscard) {
            const offered = offerTreasureReward(t, seat, chance);
            if (offered) t = offered.treasure;
          }
          const legal = treasureLegalActions(t, seat, ctx, { regular: true, free: true });
          if (legal.length === 0) continue;
          const r = applyTreasure(t, seat, random.pick(legal), ctx, chance);
          if (!r.ok) throw new Error(`legal action rejected: ${r.rejection.code}`);
          t = r.treasure;
          if (r.raised) ships.push(r.raised);
          if (r.gained) ships.push(r.gained);
          // Sold or stolen treasures go to the discard pile (the main game's part); do it sometimes.
          if (ships.length > 0 && random.int(1, 3) === 1) t = { ...t, discard: [...t.discard, ships.shift()!] };
          expect([...allTreasure(t), ...ships].sort()).toEqual(TREASURE_CARDS.map((c) => c.id).sort());
          for (const p of t.players) if (!p.mustDiscard && p.look === null) expect(p.hand.length + (p.hunt ? 1 : 0)).toBeLessThanOrEqual(TREASURE_CARD_LIMIT);
        }
      }),
      { numRuns: 40 },
    );
  });
});
