/** The bot's monster hunt on its turn (Monster Slayer). */
import type { SmtAction } from "../actions";
import type { S } from "../core/draft";
import { HUNT_TRACK_FINAL, HUNT_TRACK_FIRST } from "../content/monsters";
import { best, find } from "../core/bot-helpers";

/**
 * Monster Slayer: on a monster's spot, throw it cargo when that finishes it (or when no action is
 * left to hunt with), otherwise spend actions on the hunt. Travel toward monsters is in `targets`.
 */
export function monsterChoice(s: S, seat: number, legal: SmtAction[]): SmtAction | null {
  const offers = legal.filter((a): a is Extract<SmtAction, { type: "monster_offer" }> => a.type === "monster_offer");
  const left = (a: Extract<SmtAction, { type: "monster_offer" }>) => HUNT_TRACK_FINAL - (s.monsters.progress[a.monster][seat] ?? HUNT_TRACK_FIRST);
  const finishing = offers.filter((a) => a.units >= left(a));
  if (finishing.length > 0) return best(finishing, (a) => -a.units);
  const hunt = find(legal, "monster_hunt");
  if (hunt) return hunt;
  if (offers.length > 0 && (s.turn.actionsLeft <= 0 || s.turn.mustEnd)) return best(offers, (a) => a.units);
  return null;
}
