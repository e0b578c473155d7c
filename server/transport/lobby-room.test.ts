import { createTable, sleep, startTestServer, until, type TestServer } from "../test/harness";

describe("lobby room", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { lobbyFiltersPer10s: 3 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a connection's filters up to the limit, then rate/limited without the listing", async () => {
    const lobby = await t.client().joinOrCreate("lobby");
    const seen: { type: string; payload: any }[] = [];
    lobby.onMessage("*", (type, payload) => seen.push({ type: String(type), payload }));
    await sleep(100);
    const before = seen.filter((m) => m.type === "rooms").length; // the listing on join
    for (let i = 0; i < 6; i++) lobby.send("filter", { name: "table", metadata: { game: "secret-test" } });
    await sleep(300);
    expect(seen.filter((m) => m.type === "rooms").length - before).toBe(3);
    const refused = seen.filter((m) => m.type === "rejected").map((m) => m.payload.code);
    expect(refused).toEqual(["rate/limited", "rate/limited", "rate/limited"]);
    await lobby.leave();
  });

  it("does not hold the process open after a listed table goes (Jest 'did not exit one second after the test run')", async () => {
    const lobby = await t.client().joinOrCreate("lobby");
    const removed: string[] = [];
    lobby.onMessage("*", (type, payload) => type === "-" && removed.push(String(payload)));
    const timers: NodeJS.Timeout[] = [];
    const real = global.setTimeout;
    const spy = jest.spyOn(global, "setTimeout").mockImplementation(((fn: () => void, ms?: number) => {
      const timer = real(fn, ms);
      if (ms === 2000) timers.push(timer);
      return timer;
    }) as typeof setTimeout);
    try {
      const host = await createTable(t, { isPublic: true });
      const code = host.room.roomId;
      await host.room.leave();
      await until(() => removed.includes(code), "the table leaves the listing", 5000);
      expect(timers.length).toBeGreaterThan(0);
      for (const timer of timers) expect(timer.hasRef()).toBe(false);
    } finally {
      spy.mockRestore();
      await lobby.leave();
    }
  });
});
