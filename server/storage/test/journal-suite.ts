import type { OpenedJournal } from "../open-journal";
import type { MatchHeader, LoggedEntry } from "../../table/journal";
import { migrateToLatest } from "../migrate";
import { openDatabase, openJournal, type StorageConfig } from "../open-journal";

/** One back end under test: a fresh, empty place to store matches, and a way to remove it. */
export interface BackendUnderTest {
  readonly title: string;
  readonly config: StorageConfig;
  cleanup(): Promise<void>;
}

let counter = 0;
const uniqueId = (label: string) => `${label}-${process.pid}-${++counter}`;

export function header(matchId: string, overrides: Partial<MatchHeader> = {}): MatchHeader {
  return {
    matchId,
    code: "K7WQ2M",
    game: "booty-dice",
    options: { shortGame: true, target: 25 },
    isPublic: false,
    hostSeat: 0,
    seats: [
      { name: "Anne", bot: false, tokenHash: "a".repeat(64) },
      { name: "Bot Barbossa", bot: true, tokenHash: null },
      { name: "", bot: false, tokenHash: null },
    ],
    seed: 123456789,
    status: "waiting",
    result: null,
    createdAt: 1_780_000_000_000,
    ...overrides,
  };
}

const entry = (n: number, seat = n % 2): LoggedEntry => ({ seat, action: { type: "roll", n }, at: 1_780_000_000_000 + n });

/**
 * The contract every MatchJournal back end must keep. Run by sqlite-journal.test.ts and
 * postgres-journal.test.ts against real databases.
 */
