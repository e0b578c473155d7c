import type { Room as SdkRoom } from "@colyseus/sdk";
import type { PirateCoveState } from "../../shared/games/pirates-cove";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../games/registry";
import { playPeople, tableRoom } from "../games/pirates-cove/table-driver";
import { Inbox, joinTable, sleep, startTestServer, until, type Joined, type TestServer } from "../test/harness";
import { GameLog } from "./game-log";
import { MemoryJournal } from "./memory-journal";
import { pirateCoveLog } from "../../shared/games/pirates-cove";
import { cardKind } from "../../shared/games/pirates-cove/content/tavern-cards";

/**
 * What every table does, at a Pirate's Cove table (3–5 seats, simultaneous secret navigation):
 * invite code and watchers, the bots choosing at once while the table waits for the people,
 * the seat-sitter bot choosing for a player away past the grace period, reconnection, chat,
 * a whole game and its rematch, and a restart in the middle of a secret choice.
 */
const games = [gameRegistry.get("pirates-cove")!];
const schemas = Object.fromEntries(gameSchemaRegistry);
const BOT_DELAY = 150;
const config = { actionsPerSecond: 100_000, disconnectPer5s: 1_000_000, graceSeconds: 1, botDelayMs: BOT_DELAY };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ games, schemas, config });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.colyseus.cleanup();
});

/** The log as a client reads it, with the game's codes written back as sentences. */
const logEntries = (inbox: Inbox, names: readonly string[]) => inbox.of("log").flatMap((m) => GameLog.decode(m, pirateCoveLog, names));
const state = (code: string) => tableRoom(code).match.state as PirateCoveState;
const atNavigation = (s: PirateCoveState) => s.phase === "navigation" && s.choices.every((c) => c === 0);
/**
 * A secret navigation where the bot-played `seats` can only choose a destination: with a Crow's
 * nest one of them may turn the month's choices clockwise from another seat, which must then
 * choose before them. A navigation already turned clockwise (a person played a Crow's nest,
 * which also empties the choices) is not secret, and its order may put a person first.
 */
const atSecretNavigation = (seats: readonly number[]) => (s: PirateCoveState) =>
  atNavigation(s) && s.clockwise === null && seats.every((seat) => !s.ships[seat].hand.some((card) => cardKind(card) === "crowsNest"));

async function host(server: TestServer, options: Record<string, unknown>): Promise<Joined> {
  const room = await server.client().create("table", { game: "pirates-cove", name: "Anne", ...options });
  const inbox = new Inbox(room);
  await inbox.wait("welcome");
  return { room, inbox };
}

function cut(room: SdkRoom) {
  room.reconnection.enabled = false;
  (room as any).connection.transport.ws.terminate();
}

