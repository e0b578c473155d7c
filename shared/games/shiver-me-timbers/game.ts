import type { GameDefinition, GameResult } from "../../engine";
import { smtActionSchema, type SmtAction } from "./actions";
import { applyAction } from "./apply";
import { botAction } from "./bot";
import { activeSeats, legalActions } from "./legal";
import { smtOptionsSchema, type SmtOptions } from "./options";
import { setupGame } from "./setup-and-goals/setup";
import type { SmtState } from "./state";
import { publicView, seatView } from "./views";

function result(state: SmtState): GameResult | null {
  if (state.phase !== "over" || !state.final) return null;
  return { winners: [...state.final.winners], scores: state.final.lines.map((l) => l.total), summary: state.final.summary };
}

/** Shiver Me Timbers: the game contract, wired from the rule areas (see the folders beside this file). */
export const shiverMeTimbers: GameDefinition<SmtState, SmtAction, SmtOptions> = {
  id: "shiver-me-timbers",
  name: "Shiver Me Timbers",
  minSeats: 2,
  maxSeats: 4,
  optionsSchema: smtOptionsSchema,
  actionSchema: smtActionSchema,
  setup: setupGame,
  apply: applyAction,
  activeSeats,
  legalActions,
  publicView,
  seatView,
  result,
  bot: botAction,
};
