// How many refIds a Shiver Me Timbers table's synced state uses over a whole game (issue 16 item 7):
//   npx ts-node --transpile-only bench/load/refid-census.ts [games=2]   (RECYCLE=0: without the recycler)
// Plays 4-seat games of bots (the one person's seat left to its sitter bot) on a test server with
// a watcher, and prints every 200 versions the refIds @colyseus/schema has given and the objects
// alive. Without the table's refId recycler (server/table/refid-recycler.ts) the first grows
// about 1.7 a move; with it, it stays near the second.
import "../../server/schema-copy";
import { matchMaker } from "@colyseus/core";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../../server/games/registry";
import { RefIdRecycler } from "../../server/table/refid-recycler";
import { createTable, joinTable, startTestServer, until } from "../../server/test/harness";

// Nothing retired ever becomes free: every new object gets a new refId, as before the recycler.
if (process.env.RECYCLE === "0") RefIdRecycler.prototype.patched = () => undefined;

const GAMES = Number(process.argv[2] ?? 2);

interface SchemaRoot {
  nextUniqueId: number;
  refCount: Record<number, number>;
}

async function main(): Promise<void> {
  const t = await startTestServer({ games: [...gameRegistry.values()], schemas: Object.fromEntries(gameSchemaRegistry), config: { actionsPerSecond: 1000 } });
  for (let game = 1; game <= GAMES; game++) {
    const anne = await createTable(t, { game: "shiver-me-timbers", seats: 4, bots: [1, 2, 3], name: "Anne" });
    const watcher = await joinTable(t, anne.room.roomId, { name: "Watcher", watch: true });
    const room = matchMaker.getLocalRoomById(anne.room.roomId) as unknown as { match: { version: number; status: string }; _serializer: { encoder: { root: SchemaRoot } } };
    await until(() => room.match.status === "playing", "the start", 10_000);
    const root = room._serializer.encoder.root;
    const census = () => `refIds given ${root.nextUniqueId}, alive ${Object.values(root.refCount).filter((n) => n > 0).length}`;
    await anne.room.leave();
    let printed = 0;
    await until(
      () => {
        if (room.match.version - printed >= 200) {
          printed = room.match.version;
          console.log(`game ${game}, version ${printed}: ${census()}`);
        }
        return room.match.status === "finished";
      },
      "the end of the game",
      600_000,
    );
    console.log(`game ${game}, the end at version ${room.match.version}: ${census()}`);
    await watcher.room.leave();
  }
  await t.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
