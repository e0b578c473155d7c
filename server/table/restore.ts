import { randomUUID } from "node:crypto";
import { matchMaker } from "@colyseus/core";
import type { Logger } from "../logger";
import type { MatchJournal, MatchRecord } from "./journal";
import { TABLE_ROOM } from "./room-names";

/**
 * Rebuilding tables after a restart. Usage (done by buildServer's `restore()`):
 *
 *   const restored = await restoreTables(journal, restoreTickets, logger);
 *
 * Every unfinished record becomes a `table` room under its old code, rebuilt by
 * shared/engine/replay.ts, with its seat token hashes: players rejoin with
 * `joinById(code, { seatToken })`. A record reaches the room through a one-time ticket in
 * `restoreTickets` (a map shared with the room's deps), so clients cannot ask for it.
 * Returns the codes restored; a record that fails is logged and skipped. While the records
 * are rebuilt one by one, the codes still waiting are marked in presence (`isRestoring`).
 */
export async function restoreTables(
  journal: MatchJournal,
  restoreTickets: Map<string, MatchRecord>,
  logger?: Logger,
): Promise<string[]> {
  const records = await journal.listUnfinished();
  // Until its room exists, a table being restored is not "unknown" to a returning player.
  await Promise.all(records.map((record) => matchMaker.presence.setex(restoringKey(record.code), "1", RESTORING_MARK_S)));
  const restored: string[] = [];
  for (const record of records) {
    try {
      restored.push(...(await restoreTable(record, restoreTickets, logger)));
    } finally {
      await matchMaker.presence.del(restoringKey(record.code));
    }
  }
  return restored;
}

/**
 * Presence key (shared by every process with Redis) marking a table whose room is still being
 * rebuilt: GET /api/tables/:code answers `table/restoring` meanwhile. It expires by itself
 * after RESTORING_MARK_S, should the restoring process die.
 */
export const restoringKey = (code: string) => `broadside:restoring:${code}`;
const RESTORING_MARK_S = 60;

/** Whether a table with this code is waiting to be rebuilt after a restart. */
export async function isRestoring(code: string): Promise<boolean> {
  return Boolean(await matchMaker.presence.get(restoringKey(code)));
}

/** Restores one record; returns its code, or nothing if it failed. */
export async function restoreTable(record: MatchRecord, restoreTickets: Map<string, MatchRecord>, logger?: Logger): Promise<string[]> {
  const ticket = randomUUID();
  restoreTickets.set(ticket, record);
  try {
    // On this process: the ticket lives in its memory, and createRoom() may hand the room to
    // another process when several share Redis (server/scale/redis.ts).
    const room = await matchMaker.handleCreateRoom(TABLE_ROOM, { restoreTicket: ticket });
    logger?.info({ code: room.roomId, matchId: record.matchId }, "table restored");
    return [room.roomId];
  } catch (error) {
    logger?.error({ err: error, code: record.code, matchId: record.matchId }, "could not restore table");
    return [];
  } finally {
    restoreTickets.delete(ticket);
  }
}
