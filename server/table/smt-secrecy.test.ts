import { schema, t as field } from "@colyseus/schema";
import type { SmtState } from "../../shared/games/shiver-me-timbers";
import { gameRegistry } from "../../shared/games/registry";
import * as gameSchemaModule from "../games/game-schemas";
import { smtBoardFields } from "../games/shiver-me-timbers/schema";
import { smtSeatFields } from "../games/shiver-me-timbers/seat-schema";
import { gameSchemaRegistry } from "../games/registry";
import { smtWireSecrecy } from "../games/shiver-me-timbers/wire-secrets";
import { startTestServer, type TestServer } from "../test/harness";
import { watchTable, type WatchOptions } from "./wire-secrecy/watch-table";

const playWatchedGame = (t: TestServer, o: WatchOptions) => watchTable(t, smtWireSecrecy, { verifyDecoding: true, ...o });

/**
 * Shiver Me Timbers' secrets on the wire: whole bot-chosen games at real tables, one SDK
 * client per seat and a spectator; every frame each one receives is decoded and checked
 * against the secrets of the game state at that step (server/games/shiver-me-timbers/secrets.ts,
 * checked by wire-secrets.ts with server/table/wire-secrecy/). bench/wire-secrecy.bench.ts plays
 * 1,000 such games.
 */
describe("Shiver Me Timbers secrets on the wire", () => {
  // One server at a time: Colyseus keeps one matchmaker per process.
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      games: [gameRegistry.get("shiver-me-timbers")!],
      schemas: Object.fromEntries(gameSchemaRegistry),
      // The players act as fast as the server answers: no rate limits, and the driver fails if a client drops (the sitter bot would hide it).
      config: { actionsPerSecond: 100_000, disconnectPer5s: 1_000_000, graceSeconds: 2 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    [2, {}, 1],
    [3, { map: "custom", events: true }, 2],
    [4, { resilientShips: true }, 3],
  ])("%i seats %j: no client ever holds what it may not know", async (seats, options, seed) => {
    const played = await playWatchedGame(t, { seats, options, seed });
    expect(played.finished).toBe(true);
    expect(played.leaks.slice(0, 5)).toEqual([]);
    // Each owner receives its own part: its whole seatView and, while it may act, its legal moves.
    expect(played.misses.slice(0, 5)).toEqual([]);
    expect(played.frames).toBeGreaterThan(played.actions);
  }, 60_000);
});

/** The same check must catch a leak: one planted in a seat field, one in the board. */
describe("the Shiver Me Timbers secrecy check", () => {
  const smt = gameRegistry.get("shiver-me-timbers")!;
  const schemas = gameSchemaRegistry.get("shiver-me-timbers")!;
  let leaky: TestServer;
  beforeAll(async () => {
    // The start-up check refuses an untagged seat field: let this one through, to plant it.
    const check = jest.spyOn(gameSchemaModule, "assertSeatSchemaTagged").mockImplementation(() => undefined);
    leaky = await startTestServer({
      games: [
        { ...smt, id: "smt-untagged-crew" },
        // The treasure deck's order in the board.
        { ...smt, id: "smt-deck-in-board", publicView: (state: SmtState) => ({ ...(smt.publicView(state) as object), deckOrder: [...state.treasure.deck] }) },
      ],
      schemas: {
        "smt-untagged-crew": { ...schemas, seat: schema({ ...smtSeatFields, crew: field.array("string") }, "SmtSeatUntaggedCrew") },
        "smt-deck-in-board": { ...schemas, board: schema({ ...smtBoardFields, deckOrder: field.array("string") }, "SmtBoardWithDeck") },
      },
      config: { actionsPerSecond: 100_000, disconnectPer5s: 1_000_000, graceSeconds: 2 },
    });
    check.mockRestore();
  });
  afterAll(async () => {
    await leaky.close();
  });

  it("finds another seat's hand sent without the owner tag", async () => {
    const played = await playWatchedGame(leaky, { seats: 3, seed: 5, gameId: "smt-untagged-crew", maxActions: 300 });
    const crew = played.leaks.filter((l) => /^state\.private\.\d+\.crew\[/.test(l.where) || l.what.includes("private part (crew)"));
    expect(crew.length).toBeGreaterThan(0);
    // The spectator and every seat see other seats' crew.
    expect(new Set(crew.map((l) => l.client)).size).toBe(4);
  }, 60_000);

  it("finds a deck's order in the board", async () => {
    const played = await playWatchedGame(leaky, { seats: 2, seed: 6, gameId: "smt-deck-in-board", maxActions: 30 });
    expect(played.leaks.some((l) => l.where.startsWith("state.board.deckOrder["))).toBe(true);
    expect(played.leaks.some((l) => l.where === "raw frame")).toBe(true);
  }, 60_000);
});
