// Which function writes each game's coded log entries (docs/protocol.md › Log entries). Each is
// its own small chunk, fetched for the game of the table being opened only (the table page
// itself carries none of them). A game missing here still logs: the server sends its entries
// as text.
import type { LogText } from "../table/protocol";

const loaders: Readonly<Record<string, () => Promise<LogText>>> = {
  "booty-dice": () => import("../../shared/games/booty-dice/log-text").then((m) => m.bootyDiceLogText),
  "shiver-me-timbers": () => import("../../shared/games/shiver-me-timbers/log-text").then((m) => m.smtLogText),
  "pirates-cove": () => import("../../shared/games/pirates-cove/log-text").then((m) => m.pirateCoveLogText),
  "pirate-king": () => import("../../shared/games/pirate-king/log-text").then((m) => m.pirateKingLogText),
};

/** The games whose log entries may come as codes. */
export const gamesWithLogText: readonly string[] = Object.keys(loaders);

const loaded = new Map<string, Promise<LogText | undefined>>();

/** The game's log text function (fetched once), or undefined for a game without one. */
export function loadLogText(game: string): Promise<LogText | undefined> {
  let text = loaded.get(game);
  if (!text) {
    text = Object.hasOwn(loaders, game) ? loaders[game]() : Promise.resolve(undefined);
    loaded.set(game, text);
  }
  return text;
}
