import { schema, t, type Schema } from "@colyseus/schema";
import { buildAll, startServer, type RunningServer } from "../client/e2e/server";
import { gameSchemaRegistry } from "./games/registry";
import { assertCoreEncodes } from "./schema-copy";
import { fieldsOf } from "./table/projector";
import { TablePlayer } from "./storage/test/table-player";

jest.setTimeout(240_000);

describe("assertCoreEncodes", () => {
  it("passes classes built on the Schema that @colyseus/core encodes with", () => {
    const Good = schema({ n: t.uint8() }, "Good");
    expect(() => assertCoreEncodes([Good])).not.toThrow();
  });

  it("throws on a class built on a second copy of @colyseus/schema", () => {
    let other!: typeof import("@colyseus/schema");
    // A module registry of its own: a second instance of the schema library, as the ES build beside the CommonJS one is on plain node.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    jest.isolateModules(() => (other = require("@colyseus/schema")));
    const Stray = other.schema({ n: other.t.uint8() }, "Stray") as unknown as new () => Schema;
    expect(() => assertCoreEncodes([Stray])).toThrow(/Stray extends a second copy of @colyseus\/schema/);
  });
});

/** The field names of a decoded (reflected) class, its inherited ones first. */
function reflectedFields(instance: object): string[] {
  const metadata = (instance.constructor as unknown as Record<symbol, Record<number, { name: string }>>)[Symbol.metadata];
  const names: string[] = [];
  for (let i = 0; metadata?.[i]; i++) names.push(metadata[i].name);
  return names;
}

/**
 * On plain node, as `npm start` runs the server, every game's tables decode right, whichever
 * game was hosted first: each client's reflected board has exactly the server's fields and the
 * seats read as taken. With two copies of @colyseus/schema in the server (schema-copy.ts), only
 * the first game's tables did.
 */
describe("every game's tables on one built server, one after another", () => {
  let server: RunningServer;
  const players: TablePlayer[] = [];
  const warnings: string[] = [];
  const warn = console.warn;
  const error = console.error;

  beforeAll(async () => {
    buildAll();
    server = await startServer();
    // The SDK reports a misread state through console.warn / console.error ("definition mismatch").
    console.warn = (...args: unknown[]) => {
      if (!String(args[0]).includes("onMessage() not registered")) warnings.push(args.map(String).join(" "));
    };
    console.error = (...args: unknown[]) => warnings.push(args.map(String).join(" "));
  }, 240_000);

  afterAll(async () => {
    console.warn = warn;
    console.error = error;
    await Promise.all(players.map((p) => p.leave()));
    await server?.stop();
  });

  const tables: [game: string, seats: number, bots: number[]][] = [
    ["booty-dice", 2, [1]],
    ["shiver-me-timbers", 4, [1, 2, 3]],
    ["pirate-king", 3, [1, 2]],
    ["pirates-cove", 3, [1, 2]],
    ["booty-dice", 3, [1, 2]],
    ["shiver-me-timbers", 2, [1]],
  ];

  it.each(tables)("%s, %i seats: the host's client decodes its board and seats", async (game, seats, bots) => {
    const endpoint = server.url.replace("http", "ws");
    const host = await TablePlayer.create(endpoint, { game, seats, bots, name: "Host" });
    players.push(host);
    await host.until(() => host.state.status === "playing", `${game} starts`);
    const state = host.state as unknown as { game: string; code: string; seats: { taken: boolean }[]; board: object };
    expect(state.game).toBe(game);
    expect(state.code).toBe(host.room.roomId);
    expect(state.seats.map((s) => s.taken)).toEqual(Array.from({ length: seats }, () => true));
    expect(reflectedFields(state.board)).toEqual(fieldsOf(gameSchemaRegistry.get(game)!.board).map((f) => f.name));
    expect(warnings).toEqual([]);
  });
});
