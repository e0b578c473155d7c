import type { SeatIndex } from "../../../engine/game";
import type { CardWindow, PirateCoveState } from "../state";

/**
 * A card window: the seats in `order` take turns to play a card or pass, until every one of
 * them has passed in a row. A seat with an empty hand passes by itself (hand sizes are
 * public, so asking it would tell nobody anything).
 */
export function openWindow(s: PirateCoveState, kind: CardWindow["kind"], order: SeatIndex[]): void {
  s.window = { kind, order, at: 0, passes: 0 };
}

/** Skips seats with nothing in hand; closes the window (to null) once everyone has passed. Returns whether it is still open. */
export function settleWindow(s: PirateCoveState): boolean {
  const w = s.window;
  if (!w) return false;
  while (w.passes < w.order.length && s.ships[w.order[w.at]].hand.length === 0) {
    w.passes++;
    w.at = (w.at + 1) % w.order.length;
  }
  if (w.passes >= w.order.length) {
    s.window = null;
    return false;
  }
  return true;
}

/** The seat whose turn it is in the open window. */
export const windowSeat = (s: PirateCoveState): SeatIndex | null => (s.window ? s.window.order[s.window.at] : null);

/** The window's seat played a card (`played`) or passed. */
export function windowActed(s: PirateCoveState, played: boolean): void {
  const w = s.window;
  if (!w) throw new Error("pirates-cove: no card window is open");
  w.passes = played ? 0 : w.passes + 1;
  w.at = (w.at + 1) % w.order.length;
}
