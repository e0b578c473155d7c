import type { AnyGame } from "../engine/game";
import { bootyDice } from "./booty-dice";
import { pirateCove } from "./pirates-cove";
import { shiverMeTimbers } from "./shiver-me-timbers";
import { pirateKing } from "./pirate-king";

/**
 * Every game Broadside can host, by id. The server, the client and the benchmarks look
 * games up here; adding a game means adding one line.
 */
const games: readonly AnyGame[] = [bootyDice, shiverMeTimbers, pirateKing, pirateCove];

export const gameRegistry: ReadonlyMap<string, AnyGame> = new Map(games.map((g) => [g.id, g]));

export function getGame(id: string): AnyGame | undefined {
  return gameRegistry.get(id);
}

export function listGames(): readonly AnyGame[] {
  return games;
}
