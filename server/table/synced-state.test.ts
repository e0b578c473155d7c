import { matchMaker } from "@colyseus/core";
import { Random, seedRng } from "../../shared/engine";
import type { AnyGame } from "../../shared/engine/game";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../games/registry";
import { createTable, joinTable, startTestServer, until, type Joined, type TestServer } from "../test/harness";
import { project } from "./projector";
import type { BaseTableRoom } from "./table-room";
import { tableStateClass } from "./table-schema";

/**
 * The synced state a table keeps up to date (output.ts: only what changed is assigned, the game's
 * parts are skipped when the game did not move) must always equal the whole views projected
 * afresh: a part wrongly left as it was would show here. Private parts of seats nobody connects
 * to (bots) are left as they were on purpose (output.ts) and not compared.
 */
describe("the synced state equals a fresh projection after every action", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      games: [...gameRegistry.values()],
      schemas: Object.fromEntries(gameSchemaRegistry),
      config: { actionsPerSecond: 1000, disconnectPer5s: 10_000 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  function freshJson(room: BaseTableRoom): Record<string, any> {
    const output = room.output as any;
    const m = room.match;
    const active = [...m.active()];
    const playing = m.status !== "waiting";
    const board = playing ? output.boardView(m.game.publicView(m.state)) : {};
    const parts = playing ? Object.fromEntries(m.seats.map((_, i) => [String(i), output.privatePart(i, active)])) : {};
    const fresh = new (tableStateClass(m.game.id, room.schemas))();
    project(fresh, output.tableView(active, board, parts));
    return fresh.toJSON() as Record<string, any>;
  }

  /**
   * An optional list is created with its first item and stays once emptied (projector.ts), so
   * an empty list and none read alike to a client; they are compared alike here too.
   */
  function withoutEmpties(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(withoutEmpties);
    if (value === null || typeof value !== "object") return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (!(Array.isArray(item) && item.length === 0)) out[key] = withoutEmpties(item);
    return out;
  }

  /** Compares after every sync of the table; returns the number of comparisons and the first difference. */
  function watch(room: BaseTableRoom): { checks: number; mismatch: string | null } {
    const seen = { checks: 0, mismatch: null as string | null };
    const output = room.output as any;
    const sync = output.sync.bind(output);
    output.sync = (...args: unknown[]) => {
      sync(...args); // after an action the table's own parts are left as they are (output.ts)
      const live = room.state.toJSON() as Record<string, any>;
      const fresh = freshJson(room);
      room.match.seats.forEach((s, i) => {
        if (s.connections === 0) {
          delete live.private?.[String(i)];
          delete fresh.private?.[String(i)];
        }
      });
      seen.checks++;
      const a = JSON.stringify(withoutEmpties(live));
      const b = JSON.stringify(withoutEmpties(fresh));
      if (a !== b && seen.mismatch === null) seen.mismatch = `v${room.match.version} ${room.match.status}:\n live  ${a}\n fresh ${b}`;
    };
    return seen;
  }

  /** Both players act by their seat's bot until the game ends or `limit` versions pass. */
  async function play(room: BaseTableRoom, players: readonly Joined[], limit: number, seed: number): Promise<void> {
    const random = Random.from(seedRng(seed));
    const game = room.match.game as AnyGame;
    while (room.match.status === "playing" && room.match.version < limit) {
      const version = room.match.version;
      const seat = room.match.active().find((s) => s < players.length);
      if (seat !== undefined) players[seat].room.send("action", { version, action: game.bot(room.match.state, seat, random) });
      await until(() => room.match.version > version || room.match.status !== "playing", `an action after v${version}`, 10_000);
    }
  }

  it.each([
    ["booty-dice", { maxRounds: 5 }],
    ["shiver-me-timbers", {}],
    ["pirate-king", {}],
    ["pirates-cove", {}],
  ])("%s, with a bot seat and a spectator, through the end and a rematch where the game is short", async (game, options) => {
    const anne = await createTable(t, { game, seats: 3, options });
    const code = anne.room.roomId;
    const room = matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
    const seen = watch(room);
    const bess = await joinTable(t, code, { name: "Bess" });
    await joinTable(t, code, { name: "Cal", watch: true });
    anne.room.send("start", {});
    await until(() => room.match.status === "playing", "start");
    await play(room, [anne, bess], 150, 7);
    if (room.match.status === "finished") {
      const finished = room.match.matchId;
      anne.room.send("rematch", {});
      await until(() => room.match.status === "playing" && room.match.matchId !== finished, "the rematch", 10_000);
      await play(room, [anne, bess], 20, 8);
    }
    expect(seen.mismatch).toBeNull();
    expect(seen.checks).toBeGreaterThan(20);
  }, 120_000);
});
