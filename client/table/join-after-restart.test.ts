import { joinAfterRestart } from "./join-after-restart";

const notFound = new Error('room "REA347" not found');
const retry = { attempts: 4, waitMs: 2000 };

describe("joining a table a restart is still rebuilding", () => {
  it.each([
    // [what the joins do, whether a failure is worth retrying, outcome, joins tried, waits]
    ["joins at once", ["ok"], true, "ok", 1, 0],
    ["waits while the table is restored, then joins", ["fail", "fail", "ok"], true, "ok", 3, 2],
    ["gives up after the last attempt", ["fail", "fail", "fail", "fail", "ok"], true, notFound, 4, 3],
    ["does not retry a failure that is not a restore", ["fail", "ok"], false, notFound, 1, 0],
  ] as const)("%s", async (_title, outcomes, worth, expected, joins, waits) => {
    let tried = 0;
    const slept: number[] = [];
    let waited = 0;
    const result = joinAfterRestart(
      async () => {
        const outcome = outcomes[tried++];
        if (outcome === "fail") throw notFound;
        return outcome;
      },
      async (error) => error === notFound && worth,
      () => waited++,
      retry,
      async (ms) => void slept.push(ms),
    );
    if (expected === notFound) await expect(result).rejects.toBe(notFound);
    else await expect(result).resolves.toBe(expected);
    expect(tried).toBe(joins);
    expect(waited).toBe(waits);
    expect(slept).toEqual(Array(waits).fill(2000));
  });
});
