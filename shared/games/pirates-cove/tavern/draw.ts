import type { SeatIndex } from "../../../engine/game";
import { isParrot } from "../content/tavern-cards";
import { log, type Ctx } from "../ctx";

/** The top Tavern card, reshuffling the discard pile in place when the draw pile runs out; null if both are empty. */
function takeTop(ctx: Ctx): number | null {
  const s = ctx.s;
  if (s.tavernDeck.length === 0) {
    if (s.discard.length === 0) return null;
    s.tavernDeck = ctx.random.shuffle(s.discard);
    s.discard = [];
    log(ctx, "reshuffle", {});
  }
  return s.tavernDeck.pop() ?? null;
}

/** Whether a card can be drawn now. */
export const canDraw = (ctx: { s: { tavernDeck: number[]; discard: number[] } }): boolean =>
  ctx.s.tavernDeck.length > 0 || ctx.s.discard.length > 0;

/**
 * `seat` draws `count` Tavern cards: parrots come into effect at once (or wait for a choice
 * when a parrot is already aboard); the rest go to the hand, in secret. Returns the cards that
 * went to the hand.
 */
export function draw(ctx: Ctx, seat: SeatIndex, count: number): number[] {
  const ship = ctx.s.ships[seat];
  const drawn: number[] = [];
  const toHand: number[] = [];
  for (let i = 0; i < count; i++) {
    const card = takeTop(ctx);
    if (card === null) break;
    drawn.push(card);
    if (!isParrot(card)) {
      ship.hand.push(card);
      toHand.push(card);
    }
  }
  if (drawn.length === 0) return toHand;
  log(ctx, "draws", { seat, count: drawn.length }, { seats: [seat], data: { cards: drawn } });
  for (const card of drawn) if (isParrot(card)) parrotDrawn(ctx, seat, card);
  ctx.s.earned[seat].cards.push(...toHand);
  return toHand;
}

/** Puts a card back into the Tavern draw pile at a random place. */
export function shuffleIn(ctx: Ctx, card: number): void {
  const at = ctx.random.int(0, ctx.s.tavernDeck.length);
  ctx.s.tavernDeck.splice(at, 0, card);
}

function parrotDrawn(ctx: Ctx, seat: SeatIndex, card: number): void {
  const ship = ctx.s.ships[seat];
  if (ship.parrot === null) {
    ship.parrot = { card, hurt: false };
    log(ctx, "parrotArrives", { seat, card });
    return;
  }
  ctx.s.parrotOffers.push({ seat, card });
  log(ctx, "parrotOffered", { seat, card });
}

/** Discards a card from a hand (it was played). */
export function discardFromHand(ctx: Ctx, seat: SeatIndex, card: number): void {
  const hand = ctx.s.ships[seat].hand;
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`pirates-cove: seat ${seat} does not hold card ${card}`);
  hand.splice(i, 1);
  ctx.s.discard.push(card);
}
