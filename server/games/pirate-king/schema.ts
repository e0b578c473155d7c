import { pirateKingLog, pirateKingSummary, type PirateKingPublicView, type PirateKingSeatView } from "../../../shared/games/pirate-king";
import type { LogCodec } from "../../table/game-log";
import type { GameSchemas } from "../game-schemas";
import { PkBoard } from "./board-schema";
import { PkSeat } from "./seat-schema";

/**
 * Pirate King's synced state. `board` is the whole publicView and `private[seat]` the whole
 * seatView, field for field with the view's names, so `toJSON()` gives the view's shape with
 * these deviations (also in docs/protocol.md › Pirate King; schema.test.ts checks them over
 * whole bot games of every variant):
 *
 * 1. A null value is an absent field (`wind`, `pending`, `combat`, `parlay`, `endReason`,
 *    `ships[].space` of a sunk ship, `ships[].cargo`, `territories[].owner`, `offer`…).
 * 2. `treasures[i]` is an object: `{ state: "hidden" }`, `{ state: "forSale" }` or
 *    `{ state: "owned", owner }` (the view's "hidden", "forSale" and `{ owner }`).
 * 3. In a private part, `offer` null (no offer drafted or received) is an offer from seat 0 to
 *    seat 0 with empty lots (`pkSeatPart`): a nested object created after the owner's view
 *    was granted would not reach the owner, so it is never absent. `from === to` means none.
 *
 * What never enters the schema is what publicView leaves out: the decks' order, the
 * generator, the cards a seat holds (only their count), the lots of a parlay offer.
 */
export function pkBoard(view: PirateKingPublicView): Record<string, unknown> {
  return {
    ...view,
    treasures: view.treasures.map((t) => (typeof t === "string" ? { state: t } : { state: "owned", owner: t.owner })),
  };
}

const emptyLot = () => ({ territories: [], treasures: [], cards: [], bronze: 0 });

/** The seatView in the form the private part syncs (deviation 3); the input is not changed. */
export function pkSeatPart(view: PirateKingSeatView): Record<string, unknown> {
  return { ...view, offer: view.offer ?? { from: 0, to: 0, sent: false, counters: 0, give: emptyLot(), get: emptyLot() } };
}

export const pirateKingSchemas: GameSchemas = {
  board: PkBoard,
  seat: PkSeat,
  summary: pirateKingSummary,
  log: pirateKingLog as unknown as LogCodec,
  boardView: (view) => pkBoard(view as PirateKingPublicView),
  seatPart: (view) => pkSeatPart(view as PirateKingSeatView),
};
