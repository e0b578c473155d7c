// The navigation wheel's state: the island this player has set (on the chart or the wheel) and
// not yet locked in. Only a lock sends the move; until then the choice stays in this browser.
import type { Action } from "./view";

export interface Course {
  /** The island set on the wheel, not sent. */
  set: number | null;
  /** The island locked in (the server's answer: this seat's destination). */
  locked: number | null;
}

/** Sets the wheel on `island` if the server lists it as a legal destination. */
export function setCourse(c: Course, island: number, legal: ReadonlyMap<number, Action>): Course {
  return c.locked === null && legal.has(island) ? { ...c, set: island } : c;
}

/** The move a lock sends, or null (nothing set, or already locked). */
export function lockMove(c: Course, legal: ReadonlyMap<number, Action>): Action | null {
  return c.locked === null && c.set !== null ? legal.get(c.set) ?? null : null;
}

/** The wheel after a new state: locked once the server holds a destination; cleared when the month's navigation is over. */
export function syncCourse(c: Course, destination: number | null, navigating: boolean): Course {
  if (!navigating) return { set: null, locked: null };
  if (destination !== null) return { set: destination, locked: destination };
  return { set: c.set, locked: null };
}
