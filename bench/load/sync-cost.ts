/**
 * One table's `sync` (server/table/output.ts: the views projected into the synced state) after
 * each action of seeded bot games with four connected seats, timed alone (not a test). In the
 * load bench's server an action finds the process cold; `cold` (the default) touches 16 MB
 * between actions to stand for that, `warm` does not.
 *   [GAMES=6] npx ts-node --transpile-only bench/load/sync-cost.ts [game=booty-dice] [cold|warm]
 * GAMES: how many seeded games (the first 100 syncs are dropped as warm-up); 40 or more for a
 * reading of optimized code.
 */
import "../../server/schema-copy";
import { Random, seedRng } from "../../shared/engine";
import type { AnyGame } from "../../shared/engine/game";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../../server/games/registry";
import { TableOutput } from "../../server/table/output";
import { tableStateClass } from "../../server/table/table-schema";
import { Encoder } from "@colyseus/schema";

const id = process.argv[2] ?? "booty-dice";
const COLD = process.argv[3] !== "warm";
const game = gameRegistry.get(id) as AnyGame;
const schemas = gameSchemaRegistry.get(id)!;
const big = new Uint8Array(16 << 20);
const times: number[] = [];
for (let g = 0; g < Number(process.env.GAMES ?? 6); g++) {
  let state = game.setup([0, 1, 2, 3].map((i) => ({ name: `P${i}` })), game.optionsSchema.parse({}), g + 1);
  const random = Random.from(seedRng(g + 1));
  // The parts of a Match that sync reads.
  const match: any = {
    status: "playing", get state() { return state; }, game, code: "ABCDEF", version: 0, hostSeat: 0, isPublic: false, result: null,
    seats: [0, 1, 2, 3].map((i) => ({ name: `P${i}`, connections: 1, bot: false, away: false })),
    active: () => game.activeSeats(state), isTaken: () => true,
  };
  const room: any = { match, schemas, state: new (tableStateClass(id, schemas))(), clients: [] };
  const encoder = new Encoder(room.state);
  const output = new TableOutput(room);
  output.sync();
  encoder.discardChanges();
  for (let ply = 0; ply < 400 && !game.result(state); ply++) {
    const seat = game.activeSeats(state)[0];
    const out = game.apply(state, seat, game.bot(state, seat, random));
    if (!out.ok) throw new Error(out.rejection.code);
    state = out.state;
    match.version++;
    if (COLD) for (let i = 0; i < big.length; i += 64) big[i]++;
    const t0 = performance.now();
    output.sync();
    times.push(performance.now() - t0);
    encoder.discardChanges();
  }
}
times.splice(0, 100);
times.sort((a, b) => a - b);
console.log(id, COLD ? "cold" : "warm", "sync µs p50", (times[times.length >> 1] * 1000).toFixed(0), "mean", ((times.reduce((a, b) => a + b, 0) / times.length) * 1000).toFixed(0), "n", times.length);
