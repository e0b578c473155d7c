import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LogEntry } from "../../shared/engine/log-wire";
import { bootyDiceLogText } from "../../shared/games/booty-dice/log-text";
import { startServerProcess, type ServerProcess } from "../scale/server-process";
import { nextBootyAction } from "../scale/scripted-player";
import { TablePlayer } from "../storage/test/table-player";
import { createTable, joinTable, logEntries, sleep, startTestServer, until, type TestServer } from "../test/harness";
import { GameLog } from "./game-log";
import { MemoryJournal } from "./memory-journal";

jest.setTimeout(120_000); // the kill -9 case starts the real server twice through ts-node

const withoutRestored = (entries: LogEntry[]) => entries.filter((e) => e.kind !== "table/restored");

describe("a restored table's log", () => {
  it("is rebuilt from the journal with its numbering, each seat reading its own secret texts again", async () => {
    const journal = new MemoryJournal();
    let t: TestServer = await startTestServer({ journal, config: { actionsPerSecond: 1000 } });
    let code: string, tokens: string[], before: { anne: LogEntry[]; bess: LogEntry[] };
    try {
      const anne = await createTable(t, { seats: 2 });
      code = anne.room.roomId;
      const bess = await joinTable(t, code, { name: "Bess" });
      await until(() => anne.room.state.status === "playing", "start");
      for (const [version, who] of [[0, anne], [1, bess], [2, anne]] as const) {
        who.room.send("action", { version, action: { type: "draw" } });
        await until(() => anne.room.state.version === version + 1, `version ${version + 1}`);
      }
      await sleep(50);
      tokens = [anne.inbox.last("welcome").seatToken, bess.inbox.last("welcome").seatToken];
      before = { anne: logEntries(anne.inbox), bess: logEntries(bess.inbox) };
      expect(before.anne.some((e) => /^You drew/.test(e.text))).toBe(true);
      await t.server.close();
    } catch (error) {
      await t.close();
      throw error;
    }
    t = await startTestServer({ journal, config: { actionsPerSecond: 1000 } });
    try {
      await t.server.restore();
      const anne = await joinTable(t, code, { seatToken: tokens[0] });
      const bess = await joinTable(t, code, { seatToken: tokens[1] });
      await sleep(50);
      const after = { anne: logEntries(anne.inbox), bess: logEntries(bess.inbox) };
      // Everything the players had read, under the same numbers, then the restart's line.
      expect(withoutRestored(after.anne)).toEqual(before.anne);
      expect(withoutRestored(after.bess)).toEqual(before.bess);
      const last = before.anne[before.anne.length - 1].n;
      expect(after.anne.find((e) => e.kind === "table/restored")?.n).toBe(last + 1);
      // Each seat reads its own draw's secret text, and only the public text of the other's.
      const draws = (entries: LogEntry[]) => entries.filter((e) => e.kind === "draw").map((e) => e.text);
      expect(draws(after.anne)).toEqual([expect.stringMatching(/^You drew /), "Bess drew a card.", expect.stringMatching(/^You drew /)]);
      expect(draws(after.bess)).toEqual(["Anne drew a card.", expect.stringMatching(/^You drew /), "Anne drew a card."]);
      // New lines continue the numbering.
      const mover = anne.room.state.active[0] === 0 ? anne : bess;
      mover.room.send("action", { version: 3, action: { type: "pass" } });
      await until(() => logEntries(anne.inbox).some((e) => e.n > last + 1), "a new line");
      const fresh = logEntries(anne.inbox).filter((e) => e.n > last + 1);
      expect(fresh[0].n).toBe(last + 2);
    } finally {
      await t.close();
    }
  });
});

describe("after kill -9", () => {
  let dataDir: string;
  let server: ServerProcess | null = null;
  const players: TablePlayer[] = [];
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "broadside-restore-log-"));
  });
  afterAll(async () => {
    for (const p of players) await p.leave();
    await server?.stop(0);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: "warn", BOT_DELAY_MS: "600000", GRACE_SECONDS: "600", RATE_ACTIONS_PER_SECOND: "1000" });
  const names = ["Anne", "Bess"];
  const read = (p: TablePlayer) => p.of("log").flatMap((m) => GameLog.decode(m, { text: bootyDiceLogText }, names));

  it("a Booty Dice table gets its whole log back, numbered as before, and goes on numbering after it", async () => {
    server = await startServerProcess("restore-log-1", env());
    const anne = await TablePlayer.create(`ws://${server.address}`, { game: "booty-dice", seats: 2, name: "Anne" });
    players.push(anne);
    const code = anne.state.code;
    const bess = await TablePlayer.join(`ws://${server.address}`, code, { name: "Bess" });
    players.push(bess);
    await anne.until(() => anne.state.status === "playing", "start");
    for (let i = 0; i < 8; i++) {
      const seat = anne.state.active[0];
      await [anne, bess][seat].act(anne.version, nextBootyAction(anne.state.board));
    }
    await sleep(100);
    const before = read(anne);
    expect(before.filter((e) => e.kind === "roll").length).toBeGreaterThan(1);
    server.child.kill("SIGKILL");
    await new Promise((r) => server!.child.once("exit", r));
    for (const p of players.splice(0)) await p.leave();

    server = await startServerProcess("restore-log-2", env());
    const back = await TablePlayer.join(`ws://${server.address}`, code, { seatToken: anne.seatToken });
    players.push(back);
    await sleep(200);
    const after = read(back);
    expect(withoutRestored(after)).toEqual(before);
    const last = before[before.length - 1].n;
    expect(after[after.length - 1]).toMatchObject({ n: last + 1, kind: "table/restored" });
    const bessBack = await TablePlayer.join(`ws://${server.address}`, code, { seatToken: bess.seatToken });
    players.push(bessBack);
    await [back, bessBack][back.state.active[0]].act(back.version, nextBootyAction(back.state.board));
    await back.until(() => read(back).some((e) => e.n > last + 1), "a new line");
    expect(read(back).filter((e) => e.n > last + 1)[0].n).toBe(last + 2);
  });
});
