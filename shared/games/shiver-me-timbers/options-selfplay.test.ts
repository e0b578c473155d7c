import { botChooser, randomChooser, replay, Random, seedRng, type Chooser } from "../../engine";
import { shiverMeTimbers } from "./game";
import { invariantViolations } from "./testing/invariants";
import { checkedGame, seats } from "./testing/index";
import type { SmtState } from "./state";

/**
 * Seeded self-play with the events module and with epic mode: 200 games per option (67 or 66
 * per player count, maps alternating, every fourth game one bot against random players).
 * Every game must finish with the invariants holding (after every ply in the first 6 games of
 * each count, at the end in the others) and the first 8 must replay to the identical state.
 */
const game = shiverMeTimbers;
const GAMES = 200;


const cases: [string, number, object][] = [];
for (const [name, options] of [["events", { events: true }], ["epic", { epic: true }]] as const) {
  for (const n of [2, 3, 4]) cases.push([name, n, options]);
}

describe("Seeded self-play with the events module and with epic mode", () => {
  it.each(cases)("%s, %i players: every game finishes, invariants hold, replay is identical", (name, n, baseOptions) => {
    const count = Math.round(GAMES / 3);
    const events = new Set<string>();
    let reshuffled = 0;
    for (let i = 0; i < count; i++) {
      const seed = 1000 * n + i;
      const options = { ...baseOptions, map: i % 2 === 0 ? "quick-start" : "custom" };
      const choosers = seats(n).map((_, seat) => (i % 4 === 3 && seat > 0 ? randomChooser(game) : botChooser(game)));
      const { state, log } = checkedGame(n, seed, options, choosers, i < 6);
      expect(game.result(state)).not.toBeNull();
      expect(invariantViolations(state)).toEqual([]);
      if (state.event) events.add(state.event);
      if (name === "epic") {
        expect(state.players.every((p) => p.secretGoals?.length === 3)).toBe(true);
        expect(state.goalsInPlay).toHaveLength(10);
        if (state.round > 20) reshuffled++;
      } else {
        expect(state.round).toBeLessThanOrEqual(20);
      }
      if (i < 8) expect(JSON.stringify(replay<SmtState>(game, seed, options, seats(n), log))).toBe(JSON.stringify(state));
    }
    if (name === "events") expect(events.size).toBeGreaterThan(5);
    if (name === "epic") expect(reshuffled).toBeGreaterThan(0);
  }, 300_000);

  it.each([["events", { events: true }], ["epic", { epic: true }]])("%s: every action the legal list offers is accepted (sampled along a bot game)", (_, options) => {
    const random = Random.from(seedRng(78));
    const { log } = checkedGame(3, 78, options, seats(3).map(() => botChooser(game)), false);
    let state = game.setup(seats(3), game.optionsSchema.parse(options), 78);
    for (const [i, entry] of log.entries()) {
      if (i % 11 === 0) {
        for (const seat of game.activeSeats(state)) {
          const legal = game.legalActions(state, seat);
          for (const a of legal.length > 12 ? [random.pick(legal), random.pick(legal), random.pick(legal)] : legal) expect(game.apply(state, seat, a).ok).toBe(true);
        }
      }
      const next = game.apply(state, entry.seat, entry.action as never);
      if (!next.ok) throw new Error("replay failed");
      state = next.state;
    }
  }, 60_000);
});
