import { matchMaker } from "@colyseus/core";
import { createTable, joinTable, logEntries, sleep, startTestServer, until, type TestServer } from "../test/harness";
import { MemoryJournal } from "./memory-journal";
import type { BaseTableRoom } from "./table-room";
import type { DelayedFrame } from "./watch-policy";

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;

describe("after a restart", () => {
  it("a table keeps its seal, its delayed view and its clocks, which wait while it waits for its players", async () => {
    const journal = new MemoryJournal();
    const config = { actionsPerSecond: 1000, graceSeconds: 2 };
    let t: TestServer = await startTestServer({ journal, config });
    let code: string, anneToken: string, bessToken: string, commitment: string;
    try {
      const anne = await createTable(t, { seats: 2, watching: "delayed", watchDelay: 2, clock: { kind: "bank", seconds: 600 }, options: { length: 8 }, entropy: "a1b2c3d4" });
      code = anne.room.roomId;
      const bess = await joinTable(t, code, { name: "Bess", entropy: "e5f6a7b8" });
      await until(() => anne.room.state.status === "playing", "start");
      anneToken = anne.inbox.last("welcome").seatToken;
      bessToken = bess.inbox.last("welcome").seatToken;
      commitment = serverRoom(code).match.fairness!.commitment;
      for (let v = 0; v < 4; v++) {
        (v % 2 === 0 ? anne : bess).room.send("action", { version: v, action: { type: "pass" } });
        await until(() => anne.room.state.version === v + 1, `version ${v + 1}`);
      }
      await t.server.close();
      await sleep(100);
    } catch (error) {
      await t.close();
      throw error;
    }

    t = await startTestServer({ journal, config });
    try {
      expect(await t.server.restore()).toEqual([code]);
      const room = serverRoom(code);
      expect(room.match.fairness).toMatchObject({ commitment, entropy: ["a1b2c3d4", "e5f6a7b8"] });
      const frame = (await (await fetch(`${t.endpoint}/api/tables/${code}/delayed`)).json()) as DelayedFrame;
      expect(frame).toMatchObject({ version: 2, behind: 2, status: "playing" });
      // Anne is back at once; the clocks still wait for the restored table's grace period.
      const anne = await joinTable(t, code, { seatToken: anneToken });
      await sleep(300);
      expect(anne.inbox.of("clock")).toEqual([]); // stopped: nothing runs, nothing is sent
      const bess = await joinTable(t, code, { seatToken: bessToken });
      await until(() => anne.inbox.of("clock").some((c) => c.seats[0].running), "clocks run after the grace period", 5000);
      // The banks were charged what the log says was spent before the restart: a little.
      expect(anne.inbox.last("clock").seats[0].remainingMs).toBeLessThanOrEqual(600_000);
      for (let v = 4; v < 8; v++) {
        (v % 2 === 0 ? anne : bess).room.send("action", { version: v, action: { type: "pass" } });
        await until(() => anne.room.state.version === v + 1 || anne.room.state.status === "finished", `version ${v + 1}`);
      }
      await until(() => logEntries(anne.inbox).some((e) => e.kind === "table/fair-reveal"), "the reveal");
      const reveal = logEntries(anne.inbox).find((e) => e.kind === "table/fair-reveal")!;
      expect(reveal.text).toContain(room.match.fairness!.serverSeed);
      const end = (await (await fetch(`${t.endpoint}/api/tables/${code}/delayed`)).json()) as DelayedFrame;
      expect(end).toMatchObject({ version: 8, status: "finished" });
    } finally {
      await t.close();
    }
  });
});
