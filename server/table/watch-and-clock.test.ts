import { matchMaker } from "@colyseus/core";
import { createTable, joinTable, logEntries, startTestServer, until, type TestServer } from "../test/harness";
import type { BaseTableRoom } from "./table-room";
import type { DelayedFrame } from "./watch-policy";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { actionsPerSecond: 1000, graceSeconds: 30 } });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.colyseus.cleanup();
});

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
const delayed = async (code: string) => {
  const response = await fetch(`${t.endpoint}/api/tables/${code}/delayed`);
  return { status: response.status, frame: (await response.json()) as DelayedFrame & { error?: { code: string } } };
};

/** Anne (seat 0) and Bess (seat 1) pass in turn until `version`. */
async function passUntil(anne: Awaited<ReturnType<typeof createTable>>, bess: Awaited<ReturnType<typeof createTable>>, version: number) {
  while (anne.room.state.version < version) {
    const v = anne.room.state.version;
    (anne.room.state.active[0] === 0 ? anne : bess).room.send("action", { version: v, action: { type: "pass" } });
    await until(() => anne.room.state.version > v, `version ${v + 1}`);
  }
}

describe("watching policies", () => {
  it("none: nobody may watch; players still join", async () => {
    const anne = await createTable(t, { seats: 2, watching: "none" });
    await expect(joinTable(t, anne.room.roomId, { watch: true })).rejects.toThrow(/watch\/none/);
    await joinTable(t, anne.room.roomId, { name: "Bess" });
    await until(() => anne.room.state.status === "playing", "start");
    await expect(joinTable(t, anne.room.roomId, { name: "Cat" })).rejects.toThrow(/watch\/none/);
  });

  it("live: spectators join the room as before, and there is no delayed frame", async () => {
    const anne = await createTable(t, { seats: 2 });
    await joinTable(t, anne.room.roomId, { watch: true });
    expect((await delayed(anne.room.roomId)).frame.error?.code).toBe("watch/not_delayed");
  });

  it("delayed by 3: a spectator sees the public board 3 actions behind, never a secret, and the end once it is over", async () => {
    const anne = await createTable(t, { seats: 2, watching: "delayed", watchDelay: 3, options: { length: 8 } });
    const code = anne.room.roomId;
    await expect(joinTable(t, code, { watch: true })).rejects.toThrow(new RegExp(`watch/delayed.*3 actions behind.*/w/${code}`));
    const bess = await joinTable(t, code, { name: "Bess" });
    await until(() => anne.room.state.status === "playing", "start");
    expect((await delayed(code)).frame).toMatchObject({ version: 0, behind: 0, status: "playing" });
    await passUntil(anne, bess, 5);
    const room = serverRoom(code);
    let seen = await delayed(code);
    for (let i = 0; i < 50 && seen.frame.version !== 2; i++) seen = await delayed(code);
    expect(seen.frame).toMatchObject({ version: 2, behind: 3, status: "playing", seats: [{ name: "Anne" }, { name: "Bess" }] });
    expect((seen.frame.board as { actions: number }).actions).toBe(2);
    expect(anne.room.state.version).toBe(5);
    const text = JSON.stringify(seen.frame);
    for (const word of (room.match.state as { words: string[] }).words) expect(text).not.toContain(word);
    await passUntil(anne, bess, 8);
    await until(() => anne.room.state.status === "finished", "the end");
    for (let i = 0; i < 50 && seen.frame.status !== "finished"; i++) seen = await delayed(code);
    expect(seen.frame).toMatchObject({ version: 8, behind: 0, status: "finished", result: { summary: expect.any(String) } });
  });
});

describe("turn clocks", () => {
  it("when a move's time runs out the bot moves for the seat, which is away until its player comes back", async () => {
    const anne = await createTable(t, { seats: 2, bots: [1], clock: { kind: "move", seconds: 2 }, options: { length: 40 } });
    const code = anne.room.roomId;
    await until(() => anne.room.state.status === "playing", "start");
    const clock = await anne.inbox.wait("clock", (c) => c.seats.some((s: { running: boolean }) => s.running));
    expect(clock).toMatchObject({ kind: "move", seats: [{ seat: 0, running: true }, { seat: 1, running: false }] });
    expect(clock.seats[0].remainingMs).toBeGreaterThan(1000);
    // Anne does nothing: after 2 s the bot moves for her.
    await until(() => logEntries(anne.inbox).some((e) => e.kind === "table/timeout"), "timeout", 5000);
    await until(() => anne.room.state.seats[0].botActing === true, "anne away");
    await until(() => serverRoom(code).match.version >= 3, "the bot moved for anne");
    const record = await t.journal.getMatch(serverRoom(code).match.matchId);
    expect(record!.actions[0].seat).toBe(0); // the first action was Anne's, made by the bot
    // She takes her seat back (the table page's "I'm back" sends `sit`).
    anne.room.send("sit", {});
    await until(() => anne.room.state.seats[0].botActing === false, "anne back");
    expect(logEntries(anne.inbox).some((e) => e.kind === "table/back")).toBe(true);
  });

  it("refuses a clock under two seconds", async () => {
    await expect(createTable(t, { seats: 2, clock: { kind: "bank", seconds: 1 } })).rejects.toThrow(/create\/invalid.*clock/);
  });
});
