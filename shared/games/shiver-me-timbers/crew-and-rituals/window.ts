import type { GameEvent, SeatIndex } from "../../../engine";
import { handSize } from "./state";
import type { CardWindow, CardsState, WindowTrigger } from "./types";

/** The active player first, then clockwise (seats are numbered clockwise). */
export function windowOrder(active: SeatIndex, seats: number): SeatIndex[] {
  return Array.from({ length: seats }, (_, i) => (active + i) % seats);
}

/** The seat that may play now, or null when no window is open. */
export function windowHolder(cards: CardsState): SeatIndex | null {
  const w = cards.window;
  return w === null ? null : w.order[w.at];
}

/**
 * Opens a window when an action is announced or ends. Players without a card in hand pass at
 * once (that reveals nothing: hand sizes are public), so with no cards at the table the window
 * closes immediately and `open` is false: the main game simply goes on.
 */
export function openWindow(cards: CardsState, trigger: WindowTrigger): { cards: CardsState; open: boolean; events: GameEvent[] } {
  if (cards.window !== null) throw new Error("openWindow while a card window is open");
  if (trigger.active < 0 || trigger.active >= cards.hands.length) throw new Error(`openWindow: no seat ${trigger.active}`);
  const window: CardWindow = { trigger, order: windowOrder(trigger.active, cards.hands.length), at: 0, passes: 0 };
  const settled = settle({ ...cards, window });
  const open = settled.window !== null;
  return {
    cards: settled,
    open,
    events: open ? [{ kind: "cards/window", text: "Crew and ritual cards may be played now.", data: { moment: trigger.moment, action: trigger.action } }] : [],
  };
}

/** Priority moves on (a pass); everybody passing in a row closes the window. */
export function passPriority(cards: CardsState): CardsState {
  const w = cards.window;
  if (w === null) throw new Error("passPriority without a window");
  return settle({ ...cards, window: { ...w, at: (w.at + 1) % w.order.length, passes: w.passes + 1 } });
}

/** Skips (as passes) every holder with an empty hand; closes the window after a full round of passes. */
function settle(cards: CardsState): CardsState {
  let w = cards.window;
  while (w !== null) {
    if (w.passes >= w.order.length) return { ...cards, window: null };
    if (handSize(cards.hands[w.order[w.at]]) > 0) return { ...cards, window: w };
    w = { ...w, at: (w.at + 1) % w.order.length, passes: w.passes + 1 };
  }
  return { ...cards, window: null };
}