export function journalContract(makeBackend: () => Promise<BackendUnderTest>): void {
  let backend: BackendUnderTest;
  let journal: OpenedJournal;

  beforeAll(async () => {
    backend = await makeBackend();
  });
  afterAll(async () => {
    await journal?.close();
    await backend?.cleanup();
  });

  it("runs its migrations once, and again as a no-op", async () => {
    const first = await openDatabase(backend.config);
    try {
      expect(await migrateToLatest(first.db, first.schema)).toEqual(["001-create-matches-and-actions", "002-add-table-settings-and-fairness"]);
      expect(await migrateToLatest(first.db, first.schema)).toEqual([]);
    } finally {
      await first.db.destroy();
    }
    // A second process start migrates nothing and finds the tables.
    journal = await openJournal(backend.config);
    expect(await journal.listUnfinished()).toEqual([]);
  });

  it("keeps a table's settings and its sealed seed", async () => {
    const id = uniqueId("settings");
    const sealed = { commitment: "c".repeat(64), serverSeed: "5".repeat(32), salt: "a".repeat(32), entropy: ["0123abcd", null, null] };
    const settings = { watch: "delayed" as const, watchDelay: 3, clock: { kind: "bank" as const, seconds: 300 } };
    await journal.saveHeader(header(id, { settings, fairness: sealed }));
    expect(await journal.getMatch(id)).toEqual({ ...header(id, { settings, fairness: sealed }), actions: [] });
    await journal.finish(id, { winners: [0], summary: "Anne wins." });
    expect((await journal.getMatch(id))?.fairness).toEqual(sealed);
  });

  it("creates a header, then replaces it without touching the actions", async () => {
    const id = uniqueId("header");
    await journal.saveHeader(header(id));
    expect(await journal.getMatch(id)).toEqual({ ...header(id), actions: [] });

    await journal.appendAction(id, 0, entry(0));
    const started = header(id, {
      status: "playing",
      isPublic: true,
      hostSeat: 2,
      seats: [
        { name: "Anne", bot: false, tokenHash: "a".repeat(64) },
        { name: "Bot Barbossa", bot: true, tokenHash: null },
        { name: "Mary 🏴‍☠️", bot: false, tokenHash: "b".repeat(64) },
      ],
    });
    await journal.saveHeader(started);
    expect(await journal.getMatch(id)).toEqual({ ...started, actions: [entry(0)] });
  });

  it("round-trips JSON, large and negative seeds, and absent options", async () => {
    const id = uniqueId("json");
    const options = { nested: { list: [1, 2.5, -3e-7, null, true, "ä\"\\\n"], empty: {} }, big: 2 ** 53 - 1 };
    await journal.saveHeader(header(id, { options, seed: 2 ** 32 - 1 }));
    const action = { type: "keep", dice: [0, 3, 5], note: "“quoted” 🦜", deep: { a: [{ b: null }] } };
    await journal.appendAction(id, 0, { seat: 1, action, at: 2 ** 42 });
    expect(await journal.getMatch(id)).toEqual({
      ...header(id, { options, seed: 2 ** 32 - 1 }),
      actions: [{ seat: 1, action, at: 2 ** 42 }],
    });

    const negative = uniqueId("json");
    await journal.saveHeader(header(negative, { seed: -(2 ** 31), options: undefined }));
    const got = await journal.getMatch(negative);
    expect(got?.seed).toBe(-(2 ** 31));
    expect(got?.options).toEqual({});
  });

  it("keeps appended actions in index order", async () => {
    const id = uniqueId("order");
    await journal.saveHeader(header(id, { status: "playing" }));
    for (let i = 0; i < 30; i++) await journal.appendAction(id, i, entry(i));
    expect((await journal.getMatch(id))?.actions).toEqual(Array.from({ length: 30 }, (_, i) => entry(i)));
  });

  it("rejects an index written twice and keeps the first", async () => {
    const id = uniqueId("dup");
    await journal.saveHeader(header(id, { status: "playing" }));
    await journal.appendAction(id, 0, entry(0));
    await journal.appendAction(id, 1, entry(1));
    await expect(journal.appendAction(id, 1, entry(99))).rejects.toThrow(/action 1 of match .* is already stored/);
    await expect(journal.appendAction(id, 0, entry(98))).rejects.toThrow(/already stored/);
    expect((await journal.getMatch(id))?.actions).toEqual([entry(0), entry(1)]);
  });

  it("rejects a gap, an unknown match and a bad index", async () => {
    const id = uniqueId("gap");
    await journal.saveHeader(header(id, { status: "playing" }));
    await journal.appendAction(id, 0, entry(0));
    await expect(journal.appendAction(id, 2, entry(2))).rejects.toThrow(/no action 1/);
    await expect(journal.appendAction(uniqueId("nobody"), 0, entry(0))).rejects.toThrow(/unknown match/);
    await expect(journal.appendAction(id, -1, entry(0))).rejects.toThrow(/bad index/);
    await expect(journal.finish(uniqueId("nobody"), { winners: [], summary: "" })).rejects.toThrow(/unknown match/);
    expect((await journal.getMatch(id))?.actions).toEqual([entry(0)]);
  });

  it("finishes a match: it keeps its record and leaves the unfinished list", async () => {
    const id = uniqueId("finish");
    await journal.saveHeader(header(id, { status: "playing" }));
    await journal.appendAction(id, 0, entry(0));
    expect((await journal.listUnfinished()).map((m) => m.matchId)).toContain(id);
    const result = { winners: [0, 2], scores: [25, 3, 25], summary: "Anne and Mary share the booty." };
    await journal.finish(id, result);
    expect(await journal.getMatch(id)).toEqual({
      ...header(id, { status: "finished", result }),
      actions: [entry(0)],
    });
    expect((await journal.listUnfinished()).map((m) => m.matchId)).not.toContain(id);
    expect(await journal.getMatch(uniqueId("nobody"))).toBeNull();
  });

  it("lists every unfinished match with its own actions in order", async () => {
    const ids = [uniqueId("list"), uniqueId("list"), uniqueId("list")];
    await journal.saveHeader(header(ids[0], { status: "waiting", code: "AAAAAA" }));
    await journal.saveHeader(header(ids[1], { status: "playing", code: "BBBBBB" }));
    await journal.saveHeader(header(ids[2], { status: "playing", code: "CCCCCC" }));
    // Interleaved, so a wrong grouping or ordering would show.
    for (let i = 0; i < 12; i++) {
      await journal.appendAction(ids[1], i, entry(i));
      if (i < 5) await journal.appendAction(ids[2], i, entry(100 + i));
    }
    await journal.finish(ids[2], { winners: [1], summary: "Bot wins." });
    const listed = (await journal.listUnfinished()).filter((m) => ids.includes(m.matchId));
    expect(listed).toEqual([
      { ...header(ids[0], { status: "waiting", code: "AAAAAA" }), actions: [] },
      { ...header(ids[1], { status: "playing", code: "BBBBBB" }), actions: Array.from({ length: 12 }, (_, i) => entry(i)) },
    ]);
  });

  it("commits concurrent appends from many matches, each in order", async () => {
    const ids = Array.from({ length: 40 }, () => uniqueId("many"));
    await Promise.all(ids.map((id) => journal.saveHeader(header(id, { status: "playing" }))));
    // Every match awaits its own appends one by one, as a room does; the matches run at once.
    await Promise.all(
      ids.map(async (id, m) => {
        for (let i = 0; i < 25; i++) await journal.appendAction(id, i, entry(i, m % 3));
      }),
    );
    const listed = new Map((await journal.listUnfinished()).map((r) => [r.matchId, r.actions]));
    ids.forEach((id, m) => expect(listed.get(id)).toEqual(Array.from({ length: 25 }, (_, i) => entry(i, m % 3))));
  });

  it("commits un-awaited appends in call order; a bad one in a batch fails alone", async () => {
    const id = uniqueId("burst");
    const other = uniqueId("burst");
    const saved = [journal.saveHeader(header(id, { status: "playing" })), journal.saveHeader(header(other))];
    const calls = [
      journal.appendAction(id, 0, entry(0)),
      journal.appendAction(id, 1, entry(1)),
      journal.appendAction(id, 1, entry(77)), // duplicate inside the same batch
      journal.appendAction(other, 0, entry(0)),
      journal.appendAction(id, 2, entry(2)),
      journal.appendAction(id, 4, entry(4)), // gap inside the same batch
      journal.finish(other, { winners: [0], summary: "Anne wins." }),
    ];
    const outcomes = await Promise.allSettled([...saved, ...calls]);
    expect(outcomes.map((o) => o.status)).toEqual([
      "fulfilled", "fulfilled", "fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled", "rejected", "fulfilled",
    ]);
    expect((await journal.getMatch(id))?.actions).toEqual([entry(0), entry(1), entry(2)]);
    expect(await journal.getMatch(other)).toMatchObject({ status: "finished", actions: [entry(0)] });
  });

  it("close() waits for pending writes; a reopened journal has everything", async () => {
    const id = uniqueId("reopen");
    await journal.saveHeader(header(id, { status: "playing" }));
    const pending = Array.from({ length: 200 }, (_, i) => journal.appendAction(id, i, entry(i)));
    await journal.close();
    await Promise.all(pending);
    await expect(journal.appendAction(id, 200, entry(200))).rejects.toThrow(/closed/);
    await expect(journal.getMatch(id)).rejects.toThrow(/closed/);

    journal = await openJournal(backend.config);
    expect(await journal.getMatch(id)).toEqual({
      ...header(id, { status: "playing" }),
      actions: Array.from({ length: 200 }, (_, i) => entry(i)),
    });
    await journal.appendAction(id, 200, entry(200));
    expect((await journal.getMatch(id))?.actions).toHaveLength(201);
  });
}
