import { existsSync } from "node:fs";
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
  if (!config.databaseUrl) {
    const database = path.join(config.dataDir ?? "./data", SQLITE_FILE_NAME);
    const deadline = Date.now() + 5000;
    while (existsSync(database) && WriteAheadFile.waitingElsewhere(database) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  }
  const journal = await openJournal(config);
  try {
    if (where.matchId) return await journal.getMatch(where.matchId);
    const header = (await journal.listUnfinished()).find((m) => m.code === where.code);
    return header ?? null;
  } finally {
    await journal.close();
  }
}
