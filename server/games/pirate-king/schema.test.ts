import { Encoder, Reflection, schema, t, type Schema } from "@colyseus/schema";
import { Random, seedRng } from "../../../shared/engine";
import { pirateKing as game, type PirateKingPublicView, type PirateKingSeatView, type PirateKingState } from "../../../shared/games/pirate-king";
import { project } from "../../table/projector";
import { assertSeatSchemaTagged } from "../game-schemas";
import { PkBoard } from "./board-schema";
import { pirateKingSchemas, pkBoard, pkSeatPart } from "./schema";
import { PkSeat } from "./seat-schema";

type Json = Record<string, unknown>;

/**
 * What toJSON() must give for a view, written from the deviations listed in schema.ts
 * (independently of pkBoard): nulls dropped, treasures as { state, owner }.
 */
function expectedJson(value: unknown, path = ""): unknown {
  if (Array.isArray(value)) {
    if (path === "treasures") return value.map((x) => (typeof x === "string" ? { state: x } : { state: "owned", owner: (x as Json).owner }));
    return value.map((item) => expectedJson(item, path + "[]"));
  }
  if (value === null || typeof value !== "object") return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null || item === undefined) continue;
    out[key] = expectedJson(item, path ? `${path}.${key}` : key);
  }
  return out;
}

/** Deviation 3: no offer is an offer from seat 0 to seat 0 with empty lots. */
const noLot = { territories: [], treasures: [], cards: [], bronze: 0 };
const noOffer = { from: 0, to: 0, sent: false, counters: 0, give: noLot, get: noLot };

const Root = schema({ board: t.ref(PkBoard), seat: t.ref(PkSeat) }, "PkTestRoot");

/** Plays a seeded bot game (random legal moves for seat 0, so parlays and kept cards come up). */
function playGame(seats: number, options: object, seed: number, visit: (s: PirateKingState, seat: number) => void) {
  let state = game.setup(Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })), game.optionsSchema.parse(options), seed);
  const random = Random.from(seedRng(seed + 1000));
  for (let ply = 0; ply < 6000 && !game.result(state); ply++) {
    const seat = game.activeSeats(state)[0];
    visit(state, ply % seats);
    const action = seat === 0 ? random.pick(game.legalActions(state, seat)) : game.bot(state, seat, random);
    const outcome = game.apply(state, seat, action);
    if (!outcome.ok) throw new Error(outcome.rejection.code);
    state = outcome.state;
  }
  visit(state, 0);
  return state;
}

describe("Pirate King synced schema", () => {
  it("tags every seat field with OWNER", () => {
    expect(() => assertSeatSchemaTagged(game.id, pirateKingSchemas.seat)).not.toThrow();
  });

  it.each([
    [2, {}, 6],
    [2, { shipsPerPlayer: 2, shortGame: true }, 4],
    [3, { shortGame: true }, 5],
    [4, { teams: true, shortGame: true }, 7],
  ])("syncs publicView and seatView with only the documented deviations (%i seats, %j)", (seats, options, seed) => {
    const root = new Root();
    root.board = new PkBoard();
    root.seat = new PkSeat();
    const encoder = new Encoder(root);
    const decoder = Reflection.decode(Reflection.encode(encoder));
    const decoded = decoder.state as Schema & { board: Schema };
    decoder.decode(encoder.encodeAll());
    let states = 0;
    let offers = 0;
    let held = 0;
    const final = playGame(seats, options, seed, (state, seat) => {
      const view = game.publicView(state) as PirateKingPublicView;
      const seatView = game.seatView(state, seat) as PirateKingSeatView;
      for (let other = 0; other < seats; other++) {
        const secret = game.seatView(state, other) as PirateKingSeatView;
        if (secret.offer) offers++;
        held += secret.held.length;
      }
      project(root.board, pkBoard(view));
      project(root.seat, pkSeatPart(seatView));
      expect(root.board.toJSON()).toEqual(expectedJson(view));
      expect(root.seat.toJSON()).toEqual(expectedJson(seatView.offer ? seatView : { ...seatView, offer: noOffer }));
      decoder.decode(encoder.encode());
      encoder.discardChanges();
      expect(decoded.board.toJSON()).toEqual(root.board.toJSON());
      states++;
    });
    expect(game.result(final)).not.toBeNull();
    expect(states).toBeGreaterThan(50);
    // The random seat drafts offers and keeps cards, so the private part is exercised too.
    expect(offers + held).toBeGreaterThan(0);
  });
});
