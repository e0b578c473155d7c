import { schema, t } from "@colyseus/schema";
import { OWNER } from "../view-tag";

/**
 * One seat's private part of a Pirate King table: its seatView
 * (shared/games/pirate-king/view.ts), every field behind the OWNER tag so only that seat's
 * clients receive it: the cards it holds and the parlay offer it drafts or was sent.
 */

export const PkHeldCard = schema({ key: t.string().default(""), deck: t.string().default(""), title: t.string().default(""), text: t.string().default("") }, "PkHeldCard");

export const PkLot = schema(
  { territories: t.array("uint8"), treasures: t.array("uint8"), cards: t.array("string"), bronze: t.number().default(0) },
  "PkLot",
);

export const PkOffer = schema(
  { from: t.uint8().default(0), to: t.uint8().default(0), sent: t.boolean().default(false), counters: t.uint8().default(0), give: t.ref(PkLot), get: t.ref(PkLot) },
  "PkOffer",
);

/** The seat schema's fields (a secrecy test may plant a leak by leaving one untagged). */
export const pkSeatFields = {
  held: t.array(PkHeldCard).view(OWNER),
  /** Always present (see schema.ts › 3): from === to while there is no offer. */
  offer: t.ref(PkOffer).view(OWNER),
};
export const PkSeat = schema(pkSeatFields, "PkSeat");
