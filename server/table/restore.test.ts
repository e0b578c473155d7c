import { matchMaker } from "@colyseus/core";
import { createTable, joinTable, sleep, startTestServer, until, type TestServer, logEntries } from "../test/harness";
import { secretGame } from "../test/fixtures/secret-game";
import { Match } from "./match";
import { MemoryJournal } from "./memory-journal";
import { restoringKey } from "./restore";
import type { BaseTableRoom } from "./table-room";

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;

describe("restoring tables from the journal", () => {
  it("rebuilds every unfinished table under its code after a restart; players rejoin with their seat tokens", async () => {
    const journal = new MemoryJournal();
    let t: TestServer = await startTestServer({ journal, config: { actionsPerSecond: 1000 } });
    let code: string, anneToken: string, bessToken: string, finishedCode: string, waitingCode: string, waitingToken: string;
    let before: { state: unknown; board: unknown; version: number };
    try {
      const anne = await createTable(t, { seats: 2 });
      code = anne.room.roomId;
      const bess = await joinTable(t, code, { name: "Bess" });
      await until(() => anne.room.state.status === "playing", "start");
      anneToken = anne.inbox.last("welcome").seatToken;
      bessToken = bess.inbox.last("welcome").seatToken;
      anne.room.send("action", { version: 0, action: { type: "draw" } });
      await until(() => anne.room.state.version === 1, "1");
      bess.room.send("action", { version: 1, action: { type: "draw" } });
      await until(() => anne.room.state.version === 2, "2");
      anne.room.send("action", { version: 2, action: { type: "pass" } });
      await until(() => anne.room.state.version === 3, "3");
      before = { state: serverRoom(code).match.state, board: anne.room.state.board.toJSON(), version: 3 };

      // A finished table is not restored; a waiting one is.
      const done = await createTable(t, { seats: 2, bots: [1], options: { length: 1 } });
      finishedCode = done.room.roomId;
      done.room.send("action", { version: 0, action: { type: "pass" } });
      await until(() => done.room.state.status === "finished", "finished");
      const waiting = await createTable(t, { seats: 3 });
      waitingCode = waiting.room.roomId;
      waitingToken = waiting.inbox.last("welcome").seatToken;
      const restarting = anne.inbox.next("restarting");
      await t.server.close();
      await restarting;
      await sleep(100); // lets the HTTP client pool see its keep-alive sockets close
    } catch (error) {
      await t.close();
      throw error;
    }

    // A new process (here: a new server on the same journal).
    t = await startTestServer({ journal, config: { actionsPerSecond: 1000 } });
    try {
      const restored = await t.server.restore();
      expect(restored.sort()).toEqual([code, waitingCode].sort());
      expect(matchMaker.getLocalRoomById(finishedCode)).toBeUndefined();

      const anne = await joinTable(t, code, { seatToken: anneToken });
      expect(anne.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0, host: true });
      expect(serverRoom(code).match.state).toEqual(before.state);
      expect(anne.room.state.version).toBe(3);
      expect(anne.room.state.board.toJSON()).toEqual(before.board);
      expect(anne.room.state.seats.map((s: any) => s.name)).toEqual(["Anne", "Bess"]);
      expect(logEntries(anne.inbox).map((e: any) => e.kind)).toContain("table/restored");
      // Bess is not back yet: after the grace period the bot plays her turn.
      expect(anne.room.state.seats[1].botActing).toBe(false);
      await until(() => anne.room.state.seats[1].botActing, "bess is away after the grace period", 3000);
      await until(() => anne.room.state.version === 4, "bot plays for absent bess");
      const bess = await joinTable(t, code, { seatToken: bessToken });
      expect(bess.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1 });
      expect(bess.room.state.private.get("1").word).toMatch(/^WORD-/);
      await until(() => !anne.room.state.seats[1].botActing, "handed back");
      anne.room.send("action", { version: 4, action: { type: "pass" } });
      await until(() => anne.room.state.version === 5, "play goes on");
      expect((await journal.getMatch(serverRoom(code).match.matchId))?.actions.length).toBe(5);

      const host = await joinTable(t, waitingCode, { seatToken: waitingToken });
      expect(host.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0 });
      expect(host.room.state.status).toBe("waiting");

      // A record whose code is in use is skipped, not doubled.
      const record = (await journal.getMatch(serverRoom(code).match.matchId))!;
      expect(await t.server.restoreRecord(record)).toEqual([]);
      expect(matchMaker.getLocalRoomById(code)).toBe(serverRoom(code));

      // A stale claim (a crashed process left the key in a shared presence) does not block a restore.
      const waitingRecord = (await journal.getMatch(serverRoom(waitingCode).match.matchId))!;
      await host.room.leave();
      await until(() => matchMaker.getLocalRoomById(waitingCode) === undefined, "waiting table closed");
      await sleep(50);
      await matchMaker.presence.incr(`invite:${waitingCode}`);
      expect(await t.server.restoreRecord(waitingRecord)).toEqual([waitingCode]);
    } finally {
      await t.close();
    }
  });

  it("answers table/restoring, not table/unknown, for a table a restart is still rebuilding", async () => {
    // Two unfinished matches; the first one's rebuild waits on its journal write until we let it go.
    const journal = new MemoryJournal();
    for (const [code, matchId] of [["REA347", "first"], ["REA769", "second"]]) {
      const match = new Match({ game: secretGame, code, options: {}, seatCount: 2, bots: [1], isPublic: false, seed: 3, matchId, createdAt: 1 });
      match.takeSeat(0, "Anne");
      match.start();
      await journal.saveHeader(match.header());
    }
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const saveHeader = journal.saveHeader.bind(journal);
    let saveHeaderCalls = 0;
    journal.saveHeader = async (header) => {
      saveHeaderCalls++;
      if (header.matchId === "first") await gate;
      return saveHeader(header);
    };
    const t = await startTestServer({ journal });
    const lookUp = async (code: string) => {
      const res = await fetch(`${t.endpoint}/api/tables/${code}`);
      return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as { error?: { code: string; message: string } } };
    };
    try {
      const restoring = t.server.restore();
      // restore() has read the journal and is rebuilding the first table (its journal write waits).
      await until(() => saveHeaderCalls > 0, "the first rebuild has started");
      for (const code of ["REA347", "REA769"]) {
        expect(await lookUp(code)).toMatchObject({ status: 503, retryAfter: "2", body: { error: { code: "table/restoring", message: expect.stringContaining(`Table ${code} is being restored`) } } });
      }
      expect((await lookUp("WWW333")).body.error?.code).toBe("table/unknown"); // other codes are unaffected
      release();
      expect((await restoring).sort()).toEqual(["REA347", "REA769"]);
      for (const code of ["REA347", "REA769"]) {
        expect((await lookUp(code)).status).toBe(200);
        expect(await matchMaker.presence.get(restoringKey(code))).toBeFalsy();
      }
    } finally {
      release();
      await t.close();
    }
  });

  it("lets bots finish a restored match nobody comes back to, then closes the table", async () => {
    const journal = new MemoryJournal();
    const match = new Match({ game: secretGame, code: "WXY346", options: { length: 4 }, seatCount: 2, bots: [], isPublic: false, seed: 7, matchId: "lonely", createdAt: 1 });
    match.takeSeat(0, "Anne");
    match.takeSeat(1, "Bess");
    match.start();
    await journal.saveHeader(match.header());
    const t = await startTestServer({ journal, config: { graceSeconds: 0.2 } });
    try {
      expect(await t.server.restore()).toEqual(["WXY346"]);
      expect(matchMaker.getLocalRoomById("WXY346")).toBeDefined();
      await until(() => matchMaker.getLocalRoomById("WXY346") === undefined, "closed after the bots finished", 5000);
      const record = await journal.getMatch("lonely");
      expect(record?.status).toBe("finished");
      expect(record?.actions.length).toBe(4);
    } finally {
      await t.close();
    }
  });
});
