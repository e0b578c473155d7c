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

/**
 * Reads a `log` message: `[n, kind, text, kind, text, …]`, entries numbered n, n+1, …
 * (docs/protocol.md). Anything else reads as no entries.
 */
export function decodeLog(message: unknown): LogEntry[] {
  if (!Array.isArray(message) || typeof message[0] !== "number") return [];
  const entries: LogEntry[] = [];
  for (let i = 1; i + 1 < message.length; i += 2) {
    entries.push({ n: message[0] + (i - 1) / 2, kind: String(message[i]), text: String(message[i + 1]) });
  }
  return entries;
}

export interface ChatMessage {
  from: string;
  seat: SeatIndex | null;
  text: string;
  at: number;
}
