import { Protocol, type Client } from "@colyseus/core";
import { decode } from "@colyseus/schema";
import { unpack } from "msgpackr";
import { CLOSE_FLOOD } from "../transport/frame-budget";
import { chatSpeaker, checkChatText } from "./chat";
import { FloodGuard } from "./flood-guard";
import { chatMessage, emptyMessage } from "./messages";
import type { TableClient } from "./table-client";
import type { BaseTableRoom } from "./table-room";

/** Close code for a client cut off for flooding (4000-4999 are application codes; the transport closes with it too). */
export { CLOSE_FLOOD };

/**
 * Every message a client may send, its rate limits and its answers (docs/protocol.md): each
 * handler validates its payload softly and answers a wrong one with `rejected`.
 */
export class TableMessages {
  private guard!: FloodGuard;

  constructor(private readonly room: BaseTableRoom) {}

  register(): void {
    const room = this.room;
    this.guard = new FloodGuard(room.deps.config);
    room.onMessage("action", (client: TableClient, payload: unknown) =>
      this.guarded(client, "game", () => room.actions.receive(client, payload)),
    );
    room.onMessage("start", (client: TableClient, payload: unknown) => this.guarded(client, "game", () => this.start(client, payload)));
    room.onMessage("sit", (client: TableClient, payload: unknown) => this.guarded(client, "game", () => room.seating.sit(client, payload)));
    room.onMessage("rematch", (client: TableClient, payload: unknown) =>
      this.guarded(client, "game", () => this.rematch(client, payload)),
    );
    room.onMessage("chat", (client: TableClient, payload: unknown) => this.guarded(client, "chat", () => this.chat(client, payload)));
    // Colyseus calls this with (client, type, payload) for unknown types, but with (client,
    // payload) for a message whose type is "*" itself: the type is read without trusting it.
    room.onMessage("*", (client: TableClient, type: unknown) =>
      this.guarded(client, "other", () => this.reject(client, "message/unknown", `There is no message ${describeType(type)}.`)),
    );
  }

  /** A frame that cannot be decoded must never take the process down: cut that client off. */
  guardFrames(): void {
    const self = this.room as unknown as { _onMessage: (client: Client, buffer: Uint8Array) => void };
    const original = self._onMessage;
    self._onMessage = (client: Client, buffer: Uint8Array) => {
      try {
        // Colyseus answers an undecodable request with an error and keeps the connection:
        // like any other undecodable frame, it closes with 4002 (docs/protocol.md, "Abuse").
        if (buffer?.[0] === Protocol.ROOM_REQUEST) checkRequestFrame(buffer);
        original.call(this.room, client, buffer);
      } catch (error) {
        this.room.logger.warn({ err: error, code: this.room.match?.code }, "undecodable message; closing the client");
        client.leave(4002, "malformed message");
      }
    };
  }

  /** Rate limits first; a flood is answered, then cut off. Errors never escape. */
  private guarded(client: TableClient, kind: "game" | "chat" | "other", handler: () => void | Promise<void>): void {
    const verdict = this.guard.check(client, kind);
    if (verdict === "disconnect") return this.kick(client, CLOSE_FLOOD, "rate/flood: too many messages");
    if (verdict === "limited") return this.reject(client, "rate/limited", "Too many messages; slow down.");
    try {
      const done = handler();
      if (done) done.catch((error: unknown) => this.failed(error));
    } catch (error) {
      this.failed(error);
    }
  }

  private failed(error: unknown): void {
    this.room.logger.error({ err: error, code: this.room.match.code }, "message handler failed");
  }

  kick(client: TableClient, code: number, reason: string): void {
    if (client.userData?.kicked) return;
    if (client.userData) client.userData.kicked = true;
    this.room.logger.warn({ code: this.room.match.code, session: client.sessionId, reason }, "client disconnected");
    client.leave(code, reason);
  }

  reject(client: TableClient, code: string, message: string, rule?: string): void {
    client.send("rejected", { code, message, ...(rule ? { rule } : {}), version: this.room.match.version });
  }

  private async start(client: TableClient, payload: unknown): Promise<void> {
    const { match, output } = this.room;
    if (!emptyMessage.safeParse(payload).success) return this.reject(client, "message/malformed", "`start` takes an empty object.");
    if (client.userData?.seat !== match.hostSeat) return this.reject(client, "start/not_host", "Only the host can start the game.");
    if (match.status !== "waiting") return this.reject(client, "start/already", "The game has already started.");
    await this.room.lifetime.startMatch();
    output.publish();
    await output.updateMetadata();
  }

  private rematch(client: TableClient, payload: unknown): void {
    if (!emptyMessage.safeParse(payload).success) return this.reject(client, "message/malformed", "`rematch` takes an empty object.");
    const seat = client.userData?.seat ?? null;
    if (seat === null) return this.reject(client, "seat/spectator", "Only seated players can ask for a rematch.");
    if (this.room.match.status !== "finished") {
      return this.reject(client, "rematch/not_finished", "A rematch can only start once the game is over.");
    }
    this.room.lifetime.rematch(seat);
  }

  private chat(client: TableClient, payload: unknown): void {
    const parsed = chatMessage.safeParse(payload);
    if (!parsed.success) return this.reject(client, "message/malformed", "`chat` takes { text }.");
    const checked = checkChatText(parsed.data.text);
    if (!checked.ok) return this.reject(client, checked.code, checked.message);
    const seating = client.userData!;
    const seatNames = this.room.match.seats.map((s) => s.name);
    const line = { ...chatSpeaker(seating.name, seating.seat, seatNames), text: checked.text, at: Date.now() };
    this.room.chat.add(line);
    this.room.broadcast("chat", line);
  }
}

/** A message type as a rejection sentence may quote it (a non-string type is the "*" message itself). */
function describeType(type: unknown): string {
  if (typeof type === "string") return JSON.stringify(type.slice(0, 40));
  if (typeof type === "number") return String(type);
  return '"*"';
}

/** Throws if a ROOM_REQUEST frame (id, type, msgpack payload) cannot be decoded. */
function checkRequestFrame(buffer: Uint8Array): void {
  const it = { offset: 1 };
  decode.number(buffer as Buffer, it);
  if (decode.stringCheck(buffer as Buffer, it)) decode.string(buffer as Buffer, it);
  else decode.number(buffer as Buffer, it);
  if (buffer.byteLength > it.offset) unpack(buffer.subarray(it.offset));
}
