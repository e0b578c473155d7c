// The synced table state and the messages of the agreed protocol (docs/team-brief.md), as the
// client sees them after `room.state.toJSON()`.
export type SeatIndex = number;

export interface SeatState {
  index: SeatIndex;
  name: string;
  taken: boolean;
  connected: boolean;
  bot: boolean;
  botActing: boolean;
}

export interface TableState<Board = unknown, Private = unknown> {
  code: string;
  game: string;
  status: "waiting" | "playing" | "finished";
  version: number;
  hostSeat: number;
  spectators: number;
  isPublic: boolean;
  seats: SeatState[];
  active: SeatIndex[];
  board: Board;
  result?: { winners: SeatIndex[]; summary: string };
  private?: Record<string, Private>;
}

export interface Welcome {
  role: "player" | "spectator";
  seat: SeatIndex | null;
  seatToken: string | null;
  host: boolean;
  /** Why a joiner ended up watching (table full, game started, unknown seat token). */
  notice?: { code: string; message: string };
}

export interface Rejected {
  code: string;
  message: string;
  rule?: string;
  version?: number;
}

export interface LogEntry {
  n: number;
  kind: string;
  text: string;
}

/** A game's log text function: the kind and sentence of one of its compact entries, or null. */
export type LogText = (code: readonly unknown[], names: readonly string[]) => { kind: string; text: string } | null;

/**
 * Reads a `log` message: `[n, entry, entry, …]`, entries numbered n, n+1, … (docs/protocol.md).
 * An entry is a game's code (an array: `text` writes its sentence with the seats' `names`) or
 * two strings `kind, text`. A code this client cannot read shows as a neutral line rather than
 * vanishing (numbers stay in step). Anything else reads as no entries.
 */
export function decodeLog(message: unknown, text?: LogText, names: readonly string[] = []): LogEntry[] {
  if (!Array.isArray(message) || typeof message[0] !== "number") return [];
  const entries: LogEntry[] = [];
  let n = message[0];
  for (let i = 1; i < message.length; ) {
    const item: unknown = message[i];
    if (Array.isArray(item)) {
      const read = text?.(item, names) ?? null;
      entries.push({ n: n++, kind: read?.kind ?? "unknown", text: read?.text ?? "(something happened that this page cannot describe)" });
      i += 1;
    } else if (i + 1 < message.length) {
      entries.push({ n: n++, kind: String(item), text: String(message[i + 1]) });
      i += 2;
    } else break;
  }
  return entries;
}

export interface ChatMessage {
  from: string;
  seat: SeatIndex | null;
  text: string;
  at: number;
}
