import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AnyGame, LoggedAction } from "../../../shared/engine/game";
import { replay } from "../../../shared/engine/replay";
import { getGame } from "../../../shared/games/registry";
import { gameSchemaRegistry } from "../../games/registry";
import type { MatchRecord } from "../../table/journal";
import { project } from "../../table/projector";
import { openJournal, type StorageConfig } from "../open-journal";
import { SQLITE_FILE_NAME } from "../sqlite";
import { WriteAheadFile } from "../write-ahead-file";
import { until } from "../../test/harness";

/** What a client of a table should hold once it has every journaled action: the replay of the journal. */
export interface ReplayedTable {
  readonly actions: LoggedAction[];
  /** The synced board's JSON, as the room projects it (in the schema's compact form when the game has one). */
  readonly board: unknown;
  readonly active: number[];
  readonly result: unknown;
}

export function replayedTable(record: MatchRecord): ReplayedTable {
  const game = getGame(record.game) as AnyGame;
  const actions = record.actions.map(({ seat, action }) => ({ seat, action }));
  const state = replay(game, record.seed, record.options, record.seats.map((s) => ({ name: s.name })), actions);
  const schemas = gameSchemaRegistry.get(game.id)!;
  const board = new schemas.board();
  const view = game.publicView(state);
  project(board, schemas.boardView ? schemas.boardView(view) : view);
  return { actions, board: board.toJSON(), active: [...game.activeSeats(state)], result: game.result(state) };
}

/**
 * The match of a table by its invite code, read from the journal as a second process would:
 * on SQLite once the running server has committed its write-ahead file (every second), and a
 * killed server's file is committed by opening the journal.
 */
export async function storedMatch(config: StorageConfig, where: { code?: string; matchId?: string }): Promise<MatchRecord | null> {
  if (!config.databaseUrl) await committedElsewhere(path.join(config.dataDir ?? "./data", SQLITE_FILE_NAME));
  const journal = await openJournal(config);
  try {
    if (where.matchId) return await journal.getMatch(where.matchId);
    const header = (await journal.listUnfinished()).find((m) => m.code === where.code);
    return header ?? null;
  } finally {
    await journal.close();
  }
}

/**
 * Resolves once every write a live server had acknowledged when this was called is in SQLite:
 * its write-ahead file has been committed and emptied since, which shows as a different first
 * line (or none). Busy bots may have written new lines meanwhile; those are not waited for.
 */
async function committedElsewhere(database: string): Promise<void> {
  if (!existsSync(database)) return;
  const firstLine = (file: string) => {
    try {
      return readFileSync(file, "utf8").split("\n", 1)[0];
    } catch {
      return ""; // deleted: its server closed its journal
    }
  };
  const waiting = WriteAheadFile.writtenElsewhere(database)
    .map((file) => ({ file, first: firstLine(file) }))
    .filter((f) => f.first !== "");
  await until(() => waiting.every((f) => firstLine(f.file) !== f.first), "the server to commit its write-ahead file", 10_000);
}
