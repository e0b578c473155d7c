import { matchMaker } from "@colyseus/core";
import type { Room as SdkRoom } from "@colyseus/sdk";
import { Random, seedRng } from "../../shared/engine";
import type { AnyGame } from "../../shared/engine/game";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../games/registry";
import { Inbox, joinTable, sleep, startTestServer, until, type Joined, type TestServer } from "../test/harness";
import { GameLog } from "./game-log";
import { MemoryJournal } from "./memory-journal";
import type { BaseTableRoom } from "./table-room";

/**
 * What every table does, table-driven over games so Pirate King runs the very checks Booty
 * Dice does (the first row): invite code and watchers, each seat's private part for its
 * owner only, reconnection by seat token, the seat-sitter bot and the hand-back, a whole game
 * by the people to its end, chat, rematch, and a restart restoring the table from the journal.
 */
const GAMES: readonly { id: string; options: Record<string, unknown> }[] = [
  { id: "booty-dice", options: { maxRounds: 5 } },
  { id: "pirate-king", options: { shortGame: true } },
];
const games = GAMES.map((g) => gameRegistry.get(g.id)!);
const schemas = Object.fromEntries(gameSchemaRegistry);
const config = { actionsPerSecond: 100_000, disconnectPer5s: 1_000_000, graceSeconds: 0.5, botDelayMs: 5 };

let t: TestServer;

const tableRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
const gameOf = (id: string) => gameRegistry.get(id) as AnyGame;

async function host(server: TestServer, game: string, options: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<Joined> {
  const room = await server.client().create("table", { game, name: "Anne", seats: 2, options, ...extra });
  const inbox = new Inbox(room);
  await inbox.wait("welcome");
  return { room, inbox };
}

function cut(room: SdkRoom) {
  room.reconnection.enabled = false;
  (room as any).connection.transport.ws.terminate();
}

/** The fields of a private part that hold something (an empty list, string or absent field holds nothing). */
function filled(part: any): string[] {
  if (!part) return [];
  return Object.entries(part.toJSON() as Record<string, unknown>).filter(([, v]) => v !== "" && v !== undefined && !(Array.isArray(v) && v.length === 0)).map(([k]) => k);
}

/**
 * Plays the people's seats through their SDK rooms, each move the game's bot choice for that
 * seat, until the end or `moves` moves; bots and away seats move on the server meanwhile.
 */
async function playPeople(code: string, people: ReadonlyMap<number, SdkRoom>, moves = Infinity, timeoutMs = 30_000): Promise<number> {
  const table = tableRoom(code);
  const random = Random.from(seedRng(7));
  const deadline = Date.now() + timeoutMs;
  let sent = 0;
  while (table.match.status === "playing" && sent < moves) {
    if (Date.now() > deadline) throw new Error(`the table did not finish within ${timeoutMs} ms (version ${table.match.version})`);
    const seat = table.match.game.activeSeats(table.match.state).find((s) => people.has(s) && !table.match.botControls(s));
    if (seat === undefined) {
      await sleep(1);
      continue;
    }
    const version = table.match.version;
    people.get(seat)!.send("action", { version, action: table.match.game.bot(table.match.state, seat, random) });
    sent++;
    while (table.match.version === version && Date.now() < deadline) await sleep(1);
  }
  return sent;
}

describe("at one server", () => {
  beforeAll(async () => {
    t = await startTestServer({ games, schemas, config });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.colyseus.cleanup();
  });

  describe.each(GAMES)("a $id table", ({ id, options }) => {
    it("is reached by its invite code; a watcher sees the board and nobody's private part, each seat only its own", async () => {
      const anne = await host(t, id, options);
      const code = anne.room.roomId;
      expect(code).toMatch(/^[34679ACEFGHKMNPRTWXY]{6}$/);
      const bess = await joinTable(t, code, { name: "Bess" });
      const watcher = await joinTable(t, code, { watch: true, name: "Dot" });
      expect(watcher.inbox.last("welcome")).toMatchObject({ role: "spectator", seat: null });
      await until(() => watcher.room.state.status === "playing", "the start");
      await playPeople(code, new Map([[0, anne.room], [1, bess.room]]), 12);
      await until(() => watcher.room.state.version === tableRoom(code).match.version && anne.room.state.version === tableRoom(code).match.version, "every client up to date");
      const game = gameOf(id);
      const expected = tableRoom(code).schemas.boardView?.(game.publicView(tableRoom(code).match.state)) ?? game.publicView(tableRoom(code).match.state);
      expect(watcher.room.state.board.toJSON()).toEqual(anne.room.state.board.toJSON());
      expect(Object.keys(watcher.room.state.board.toJSON()).sort()).toEqual(Object.keys(JSON.parse(JSON.stringify(expected))).filter((k) => (expected as any)[k] !== null).sort());
      expect(watcher.room.state.spectators).toBe(1);
      for (const key of ["0", "1"]) expect(filled(watcher.room.state.private.get(key))).toEqual([]);
      expect(filled(anne.room.state.private.get("1"))).toEqual([]);
      expect(filled(bess.room.state.private.get("0"))).toEqual([]);
    });

    it("gives a reload its seat back by token, lets the sitter bot play an away seat and hands it back on return", async () => {
      const anne = await host(t, id, options);
      const code = anne.room.roomId;
      const bess = await joinTable(t, code, { name: "Bess" });
      const bessToken = bess.inbox.last("welcome").seatToken;
      await until(() => tableRoom(code).match.status === "playing", "the start");
      await playPeople(code, new Map([[0, anne.room], [1, bess.room]]), 4);
      cut(bess.room);
      await until(() => anne.room.state.seats[1].botActing, "Bess away after the grace period", 4000);
      // The bot plays Bess's turns; Anne is here, so nobody plays hers.
      const before = tableRoom(code).match.version;
      await playPeople(code, new Map([[0, anne.room]]), 6);
      expect(tableRoom(code).match.version).toBeGreaterThan(before);
      const back = await joinTable(t, code, { seatToken: bessToken });
      expect(back.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1 });
      await until(() => !anne.room.state.seats[1].botActing, "handed back");
      expect(back.room.state.seats[1].name).toBe("Bess");
      await until(() => back.room.state.version === tableRoom(code).match.version, "Bess up to date");
      const own = tableRoom(code).schemas.seatPart?.(gameOf(id).seatView(tableRoom(code).match.state, 1)) ?? gameOf(id).seatView(tableRoom(code).match.state, 1);
      for (const [k, v] of Object.entries(own as Record<string, unknown>)) if (v !== null) expect(back.room.state.private.get("1").toJSON()[k]).toEqual(JSON.parse(JSON.stringify(v)));
    });

    it("plays a whole game by the people to its end, carries chat to everyone, and starts a rematch at the same seats", async () => {
      const anne = await host(t, id, options);
      const code = anne.room.roomId;
      const bess = await joinTable(t, code, { name: "Bess" });
      const watcher = await joinTable(t, code, { watch: true, name: "Dot" });
      await until(() => tableRoom(code).match.status === "playing", "the start");
      const firstMatch = tableRoom(code).match.matchId;
      const firstSeed = tableRoom(code).match.seed;
      watcher.room.send("chat", { text: "Fair winds!" });
      expect(await anne.inbox.wait("chat", (c) => c.text === "Fair winds!")).toMatchObject({ from: "Dot", seat: null });
      const sent = await playPeople(code, new Map([[0, anne.room], [1, bess.room]]));
      expect(sent).toBeGreaterThan(5);
      await until(() => anne.room.state.status === "finished" && watcher.room.state.status === "finished", "the end");
      expect(anne.room.state.result.summary).not.toBe("");
      const names = ["Anne", "Bess"];
      const codec = tableRoom(code).schemas.log;
      const log = watcher.inbox.of("log").flatMap((m) => GameLog.decode(m, codec, names));
      expect(log.length).toBeGreaterThan(sent / 2);
      expect(log.some((e) => e.kind === "?")).toBe(false);
      // A game with a log codec sends most entries as compact codes, not text.
      if (codec) expect(watcher.inbox.of("log").flatMap((m: unknown[]) => m.slice(1)).filter(Array.isArray).length).toBeGreaterThan(log.length / 3);
      bess.room.send("rematch", {});
      await until(() => tableRoom(code).match.matchId !== firstMatch && anne.room.state.status === "playing", "the rematch");
      expect(tableRoom(code).match.seed).not.toBe(firstSeed);
      expect([...anne.room.state.seats].map((s: any) => s.name)).toEqual(["Anne", "Bess"]);
    });
  });
});

