import type { GameResult } from "../../shared/engine/game";
import type { MatchRecord } from "../table/journal";
import type { SeedCommitment } from "../table/seed-commitment";
import { DEFAULT_SETTINGS, type TableSettings } from "../table/table-settings";

/**
 * A finished match as `GET /api/matches/:id` gives it (docs/protocol.md › Match records): all
 * a browser needs to check the dice and replay the game with the shared rules. Never the seat
 * tokens' hashes, never the invite code.
 */
export interface MatchRecordJson {
  readonly id: string;
  readonly game: string;
  readonly gameName: string;
  readonly options: unknown;
  readonly settings: TableSettings;
  readonly seats: readonly { readonly seat: number; readonly name: string; readonly bot: boolean }[];
  /** The sealed seed in clear (null for a match recorded before seeds were sealed). */
  readonly fairness: SeedCommitment | null;
  /** The seed the rules started from (shared/engine/rng.ts). */
  readonly seed: number;
  readonly actions: readonly { readonly n: number; readonly seat: number; readonly action: unknown; readonly at: number }[];
  readonly result: GameResult | null;
  readonly createdAt: number;
}

export function matchRecordJson(record: MatchRecord, gameName: string): MatchRecordJson {
  return {
    id: record.matchId,
    game: record.game,
    gameName,
    options: record.options,
    settings: record.settings ?? DEFAULT_SETTINGS,
    seats: record.seats.map((s, seat) => ({ seat, name: s.name, bot: s.bot })),
    fairness: record.fairness ?? null,
    seed: record.seed,
    actions: record.actions.map((a, n) => ({ n, seat: a.seat, action: a.action, at: a.at })),
    result: record.result,
    createdAt: record.createdAt,
  };
}
