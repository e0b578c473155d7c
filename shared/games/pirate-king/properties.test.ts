import { isDeepStrictEqual } from "node:util";
import { replay } from "../../engine/replay";
import { pirateKing } from "./index";
import { CONFIGURATIONS, playChecked } from "./selfplay";
import type { PirateKingState } from "./state";
import type { PirateKingAction } from "./actions";

/**
 * Property tests over whole seeded games of every variant (a sample: bench/pirate-king-properties.ts
 * runs 5,000 per configuration). Invariants are checked after every action (invariants.ts).
 */
const GAMES = Number(process.env.PIRATE_KING_GAMES ?? 12);

describe.each(CONFIGURATIONS)("$name: seeded games", ({ seats, options }) => {
  it(`${GAMES} games of bots and random players conserve bronze and cards, keep ownership consistent, end, and replay identically`, () => {
    for (let g = 0; g < GAMES; g++) {
      const seed = 1000 + g * 7919;
      const bots = Array.from({ length: seats }, (_, i) => (g + i) % 2 === 0);
      const { final, log } = playChecked(seed, seats, options, bots);
      expect(pirateKing.result(final)?.winners.length).toBeGreaterThan(0);
      const names = ["Anne", "Bart", "Cal", "Dee"].slice(0, seats).map((name) => ({ name }));
      const again = replay<PirateKingState>(pirateKing, seed, options, names, log);
      if (!isDeepStrictEqual({ ...again, events: [] }, { ...final, events: [] })) expect(again).toEqual(final);
    }
  });
});

describe("legal actions", () => {
  it("every listed action is accepted, and nobody but the active seat has any (2 games)", () => {
    for (const [seed, cfg] of [[5, CONFIGURATIONS[1]], [6, CONFIGURATIONS[4]]] as const) {
      const { log } = playChecked(seed, cfg.seats, cfg.options, Array(cfg.seats).fill(false), false);
      const names = ["Anne", "Bart", "Cal", "Dee"].slice(0, cfg.seats).map((name) => ({ name }));
      let s = pirateKing.setup(names, pirateKing.optionsSchema.parse(cfg.options), seed);
      for (const entry of log.slice(0, 1500)) {
        const active = pirateKing.activeSeats(s)[0];
        for (let other = 0; other < cfg.seats; other++) if (other !== active) expect(pirateKing.legalActions(s, other)).toHaveLength(0);
        for (const a of pirateKing.legalActions(s, active)) {
          const r = pirateKing.apply(s, active, a);
          if (!r.ok) throw new Error(`listed but rejected: ${JSON.stringify(a)} ${r.rejection.code}`);
        }
        const r = pirateKing.apply(s, entry.seat, entry.action as PirateKingAction);
        if (!r.ok) throw new Error("replayed action rejected");
        s = r.state;
      }
    }
  });
});
