import type { GameEvent, SeatIndex } from "../../shared/engine/game";

/** One line of a table's log as one client reads it. */
export interface LogEntry {
  readonly n: number;
  readonly kind: string;
  readonly text: string;
}

/**
 * The `log` message on the wire, kept small because one goes to every client after every
 * action: `[n, kind, text, kind, text, …]`, where `n` numbers the first entry and the
 * following ones are n+1, n+2… (entries are always consecutive). Events' structured `data`
 * is not sent: the synced state already carries what changed.
 */
export type LogMessage = [number, ...string[]];

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
      return { n, kind: event.kind, text: secret ?? event.text };
    });
  }

  /** The `log` message for `seat` (null: a spectator), or null when there is nothing to send. */
  static message(items: readonly { n: number; event: GameEvent }[], seat: SeatIndex | null): LogMessage | null {
    if (items.length === 0) return null;
    const message: LogMessage = [items[0].n];
    for (const entry of GameLog.render(items, seat)) message.push(entry.kind, entry.text);
    return message;
  }

  /** True when some seat reads another text than everyone else. */
  static hasSecret(items: readonly { n: number; event: GameEvent }[]): boolean {
    return items.some(({ event }) => event.secret !== undefined);
  }

  /** Reads a `log` message back into entries (tests, and the reference for clients). */
  static decode(message: unknown): LogEntry[] {
    if (!Array.isArray(message) || typeof message[0] !== "number") return [];
    const entries: LogEntry[] = [];
    for (let i = 1; i + 1 < message.length; i += 2) {
      entries.push({ n: message[0] + (i - 1) / 2, kind: String(message[i]), text: String(message[i + 1]) });
    }
    return entries;
  }
}
