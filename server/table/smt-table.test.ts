import { matchMaker } from "@colyseus/core";
import { Random, seedRng } from "../../shared/engine";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../games/registry";
import { createTable, joinTable, startTestServer, until, type TestServer } from "../test/harness";
import { readLegalMoves } from "./legal-moves";
import type { BaseTableRoom } from "./table-room";

/**
 * A Shiver Me Timbers table does what a Booty Dice table does: it is offered with every option,
 * found by invite code and in the public list, watched, chatted at; a dropped seat is played by
 * the sitter bot after the grace period and handed back by seat token; people play from the
 * legal moves the server sends; bots finish it; a rematch starts a new match.
 */
const smt = gameRegistry.get("shiver-me-timbers")!;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ games: [smt], schemas: Object.fromEntries(gameSchemaRegistry), config: { graceSeconds: 0.3, actionsPerSecond: 1000 } });
});
afterAll(async () => {
  await t.close();
});

const cut = (room: any) => room.connection.transport.ws.terminate();

describe("a Shiver Me Timbers table", () => {
  it("is offered with every table option", async () => {
    const games = await (await fetch(`${t.endpoint}/api/games`)).json();
    const entry = games.find((g: any) => g.id === "shiver-me-timbers");
    expect(entry).toMatchObject({ minSeats: 2, maxSeats: 4 });
    expect(Object.keys(entry.options.properties).sort()).toEqual(["epic", "events", "map", "resilientShips"]);
  });

  it("refuses a seat count out of range, an unknown option and a bad option value at create", async () => {
    await expect(t.client().create("table", { game: "shiver-me-timbers", seats: 5, name: "Anne" })).rejects.toThrow(/create\/seats/);
    await expect(t.client().create("table", { game: "shiver-me-timbers", seats: 1, name: "Anne" })).rejects.toThrow(/create\/seats/);
    await expect(t.client().create("table", { game: "shiver-me-timbers", seats: 2, name: "Anne", options: { epik: true } })).rejects.toThrow(/create\/unknown_option.*"epik"/);
    await expect(t.client().create("table", { game: "shiver-me-timbers", seats: 2, name: "Anne", options: { map: "atlantis" } })).rejects.toThrow(/create\/options/);
  });

  it("invite code, listing, spectator, chat, legal moves, sitter bot and hand-back, the end and a rematch", async () => {
    const anne = await createTable(t, { game: "shiver-me-timbers", seats: 2, isPublic: true, options: { events: true } });
    const code = anne.room.roomId;
    const listed = await (await fetch(`${t.endpoint}/api/tables`)).json();
    expect(JSON.stringify(listed)).toContain(code);
    const bess = await joinTable(t, code, { name: "Bess" });
    const watcher = await joinTable(t, code, { name: "Watcher", watch: true });
    expect(watcher.inbox.last("welcome")).toMatchObject({ role: "spectator" });
    await until(() => anne.room.state.status === "playing" && bess.room.state.status === "playing", "start");
    const room = matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;

    // Bad input: a malformed action and an illegal one get their codes and sentences; nothing changes.
    const seat0 = room.match.active()[0];
    const mover = [anne, bess][seat0];
    const stateBefore = room.match.state;
    mover.room.send("action", { version: room.match.version, action: { type: "travel" } });
    const malformed = await mover.inbox.next("rejected");
    expect(malformed.code).toMatch(/malformed|invalid/);
    mover.room.send("action", { version: room.match.version, action: { type: "buy", resource: "rum", units: 1 } });
    const illegal = await mover.inbox.next("rejected");
    expect(illegal.code).toMatch(/^[a-z_]+\/[a-z_]+$/);
    expect(illegal.message.length).toBeGreaterThan(10);
    expect(room.match.state).toBe(stateBefore);

    anne.room.send("chat", { text: "Fair winds!" });
    await bess.inbox.wait("chat", (m) => m.text === "Fair winds!");

    // People play from the moves the server sends them, a few steps.
    const random = Random.from(seedRng(3));
    const players = [anne, bess];
    for (let i = 0; i < 6; i++) {
      const version = room.match.version;
      const seat = room.match.active()[0];
      const me = players[seat];
      await until(() => me.room.state.version === version && (me.room.state.private.get(String(seat))?.legal ?? "") !== "", `seat ${seat}'s moves`);
      const moves = readLegalMoves(me.room.state.private.get(String(seat)).legal);
      me.room.send("action", { version, action: random.pick(moves) });
      await until(() => room.match.version > version, `move ${version} accepted`);
    }

    // Bess drops: after the grace period the bot plays her seat; her seat token gives it back.
    const token = bess.inbox.last("welcome").seatToken;
    cut(bess.room);
    await until(() => anne.room.state.seats[1].botActing === true, "the sitter bot takes over", 5000);
    const back = await joinTable(t, code, { seatToken: token });
    expect(back.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1 });
    await until(() => anne.room.state.seats[1].botActing === false, "handed back");

    // Both leave: the bots play the game to its end; the watcher sees the result.
    await anne.room.leave();
    await back.room.leave();
    await until(() => room.match.status === "finished", "the bots finish the game", 40_000);
    await until(() => watcher.room.state.status === "finished" && watcher.room.state.result.summary !== "", "the watcher sees the end");
    expect(watcher.room.state.result.summary).toBe(room.match.result?.summary);
    // The game announces its own end: the table's log tells the winner once, not twice.
    const endings = room.log.all().filter((e) => e.event.kind === "win" || e.event.kind === "table/over");
    expect(endings.map((e) => e.event.kind)).toEqual(["win"]);

    // A seated player asks for a rematch: same table, a new match.
    const again = await joinTable(t, code, { seatToken: token });
    const first = room.match.header().matchId;
    again.room.send("rematch", {});
    // (Anne's seat is away: the bot may already be playing it.)
    await until(() => room.match.status === "playing" && room.match.header().matchId !== first, "the rematch starts");
    await again.room.leave();
    await watcher.room.leave();
  }, 60_000);
});
