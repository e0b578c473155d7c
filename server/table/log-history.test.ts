import { CHUNK, LogHistory } from "./log-history";

const lines = (history: LogHistory) => {
  const out: [number, string][] = [];
  history.forEach((line, n) => out.push([n, line]));
  return out;
};
const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i): [number, string] => [from + i, `line ${from + i}`]);
const filled = (cap: number, count: number) => {
  const history = new LogHistory(cap);
  for (let i = 1; i <= count; i++) history.push(`line ${i}`);
  return history;
};

describe("LogHistory", () => {
  it.each([
    // [cap, lines pushed, first kept]
    [200, 0, 1],
    [200, 1, 1],
    [200, CHUNK - 1, 1],
    [200, CHUNK, 1],
    [200, CHUNK + 1, 1],
    [200, 200, 1],
    [200, 201, 2],
    [200, 200 + CHUNK, 1 + CHUNK],
    [200, 200 + CHUNK + 1, 2 + CHUNK],
    [2000, 5000, 3001],
  ])("with a cap of %i, after %i lines it keeps them from number %i on, in order", (cap, count, first) => {
    const history = filled(cap, count);
    expect(lines(history)).toEqual(count === 0 ? [] : numbered(first, count));
    expect(history.size).toBe(count - first + 1);
    expect(history.next).toBe(count + 1);
  });

  it("holds a game's repetitive lines in a fraction of their characters", () => {
    // Lines like a Shiver Me Timbers game's codes: a few shapes, seats and numbers.
    const texts = Array.from({ length: CHUNK * 4 }, (_, i) => JSON.stringify([14 + (i % 3), i % 4, (i * 7) % 11, 4]));
    const history = new LogHistory(CHUNK * 4);
    texts.forEach((t) => history.push(t));
    const raw = texts.reduce((n, t) => n + t.length, 0);
    expect(history.heldChars).toBeLessThan(raw / 2);
    expect(lines(history).map(([, line]) => line)).toEqual(texts);
  });

  it("gives back every line exactly, JSON text with quotes, escapes and non-Latin letters included", () => {
    const history = new LogHistory(CHUNK * 2);
    const texts = Array.from({ length: CHUNK + 5 }, (_, i) => JSON.stringify({ kind: "say", text: `Île "${i}"\n⚓ ${"x".repeat(i)}` }));
    texts.forEach((t) => history.push(t));
    expect(lines(history).map(([, line]) => line)).toEqual(texts);
  });

  it.each([
    // [lines pushed, lines forgotten]: within the open lines, across one chunk, across several, all
    [10, 3],
    [CHUNK + 3, 3],
    [CHUNK + 3, 4],
    [CHUNK * 3 + 3, CHUNK * 2 + 1],
    [CHUNK * 2, CHUNK * 2],
  ])("after %i lines, forgetting the last %i leaves the others and numbers on from them", (count, forget) => {
    const history = filled(CHUNK * 10, count);
    history.forgetLast(forget);
    expect(lines(history)).toEqual(numbered(1, count - forget));
    history.push("again");
    expect(lines(history).at(-1)).toEqual([count - forget + 1, "again"]);
  });

  it("forgets lines after the cap has dropped some, keeping the first kept number", () => {
    const history = filled(CHUNK * 2, CHUNK * 3 + 10); // the first chunk kept is partly dropped
    history.forgetLast(CHUNK + 20);
    const first = CHUNK + 11;
    expect(lines(history)).toEqual(numbered(first, CHUNK * 2 - 10));
    history.forgetLast(history.size);
    expect(lines(history)).toEqual([]);
    history.push("again");
    expect(lines(history)).toEqual([[first, "again"]]);
  });

  it("refuses to forget more than it keeps, and a cap below one chunk", () => {
    expect(() => filled(CHUNK * 2, 5).forgetLast(6)).toThrow("cannot forget 6 of 5 lines");
    expect(() => new LogHistory(CHUNK - 1)).toThrow();
  });
});
