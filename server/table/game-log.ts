import type { GameEvent, SeatIndex } from "../../shared/engine/game";

/** One line of a table's log as one client reads it. */
export interface LogEntry {
  readonly n: number;
  readonly kind: string;
  readonly text: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

/**
 * The table's history of events, kept with their secret parts; each client reads it
 * through `render(seat)`: a seat listed in an event's `secret` reads the secret text,
 * everyone else (spectators included) the public text. Secret text never leaves for others.
 */
export class GameLog {
  private readonly events: { n: number; event: GameEvent }[] = [];
  private next = 1;

  /** Appends events and returns them numbered. */
  append(events: readonly GameEvent[]): { n: number; event: GameEvent }[] {
    const added = events.map((event) => ({ n: this.next++, event }));
    this.events.push(...added);
    // Keep memory bounded on very long tables; clients get the recent history.
    if (this.events.length > 2000) this.events.splice(0, this.events.length - 2000);
    return added;
  }

  all(): readonly { n: number; event: GameEvent }[] {
    return this.events;
  }

  static render(items: readonly { n: number; event: GameEvent }[], seat: SeatIndex | null): LogEntry[] {
    return items.map(({ n, event }) => {
      const secret = event.secret && seat !== null && event.secret.seats.includes(seat) ? event.secret.text : null;
      const entry: LogEntry = { n, kind: event.kind, text: secret ?? event.text };
      return event.data ? { ...entry, data: event.data } : entry;
    });
  }
}
