import { matchMaker } from "@colyseus/core";
import type { BootyDicePublicView } from "../../../shared/games/booty-dice";
import { bootyDiceLog, FACE_LETTERS } from "../../../shared/games/booty-dice/log-text";
import { gameRegistry } from "../../../shared/games/registry";
import { Inbox, logEntries, startTestServer, until, type TestServer } from "../../test/harness";
import { GameLog } from "../../table/game-log";
import type { BaseTableRoom } from "../../table/table-room";
import { gameSchemaRegistry } from "../registry";
import { bootyDiceBoard } from "./schema";

/** Booty Dice through the real room: bots play a whole game while a spectator watches. */
describe("Booty Dice at a table", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      games: [gameRegistry.get("booty-dice")!],
      schemas: Object.fromEntries(gameSchemaRegistry),
      config: { graceSeconds: 0.05 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("mirrors the public view field by field until the end", async () => {
    const host = await t.client().create("table", { game: "booty-dice", seats: 3, bots: [1, 2], name: "Anne" });
    new Inbox(host);
    const code = host.roomId;
    const watcher = await t.client().joinById(code, { watch: true });
    const watcherInbox = new Inbox(watcher);
    await until(() => watcher.state.status === "playing", "start");
    // The host walks away: after the grace period the bot plays her seat too.
    await host.leave();
    const room = matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
    await until(() => room.match.status === "finished", "bots finish the game", 25_000);
    await until(() => watcher.state.status === "finished", "spectator sees the end");
    const game = gameRegistry.get("booty-dice")!;
    const view = game.publicView(room.match.state) as BootyDicePublicView;
    const expected = JSON.parse(JSON.stringify(bootyDiceBoard(view), (_k, v) => (v === null ? undefined : v)));
    expect(watcher.state.board.toJSON()).toEqual(expected);
    // The compact dice read back to the view's faces.
    expect(watcher.state.board.dice).toBe(view.dice.map((d) => (d.face ? FACE_LETTERS[d.face] : "")).join(""));
    expect(watcher.state.result.summary).toBe(room.match.result?.summary);
    expect(watcher.state.result.summary.length).toBeGreaterThan(0);
    // The winner is announced once: by the game's own `win` line, not again by the table.
    const names = [...watcher.state.seats].map((s: any) => s.name as string);
    const read = () => watcherInbox.of("log").flatMap((m) => GameLog.decode(m, bootyDiceLog, names));
    await until(() => read().some((e) => e.kind === "win"), "the win line arrives");
    expect(read().filter((e) => e.kind === "win" || e.kind === "table/over")).toHaveLength(1);
    // Game events travel as codes, and the spectator reads every sentence the rules wrote.
    const coded = watcherInbox.of("log").flatMap((m: unknown[]) => m.filter((x) => Array.isArray(x)));
    expect(coded.length).toBeGreaterThan(20);
    const written = (room as unknown as { log: GameLog }).log.all().map(({ n, event }) => ({ n, kind: event.kind, text: event.text }));
    const seen = new Map(read().map((e) => [e.n, e]));
    expect(written.map((e) => seen.get(e.n))).toEqual(written);
    // Without the codec the codes are unreadable, not wrong: nothing falls back to a made-up text.
    expect(logEntries(watcherInbox).some((e) => e.kind === "?")).toBe(true);
  }, 30_000);
});
