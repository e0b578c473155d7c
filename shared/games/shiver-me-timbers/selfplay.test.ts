import { botChooser, randomChooser, replay, selfPlay, Random, seedRng, type Chooser } from "../../engine";
import { shiverMeTimbers } from "./game";
import { invariantViolations } from "./testing/invariants";
import { checkedGame, seats } from "./testing/index";
import type { SmtState } from "./state";

const game = shiverMeTimbers;


describe("Seeded self-play", () => {
  const cases: [number, string, string][] = [];
  for (const n of [2, 3, 4]) for (const map of ["quick-start", "custom"]) for (const who of ["bots", "random"]) cases.push([n, map, who]);

  it.each(cases)("%i players, %s map, %s: invariants hold, the game ends, replay gives the identical state", (n, map, who) => {
    for (let seed = 1; seed <= 4; seed++) {
      const choosers = seats(n).map((_, i) => (who === "bots" || i === 0 ? botChooser(game) : randomChooser(game)));
      const { state, log } = checkedGame(n, seed * 100 + n, { map }, choosers, true, 20_000);
      expect(game.result(state)).not.toBeNull();
      const again = replay<SmtState>(game, seed * 100 + n, { map }, seats(n), log);
      expect(JSON.stringify(again)).toBe(JSON.stringify(state));
    }
  });

  it("every action the legal list offers is accepted (sampled along bot games)", () => {
    const random = Random.from(seedRng(77));
    const out = selfPlay(game, seats(3), {}, 77, seats(3).map(() => botChooser(game)));
    let state = game.setup(seats(3), game.optionsSchema.parse({}), 77);
    for (const [i, entry] of out.log.entries()) {
      if (i % 7 === 0) {
        for (const seat of game.activeSeats(state)) {
          const legal = game.legalActions(state, seat);
          for (const a of legal.length > 12 ? [random.pick(legal), random.pick(legal), random.pick(legal)] : legal) {
            expect(game.apply(state, seat, a).ok).toBe(true);
          }
        }
      }
      const next = game.apply(state, entry.seat, entry.action as never);
      if (!next.ok) throw new Error("replay failed");
      state = next.state;
    }
  });

  it("the bot scores clearly more than a random player (small sample; bench/smt-selfplay.ts runs 1,000)", () => {
    let botTotal = 0;
    let randomTotal = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const botSeat = seed % 2;
      const choosers = [0, 1].map((i) => (i === botSeat ? botChooser(game) : randomChooser(game)));
      const out = selfPlay(game, seats(2), {}, seed, choosers);
      const scores = game.result(out.state as SmtState)!.scores!;
      botTotal += scores[botSeat];
      randomTotal += scores[1 - botSeat];
    }
    expect(botTotal).toBeGreaterThan(3 * randomTotal);
  });
});
