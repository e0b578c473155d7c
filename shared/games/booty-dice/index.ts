import type { GameDefinition } from "../../engine/game";
import { actionSchema, readAction, type BootyDiceAction } from "./actions";
import { apply } from "./apply";
import { bot } from "./bot";
import { activeSeats, legalActions } from "./legal";
import { optionsSchema, type BootyDiceOptions } from "./options";
import { result } from "./result";
import { MAX_SEATS, MIN_SEATS, setup } from "./setup";
import type { BootyDiceState } from "./state";
import { publicView, seatView } from "./view";

export const bootyDice: GameDefinition<BootyDiceState, BootyDiceAction, BootyDiceOptions> = {
  id: "booty-dice",
  name: "Booty Dice",
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  optionsSchema,
  actionSchema,
  readAction,
  setup,
  apply,
  activeSeats,
  legalActions,
  publicView,
  seatView,
  result,
  bot,
};

/** A short summary for the lobby (GET /api/games). */
export const bootyDiceSummary =
  "2–6 pirates roll six dice up to three times, then resolve them: grab doubloons and shields, " +
  "slash with cutlasses, steal with the Jolly Roger, and beware the plank. " +
  "First to 25 doubloons or the last pirate standing wins.";

export type { BootyDiceAction } from "./actions";
export type { BootyDiceOptions } from "./options";
export type { BootyDiceState, Pirate, Phase, EndReason } from "./state";
export type { BootyDicePublicView, PirateView, DieView, PendingView } from "./view";
export type { Face, Effect } from "./content";
export { FACES, FACE_NAMES, RESOLUTION_ORDER, EFFECT_NAMES } from "./content";
