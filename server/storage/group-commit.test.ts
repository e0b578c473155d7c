import { GroupCommit } from "./group-commit";

/** A fake store: records each transaction; a write "bad" makes its transaction fail. */
function fakeStore(delayMs = 0) {
  const committed: string[][] = [];
  const commit = async (ops: readonly string[]) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (ops.includes("bad")) throw new Error("bad write");
    committed.push([...ops]);
  };
  return { committed, commit };
}

describe("GroupCommit", () => {
  it("commits writes of the same turn together, and later ones in the next batch", async () => {
    const store = fakeStore(5);
    const queue = new GroupCommit(store.commit);
    const first = ["a", "b", "c"].map((op) => queue.submit(op));
    // The batch starts at the end of the turn (setImmediate); an immediate queued after it runs
    // after it, so the first batch is in flight here. (A 1 ms timer could fire first on a busy machine.)
    await new Promise((resolve) => setImmediate(resolve));
    const second = ["d", "e"].map((op) => queue.submit(op));
    await Promise.all([...first, ...second]);
    expect(store.committed).toEqual([["a", "b", "c"], ["d", "e"]]);
  });

  it("eager: the first write goes before the end of the turn; writes arriving meanwhile form the next batch", async () => {
    const store = fakeStore(5);
    const started: string[][] = [];
    const queue = new GroupCommit((ops: readonly string[]) => (started.push([...ops]), store.commit(ops)), 1000, "eager");
    const first = queue.submit("a");
    const sameCallback = queue.submit("b"); // same synchronous stretch: same batch
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([["a", "b"]]); // already started, no setImmediate waited for
    const later = ["c", "d"].map((op) => queue.submit(op));
    expect(started).toHaveLength(1); // a batch is in flight: these wait for it
    await Promise.all([first, sameCallback, ...later]);
    expect(store.committed).toEqual([["a", "b"], ["c", "d"]]);
  });

  it("turn (default): the first write waits for the end of the event-loop turn", async () => {
    const started: string[][] = [];
    const queue = new GroupCommit(async (ops: readonly string[]) => void started.push([...ops]));
    const write = queue.submit("a");
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([]);
    await write;
    expect(started).toEqual([["a"]]);
  });

  it("resolves a write only after the transaction holding it has committed", async () => {
    const store = fakeStore(5);
    const queue = new GroupCommit(store.commit);
    let seen: string[][] = [];
    await queue.submit("x").then(() => (seen = store.committed.map((b) => [...b])));
    expect(seen).toEqual([["x"]]);
  });

  it("retries a failed batch write by write, so only the bad write fails", async () => {
    const store = fakeStore();
    const queue = new GroupCommit(store.commit);
    const outcomes = await Promise.allSettled(["a", "bad", "c"].map((op) => queue.submit(op)));
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(store.committed).toEqual([["a"], ["c"]]);
  });

  it("caps the batch size and keeps the order", async () => {
    const store = fakeStore();
    const queue = new GroupCommit(store.commit, 2);
    await Promise.all(["1", "2", "3", "4", "5"].map((op) => queue.submit(op)));
    expect(store.committed).toEqual([["1", "2"], ["3", "4"], ["5"]]);
  });

  it("settled() waits for every write submitted before it, failed ones included", async () => {
    const store = fakeStore(3);
    const queue = new GroupCommit(store.commit);
    const writes = ["a", "bad"].map((op) => queue.submit(op).catch(() => "failed"));
    await queue.settled();
    expect(store.committed).toEqual([["a"]]);
    expect(await Promise.all(writes)).toEqual([undefined, "failed"]);
    await expect(queue.settled()).resolves.toBeUndefined(); // idle: resolves at once
  });
});