describe("a Pirate's Cove table", () => {
  it("is reached by its invite code; friends sit, a watcher sees the board and no one's private part", async () => {
    const anne = await host(t, { seats: 3 });
    const code = anne.room.roomId;
    expect(code).toMatch(/^[34679ACEFGHKMNPRTWXY]{6}$/);
    const bess = await joinTable(t, code, { name: "Bess" });
    const cal = await joinTable(t, code, { name: "Cal" });
    const watcher = await joinTable(t, code, { watch: true, name: "Dot" });
    expect(watcher.inbox.last("welcome")).toMatchObject({ role: "spectator", seat: null });
    await until(() => watcher.room.state.status === "playing" && anne.room.state.board.ships?.length === 3, "the start");
    expect(anne.room.state.board.ships.map((s: any) => s.name)).toEqual(["Anne", "Bess", "Cal"]);
    expect(watcher.room.state.board.islands.length).toBe(5);
    // Fitting out is simultaneous: every seat is active.
    expect([...anne.room.state.active]).toEqual([0, 1, 2]);
    expect([...watcher.room.state.private.keys()].filter((k) => Object.keys(watcher.room.state.private.get(k).toJSON()).length > 0)).toEqual([]);
    for (const [seat, p] of [anne, bess, cal].entries()) {
      const mine = p.room.state.private.get(String(seat)).toJSON();
      expect(mine.hand.map((c: any) => c.id).sort()).toEqual(state(code).ships[seat].hand.slice().sort());
      for (const other of [0, 1, 2].filter((o) => o !== seat)) expect(Object.keys(p.room.state.private.get(String(other))?.toJSON() ?? {})).toEqual([]);
    }
  });

  it("waits for every choice: the bots choose at once, the person's choice reveals them all together", async () => {
    const anne = await host(t, { seats: 3, bots: [1, 2] });
    const code = anne.room.roomId;
    await until(() => tableRoom(code).match.status === "playing", "the start");
    await playPeople(code, new Map([[0, anne.room]]), 1, atSecretNavigation([1, 2]), 40_000);
    const journal = t.journal;
    const matchId = tableRoom(code).match.matchId;
    const from = tableRoom(code).match.version;
    await until(() => state(code).choices[1] !== 0 && state(code).choices[2] !== 0, "both bots have chosen", 15_000); // a budget only: one bot delay is checked below, in the journal
    await sleep(3 * BOT_DELAY);
    // The table waits for Anne; both bots chose in one bot delay, not one delay each.
    expect(state(code).phase).toBe("navigation");
    expect([...anne.room.state.active]).toEqual([0]);
    const entries = (await journal.getMatch(matchId))!.actions.slice(from);
    expect(entries.map((e) => [e.seat, (e.action as { type: string }).type])).toEqual([[1, "navigate"], [2, "navigate"]]);
    expect(entries[1].at - entries[0].at).toBeLessThan(BOT_DELAY);
    await until(() => anne.room.state.board.ships[1].hasChosen && anne.room.state.board.ships[2].hasChosen, "has chosen, seen by Anne");
    expect(anne.room.state.board.ships.map((s: any) => s.course)).toEqual([undefined, undefined, undefined]);

    const seen = logEntries(anne.inbox, ["Anne", "Bot 2", "Bot 3"]).length;
    anne.room.send("action", { version: tableRoom(code).match.version, action: { type: "navigate", island: 3 } });
    await until(() => state(code).phase !== "navigation", "the reveal");
    await until(() => logEntries(anne.inbox, ["Anne", "Bot 2", "Bot 3"]).filter((e) => e.kind === "reveal").length >= 3, "three reveals in the log");
    const reveals = logEntries(anne.inbox, ["Anne", "Bot 2", "Bot 3"]).slice(seen).filter((e) => e.kind === "reveal");
    expect(reveals.map((e) => e.text.split(" sails to ")[0])).toEqual(expect.arrayContaining(["Anne", "Bot 2", "Bot 3"]));
  }, 60_000);

  it("lets the bot choose for a player away past the grace period, and hands the seat back on return", async () => {
    const anne = await host(t, { seats: 3, bots: [2] });
    const code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    const bessToken = bess.inbox.last("welcome").seatToken;
    await until(() => tableRoom(code).match.status === "playing", "the start");
    // Bess (played by the bot once away) and Bot 3 must not hold a Crow's nest, or Anne might have to choose first.
    await playPeople(code, new Map([[0, anne.room], [1, bess.room]]), 2, atSecretNavigation([1, 2]), 40_000);
    cut(bess.room);
    await until(() => anne.room.state.seats[1].botActing, "Bess away after the grace period", 4000);
    await until(() => state(code).choices[1] !== 0 || state(code).phase !== "navigation", "the bot chose for Bess", 5000);
    expect(state(code).choices[0]).toBe(0); // Anne is here: nobody chooses for her
    expect(state(code).phase).toBe("navigation");

    const back = await joinTable(t, code, { seatToken: bessToken });
    expect(back.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1 });
    await until(() => !anne.room.state.seats[1].botActing, "handed back");
    // Her own secret choice (made by the bot) comes back to her alone.
    await until(() => back.room.state.private.get("1")?.destination === state(code).choices[1], "her destination");
    expect(anne.room.state.private.get("1")?.destination).toBeUndefined();
    back.room.send("chat", { text: "Ahoy, I'm back" });
    expect(await anne.inbox.wait("chat", (c) => c.text === "Ahoy, I'm back")).toMatchObject({ from: "Bess", seat: 1 });
  }, 60_000);

  it("plays all twelve months to the end, then a rematch starts a new game at the same table", async () => {
    const anne = await host(t, { seats: 3, bots: [1, 2] });
    const code = anne.room.roomId;
    await until(() => tableRoom(code).match.status === "playing", "the start");
    const room = tableRoom(code);
    (room.deps.config as { botDelayMs: number }).botDelayMs = 0; // this table only needs to get to the end
    try {
      await playPeople(code, new Map([[0, anne.room]]), 3, undefined, 40_000);
    } finally {
      (room.deps.config as { botDelayMs: number }).botDelayMs = BOT_DELAY;
    }
    await until(() => anne.room.state.status === "finished", "the end");
    expect(state(code).month).toBe(12);
    expect(anne.room.state.result.summary).toMatch(/wins|share/);
    expect(anne.room.state.board.scores.length).toBe(3);
    const firstId = room.match.matchId;
    anne.room.send("rematch", {});
    await until(() => anne.room.state.status === "playing" && anne.room.state.version < 5, "the rematch");
    expect(room.match.matchId).not.toBe(firstId);
    expect(anne.room.state.board.month).toBe(0);
  }, 60_000);
});

describe("a restart in the middle of a secret choice", () => {
  it("rebuilds the table from the journal: the choice stays made and secret, its owner gets it back", async () => {
    const journal = new MemoryJournal();
    let server = await startTestServer({ games, schemas, config, journal });
    let code = "";
    let annaToken = "";
    let before: unknown;
    try {
      const anne = await host(server, { seats: 3, bots: [2] });
      code = anne.room.roomId;
      annaToken = anne.inbox.last("welcome").seatToken;
      const bess = await joinTable(server, code, { name: "Bess" });
      await until(() => tableRoom(code).match.status === "playing", "the start");
      await playPeople(code, new Map([[0, anne.room], [1, bess.room]]), 4, atSecretNavigation([2]), 40_000);
      anne.room.send("action", { version: tableRoom(code).match.version, action: { type: "navigate", island: 4 } });
      await until(() => state(code).choices[0] === 4, "Anne has chosen");
      before = state(code);
      const restarting = anne.inbox.next("restarting");
      await server.server.close();
      await restarting;
      await sleep(100);
    } catch (error) {
      await server.close();
      throw error;
    }
    // Bess does not come back: with the 1 s grace her sitter bot would choose, and on a busy
    // machine end the secret choice before the checks below (the course is then public).
    server = await startTestServer({ games, schemas, config: { ...config, graceSeconds: 60 }, journal });
    try {
      expect(await server.server.restore()).toEqual([code]);
      expect(state(code)).toEqual(before);
      const watcher = await joinTable(server, code, { watch: true, name: "Dot" });
      const anne = await joinTable(server, code, { seatToken: annaToken });
      expect(anne.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0 });
      await until(() => anne.room.state.private.get("0")?.destination === 4, "Anne's destination back");
      expect(watcher.room.state.board.ships[0].hasChosen).toBe(true);
      expect(watcher.room.state.board.ships[0].course).toBeUndefined();
      expect(watcher.room.state.private.get("0")?.destination).toBeUndefined();
    } finally {
      await server.close();
    }
  }, 60_000);
});
