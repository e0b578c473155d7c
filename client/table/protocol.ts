// The synced table state and the messages of the protocol (docs/protocol.md), as the
// client sees them after `room.state.toJSON()`.
import { decodeLogMessage, type LogEntry, type LogText } from "../../shared/engine/log-wire";

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

export type { LogEntry, LogText } from "../../shared/engine/log-wire";

/**
 * Reads a `log` message: `[n, entry, entry, …]`, entries numbered n, n+1, … (docs/protocol.md).
 * An entry is a game's code (an array: `text` writes its sentence with the seats' `names`) or
 * two strings `kind, text`. A code this client cannot read shows as a neutral line rather than
 * vanishing (numbers stay in step). Anything else reads as no entries.
 */
export function decodeLog(message: unknown, text?: LogText, names: readonly string[] = []): LogEntry[] {
  return decodeLogMessage(message, text, names, { kind: "unknown", text: "(something happened that this page cannot describe)" });
}

export interface ChatMessage {
  from: string;
  seat: SeatIndex | null;
  text: string;
  at: number;
}
