/** The bot's treasure hunt on its turn (Tomb Raider). */
import type { SmtAction } from "../actions";
import type { S } from "../core/draft";
import { best, find } from "../core/bot-helpers";

/**
 * Tomb Raider: start a hunt on its island, offer every unit of its resource, dig, and scout for
 * a card when none is held. Travel toward the cards' islands is in `targets`.
 */
export function treasureChoice(s: S, seat: number, legal: SmtAction[]): SmtAction | null {
  const begin = find(legal, "treasure_begin");
  if (begin) return begin;
  const offers = legal.filter((a): a is Extract<SmtAction, { type: "treasure_offer" }> => a.type === "treasure_offer");
  if (offers.length > 0) return best(offers, (a) => a.units);
  const dig = find(legal, "treasure_dig");
  if (dig) return dig;
  const t = s.treasure.players[seat];
  if (t.hand.length === 0 && t.hunt === null) return find(legal, "treasure_scout") ?? null;
  return null;
}
