import { schema, t } from "@colyseus/schema";
import { OWNER } from "../view-tag";
import { PcCard } from "./board-schema";

/**
 * One seat's private part of a Pirate's Cove table: the whole seatView
 * (shared/games/pirates-cove/view.ts), every field behind the OWNER tag so only that seat's
 * clients receive it: the Tavern hand (fame cards included) and, during navigation, the
 * destination this seat has chosen (absent until then).
 */
export const pcSeatFields = {
  hand: t.array(PcCard).view(OWNER),
  fameInHand: t.uint8().default(0).view(OWNER),
  destination: t.uint8().optional().view(OWNER),
};
export const PcSeat = schema(pcSeatFields, "PcSeat");
