/** The bot's decisions owed after a combat, a die or a reward (state.pending). */
import type { SmtAction } from "../actions";
import type { Attribute } from "../content/basics";
import { EPIC_FREE_UPGRADE_REASON, EPIC_START_ATTRIBUTE } from "../epic/epic";
import type { S } from "../core/draft";
import { cargoTotal, freeHold } from "../trade-and-upgrades/cargo";
import { halfGold } from "../combat/plunder";
import { treasureCard } from "../content/treasures";
import { spotSpace } from "../monsters/monster-hunt";
import { cardsDecision } from "../crew-and-rituals/bot-plans";
import { best } from "../core/bot-helpers";
import { cardPlan, plans, focusAttribute } from "../setup-and-goals/bot-strategy";
import { boardingOdds } from "../combat/bot";
import { distancesFrom } from "../travel/bot";

/** Decisions owed after a combat or a die. */
export function decide(s: S, seat: number, legal: SmtAction[]): SmtAction {
  const card = cardsDecision(s, seat, legal, cardPlan(s, seat));
  if (card) return card;
  const me = s.players[seat];
  const p = plans(s, seat);
  const focus = focusAttribute(s, seat);
  return best(legal, (a) => {
    switch (a.type) {
      case "loseUpgrade":
        return (a.attribute === focus ? -10 : 0) + (a.attribute === "hull" ? freeHold(me) : 0) + me[a.attribute];
      case "gainUpgrade":
        if (s.pending[0].kind === "gainUpgrade" && s.pending[0].reason === EPIC_FREE_UPGRADE_REASON) return freeUpgradeScore(me, focus, a.attribute);
        return a.attribute === focus ? 10 : -me[a.attribute];
      case "pickTreasure":
        return treasureCard(a.treasure).price + 400 * treasureCard(a.treasure).vp;
      case "discardTreasure":
        return -(treasureCard(a.treasure).price + 400 * treasureCard(a.treasure).vp);
      case "monster_summon_spot": {
        // Where it is summoned: the spot the ship is on, else the nearest one.
        const at = spotSpace(s, a.spot);
        return at === null ? -100 : -(distancesFrom(s, new Set([me.location])).get(at) ?? 99);
      }
      case "originLook":
        return a.deck === "missions" ? (p.includes("missions") ? 1 : -1) : 0;
      case "privateer":
        return a.board === (boardingOdds(s, seat, s.pending[0].kind === "privateer" ? s.pending[0].target : seat) >= 1) ? 1 : 0;
      case "plunder":
        if (a.take.kind === "gold") return halfGold(s.players[s.pending[0].kind === "plunder" ? s.pending[0].from : seat].gold);
        if (a.take.kind === "treasure") return treasureCard(a.take.treasure).price + 400 * treasureCard(a.take.treasure).vp;
        return cargoTotal(a.take.cargo) * 300;
      default:
        return 0;
    }
  });
}

/**
 * Epic mode's three free upgrades: two into the plan's attribute and one into the next most
 * useful (the hold for fighters and hunters, speed for traders), so the ship starts at 4/3/2.
 */
export function freeUpgradeScore(me: S["players"][number], focus: Attribute, attribute: Attribute): number {
  const second: Attribute = focus === "hull" ? "speed" : "hull";
  if (me[focus] < EPIC_START_ATTRIBUTE + 2) return attribute === focus ? 10 : 0;
  return attribute === second ? 10 : attribute === focus ? 0 : 5;
}
