import { BotRouting, SLOW_MS, WINDOW, type RouteChange } from "./bot-routing";

/** Feeds `routing` decision times for `game`: [ms, how many]. */
function play(routing: BotRouting, game: string, runs: readonly (readonly [number, number])[]): void {
  for (const [ms, count] of runs) for (let i = 0; i < count; i++) routing.observe(game, ms);
}

describe("where a game's bots decide", () => {
  test.each<{ name: string; runs: readonly (readonly [number, number])[]; threaded: boolean }>([
    { name: "quick decisions, however many", runs: [[0.02, 5_000], [SLOW_MS, 500]], threaded: false },
    { name: "two slow ones within the window (1 %)", runs: [[1, 50], [SLOW_MS + 1, 1], [1, 100], [SLOW_MS + 1, 1], [1, 50]], threaded: false },
    { name: "a third slow one within the window", runs: [[1, 50], [SLOW_MS + 1, 2], [1, 100], [SLOW_MS + 1, 1]], threaded: true },
    { name: "slow ones further apart than the window", runs: [[SLOW_MS + 1, 2], [1, WINDOW], [SLOW_MS + 1, 2], [1, WINDOW], [SLOW_MS + 1, 2]], threaded: false },
    { name: "a bot that stalls the loop for long, twice", runs: [[1, 1_000], [500, 2]], threaded: false },
    { name: "… and a third time", runs: [[1, 1_000], [500, 3]], threaded: true },
    { name: "slow from the start", runs: [[SLOW_MS + 2, 3]], threaded: true },
  ])("$name → in a thread: $threaded", ({ runs, threaded }) => {
    const routing = new BotRouting();
    play(routing, "shiver-me-timbers", runs);
    expect(routing.inThread("shiver-me-timbers")).toBe(threaded);
  });

  test("every game starts on the loop, and one game's slow bot moves only that game", () => {
    const changes: RouteChange[] = [];
    const routing = new BotRouting((change) => changes.push(change));
    expect(routing.inThread("pirate-king")).toBe(false);
    play(routing, "pirate-king", [[80, 3]]);
    play(routing, "booty-dice", [[0.01, 300]]);
    expect(routing.inThread("pirate-king")).toBe(true);
    expect(routing.inThread("booty-dice")).toBe(false);
    expect(changes).toEqual([{ game: "pirate-king", reason: `3 of its last 3 decisions took over ${SLOW_MS} ms` }]);
  });

  test("the move is told once, with the count behind it, and lasts", () => {
    const changes: RouteChange[] = [];
    const routing = new BotRouting((change) => changes.push(change));
    play(routing, "pirates-cove", [[1, 10], [SLOW_MS + 1, 3], [1, 500]]);
    routing.sendToThreads("pirates-cove", "again");
    expect(routing.inThread("pirates-cove")).toBe(true);
    expect(changes).toEqual([{ game: "pirates-cove", reason: `3 of its last 13 decisions took over ${SLOW_MS} ms` }]);
  });
});
