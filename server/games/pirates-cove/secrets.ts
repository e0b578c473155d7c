import type { PirateCoveState } from "../../../shared/games/pirates-cove";
import { othersPrivateParts, type Finding } from "../../table/wire-secrecy/findings";

type Json = Record<string, unknown>;

/** The secret log sentence of a navigation choice (shared/games/pirates-cove/log-text.ts › chosen). */
export const SECRET_CHOICE_TEXT = Buffer.from("You set course for", "utf8");

/** True while destinations are chosen in secret (not after a Crow's nest). */
export const secretNavigation = (s: PirateCoveState): boolean => s.phase === "navigation" && !s.clockwise;

/**
 * Everything `seat` (null: a spectator) holds in `table` (its `room.state.toJSON()`) that it
 * may not know, given the game state the table was at: another seat's private part (its
 * Tavern hand, fame cards, destination), or, while destinations are secret, any ship's course.
 * Hands and decks are lists of small numbers, which cannot be searched for by value: they
 * live only in the private parts (and deck orders nowhere), which is what this checks.
 */
export function leaksIn(table: Json, seat: number | null, state: PirateCoveState): Finding[] {
  const leaks = othersPrivateParts(table, seat);
  const ships = (((table.board as Json | undefined)?.ships as Json[] | undefined) ?? []) as Json[];
  if (secretNavigation(state)) {
    ships.forEach((p, i) => {
      if (p.course !== undefined) leaks.push({ what: `seat ${i}'s course before the reveal`, where: `state.board.ships[${i}].course` });
    });
  }
  ships.forEach((p, i) => {
    if (p.hasChosen === true && state.choices[i] === 0) leaks.push({ what: `seat ${i} marked as chosen without a choice`, where: `state.board.ships[${i}].hasChosen` });
  });
  return leaks;
}
