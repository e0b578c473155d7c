import { Encoder, Reflection, schema, t, type Schema } from "@colyseus/schema";
import { Random, seedRng } from "../../../shared/engine";
import { shiverMeTimbers as game, type SmtState } from "../../../shared/games/shiver-me-timbers";
import { project } from "../../table/projector";
import { assertSeatSchemaTagged } from "../game-schemas";
import { shiverMeTimbersSchemas, smtBoard, SmtBoard, smtSeatPart } from "./schema";
import { SmtSeat } from "./seat-schema";
import { withoutEmpty } from "../../test/synced-json";
import { expectedJson } from "./expected-json";

type Json = Record<string, unknown>;
const Root = schema({ board: t.ref(SmtBoard), seat: t.ref(SmtSeat) }, "SmtTestRoot");

/** Plays a seeded bot game, calling `visit` on every state (every `every`-th ply). */
function playGame(seats: number, options: object, seed: number, visit: (s: SmtState) => void, every = 1) {
  let state = game.setup(Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })), game.optionsSchema.parse(options), seed) as SmtState;
  const random = Random.from(seedRng(seed + 1000));
  for (let ply = 0; ply < 4000 && !game.result(state); ply++) {
    if (ply % every === 0) visit(state);
    const seat = game.activeSeats(state)[0];
    const outcome = game.apply(state, seat, game.bot(state, seat, random));
    if (!outcome.ok) throw new Error(outcome.rejection.code);
    state = outcome.state;
  }
  visit(state);
  return state;
}

describe("Shiver Me Timbers synced schema", () => {
  it("tags every seat field with OWNER", () => {
    expect(() => assertSeatSchemaTagged(game.id, shiverMeTimbersSchemas.seat)).not.toThrow();
  });

  it.each([
    [2, {}, 3],
    [3, { map: "custom", events: true }, 5],
    [4, { epic: true, resilientShips: true }, 7],
    [4, { events: true }, 8],
  ])("syncs publicView and seatView with only the documented deviations (%i seats, %j)", (seats, options, seed) => {
    const root = new Root();
    root.board = new SmtBoard();
    root.seat = new SmtSeat();
    const encoder = new Encoder(root);
    const decoder = Reflection.decode(Reflection.encode(encoder));
    const decoded = decoder.state as Schema & { board: Schema };
    decoder.decode(encoder.encodeAll());
    let states = 0;
    const final = playGame(
      seats,
      options,
      seed,
      (state) => {
        const view = game.publicView(state) as Json;
        const seat = states % seats;
        const seatView = game.seatView(state, seat);
        project(root.board, smtBoard(view));
        project(root.seat, smtSeatPart(seatView as Json));
        expect(withoutEmpty(root.board.toJSON())).toEqual(withoutEmpty(expectedJson(view)));
        expect(withoutEmpty(root.seat.toJSON())).toEqual(withoutEmpty(expectedJson(seatView)));
        // What a spectator decodes from the patches is the same (seat fields need a view: room tests).
        decoder.decode(encoder.encode());
        encoder.discardChanges();
        expect(decoded.board.toJSON()).toEqual(root.board.toJSON());
        states++;
      },
      4,
    );
    expect(game.result(final)).not.toBeNull();
    expect(states).toBeGreaterThan(50);
  });
});
