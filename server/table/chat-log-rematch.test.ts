import { matchMaker } from "@colyseus/core";
import { createTable, joinTable, startTestServer, until, type TestServer, logEntries } from "../test/harness";
import { MAX_CHAT_LENGTH } from "./chat";
import type { BaseTableRoom } from "./table-room";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { actionsPerSecond: 1000, chatPer10s: 4 } });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.colyseus.cleanup();
});

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
const logOf = logEntries;

describe("chat", () => {
  it("carries lines from players and spectators to everyone, with history for newcomers", async () => {
    const anne = await createTable(t, { seats: 2 });
    const code = anne.room.roomId;
    const watcher = await joinTable(t, code, { name: "Cat", watch: true });
    anne.room.send("chat", { text: "  Ahoy!  " });
    const line = await watcher.inbox.wait("chat", (c) => c.text === "Ahoy!");
    expect(line).toEqual({ from: "Anne", seat: 0, text: "Ahoy!", at: expect.any(Number) });
    watcher.room.send("chat", { text: "Just watching" });
    expect(await anne.inbox.wait("chat", (c) => c.text === "Just watching")).toMatchObject({ from: "Cat", seat: null });
    const late = await joinTable(t, code, { name: "Bess" });
    await until(() => late.inbox.of("chat").length === 2, "history");
    expect(late.inbox.of("chat").map((c) => c.text)).toEqual(["Ahoy!", "Just watching"]);
  });

  it("refuses empty and overlong lines, and floods, without disconnecting", async () => {
    const anne = await createTable(t, { seats: 2 });
    const reject = async (text: string) => {
      const next = anne.inbox.next("rejected");
      anne.room.send("chat", { text });
      return (await next).code;
    };
    expect(await reject("   ")).toBe("chat/empty");
    expect(await reject("x".repeat(MAX_CHAT_LENGTH + 1))).toBe("chat/too_long");
    for (let i = 0; i < 6; i++) anne.room.send("chat", { text: `line ${i}` });
    await until(() => anne.inbox.of("rejected").some((r) => r.code === "rate/limited"), "rate limited");
    expect(anne.inbox.of("chat").length).toBe(2); // 4 per 10 s, and the two refused lines counted

    expect(anne.room.connection.isOpen).toBe(true);
  });
});

describe("game log", () => {
  it("sends each event to each client with per-seat text, and the whole history on join", async () => {
    const anne = await createTable(t, { seats: 2 });
    const code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    await until(() => anne.room.state.status === "playing", "start");
    anne.room.send("action", { version: 0, action: { type: "draw" } });
    await until(() => logOf(bess.inbox).some((e) => e.kind === "draw"), "draw logged");
    const drawn = serverRoom(code).match.state as { hands: { id: string }[][] };
    const card = drawn.hands[0][2].id;
    expect(logOf(anne.inbox).find((e) => e.kind === "draw")).toMatchObject({ text: `You drew ${card}.` });
    expect(logOf(bess.inbox).find((e) => e.kind === "draw")).toMatchObject({ text: "Anne drew a card." });
    const late = await joinTable(t, code, { watch: true });
    const history = logOf(late.inbox);
    // The seal of the dice comes first (seed-commitment.ts), the seed's mix just before the start.
    expect(history.map((e) => e.kind)).toEqual(["table/fair-seal", "table/sit", "table/sit", "table/fair-seed", "table/start", "draw"]);
    expect(history[5].text).toBe("Anne drew a card.");
    expect(history.map((e) => e.n)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(JSON.stringify(history)).not.toContain(card);
  });

  it("sends a public entry as a compact [n, kind, text] message, without the event's data", async () => {
    const anne = await createTable(t, { seats: 2 });
    const code = anne.room.roomId;
    await joinTable(t, code, { name: "Bess" });
    const watcher = await joinTable(t, code, { watch: true });
    await until(() => anne.room.state.status === "playing", "start");
    // A copy: the synced card is a live object, which the action's own patch may rewrite
    // (the hand shifts) before the log message is checked below.
    const card = { ...anne.room.state.private.get("0").hand[0].toJSON() } as { id: string; value: number };
    const next = watcher.inbox.next("log");
    anne.room.send("action", { version: 0, action: { type: "play", card: card.id } });
    // The event carries data { seat, card }; only the sentence travels (the state has the rest).
    expect(await next).toEqual([6, "play", `Anne played ${card.id} (${card.value}).`]);
  });
});

describe("rematch", () => {
  it("starts a new match at the same table and seats, with a new seed and id, for any seated player after the end", async () => {
    const anne = await createTable(t, { seats: 2, options: { length: 2 } });
    const code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    const watcher = await joinTable(t, code, { watch: true });
    await until(() => anne.room.state.status === "playing", "start");
    anne.room.send("rematch", {});
    expect((await anne.inbox.next("rejected")).code).toBe("rematch/not_finished");
    const first = { ...serverRoom(code).match.header() };
    anne.room.send("action", { version: 0, action: { type: "pass" } });
    await until(() => anne.room.state.version === 1, "one");
    bess.room.send("action", { version: 1, action: { type: "pass" } });
    await until(() => anne.room.state.status === "finished", "end");
    expect(anne.room.state.result.summary).toMatch(/won with 0/);
    expect([...anne.room.state.result.winners]).toEqual([0, 1]);
    expect((await t.journal.getMatch(first.matchId))?.status).toBe("finished");

    watcher.room.send("rematch", {});
    expect((await watcher.inbox.next("rejected")).code).toBe("seat/spectator");
    bess.room.send("rematch", {});
    await until(() => anne.room.state.status === "playing" && anne.room.state.version === 0, "rematch started");
    const second = serverRoom(code).match.header();
    expect(second.matchId).not.toBe(first.matchId);
    expect(second.seed).not.toBe(first.seed);
    expect(second.code).toBe(code);
    expect(second.seats).toEqual(first.seats);
    expect(anne.room.state.result.summary).toBe("");
    expect(anne.room.state.private.get("0").word).toMatch(/^WORD-/);
    expect(logOf(anne.inbox).some((e) => e.kind === "table/rematch")).toBe(true);
    expect((await t.journal.getMatch(second.matchId))?.status).toBe("playing");
    anne.room.send("action", { version: 0, action: { type: "draw" } });
    await until(() => anne.room.state.version === 1, "the new match goes on");
  });
});
