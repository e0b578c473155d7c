import type { AnyGame } from "../../shared/engine/game";
import { Random, seedRng } from "../../shared/engine/rng";
import { gameRegistry } from "../../shared/games/registry";
import { until } from "../test/harness";
import { decideBotMove } from "./bot-decision";
import { BotPool, type BotTiming } from "./bot-pool";
import { SLOW_MS } from "./bot-routing";

/** The games whose bots can be sent to a thread in these tests (any game can). */
const THREAD_GAMES = ["shiver-me-timbers", "pirate-king", "pirates-cove"];

/** A few states of a 4-seat game played by its bots, each with the seat to move. */
function positions(game: AnyGame, plies: number, every: number): { state: unknown; seat: number }[] {
  let state = game.setup([0, 1, 2, 3].map((i) => ({ name: `P${i}` })), game.optionsSchema.parse({}), 7);
  const random = Random.from(seedRng(7));
  const out: { state: unknown; seat: number }[] = [];
  for (let ply = 0; ply < plies && !game.result(state); ply++) {
    const seat = game.activeSeats(state)[0];
    if (ply % every === 0) out.push({ state, seat });
    const applied = game.apply(state, seat, game.bot(state, seat, random));
    if (!applied.ok) throw new Error(applied.rejection.code);
    state = applied.state;
  }
  return out;
}

describe("bot pool", () => {
  let pool: BotPool;
  const timings: BotTiming[] = [];
  beforeAll(async () => {
    pool = new BotPool({ threads: 1 });
    pool.onDecision((t) => timings.push(t));
    // Under ts-node the thread compiles every game's rules first: 15–20 s on a busy machine.
    await pool.warm(110_000);
  }, 120_000);
  afterAll(() => pool.close());

  test("every game's bots start on the loop", async () => {
    timings.length = 0;
    for (const [i, id] of ["booty-dice", ...THREAD_GAMES].entries()) {
      const game = gameRegistry.get(id)!;
      const [{ state, seat }] = positions(game, 1, 1);
      expect(await pool.decide(game, state, seat, i)).toEqual(decideBotMove(game, state, seat, i));
    }
    expect(timings.map((t) => [t.game, t.thread])).toEqual(["booty-dice", ...THREAD_GAMES].map((id) => [id, false]));
  });

  test("after three slow decisions a game's bots decide in the thread, which chooses alike", async () => {
    const real = gameRegistry.get("pirates-cove")!;
    // The same bot, made slow: over SLOW_MS of busy work before each decision.
    const slow: AnyGame = {
      ...real,
      bot: (state, seat, random) => {
        const until = performance.now() + SLOW_MS + 1;
        while (performance.now() < until);
        return real.bot(state, seat, random);
      },
    };
    const cases = positions(real, 200, 25);
    expect(cases.length).toBeGreaterThan(4);
    timings.length = 0;
    for (const [i, { state, seat }] of cases.entries()) {
      expect(await pool.decide(slow, state, seat, i)).toEqual(decideBotMove(real, state, seat, i));
    }
    expect(timings.map((t) => t.thread)).toEqual(cases.map((_, i) => i >= 3));
  });

  test.each(THREAD_GAMES)("%s: the thread chooses what the loop would, from a copy of the state", async (id) => {
    const game = gameRegistry.get(id)!;
    pool.routing.sendToThreads(id, "this test");
    const cases = positions(game, 300, 15);
    expect(cases.length).toBeGreaterThan(3);
    timings.length = 0;
    for (const [i, { state, seat }] of cases.entries()) {
      expect(await pool.decide(game, state, seat, 1000 + i)).toEqual(decideBotMove(game, state, seat, 1000 + i));
    }
    expect(timings.map((t) => t.thread)).toEqual(cases.map(() => true));
  });

  test("a bot that throws in its thread rejects the decision with its error", async () => {
    const game = gameRegistry.get("shiver-me-timbers")!;
    const [{ state }] = positions(game, 1, 1);
    await expect(pool.decide(game, state, 99, 1)).rejects.toThrow(/failed in its thread/);
  });

  // Last: it ends the thread.
  test("a decision in flight when the thread ends is made on the loop instead", async () => {
    const game = gameRegistry.get("shiver-me-timbers")!;
    const cases = positions(game, 40, 10);
    const decisions = cases.map(({ state, seat }, i) => pool.decide(game, state, seat, i));
    await pool.close();
    expect(await Promise.all(decisions)).toEqual(cases.map(({ state, seat }, i) => decideBotMove(game, state, seat, i)));
  });
});

describe("bot pool without a thread", () => {
  test("threads: 0 decides every bot on the event loop", async () => {
    const pool = new BotPool({ threads: 0 });
    const timings: BotTiming[] = [];
    pool.onDecision((t) => timings.push(t));
    const game = gameRegistry.get("shiver-me-timbers")!;
    const [{ state, seat }] = positions(game, 1, 1);
    expect(await pool.decide(game, state, seat, 3)).toEqual(decideBotMove(game, state, seat, 3));
    expect(timings.map((t) => t.thread)).toEqual([false]);
  });
});

describe("bot pool with a decision time limit", () => {
  test("a decision the thread does not answer in time fails with a clear error; the thread is ended and the pool goes on", async () => {
    const errors: Error[] = [];
    const pool = new BotPool({ threads: 1, decisionTimeoutMs: 1, onThreadError: (e) => errors.push(e) });
    try {
      await pool.warm(110_000);
      pool.routing.sendToThreads("shiver-me-timbers", "this test");
      const game = gameRegistry.get("shiver-me-timbers")!;
      const cases = positions(game, 400, 2);
      // Queued behind each other, the later decisions cannot come back within 1 ms of being asked.
      const settled = await Promise.allSettled(cases.map(({ state, seat }, i) => pool.decide(game, state, seat, i)));
      const late = settled.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(late.length).toBeGreaterThan(0);
      for (const r of late) expect(String(r.reason)).toMatch(/gave no move for seat \d+ within 1 ms/);
      // The ended thread is reported, and the next decision is still made (on the loop meanwhile).
      // Its exit comes when the thread has stopped: on a busy machine more than 50 ms later.
      await until(() => errors.length > 0, "the ended thread's report", 10_000);
      expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/bot thread exited/)]);
      const { state, seat } = cases[0];
      expect(await pool.decide(game, state, seat, 1)).toEqual(decideBotMove(game, state, seat, 1));
    } finally {
      await pool.close();
    }
  }, 120_000);
});
