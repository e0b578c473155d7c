import { matchMaker } from "@colyseus/core";
import { createTable, joinTable, logEntries, startTestServer, until, type TestServer } from "../test/harness";
import { commitmentOf, gameSeedOf } from "./seed-commitment";
import type { BaseTableRoom } from "./table-room";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { actionsPerSecond: 1000 } });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.colyseus.cleanup();
});

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
const HEX64 = /[0-9a-f]{64}/;

describe("fair dice at the table", () => {
  it("publishes a commitment before the start, mixes the players' entropy, and reveals seed and salt at the end", async () => {
    const anne = await createTable(t, { seats: 2, options: { length: 2 }, entropy: "aaaa1111" });
    const code = anne.room.roomId;
    const sealEntry = logEntries(anne.inbox).find((e) => e.kind === "table/fair-seal");
    const commitment = sealEntry?.text.match(HEX64)?.[0];
    expect(commitment).toBeDefined();
    const bess = await joinTable(t, code, { name: "Bess", entropy: "bbbb2222" });
    await until(() => anne.room.state.status === "playing", "start");
    const room = serverRoom(code);
    const sealed = room.match.fairness!;
    expect(sealed.commitment).toBe(commitment);
    expect(sealed.entropy).toEqual(["aaaa1111", "bbbb2222"]);
    expect(room.match.seed).toBe(gameSeedOf(sealed.serverSeed, sealed.entropy));
    // Nothing secret went out while the game was on.
    const sentDuringPlay = JSON.stringify([anne.inbox.messages, bess.inbox.messages]);
    expect(sentDuringPlay).not.toContain(sealed.serverSeed);
    expect(sentDuringPlay).not.toContain(sealed.salt);

    anne.room.send("action", { version: 0, action: { type: "pass" } });
    await until(() => anne.room.state.version === 1, "first pass");
    bess.room.send("action", { version: 1, action: { type: "pass" } });
    const reveal = await bess.inbox.wait("log", (m) => JSON.stringify(m).includes("table/fair-reveal"));
    const text = logEntries({ of: () => [reveal] }).find((e) => e.kind === "table/fair-reveal")!.text;
    const [, serverSeed, salt, seed, matchId] = text.match(/server seed ([0-9a-f]+), salt ([0-9a-f]+), seed (\d+).*\/v\/([0-9a-f-]+)/)!;
    expect(commitmentOf(serverSeed, salt)).toBe(commitment);
    expect(Number(seed)).toBe(gameSeedOf(serverSeed, ["aaaa1111", "bbbb2222"]));
    const record = await t.journal.getMatch(matchId);
    expect(record).toMatchObject({ status: "finished", seed: Number(seed), fairness: { commitment, serverSeed, salt } });
  });

  it("seals a fresh seed for a rematch", async () => {
    const anne = await createTable(t, { seats: 2, bots: [1], options: { length: 2 } });
    const code = anne.room.roomId;
    await until(() => anne.room.state.status === "finished" || anne.room.state.active[0] === 0, "anne's turn");
    anne.room.send("action", { version: 0, action: { type: "pass" } });
    await until(() => anne.room.state.status === "finished", "the end");
    const first = serverRoom(code).match.fairness!.commitment;
    const firstId = serverRoom(code).match.matchId;
    anne.room.send("rematch", {});
    await until(() => serverRoom(code).match.matchId !== firstId, "rematch");
    // The server has the new match before its seal's log message reaches Anne (a loaded machine).
    const seals = () => logEntries(anne.inbox).filter((e) => e.kind === "table/fair-seal");
    await until(() => seals().length >= 2, "the new seal reaches Anne");
    expect(seals()).toHaveLength(2);
    expect(seals()[1].text).toContain(serverRoom(code).match.fairness!.commitment);
    expect(serverRoom(code).match.fairness!.commitment).not.toBe(first);
  });

  it("refuses a join whose entropy is not hex", async () => {
    const anne = await createTable(t, { seats: 2 });
    await expect(joinTable(t, anne.room.roomId, { name: "Bess", entropy: "not hex!" })).rejects.toThrow(/entropy/);
  });
});
