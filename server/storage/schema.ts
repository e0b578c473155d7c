import type { ColumnType } from "kysely";

/**
 * The tables as Kysely sees them. The same types serve SQLite and PostgreSQL, so the
 * columns use the types both store alike: JSON as text, booleans as 0/1 integers, times as
 * epoch milliseconds in 64-bit integers (node-pg returns those as strings, hence the union).
 */
type Epoch = ColumnType<number | string, number, number>;
type NullableEpoch = ColumnType<number | string | null, number | null, number | null>;

export interface MatchesTable {
  match_id: string;
  code: string;
  game: string;
  /** JSON of the table options. */
  options: string;
  /** 0 or 1. */
  is_public: number;
  host_seat: number;
  /** JSON array of { name, bot, tokenHash }. */
  seats: string;
  /** bigint: a seed may be any 32-bit integer, signed or not. */
  seed: ColumnType<number | string, number, number>;
  status: string;
  /** JSON of the GameResult, null while the match goes on. */
  result: string | null;
  created_at: Epoch;
  finished_at: NullableEpoch;
  /** JSON of the TableSettings (watching policy, clock); null in rows older than them. */
  settings: string | null;
  /** JSON of the SeedCommitment; null in rows older than it. */
  fairness: string | null;
}

export interface ActionsTable {
  match_id: string;
  idx: number;
  seat: number;
  /** JSON of the action. */
  action: string;
  at: Epoch;
}

export interface StorageSchema {
  matches: MatchesTable;
  actions: ActionsTable;
}
