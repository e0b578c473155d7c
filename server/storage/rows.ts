import type { Selectable } from "kysely";
import type { LoggedEntry, MatchHeader, MatchSeatRecord, MatchStatus } from "../table/journal";
import type { ActionsTable, MatchesTable } from "./schema";

/** Converts between the journal's records and table rows, the same way on both back ends. */

export function headerToRow(header: MatchHeader, finishedAt: number | null) {
  return {
    match_id: header.matchId,
    code: header.code,
    game: header.game,
    // Absent options mean the defaults, which every game gives for `{}`.
    options: toJson(header.options ?? {}),
    is_public: header.isPublic ? 1 : 0,
    host_seat: header.hostSeat,
    seats: JSON.stringify(
      header.seats.map((s): MatchSeatRecord => ({ name: s.name, bot: s.bot, tokenHash: s.tokenHash })),
    ),
    seed: header.seed,
    status: header.status,
    result: header.result === null ? null : JSON.stringify(header.result),
    created_at: header.createdAt,
    finished_at: finishedAt,
    settings: header.settings ? JSON.stringify(header.settings) : null,
    fairness: header.fairness ? JSON.stringify(header.fairness) : null,
  };
}

export function rowToHeader(row: Selectable<MatchesTable>): MatchHeader {
  return {
    matchId: row.match_id,
    code: row.code,
    game: row.game,
    options: JSON.parse(row.options),
    isPublic: Number(row.is_public) === 1,
    hostSeat: Number(row.host_seat),
    seats: JSON.parse(row.seats),
    seed: Number(row.seed),
    status: row.status as MatchStatus,
    result: row.result === null ? null : JSON.parse(row.result),
    createdAt: Number(row.created_at),
    ...(row.settings ? { settings: JSON.parse(row.settings) } : {}),
    ...(row.fairness ? { fairness: JSON.parse(row.fairness) } : {}),
  };
}

export function entryToRow(matchId: string, index: number, entry: LoggedEntry) {
  return { match_id: matchId, idx: index, seat: entry.seat, action: toJson(entry.action), at: entry.at };
}

export function rowToEntry(row: Pick<Selectable<ActionsTable>, "seat" | "action" | "at">): LoggedEntry {
  return { seat: Number(row.seat), action: JSON.parse(row.action), at: Number(row.at) };
}

/** `undefined` has no JSON form; store it as null rather than the string "undefined". */
function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}
