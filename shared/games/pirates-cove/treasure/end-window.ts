import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { cardKind, type CardKind } from "../content/tavern-cards";
import { log, type Ctx } from "../ctx";
import { loadTreasures } from "../booty";
import { Rejections } from "../rejections";
import { discardFromHand } from "../tavern/draw";
import { windowActed, windowSeat } from "../tavern/window";

/** The end of the Treasure phase: Consort and Secret Map, in turn clockwise from the month's first player. */

function check(ctx: Ctx, seat: SeatIndex, card: number, kind: CardKind, name: string): Rejection | null {
  const s = ctx.s;
  if (s.phase !== "treasureEnd" || windowSeat(s) !== seat) return Rejections.notNow(`play ${name}`);
  if (!s.ships[seat].hand.includes(card)) return Rejections.notYourCard();
  if (cardKind(card) !== kind) return Rejections.wrongCard(name);
  return null;
}

const half = (n: number) => Math.ceil(n / 2);

/**
 * Consort: `target` shares half of this month's booty with the player, rounded up in the
 * player's favour: fame, gold, treasures (up to the player's hold) and the Tavern cards drawn
 * this month still in hand. A fond farewell played this month cancels it.
 */
export function consort(ctx: Ctx, seat: SeatIndex, card: number, target: SeatIndex): Rejection | null {
  const bad = check(ctx, seat, card, "consort", "Consort");
  if (bad) return bad;
  const s = ctx.s;
  if (!Number.isInteger(target) || target < 0 || target >= s.ships.length) return Rejections.badSeat(target);
  if (target === seat) return Rejections.notSelf();
  if (s.farewell[target]) return Rejections.consortCancelled(s.names[target]);
  discardFromHand(ctx, seat, card);
  const them = s.ships[target];
  const me = s.ships[seat];
  const got = s.earned[target];
  const fame = Math.min(them.fame, half(got.fame));
  them.fame -= fame;
  me.fame += fame;
  s.earned[seat].fame += fame;
  const gold = Math.min(them.gold, half(got.gold));
  them.gold -= gold;
  me.gold += gold;
  s.earned[seat].gold += gold;
  const treasures = loadTreasures(ctx, seat, Math.min(them.treasures, half(got.treasures)));
  them.treasures -= treasures;
  const mine = got.cards.filter((c) => them.hand.includes(c));
  const cards = mine.slice(0, half(mine.length));
  for (const c of cards) {
    them.hand.splice(them.hand.indexOf(c), 1);
    me.hand.push(c);
  }
  log(ctx, "consort", { seat, target, fame, gold, treasures, cards: cards.length }, cards.length > 0 ? { seats: [seat, target], data: { cards } } : undefined);
  windowActed(s, true);
  return null;
}

/** Secret Map: a die (6 rolled again) marks an outer island; next month its treasure is doubled for this player. */
export function secretMap(ctx: Ctx, seat: SeatIndex, card: number): Rejection | null {
  const bad = check(ctx, seat, card, "secretMap", "Secret Map");
  if (bad) return bad;
  discardFromHand(ctx, seat, card);
  let island = ctx.random.int(1, 6);
  while (island === 6) island = ctx.random.int(1, 6);
  ctx.s.secretMap = { island, seat, month: ctx.s.month };
  log(ctx, "secretMap", { seat, island });
  windowActed(ctx.s, true);
  return null;
}
