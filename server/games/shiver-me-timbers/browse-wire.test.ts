import { matchMaker } from "@colyseus/core";
import { Random, seedRng } from "../../../shared/engine";
import { gameRegistry } from "../../../shared/games/registry";
import type { SmtAction, SmtState } from "../../../shared/games/shiver-me-timbers";
import { gameSchemaRegistry } from "../registry";
import { createTable, joinTable, startTestServer, until, type Joined, type TestServer } from "../../test/harness";
import type { BaseTableRoom } from "../../table/table-room";

/**
 * The deck a seat browses at The Bay (crew) or Isla Oscura (rituals) is a map in its private
 * part (`cards.browse.kinds`, kind → copies left). It fills while the seat may choose from the
 * deck and empties when it may not: the owner's SDK client must receive it filled, the other
 * seat must never receive it (issue 18: it seemed to arrive empty in the browser).
 */
const smt = gameRegistry.get("shiver-me-timbers")!;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ games: [smt], schemas: Object.fromEntries(gameSchemaRegistry), config: { actionsPerSecond: 100_000, disconnectPer5s: 1_000_000, graceSeconds: 2 } });
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, any>;
const browseOf = (me: Joined, seat: number): Json | undefined => (me.room.state.toJSON() as Json).private?.[String(seat)]?.cards?.browse;

/** Plays one 2-seat table by its bots' choices; counts each time a seat starts and stops browsing. */
async function playTable(seed: number, counts: { starts: number; stops: number }): Promise<void> {
  const anne = await createTable(t, { game: "shiver-me-timbers", seats: 2 });
  const bess = await joinTable(t, anne.room.roomId, { name: "Bess" });
  const players = [anne, bess];
  await until(() => players.every((p) => p.room.state.status === "playing"), "start");
  const room = matchMaker.getLocalRoomById(anne.room.roomId) as unknown as BaseTableRoom;
  const random = Random.from(seedRng(seed));
  const was = [false, false];
  for (let step = 0; step < 1500; step++) {
    const state = room.match.state as SmtState;
    if (room.match.status !== "playing") break;
    const version = room.match.version;
    await until(() => players.every((p) => p.room.state.version === version), `version ${version} reached both clients`);
    for (const seat of [0, 1]) {
      const browse = (smt.seatView(state, seat) as Json).cards.browse;
      if (browse && !was[seat]) counts.starts++;
      if (!browse && was[seat]) counts.stops++;
      was[seat] = !!browse;
      if (browse) expect(Object.keys(browse.kinds).length).toBeGreaterThan(0);
      expect({ seat, version, browse: browseOf(players[seat], seat) }).toEqual({ seat, version, browse: browse ?? undefined });
      // The other seat's part never reaches this one.
      expect(browseOf(players[1 - seat], seat)).toBeUndefined();
    }
    if (counts.stops >= 3) break;
    const seat = room.match.active()[0];
    if (seat === undefined) break;
    const action: SmtAction = smt.bot(state, seat, random) as SmtAction;
    players[seat].room.send("action", { version, action });
    await until(() => room.match.version > version, `move ${version} accepted`);
  }
  await anne.room.leave();
  await bess.room.leave();
}

it("a seat browsing a deck receives its kinds, filled each time, and empty once it stops", async () => {
  // Each table draws its own game seed: whether its bots visit The Bay or Isla Oscura is chance,
  // so tables are played until the seats have come and left three times (a few tables at most).
  const counts = { starts: 0, stops: 0 };
  for (let table = 0; table < 8 && counts.stops < 3; table++) await playTable(4 + table, counts);
  // The seats came to The Bay or Isla Oscura and left again, three times at least.
  expect(counts.starts).toBeGreaterThanOrEqual(3);
  expect(counts.stops).toBeGreaterThanOrEqual(3);
}, 300_000);
