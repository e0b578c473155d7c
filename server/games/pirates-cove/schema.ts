import { schema, t } from "@colyseus/schema";
import { pirateCoveLog, pirateCoveSummary, type PirateCovePublicView } from "../../../shared/games/pirates-cove";
import type { GameSchemas } from "../game-schemas";
import { PcCard, PcCombat, PcIsland, PcLegend, PcNavy, PcParrotOffer, PcSecretMap, PcShip, PcWindow } from "./board-schema";
import { PcSeat } from "./seat-schema";

/**
 * Pirate's Cove's synced state. `board` is the whole publicView and `private[seat]` the whole
 * seatView (shared/games/pirates-cove/view.ts), field for field with the view's names, so
 * `room.state.toJSON()` gives the view's shape with these deviations (also in
 * docs/protocol.md › Pirate's Cove; schema.test.ts checks them over whole bot games):
 *
 * 1. A null value is an absent field (`navy`, `combat`, `window`, `ships[].parrot`,
 *    `ships[].hold`, `ships[].course`, `islands[].card`, `private[seat].destination`…).
 * 2. A null list is an empty list: `clockwise` (secret navigation), `scores` (until the end).
 * 3. A fighter in `combat` (`order`, `next`, `pending.shooter`, `pending.target`) is a string:
 *    a seat's number ("2"), "navy" or a Legendary Pirate's id.
 *
 * What never enters the schema is what publicView leaves out: a secret destination before the
 * reveal (only `hasChosen`), other seats' hands, the decks' order, the generator.
 */
export const pcBoardFields = {
  month: t.uint8().default(0),
  months: t.uint8().default(12),
  phase: t.string().default("fitting"),
  active: t.array("uint8"),
  ships: t.array(PcShip),
  islands: t.array(PcIsland),
  legends: t.array(PcLegend),
  navy: t.ref(PcNavy).optional(),
  clockwise: t.array("uint8"),
  treasureSupply: t.uint8().default(0),
  tavernDeck: t.uint8().default(0),
  discard: t.array(PcCard),
  secretMap: t.ref(PcSecretMap).optional(),
  parrotOffer: t.ref(PcParrotOffer).optional(),
  window: t.ref(PcWindow).optional(),
  combat: t.ref(PcCombat).optional(),
  winners: t.array("uint8"),
  scores: t.array("number"),
};
export const PcBoard = schema(pcBoardFields, "PcBoard");

const fighter = (f: unknown): string | null => (f === null || f === undefined ? null : String(f));

/** The publicView in the form the board syncs (deviation 3); the input is not changed. */
export function pirateCoveBoard(view: PirateCovePublicView): Record<string, unknown> {
  const c = view.combat;
  return {
    ...view,
    combat: c && {
      ...c,
      order: c.order.map((f) => String(f)),
      next: fighter(c.next),
      pending: c.pending && { ...c.pending, shooter: String(c.pending.shooter), target: String(c.pending.target) },
    },
  };
}

export const pirateCoveSchemas: GameSchemas = {
  board: PcBoard,
  seat: PcSeat,
  summary: pirateCoveSummary,
  log: pirateCoveLog,
  boardView: (view) => pirateCoveBoard(view as PirateCovePublicView),
};
