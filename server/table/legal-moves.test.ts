import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../games/registry";
import type { GameSchemas } from "../games/game-schemas";
import { createTable, joinTable, startTestServer, until, type TestServer } from "../test/harness";
import { legalMovesOf, NO_MOVES, readLegalMoves } from "./legal-moves";
import type { BaseTableRoom } from "./table-room";
import { matchMaker } from "@colyseus/core";

const bootyDice = gameRegistry.get("booty-dice")!;

describe("legal moves, grouped by type", () => {
  const state = bootyDice.setup([{ name: "A" }, { name: "B" }], bootyDice.optionsSchema.parse({}), 7);
  const seat = bootyDice.activeSeats(state)[0];

  it("lists every legal action once, without its type, and reads back to them", () => {
    const moves = legalMovesOf(bootyDice, {} as GameSchemas, state, seat);
    const actions = bootyDice.legalActions(state, seat) as { type: string }[];
    const grouped = JSON.parse(moves.legal) as Record<string, unknown[]>;
    expect(Object.values(grouped).flat()).toHaveLength(actions.length);
    for (const list of Object.values(grouped)) for (const move of list) expect(move).not.toHaveProperty("type");
    const types = [...new Set(actions.map((a) => a.type))];
    expect(readLegalMoves(moves.legal)).toEqual(types.flatMap((t) => actions.filter((a) => a.type === t)));
    expect(moves.hints).toBe("");
  });

  it("keeps hints parallel to each type's moves, null where there is nothing to say", () => {
    const actions = [{ type: "travel", to: "a" }, { type: "buy", units: 1 }, { type: "travel", to: "b" }, { type: "travel", to: "c" }, { type: "endTurn" }];
    const game = { ...bootyDice, legalActions: () => actions };
    const schemas = { moveHints: () => [null, { gold: -100 }, null, { cost: 3 }, null] } as unknown as GameSchemas;
    const moves = legalMovesOf(game, schemas, state, seat);
    expect(JSON.parse(moves.legal)).toEqual({ travel: [{ to: "a" }, { to: "b" }, { to: "c" }], buy: [{ units: 1 }], endTurn: [{}] });
    expect(JSON.parse(moves.hints)).toEqual({ travel: [null, null, { cost: 3 }], buy: [{ gold: -100 }] });
  });

  it("writes a shared frozen list once, and any other list anew each time", () => {
    const shared = Object.freeze([Object.freeze({ type: "roll", keep: Object.freeze([0]) }), Object.freeze({ type: "stop" })]);
    const frozenGame = { ...bootyDice, legalActions: () => shared };
    const first = legalMovesOf(frozenGame, {} as GameSchemas, state, seat);
    expect(legalMovesOf(frozenGame, {} as GameSchemas, state, seat)).toBe(first);
    expect(JSON.parse(first.legal)).toEqual({ roll: [{ keep: [0] }], stop: [{}] });
    // A list the rules may change in place is never cached.
    const mutable = [{ type: "roll", keep: [0] }];
    const mutableGame = { ...bootyDice, legalActions: () => mutable };
    expect(JSON.parse(legalMovesOf(mutableGame, {} as GameSchemas, state, seat).legal)).toEqual({ roll: [{ keep: [0] }] });
    mutable[0].keep = [1, 2];
    expect(JSON.parse(legalMovesOf(mutableGame, {} as GameSchemas, state, seat).legal)).toEqual({ roll: [{ keep: [1, 2] }] });
    // Hints read the state: with them nothing is cached either.
    const hinted = { moveHints: () => [{ cost: 1 }, null] } as unknown as GameSchemas;
    expect(legalMovesOf(frozenGame, hinted, state, seat).hints).toBe(JSON.stringify({ roll: [{ cost: 1 }] }));
  });

  it("is empty for a seat with nothing to do", () => {
    const fake = { ...bootyDice, legalActions: () => [] };
    expect(legalMovesOf(fake, {} as GameSchemas, state, seat)).toEqual(NO_MOVES);
    expect(readLegalMoves("")).toEqual([]);
  });
});

describe("legal moves at a Booty Dice table", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ games: [bootyDice], schemas: Object.fromEntries(gameSchemaRegistry) });
  });
  afterAll(async () => {
    await t.close();
  });

  it("reach the active seat's owner only", async () => {
    const host = await createTable(t, { game: "booty-dice", seats: 2 });
    const code = host.room.roomId;
    const guest = await joinTable(t, code, { name: "Bess" });
    const watcher = await joinTable(t, code, { name: "Cal", watch: true });
    const room = matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
    await until(() => host.room.state.status === "playing" && guest.room.state.status === "playing", "start");
    const active = room.match.active()[0];
    const [mover, other] = active === 0 ? [host, guest] : [guest, host];
    const expected = legalMovesOf(bootyDice, gameSchemaRegistry.get("booty-dice")!, room.match.state, active).legal;
    expect(expected).not.toBe("");
    await until(() => mover.room.state.private.get(String(active))?.legal === expected, "the mover's legal moves");
    // Nobody else holds them: the other seat's entry and the spectator's copy stay empty.
    expect(other.room.state.private.get(String(active))?.legal ?? "").toBe("");
    expect(watcher.room.state.private.get(String(active))?.legal ?? "").toBe("");
    expect(other.room.state.private.get(String(1 - active))?.legal ?? "").toBe("");
  });
});
