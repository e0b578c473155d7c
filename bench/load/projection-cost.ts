/**
 * The server's own work per action, without sockets (not a test): for every game (4 seats),
 * each action's rules (`apply`), the projection of the views and the legal moves into the
 * synced state, and the patch encoding for 4 seats and a spectator; the bot's decision time on
 * the event loop (what server/table/bot-routing.ts watches); the patch bytes per client. A
 * profile of where the load bench's server CPU per action goes, before changing anything.
 *   npx ts-node --transpile-only bench/load/projection-cost.ts [games=20] [game …]
 */
import { Encoder, StateView } from "@colyseus/schema";
import { Random, seedRng } from "../../shared/engine";
import type { AnyGame } from "../../shared/engine/game";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../../server/games/registry";
import { OWNER } from "../../server/games/view-tag";
import { legalMovesOf, NO_MOVES } from "../../server/table/legal-moves";
import { project } from "../../server/table/projector";
import { tableStateClass } from "../../server/table/table-schema";
import { revealToOwner } from "../../server/table/owner-views";

const GAMES = Number(process.argv[2] ?? 20);
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const f = (x: number) => x.toFixed(3);

function measure(id: string) {
  const game = gameRegistry.get(id) as AnyGame;
  const schemas = gameSchemaRegistry.get(id)!;
  const cls = tableStateClass(id, schemas);
  const times = { apply: [] as number[], project: [] as number[], encode: [] as number[], bot: [] as number[] };
  const bytes: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    let state = game.setup([0, 1, 2, 3].map((i) => ({ name: `P${i}` })), game.optionsSchema.parse({}), g + 1);
    const random = Random.from(seedRng(g + 1));
    const root = new cls() as any;
    const encoder = new Encoder(root);
    const views = [0, 1, 2, 3].map(() => new StateView());
    const spectator = new StateView();
    const sync = () => {
      const active = game.activeSeats(state);
      project(root, {
        code: "ABCDEF", game: id, status: "playing", version: 0, hostSeat: 0, spectators: 1, isPublic: false,
        seats: [0, 1, 2, 3].map((index) => ({ index, name: `P${index}`, taken: true, connected: true, bot: false, botActing: false })),
        active: [...active],
        board: schemas.boardView ? schemas.boardView(game.publicView(state)) : game.publicView(state),
        result: { winners: [], scores: [], summary: "" },
        private: Object.fromEntries([0, 1, 2, 3].map((i) => {
          const view = game.seatView(state, i);
          return [String(i), { ...((schemas.seatPart ? schemas.seatPart(view) : view) as object), ...(active.includes(i) ? legalMovesOf(game, schemas, state, i) : NO_MOVES) }];
        })),
      });
    };
    sync();
    views.forEach((v, i) => v.add(root.private.get(String(i)), OWNER));
    encoder.encodeAll();
    encoder.discardChanges();
    for (let ply = 0; ply < 5000 && !game.result(state); ply++) {
      const seat = game.activeSeats(state)[0];
      let t0 = performance.now();
      const action = game.bot(state, seat, random);
      times.bot.push(performance.now() - t0);
      t0 = performance.now();
      const out = game.apply(state, seat, action);
      if (!out.ok) throw new Error(out.rejection.code);
      state = out.state;
      const t1 = performance.now();
      sync();
      views.forEach((v, i) => revealToOwner(v, root.private.get(String(i))));
      const t2 = performance.now();
      const it = { offset: 0 };
      const shared = encoder.encode(it);
      const sharedLength = it.offset;
      const perClient = [...views, spectator].map((v) => encoder.encodeView(v, sharedLength, { offset: sharedLength }).length);
      encoder.discardChanges();
      const t3 = performance.now();
      void shared;
      times.apply.push(t1 - t0);
      times.project.push(t2 - t1);
      times.encode.push(t3 - t2);
      bytes.push(...perClient);
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const total = mean(times.apply) + mean(times.project) + mean(times.encode);
  console.log(`${id}: ${times.apply.length} actions; ms per action (mean): apply ${f(mean(times.apply))}, project views + legal moves ${f(mean(times.project))}, encode 5 clients ${f(mean(times.encode))}, total ${f(total)}; bot decision p50 ${f(q(times.bot, 0.5))} p99 ${f(q(times.bot, 0.99))} p99.9 ${f(q(times.bot, 0.999))} max ${f(Math.max(...times.bot))} ms; patch bytes per client p50 ${q(bytes, 0.5)} p90 ${q(bytes, 0.9)}`);
}

const named = process.argv.slice(3);
for (const id of named.length > 0 ? named : [...gameRegistry.keys()]) measure(id);
