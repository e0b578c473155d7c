import { matchMaker } from "@colyseus/core";
import { Random, seedRng } from "../../shared/engine";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../games/registry";
import { pickLegalMove } from "../scale/scripted-player";
import { createTable, joinTable, sleep, startTestServer, until, type Joined, type TestServer } from "../test/harness";
import type { BaseTableRoom } from "./table-room";

/**
 * Every table encodes into the same two buffers (shared-encode-buffers.ts): tables of two
 * games play at once, interleaved, and every client's decoded state, patched or joined late,
 * equals the server's, while no table holds buffers of its own.
 */
let t: TestServer;
beforeAll(async () => {
  const games = ["booty-dice", "shiver-me-timbers"].map((id) => gameRegistry.get(id)!);
  t = await startTestServer({ games, schemas: Object.fromEntries(gameSchemaRegistry), config: { actionsPerSecond: 1000 } });
});
afterAll(async () => {
  await t.close();
});

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
const buffersOf = (code: string) => {
  const serializer = (serverRoom(code) as unknown as { _serializer: { encoder: { sharedBuffer: Uint8Array }; fullEncodeBuffer: Uint8Array } })._serializer;
  return [serializer.encoder.sharedBuffer, serializer.fullEncodeBuffer];
};
/** What a spectator may know of the table: everything but the private parts. */
const publicJson = (state: any) => {
  const { private: _private, ...rest } = state.toJSON();
  return rest;
};

it("tables of different games share the encode buffers and every client decodes its own table's state", async () => {
  const random = Random.from(seedRng(11));
  const tables: { code: string; players: Joined[] }[] = [];
  for (const game of ["booty-dice", "shiver-me-timbers", "booty-dice", "shiver-me-timbers"]) {
    const host = await createTable(t, { game, seats: 2 });
    const code = host.room.roomId;
    const guest = await joinTable(t, code, { name: "Bess" });
    tables.push({ code, players: [host, guest] });
  }
  await until(() => tables.every(({ players }) => players.every((p) => p.room.state.status === "playing")), "every table started");
  const [patchBuffer, fullBuffer] = buffersOf(tables[0].code);
  for (const { code } of tables) {
    const [patch, full] = buffersOf(code);
    expect(patch).toBe(patchBuffer);
    expect(full).toBe(fullBuffer);
  }

  // Interleaved play: one legal move at each table in turn, spectators joining in between.
  const watchers: { code: string; watcher: Joined }[] = [];
  for (let round = 0; round < 12; round++) {
    for (const { code, players } of tables) {
      const room = serverRoom(code);
      if (room.match.status !== "playing") continue;
      for (const seat of room.match.active()) {
        const player = players[seat];
        const move = pickLegalMove(player.room.state, seat, (moves) => random.pick(moves));
        if (move) player.room.send("action", { version: player.room.state.version, action: move });
      }
    }
    await sleep(30);
    if (round % 4 === 1) {
      for (const { code } of tables) watchers.push({ code, watcher: await joinTable(t, code, { name: "Watcher", watch: true }) });
    }
  }
  // Back-to-back joins: each table's full state is encoded between another table's two joins.
  for (let i = 0; i < 2; i++) {
    for (const { code } of tables) watchers.push({ code, watcher: await joinTable(t, code, { name: "Late", watch: true }) });
  }
  await sleep(200);
  for (const { code, players } of tables) {
    const room = serverRoom(code);
    const expected = publicJson(room.state);
    for (const p of players) expect(publicJson(p.room.state)).toEqual(expected);
    for (const w of watchers.filter((x) => x.code === code)) expect(publicJson(w.watcher.room.state)).toEqual(expected);
    // Each seat's own private part arrived whole.
    players.forEach((p, seat) => expect(p.room.state.private.get(String(seat))?.toJSON()).toEqual(room.state.private.get(String(seat))?.toJSON()));
  }
  expect(watchers.length).toBe(20);
});
