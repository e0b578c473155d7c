import { matchMaker } from "@colyseus/core";
import express, { type Router } from "express";
import { z } from "zod";
import type { AnyGame } from "../../shared/engine/game";
import { INVITE_ALPHABET, INVITE_LENGTH, isInviteCode, normaliseInviteCode } from "../table/invite-code";
import { isRestoring } from "../table/restore";
import { TABLE_ROOM } from "../table/room-names";

/**
 * The HTTP API (documented in docs/protocol.md):
 *   GET /api/games          the games, their seat range and options as JSON Schema
 *   GET /api/tables         public tables waiting for players (a poll; the `lobby` room is live)
 *   GET /api/tables/:code   one table by invite code, or 404 table/unknown, or 503
 *                           table/restoring while a restart is rebuilding it
 */
export function apiRouter(games: () => readonly AnyGame[], summaryOf: (id: string) => string | undefined = () => undefined): Router {
  const router = express.Router();

  router.get("/games", (_req, res) => {
    res.json(
      games().map((game) => ({
        id: game.id,
        name: game.name,
        minSeats: game.minSeats,
        maxSeats: game.maxSeats,
        options: safeJsonSchema(game),
        summary: summaryOf(game.id) ?? "",
      })),
    );
  });

  router.get("/tables", async (_req, res) => {
    const rooms = await matchMaker.query({ name: TABLE_ROOM, private: false });
    res.json(rooms.filter((room) => room.metadata?.status === "waiting").map((room) => describeTable(room.roomId, room.metadata)));
  });

  router.get("/tables/:code", async (req, res) => {
    const code = normaliseInviteCode(String(req.params.code));
    if (!isInviteCode(code)) {
      res.status(404).json({ error: { code: "table/unknown", message: `"${code.slice(0, 12)}" is not an invite code: codes are ${INVITE_LENGTH} characters from ${INVITE_ALPHABET}.` } });
      return;
    }
    const [room] = await matchMaker.query({ name: TABLE_ROOM, roomId: code });
    if ((!room || !room.metadata) && (await isRestoring(code))) {
      res.set("Retry-After", "2");
      res.status(503).json({ error: { code: "table/restoring", message: `Table ${code} is being restored after a server restart; try again in a moment.` } });
      return;
    }
    if (!room || !room.metadata) {
      res.status(404).json({ error: { code: "table/unknown", message: `There is no table ${code}; it may have ended.` } });
      return;
    }
    res.json(describeTable(code, room.metadata));
  });

  return router;
}

interface TableMetadata {
  game: string;
  gameName?: string;
  status: "waiting" | "playing" | "finished";
  seats: number;
  seatsTaken: number;
  spectators: number;
  isPublic: boolean;
  /** The host seat's name ("" while nobody sits there). */
  host?: string;
  /** Seats played by bots. */
  bots?: number;
}

function describeTable(code: string, m: TableMetadata) {
  const full = m.seatsTaken >= m.seats;
  const message =
    m.status === "finished"
      ? "The game is over: you can watch the end, and its players can ask for a rematch."
      : m.status === "playing"
        ? "The game has started: you can watch; seated players rejoin with their seat."
        : full
          ? "Every seat is taken: you can watch."
          : `${m.seats - m.seatsTaken} seat(s) free: join to play.`;
  return {
    code,
    game: m.game,
    gameName: m.gameName ?? m.game,
    status: m.status,
    seats: m.seats,
    seatsTaken: m.seatsTaken,
    spectators: m.spectators,
    isPublic: m.isPublic,
    host: m.host ?? "",
    bots: m.bots ?? 0,
    full,
    canSit: m.status === "waiting" && !full,
    message,
  };
}

function safeJsonSchema(game: AnyGame): unknown {
  try {
    return z.toJSONSchema(game.optionsSchema, { io: "input" });
  } catch {
    return {};
  }
}
