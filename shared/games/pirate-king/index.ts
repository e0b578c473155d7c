import type { GameDefinition } from "../../engine/game";
import { actionSchema, type PirateKingAction } from "./actions";
import { apply } from "./apply";
import { bot } from "./bot";
import { activeSeats, legalActions } from "./legal";
import { optionsSchema, type PirateKingOptions } from "./options";
import { result } from "./result";
import { MAX_SEATS, MIN_SEATS, setup } from "./setup";
import type { PirateKingState } from "./state";
import { publicView, seatView } from "./view";

export const pirateKing: GameDefinition<PirateKingState, PirateKingAction, PirateKingOptions> = {
  id: "pirate-king",
  name: "Pirate King",
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
export const pirateKingSummary =
  "2–4 captains sail the Caribbean's currents, run smuggling missions, capture and fortify territories, " +
  "fight for them, hunt the five Great Treasures and parlay. First to 16 prestige points (12 in the short game) wins.";

export type { PirateKingAction } from "./actions";
export type { PirateKingOptions } from "./options";
export type { PirateKingState } from "./state";
export type { PirateKingPublicView, PirateKingSeatView } from "./view";
export { pirateKingLog, pirateKingLogText } from "./log-text";
/** The board and content as data, for drawing the table. */
export { SPACES, ADJACENT, SECRET_PASSAGES, CROSSWINDS, LOOP_STEPS, type Space, type SpaceKind } from "./content/board";
export { TERRITORIES, CURRENTS, PORTS, type Territory } from "./content/territories";
export { SEA_CHART, LEVELS, LEVEL_CREW } from "./content/sea-chart";
export { CAPTAINS_LOG, PIRATES_BOOTY, CARGO, GREAT_TREASURES, KEEPABLE_NAMES } from "./content/cards";
export { gemsFor, GEMS } from "./content/ship";
/** The views with their types (the GameDefinition's are `unknown`). */
export { publicView, seatView } from "./view";
