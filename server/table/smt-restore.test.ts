import { matchMaker } from "@colyseus/core";
import { Random, seedRng } from "../../shared/engine";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../games/registry";
import { createTable, joinTable, sleep, startTestServer, until, type TestServer } from "../test/harness";
import { withoutEmpty } from "../test/synced-json";
import { readLegalMoves } from "./legal-moves";
import { MemoryJournal } from "./memory-journal";
import type { BaseTableRoom } from "./table-room";

/**
 * A Shiver Me Timbers table mid-game is rebuilt from the journal after a restart (in process,
 * on one journal): same code, same state, the players' seats back by token, play goes on.
 * (The kill -9 runs on SQLite and PostgreSQL, server/storage/crash-restore.test.ts, play Booty Dice.)
 */
const smt = gameRegistry.get("shiver-me-timbers")!;
const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
const options = (journal: MemoryJournal) => ({ journal, games: [smt], schemas: Object.fromEntries(gameSchemaRegistry), config: { actionsPerSecond: 1000, graceSeconds: 600 } });

it("restores a Shiver Me Timbers table mid-game from its journal", async () => {
  const journal = new MemoryJournal();
  let t: TestServer = await startTestServer(options(journal));
  let code = "";
  const tokens: string[] = [];
  let before: { state: unknown; board: unknown; version: number };
  try {
    const anne = await createTable(t, { game: "shiver-me-timbers", seats: 2, options: { map: "custom", epic: true } });
    code = anne.room.roomId;
    const bess = await joinTable(t, code, { name: "Bess" });
    const players = [anne, bess];
    await until(() => anne.room.state.status === "playing", "start");
    tokens.push(anne.inbox.last("welcome").seatToken, bess.inbox.last("welcome").seatToken);
    const room = serverRoom(code);
    const random = Random.from(seedRng(9));
    for (let i = 0; i < 25 && room.match.status === "playing"; i++) {
      const version = room.match.version;
      const seat = room.match.active()[0];
      const me = players[seat];
      await until(() => me.room.state.version === version && (me.room.state.private.get(String(seat))?.legal ?? "") !== "", `seat ${seat}'s moves`);
      me.room.send("action", { version, action: random.pick(readLegalMoves(me.room.state.private.get(String(seat)).legal)) });
      await until(() => room.match.version > version, `move ${version}`);
    }
    await until(() => anne.room.state.version === room.match.version, "anne up to date");
    before = { state: room.match.state, board: anne.room.state.board.toJSON(), version: room.match.version };
    await t.server.close();
    await sleep(100);
  } catch (error) {
    await t.close();
    throw error;
  }

  t = await startTestServer(options(journal));
  try {
    expect(await t.server.restore()).toEqual([code]);
    expect(serverRoom(code).match.state).toEqual(before.state);
    const anne = await joinTable(t, code, { seatToken: tokens[0] });
    const bess = await joinTable(t, code, { seatToken: tokens[1] });
    expect(anne.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0 });
    expect(bess.inbox.last("welcome")).toMatchObject({ role: "player", seat: 1 });
    await until(() => anne.room.state.version === before.version && anne.room.state.board.phase !== undefined, "restored state");
    // An optional list emptied before the restart is absent after it (docs/protocol.md, deviation 9).
    expect(withoutEmpty(anne.room.state.board.toJSON())).toEqual(withoutEmpty(before.board));
    // Play goes on from the restored moves.
    const room = serverRoom(code);
    const seat = room.match.active()[0];
    const me = [anne, bess][seat];
    await until(() => (me.room.state.private.get(String(seat))?.legal ?? "") !== "", "moves after the restore");
    me.room.send("action", { version: before.version, action: readLegalMoves(me.room.state.private.get(String(seat)).legal)[0] });
    await until(() => room.match.version === before.version + 1, "a move after the restore");
  } finally {
    await t.close();
  }
}, 60_000);
