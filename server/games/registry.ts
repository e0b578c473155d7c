import { bootyDiceSchemas } from "./booty-dice/schema";
import type { GameSchemas } from "./game-schemas";
import { pirateCoveSchemas } from "./pirates-cove/schema";
import { shiverMeTimbersSchemas } from "./shiver-me-timbers/schema";
import { pirateKingSchemas } from "./pirate-king/schema";

/**
 * The synced schema of every game the server hosts, by game id (beside
 * shared/games/registry.ts, which holds the rules). A game needs an entry in both.
 */
const schemas: Record<string, GameSchemas> = {
  "booty-dice": bootyDiceSchemas,
  "shiver-me-timbers": shiverMeTimbersSchemas,
  "pirate-king": pirateKingSchemas,
  "pirates-cove": pirateCoveSchemas,
};

export const gameSchemaRegistry: ReadonlyMap<string, GameSchemas> = new Map(Object.entries(schemas));
