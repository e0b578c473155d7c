import type { GameResult } from "../../shared/engine/game";
import type { SeedCommitment } from "./seed-commitment";
import type { TableSettings } from "./table-settings";

/**
 * What a table must remember to survive a crash. Because the rules are deterministic, a
 * match is fully described by its seed, options, seats and action log: replaying them
 * rebuilds the exact state (see shared/engine/replay.ts).
 */
export interface MatchSeatRecord {
  readonly name: string;
  /** A seat played by a bot from the start (not a player who is away). */
  readonly bot: boolean;
  /** sha256 (hex) of the seat token; null for a bot seat or a seat nobody has taken yet. */
  readonly tokenHash: string | null;
}

export type MatchStatus = "waiting" | "playing" | "finished";

export interface MatchHeader {
  /** Unique per match; a rematch at the same table is a new match with the same code. */
  readonly matchId: string;
  /** The invite code, which is also the room id. */
  readonly code: string;
  readonly game: string;
  readonly options: unknown;
  readonly isPublic: boolean;
  readonly hostSeat: number;
  readonly seats: readonly MatchSeatRecord[];
  readonly seed: number;
  readonly status: MatchStatus;
  readonly result: GameResult | null;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  /** Watching policy and clock chosen at create (absent in records older than them: live, no clock). */
  readonly settings?: TableSettings;
  /** The sealed seed: server seed, salt, commitment and the players' entropy (docs/fairness.md). */
  readonly fairness?: SeedCommitment | null;
}

export interface LoggedEntry {
  readonly seat: number;
  readonly action: unknown;
  /** Epoch milliseconds when the server accepted it. */
  readonly at: number;
}

export interface MatchRecord extends MatchHeader {
  /** In the order they were accepted; entry i was accepted against state version i. */
  readonly actions: readonly LoggedEntry[];
}

/**
 * Where a table writes its history. The room awaits each call before it sends the patch
 * that the call describes (write-ahead): a player never sees a move the server could forget.
 */
export interface MatchJournal {
  /** Creates or replaces the header (creation, seating changes, start, rematch). */
  saveHeader(header: MatchHeader): Promise<void>;
  /** Appends the action at position `index` (0-based); the same index twice is a bug. */
  appendAction(matchId: string, index: number, entry: LoggedEntry): Promise<void>;
  /** Marks the match finished with its result. */
  finish(matchId: string, result: GameResult): Promise<void>;
  /** Every match not finished, with its actions, to rebuild on start. */
  listUnfinished(): Promise<MatchRecord[]>;
  /** One match by id, finished or not (replays). */
  getMatch(matchId: string): Promise<MatchRecord | null>;
  /** Flushes pending writes and releases connections. */
  close(): Promise<void>;
}