// Each restart test runs its own two servers in turn (the match maker is one per process).
describe.each(GAMES)("a $id table across a restart", ({ id, options }) => {
  it("is restored after a restart with the same state; the players rejoin by their seat tokens", async () => {
    const journal = new MemoryJournal();
    let server = await startTestServer({ games, schemas, config, journal });
    let code = "";
    let tokens: string[] = [];
    let before: { state: unknown; board: unknown; version: number };
    try {
      const anne = await host(server, id, options);
      code = anne.room.roomId;
      const bess = await joinTable(server, code, { name: "Bess" });
      tokens = [anne.inbox.last("welcome").seatToken, bess.inbox.last("welcome").seatToken];
      await until(() => tableRoom(code).match.status === "playing", "the start");
      // Six moves: a 2-seat Booty Dice game can end in eight (3 of 3,000 bot games with random
      // seeds did), and a finished table is not restored.
      await playPeople(code, new Map([[0, anne.room], [1, bess.room]]), 6);
      expect(tableRoom(code).match.status).toBe("playing");
      await until(() => anne.room.state.version === tableRoom(code).match.version, "Anne up to date");
      before = { state: tableRoom(code).match.state, board: anne.room.state.board.toJSON(), version: tableRoom(code).match.version };
      const restarting = anne.inbox.next("restarting");
      await server.server.close();
      await restarting;
      await sleep(100);
    } catch (error) {
      await server.close();
      throw error;
    }
    server = await startTestServer({ games, schemas, config, journal });
    try {
      expect(await server.server.restore()).toEqual([code]);
      const anne = await joinTable(server, code, { seatToken: tokens[0] });
      const bess = await joinTable(server, code, { seatToken: tokens[1] });
      expect(anne.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0 });
      expect(bess.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1 });
      expect(tableRoom(code).match.state).toEqual(before.state);
      expect(anne.room.state.version).toBe(before.version);
      expect(anne.room.state.board.toJSON()).toEqual(before.board);
      await playPeople(code, new Map([[0, anne.room], [1, bess.room]]), 3);
      expect(tableRoom(code).match.version).toBe(before.version + 3);
    } finally {
      await server.close();
    }
  });
});
