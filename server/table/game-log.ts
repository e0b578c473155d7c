import type { GameEvent, SeatIndex } from "../../shared/engine/game";
import { decodeLogMessage, LOG_HISTORY_ENTRIES, type LogEntry } from "../../shared/engine/log-wire";
import { LogHistory } from "./log-history";

/** One line of a table's log as one client reads it. */
export type { LogEntry } from "../../shared/engine/log-wire";

/** A game event in a game's compact form: a short array, its first element a number (the code). */
export type LogCode = readonly (number | string)[];

/**
 * A game's compact log (e.g. shared/games/booty-dice/log-text.ts): `encode` turns an event
 * into a few numbers, `text` writes the sentence back from them and the seats' names. Pure;
 * the clients use the same `text`. A game without one is logged as text.
 */
export interface LogCodec {
  encode(event: GameEvent): LogCode | null;
  text(code: readonly unknown[], names: readonly string[]): { kind: string; text: string } | null;
}

/**
 * The `log` message on the wire, kept small because one goes to every client after every
 * action: `[n, entry, entry, …]`, where `n` numbers the first entry and the following ones
 * are n+1, n+2… (entries are always consecutive). An entry is either a game's code (an array,
 * e.g. `[13, 2]` for Booty Dice's "It is Cal's turn.") or two strings `kind, text`: the
 * generic form, for table events, games without a codec and every entry with a secret part.
 */
export type LogMessage = [number, ...(LogCode | string)[]];

export interface LoggedEvent {
  readonly n: number;
  readonly event: GameEvent;
  /** The event's code, when the game has a codec, the event has no secret part and the code reads back to its text. */
  readonly code: LogCode | null;
}

/** What the log keeps of an event: its kind, its text and its secret part. */
function logged(event: GameEvent): GameEvent {
  return event.secret ? { kind: event.kind, text: event.text, secret: event.secret } : { kind: event.kind, text: event.text };
}

/**
 * A coded event of the history read back: its number and its code's JSON text; the code, kind
 * and text are read on demand (a join's history, a restore).
 */
class CodedLogEntry implements LoggedEvent {
  constructor(
    readonly n: number,
    private readonly packed: string,
    private readonly log: GameLog,
  ) {}

  get code(): LogCode {
    return JSON.parse(this.packed) as LogCode;
  }

  get event(): GameEvent {
    return this.log.read(this.code);
  }
}

/**
 * The table's history of events, kept with their secret parts; each client reads it
 * through `message(items, seat)`: a seat listed in an event's `secret` reads the secret text,
 * everyone else (spectators included) the public text. Secret text never leaves for others.
 */
export class GameLog {
  /**
   * The history, as text (log-history.ts): a coded event as its code's JSON text (an array), any
   * other as its kind, text and secret part (a JSON object). Entries are built from it only when
   * asked: a join's history, a restore.
   */
  private readonly history = new LogHistory(LOG_HISTORY_ENTRIES);
  private codec: LogCodec | null = null;
  private names: () => readonly string[] = () => [];

  /** Codes this game's events from now on; `names` gives the seats' names the clients see. */
  useCodec(codec: LogCodec | undefined, names: () => readonly string[]): void {
    this.codec = codec ?? null;
    this.names = names;
  }

  /** Appends events and returns them numbered. */
  append(events: readonly GameEvent[]): readonly LoggedEvent[] {
    // The history lives as long as the table: it keeps neither the rules' `data` (never sent;
    // half of a Shiver Me Timbers game's log) nor, for a coded event, its text (the code says it).
    return events.map((event) => {
      const item = { n: this.history.next, event: logged(event), code: this.codeOf(event) };
      this.history.push(JSON.stringify(item.code ?? item.event));
      return item;
    });
  }

  /** The history as entries (built on each call: a join, a restore, a test). */
  all(): readonly LoggedEvent[] {
    const entries: LoggedEvent[] = [];
    this.history.forEach((line, n) => {
      entries.push(line.startsWith("[") ? new CodedLogEntry(n, line, this) : { n, event: JSON.parse(line) as GameEvent, code: null });
    });
    return entries;
  }

  /** Forgets the last `count` entries (a test that rewinds a table). */
  forgetLast(count: number): void {
    this.history.forgetLast(count);
  }

  /** A coded event read back (a code is only used when it reads back to its event: codeOf). */
  read(code: LogCode): GameEvent {
    return this.codec?.text(code, this.names()) ?? { kind: "?", text: "" };
  }

  /**
   * A code is used only if it reads back to the event's own kind and text with the names the
   * clients have: a codec that cannot say something exactly never changes what players read.
   */
  private codeOf(event: GameEvent): LogCode | null {
    if (!this.codec || event.secret) return null;
    try {
      const code = this.codec.encode(event);
      if (!code) return null;
      const back = this.codec.text(code, this.names());
      return back && back.kind === event.kind && back.text === event.text ? code : null;
    } catch {
      return null;
    }
  }

  /** The `log` message for `seat` (null: a spectator), or null when there is nothing to send. */
  static message(items: readonly LoggedEvent[], seat: SeatIndex | null): LogMessage | null {
    if (items.length === 0) return null;
    const message: LogMessage = [items[0].n];
    for (const { event, code } of items) {
      if (code) {
        message.push(code);
        continue;
      }
      const secret = event.secret && seat !== null && event.secret.seats.includes(seat) ? event.secret.text : null;
      message.push(event.kind, secret ?? event.text);
    }
    return message;
  }

  /** True when some seat reads another text than everyone else. */
  static hasSecret(items: readonly LoggedEvent[]): boolean {
    return items.some(({ event }) => event.secret !== undefined);
  }

  /**
   * Reads a `log` message back into entries (tests, and the reference for clients); coded
   * entries need the game's codec and the seats' names, else they read as kind "?".
   */
  static decode(message: unknown, codec?: Pick<LogCodec, "text">, names: readonly string[] = []): LogEntry[] {
    return decodeLogMessage(message, codec ? (code, seatNames) => codec.text(code, seatNames) : undefined, names, { kind: "?", text: "" });
  }
}
