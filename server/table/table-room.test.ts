import { createTable, joinTable, startTestServer, until, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.colyseus.cleanup();
});

describe("creating and joining a table", () => {
  it("creates a private table whose room id is the invite code; a friend joins by code and a third person watches", async () => {
    const host = await createTable(t, { seats: 2 });
    const code = host.room.roomId;
    expect(code).toMatch(/^[34679ACEFGHKMNPRTWXY]{6}$/);
    expect(host.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0, host: true });
    expect(host.inbox.last("welcome").seatToken).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const friend = await joinTable(t, code, { name: "Bess" });
    expect(friend.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1, host: false });

    const watcher = await joinTable(t, code, { name: "Cat" });
    expect(watcher.inbox.last("welcome")).toMatchObject({ role: "spectator", seat: null, seatToken: null });

    await until(() => host.room.state.status === "playing" && host.room.state.spectators === 1, "start and spectator count");
    expect(host.room.state.seats.map((s: any) => s.name)).toEqual(["Anne", "Bess"]);
    expect(host.room.state.code).toBe(code);
    expect(host.room.state.game).toBe("secret-test");
    expect(host.room.state.isPublic).toBe(false);
  });
});
