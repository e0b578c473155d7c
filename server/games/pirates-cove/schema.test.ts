import { Encoder, Reflection, schema, t, type Schema } from "@colyseus/schema";
import { pirateCove as game, type PirateCovePublicView, type PirateCoveSeatView } from "../../../shared/games/pirates-cove";
import { project } from "../../table/projector";
import { assertSeatSchemaTagged } from "../game-schemas";
import { gameSchemaRegistry } from "../registry";
import { playBotGame } from "./bot-game";
import { PcBoard, pirateCoveBoard, pirateCoveSchemas } from "./schema";
import { PcSeat } from "./seat-schema";

type Json = Record<string, unknown>;

/**
 * What toJSON() must give for a view, written from the deviations listed in schema.ts
 * (independently of pirateCoveBoard): nulls dropped, the null lists `clockwise` and `scores`
 * as [], fighters in the combat as strings.
 */
function expectedJson(value: unknown, path = ""): unknown {
  if (Array.isArray(value)) {
    if (path === "combat.order") return value.map(String);
    return value.map((item) => expectedJson(item, path + "[]"));
  }
  if (value === null || typeof value !== "object") return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (item === null || item === undefined) {
      if (at === "clockwise" || at === "scores") out[key] = [];
      continue;
    }
    out[key] = /^combat\.(next|pending\.shooter|pending\.target)$/.test(at) ? String(item) : expectedJson(item, at);
  }
  return out;
}

const Root = schema({ board: t.ref(PcBoard), seat: t.ref(PcSeat) }, "PcTestRoot");

describe("Pirate's Cove synced schema", () => {
  it("is the server's schema for pirates-cove, with every seat field tagged OWNER", () => {
    expect(gameSchemaRegistry.get("pirates-cove")).toBe(pirateCoveSchemas);
    expect(() => assertSeatSchemaTagged(game.id, pirateCoveSchemas.seat)).not.toThrow();
  });

  it.each([
    [3, 3],
    [4, 11],
    [5, 12],
  ])("syncs publicView and seatView with only the documented deviations (%i seats, seed %i)", (seats, seed) => {
    const root = new Root();
    root.board = new PcBoard();
    root.seat = new PcSeat();
    const encoder = new Encoder(root);
    const decoder = Reflection.decode(Reflection.encode(encoder));
    const decoded = decoder.state as Schema & { board: Schema };
    decoder.decode(encoder.encodeAll());
    let states = 0;
    const seen = { combat: 0, destination: 0 };
    const final = playBotGame(seats, {}, seed, (state) => {
      const view = game.publicView(state) as PirateCovePublicView;
      const seatView = game.seatView(state, states % seats) as PirateCoveSeatView;
      project(root.board, pirateCoveBoard(view));
      project(root.seat, seatView);
      expect(root.board.toJSON()).toEqual(expectedJson(view));
      expect(root.seat.toJSON()).toEqual(expectedJson(seatView));
      decoder.decode(encoder.encode());
      encoder.discardChanges();
      expect(decoded.board.toJSON()).toEqual(root.board.toJSON());
      if (view.combat) seen.combat++;
      if (seatView.destination !== null) seen.destination++;
      states++;
    });
    expect(game.result(final)).not.toBeNull();
    expect(final.month).toBe(12);
    // The game went through battles and secret choices (not a trivial pass).
    expect(seen.combat).toBeGreaterThan(0);
    expect(seen.destination).toBeGreaterThan(0);
  });
});
