// Which function writes each game's coded log entries (docs/protocol.md › Log entries). Small
// and pure, so they load with the table page, not with the game's lazy Phaser chunk. A game
// missing here still logs: the server sends its entries as text.
import { bootyDiceLogText } from "../../shared/games/booty-dice/log-text";
import { smtLogText } from "../../shared/games/shiver-me-timbers/log-text";
import { pirateCoveLogText } from "../../shared/games/pirates-cove/log-text";
import { pirateKingLogText } from "../../shared/games/pirate-king/log-text";
import type { LogText } from "../table/protocol";

export const logTexts: Readonly<Record<string, LogText>> = {
  "booty-dice": bootyDiceLogText,
  "shiver-me-timbers": smtLogText,
  "pirates-cove": pirateCoveLogText,
  "pirate-king": pirateKingLogText,
};
