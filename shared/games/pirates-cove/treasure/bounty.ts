import { BOUNTY_DECKS, OUTER_ISLANDS, PIRATES_COVE } from "../content/islands";
import { LEGENDS } from "../content/legends";
import { die, log, type Ctx } from "../ctx";
import { gainFame, gainGold, takeFromSupply } from "../booty";
import type { PirateCoveState } from "../state";
import { draw } from "../tavern/draw";

/** This month's card of an outer island. */
export const bountyOf = (s: PirateCoveState, island: number) => BOUNTY_DECKS[island][s.bountyDecks[island - 1][s.month - 1]];

/**
 * The Treasure phase's automatic part: a ship alone on an outer island (no other player, no
 * black ship still fighting there) takes the island card's fame, gold, treasures (up to its
 * hold; doubled on a Secret Map's island for its player) and Tavern cards; the victor at the
 * Cacafuego's island (or a ship alone with her) rolls a die for fame and takes her; every ship
 * at Pirate's Cove draws a Tavern card.
 */
export function collectBounties(ctx: Ctx): void {
  const s = ctx.s;
  for (const island of OUTER_ISLANDS) {
    const here = s.ships.flatMap((p, seat) => (p.island === island && !p.crippled ? [seat] : []));
    if (here.length !== 1) continue;
    const seat = here[0];
    const black = s.legends.findIndex((l) => l.afloat && l.island === island);
    if (black >= 0 && !LEGENDS[s.legends[black].legend].defenceless) continue;
    if (s.navy?.island === island) continue;
    const card = bountyOf(s, island);
    const map = s.secretMap;
    const doubled = map !== null && map.island === island && map.seat === seat && map.month === s.month - 1;
    gainFame(ctx, seat, card.fame);
    gainGold(ctx, seat, card.gold);
    const treasures = takeFromSupply(ctx, seat, card.treasures * (doubled ? 2 : 1));
    log(ctx, "bountyTaken", { seat, island, fame: card.fame, gold: card.gold, treasures, tavern: card.tavern });
    if (card.tavern > 0) draw(ctx, seat, card.tavern);
    if (black >= 0) {
      const roll = die(ctx);
      gainFame(ctx, seat, roll);
      s.legends[black].afloat = false;
      log(ctx, "cacafuego", { seat, roll });
    }
  }
  s.ships.forEach((p, seat) => {
    if (p.island === PIRATES_COVE) draw(ctx, seat, 1);
  });
}
