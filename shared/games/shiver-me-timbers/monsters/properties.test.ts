import fc from "fast-check";
import { Random, seedRng } from "../../../engine";
import { HUNT_CARDS, MONSTER_MARKERS } from "../content/monsters";
import { chanceFrom } from "../treasure/dice";
import { applyMonster, summonMonster } from "./apply";
import { monsterChooser, monsterLegalActions } from "./legal";
import { MONSTER_IDS, newMonsterState } from "./state";
import type { MonsterState } from "./types";

const SPOTS = ["mangroves", "fogbank", "floating-market", "ancient-shipyard"] as const;
const huntCards = (m: MonsterState) => [...m.deck, ...m.discard, ...(m.choice && m.choice.kind !== "reward" ? [m.choice.card] : [])];

describe("monster hunts over random play", () => {
  it("conserve hunt cards and markers, accept every legal action, and monsters fall and return", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 4 }), (seed, seats) => {
        const random = Random.from(seedRng(seed));
        const chance = chanceFrom(random);
        let m = newMonsterState(seats, chance);
        let defeats = 0;
        for (let ply = 0; ply < 200; ply++) {
          const monster = random.pick(MONSTER_IDS);
          if (m.board[monster] === null && random.int(1, 4) === 1) {
            const r = summonMonster(m, monster, random.pick(SPOTS));
            if (!("code" in r)) m = r.monsters;
          }
          const seat = monsterChooser(m) ?? ply % seats;
          const spot = random.int(1, 3) > 1 ? m.board[random.pick(MONSTER_IDS)] : null;
          const ctx = { spot, attributes: { speed: random.int(1, 7), strength: random.int(1, 7), hull: random.int(1, 7) }, cargo: { cocoa: random.int(0, 1), rum: random.int(0, 1), sugar: random.int(0, 1) }, gold: random.int(0, 6) * 100 };
          const legal = monsterLegalActions(m, seat, ctx, { regular: true, free: true });
          if (legal.length === 0) continue;
          const r = applyMonster(m, seat, random.pick(legal), ctx, chance);
          if (!r.ok) throw new Error(`legal action rejected: ${r.rejection.code}`);
          if (r.defeated) defeats++;
          m = r.monsters;
          expect(huntCards(m).sort()).toEqual(HUNT_CARDS.map((c) => c.id).sort());
          expect([...m.markers, ...m.trophies.flat()].sort()).toEqual(MONSTER_MARKERS.map((x) => x.id).sort());
          for (const id of MONSTER_IDS) if (m.board[id] === null) expect(m.progress[id].every((p) => p === null)).toBe(true);
        }
        expect(m.trophies.flat().length).toBe(Math.min(defeats, MONSTER_MARKERS.length) - (m.choice?.kind === "reward" ? 1 : 0));
      }),
      { numRuns: 40 },
    );
  });
});
