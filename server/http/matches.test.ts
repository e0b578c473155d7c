import { matchMaker } from "@colyseus/core";
import { createTable, startTestServer, until, type TestServer } from "../test/harness";
import type { BaseTableRoom } from "../table/table-room";
import { checkSeal } from "../table/fair-dice";
import type { MatchRecordJson } from "./match-record";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { actionsPerSecond: 1000 } });
});
afterAll(async () => {
  await t.close();
});

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;

describe("GET /api/matches/:id", () => {
  it("gives a finished match's record (seats, seal, seed, every action with seat and time, result), never a seat token's hash", async () => {
    const anne = await createTable(t, { seats: 2, bots: [1], options: { length: 3 }, entropy: "0a0b0c0d" });
    const code = anne.room.roomId;
    const matchId = serverRoom(code).match.matchId;
    // While the game is on, the record (and with it the seed) is not there.
    expect((await fetch(`${t.endpoint}/api/matches/${matchId}`)).status).toBe(404);
    for (let version = 0; anne.room.state.status !== "finished"; ) {
      await until(() => anne.room.state.status === "finished" || (anne.room.state.active[0] === 0 && anne.room.state.version >= version), "anne's turn");
      if (anne.room.state.status === "finished") break;
      version = anne.room.state.version;
      anne.room.send("action", { version, action: { type: "pass" } });
      await until(() => anne.room.state.version > version, "pass");
      version += 1;
    }
    const response = await fetch(`${t.endpoint}/api/matches/${matchId}`);
    expect(response.status).toBe(200);
    const record = (await response.json()) as MatchRecordJson;
    expect(record).toMatchObject({
      id: matchId,
      game: "secret-test",
      options: { length: 3 },
      settings: { watch: "live", clock: null },
      seats: [{ seat: 0, name: "Anne", bot: false }, { seat: 1, name: "Bot 2", bot: true }],
      result: { winners: expect.any(Array), summary: expect.any(String) },
    });
    expect(record.actions).toHaveLength(3);
    expect(record.actions.map((a) => a.seat)).toEqual([0, 1, 0]);
    expect(record.actions.every((a, n) => a.n === n && typeof a.at === "number" && typeof (a.action as { type: unknown }).type === "string")).toBe(true);
    expect(record.actions[0].action).toEqual({ type: "pass" });
    expect(record.fairness?.entropy).toEqual(["0a0b0c0d", null]);
    expect(checkSeal(record.fairness!, record.seed)).toBe(true);
    const text = JSON.stringify(record);
    for (const seat of serverRoom(code).match.seats) if (seat.tokenHash) expect(text).not.toContain(seat.tokenHash);
    expect(text).not.toContain(code);

    const download = await fetch(`${t.endpoint}/api/matches/${matchId.toUpperCase()}?download=1`);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="?broadside-secret-test-[0-9a-f-]+\.json"?$/);
  });

  it.each(["not-an-id", "00000000-0000-4000-8000-000000000000"])("answers 404 match/unknown for %s", async (id) => {
    const response = await fetch(`${t.endpoint}/api/matches/${id}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("match/unknown");
  });
});
