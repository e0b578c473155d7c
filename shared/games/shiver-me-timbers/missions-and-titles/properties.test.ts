import fc from "fast-check";
import { Random, seedRng } from "../../../engine";
import { ISLANDS } from "../content/basics";
import { MISSION_DECK } from "../content/missions";
import { chanceFrom } from "../treasure/dice";
import { applyMission, recordDeed } from "./apply";
import type { Deed } from "./deeds";
import { missionLegalActions } from "./legal";
import { MISSION_LIMIT, newMissionState } from "./state";
import { on } from "./test-missions";
import type { MissionState } from "./types";

const DEEDS: readonly Deed[] = [
  { kind: "defeated", foe: { kind: "merchant", size: "small", nation: "spanish", hunter: false } },
  { kind: "defeated", foe: { kind: "merchant", size: "large", nation: "french", hunter: true } },
  { kind: "defeated", foe: { kind: "player" } },
  { kind: "defeated", foe: { kind: "fortress" } },
  { kind: "defeated", foe: { kind: "monster", monster: "kraken" } },
  { kind: "raised", relative: false },
  { kind: "played", card: "scurvy-saboteur#2" },
  { kind: "sold", island: "port-royal", units: 3 },
  { kind: "arrived", island: "the-bay" },
];

const cardsOf = (m: MissionState) => [...m.deck, ...m.discard, ...m.players.flatMap((p) => [...p.held.map((h) => h.card), ...(p.look ?? []), ...p.completed])];

describe("missions over random play", () => {
  it("conserve the 39 cards, keep the limit, accept every legal action, and title quests give their titles", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 4 }), (seed, seats) => {
        const random = Random.from(seedRng(seed));
        const chance = chanceFrom(random);
        let m = newMissionState(seats, chance);
        for (let ply = 0; ply < 150; ply++) {
          const seat = ply % seats;
          if (random.int(1, 3) === 1) m = recordDeed(m, seat, random.pick(DEEDS)).missions;
          const ctx = on(random.pick([...ISLANDS, null, "port-royal"]), {
            gold: random.int(0, 30) * 100,
            cargo: { cocoa: random.int(0, 3), rum: random.int(0, 3), sugar: random.int(0, 3) },
            attributes: { speed: random.int(1, 7), strength: random.int(1, 7), hull: random.int(1, 7) },
          });
          const legal = missionLegalActions(m, seat, ctx, { regular: true, free: true });
          if (legal.length === 0) continue;
          const r = applyMission(m, seat, random.pick(legal), ctx, chance);
          if (!r.ok) throw new Error(`legal action rejected: ${r.rejection.code}`);
          m = r.missions;
          expect(cardsOf(m).sort()).toEqual([...MISSION_DECK].sort());
          for (const p of m.players) {
            if (!p.mustDiscard && p.look === null) expect(p.held.length).toBeLessThanOrEqual(MISSION_LIMIT);
            expect(p.titles.length).toBe(p.completed.filter((c) => c.startsWith("quest-")).length);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
