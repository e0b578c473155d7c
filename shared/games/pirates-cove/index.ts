import type { GameDefinition } from "../../engine/game";
import { actionSchema, type PirateCoveAction } from "./actions";
import { activeSeats } from "./active";
import { apply } from "./apply";
import { bot } from "./bot";
import { legalActions } from "./legal";
import { optionsSchema, type PirateCoveOptions } from "./options";
import { result } from "./result";
import { MAX_SEATS, MIN_SEATS, setup } from "./setup";
import type { PirateCoveState } from "./state";
import { publicView, seatView } from "./view";

export const pirateCove: GameDefinition<PirateCoveState, PirateCoveAction, PirateCoveOptions> = {
  id: "pirates-cove",
  name: "Pirate's Cove",
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  optionsSchema,
  actionSchema,
  setup,
  apply,
  activeSeats,
  legalActions,
  publicView,
  seatView,
  result,
  bot,
};

/** A short summary for the lobby. */
export const pirateCoveSummary =
  "3–5 captains sail for twelve months, choosing their island in secret each month: take its bounty alone or fight " +
  "for it in volleys, face the Legendary Pirates and the Royal Navy, play Tavern cards, bury treasure for fame.";

export type { PirateCoveAction } from "./actions";
export type { PirateCoveOptions } from "./options";
export type { PirateCoveState, Phase } from "./state";
export type { PirateCovePublicView, PirateCoveSeatView } from "./view";
export { pirateCoveLog } from "./log-text";
