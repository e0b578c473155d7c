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
    expect(changes).toEqual([{ game: "pirate-king", toThread: true, reason: `3 of its last 3 decisions took over ${SLOW_MS} ms` }]);
  });

  test.each<{ name: string; inThread: readonly (readonly [number, number])[]; back: boolean }>([
    { name: "quick in the thread for a whole window", inThread: [[0.2, WINDOW]], back: true },
    { name: "not yet a whole window", inThread: [[0.2, WINDOW - 1]], back: false },
    { name: "slow in the thread as well", inThread: [[SLOW_MS + 5, WINDOW]], back: false },
    { name: "1 % slow in the thread", inThread: [[SLOW_MS + 1, 2], [0.2, WINDOW - 2]], back: true },
    { name: "more than 1 % slow in the thread", inThread: [[SLOW_MS + 1, 3], [0.2, WINDOW - 3]], back: false },
    { name: "slow for a while, then quick for a whole window", inThread: [[SLOW_MS + 1, 50], [0.2, WINDOW]], back: true },
  ])("sent to a thread by chance, then $name → back on the loop: $back", ({ inThread, back }) => {
    const changes: RouteChange[] = [];
    const routing = new BotRouting((change) => changes.push(change));
    play(routing, "shiver-me-timbers", [[0.1, 100], [SLOW_MS + 10, 3]]); // a collection or two, and the first compiling
    expect(routing.inThread("shiver-me-timbers")).toBe(true);
    for (const [ms, count] of inThread) for (let i = 0; i < count; i++) routing.observeInThread("shiver-me-timbers", ms);
    expect(routing.inThread("shiver-me-timbers")).toBe(!back);
    expect(changes.map((c) => c.toThread)).toEqual(back ? [true, false] : [true]);
  });

  test("back on the loop, it is judged afresh: three slow decisions send it again", () => {
    const routing = new BotRouting();
    play(routing, "pirate-king", [[SLOW_MS + 1, 3]]);
    for (let i = 0; i < WINDOW; i++) routing.observeInThread("pirate-king", 0.1);
    expect(routing.inThread("pirate-king")).toBe(false);
    play(routing, "pirate-king", [[SLOW_MS + 1, 2], [0.1, 100]]);
    expect(routing.inThread("pirate-king")).toBe(false);
    play(routing, "pirate-king", [[SLOW_MS + 1, 1]]);
    expect(routing.inThread("pirate-king")).toBe(true);
  });

  test("decisions in a thread do not count for a game on the loop", () => {
    const routing = new BotRouting();
    for (let i = 0; i < WINDOW; i++) routing.observeInThread("booty-dice", SLOW_MS + 1);
    expect(routing.inThread("booty-dice")).toBe(false);
    play(routing, "booty-dice", [[SLOW_MS + 1, 2]]);
    expect(routing.inThread("booty-dice")).toBe(false);
  });

  test("the move is told once, with the count behind it, and lasts while the bot has not shown itself quick there", () => {
    const changes: RouteChange[] = [];
    const routing = new BotRouting((change) => changes.push(change));
    play(routing, "pirates-cove", [[1, 10], [SLOW_MS + 1, 3], [1, 500]]);
    routing.sendToThreads("pirates-cove", "again");
    expect(routing.inThread("pirates-cove")).toBe(true);
    expect(changes).toEqual([{ game: "pirates-cove", toThread: true, reason: `3 of its last 13 decisions took over ${SLOW_MS} ms` }]);
  });
});
