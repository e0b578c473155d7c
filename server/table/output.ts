import { GameLog, type LoggedEvent } from "./game-log";
import { legalMovesOf, NO_MOVES } from "./legal-moves";
import { revealToOwner } from "./owner-views";
import { fieldsOf, project, UNCHANGED } from "./projector";
import { RefIdRecycler } from "./refid-recycler";
import type { TableClient } from "./table-client";
import type { BaseTableRoom } from "./table-room";

/**
 * What a table sends out: the synced state (projected from the match and patched at once),
 * the log, and the room's listing metadata.
 */
/** The synced state's fields that mirror the game state (TableOutput.sync). */
const GAME_PARTS: ReadonlySet<string> = new Set(["board", "private"]);
/**
 * The synced state's fields an accepted action cannot change while the match goes on: an action
 * changes the match's state, version, status and result only (Match.commit), and the seats'
 * flags follow the status; whatever else changes (a seat, a spectator) publishes at once.
 */
const TABLE_PARTS: ReadonlySet<string> = new Set(["code", "game", "hostSeat", "spectators", "isPublic", "seats", "result"]);

export class TableOutput {
  private lastMetadata = "";
  /** The game state, status and watched seats the board and the private parts were last projected from. */
  private projected: { readonly state: unknown; readonly status: string; readonly watched: string } | null = null;
  /** The refIds of the synced objects the projection took out, for new ones of the same kind (refid-recycler.ts); the room sets its state once, so they all belong to that state. */
  private readonly recycler = new RefIdRecycler();
  /** Per seat: its private part was last projected while the seat could not act (no moves). */
  private readonly sentNoMoves: boolean[] = [];

  constructor(private readonly room: BaseTableRoom) {}

  tableEvent(kind: string, text: string): void {
    this.sendLog(this.room.log.append([{ kind, text }]));
  }

  /** New entries: encoded once for everyone, unless a seat reads a secret text. */
  sendLog(added: readonly LoggedEvent[]): void {
    if (added.length === 0) return;
    if (!GameLog.hasSecret(added)) {
      this.room.broadcast("log", GameLog.message(added, null));
      return;
    }
    for (const client of this.room.clients as Iterable<TableClient>) {
      client.send("log", GameLog.message(added, client.userData?.seat ?? null));
    }
  }

  sendHistory(client: TableClient, seat: number | null): void {
    const message = GameLog.message(this.room.log.all(), seat);
    if (message) client.send("log", message);
  }

  /**
   * Projects the match onto the synced state and sends the patch now. `afterAction`: all that
   * changed since the last publish is an accepted action's (TABLE_PARTS).
   */
  publish(afterAction = false): void {
    this.sync(afterAction);
    this.revealPrivateParts();
    this.room.broadcastPatch();
    this.recycler.patched();
  }

  /** Parts of a private entry created since its owner's view was granted (owner-views.ts). */
  private revealPrivateParts(): void {
    for (const client of this.room.clients as Iterable<TableClient>) {
      const seating = client.userData;
      if (!seating?.viewed || seating.seat === null || !client.view) continue;
      const entry = this.room.state.private.get(String(seating.seat));
      if (entry) revealToOwner(client.view, entry);
    }
  }

  sync(afterAction = false): void {
    const m = this.room.match;
    const playing = m.status !== "waiting";
    // A seat's private part is read only by that seat's connections: while it has none (a
    // bot's seat, a player away) the part is left as it was, and brought up to date when one
    // comes (join and reconnect publish before the client is sent the state).
    const watched = m.seats.map((s) => (s.connections > 0 ? "1" : "0")).join("");
    // The board and the private parts are views of the game state and the match status alone
    // (the status decides who may act): when neither changed nor a seat gained or lost its
    // last connection — a spectator comes, a second tab opens — they are not built and walked
    // again. The rules never change a state in place (CONTRIBUTING.md); each action gives a new one.
    const previous = this.projected;
    const gameUnchanged = previous !== null && previous.state === m.state && previous.status === m.status && previous.watched === watched;
    // After an action, the table's own parts are walked only when the status changed with it
    // (the game ended): each object walked costs a few µs on a busy server (bench/results.md).
    const tableUnchanged = afterAction && previous !== null && previous.status === m.status;
    this.projected = { state: m.state, status: m.status, watched };
    const active = [...m.active()];
    if (gameUnchanged) {
      project(this.room.state, this.tableView(active, {}, {}), GAME_PARTS, this.recycler);
      return;
    }
    const board = playing ? this.boardView(m.game.publicView(m.state)) : {};
    const existing = this.room.state.private;
    const parts = playing
      ? Object.fromEntries(
          m.seats.map((_, i) => {
            const key = String(i);
            const acting = active.includes(i);
            // A seat part with no fields of its own (Booty Dice: nothing is secret) holds only the
            // moves: a seat that may not act and was last projected while it could not has nothing new.
            const idle = !acting && this.sentNoMoves[i] === true && this.movesOnly();
            if (existing.has(key) && (watched[i] !== "1" || idle)) return [key, UNCHANGED];
            this.sentNoMoves[i] = !acting;
            return [key, this.privatePart(i, active)];
          }),
        )
      : {};
    if (tableUnchanged) {
      project(this.room.state, { version: m.version, status: m.status, active, board, private: parts }, TABLE_PARTS, this.recycler);
      return;
    }
    project(this.room.state, this.tableView(active, board, parts), undefined, this.recycler);
  }

  /** The synced state as a plain object, around the game's board and private parts. */
  private tableView(active: readonly number[], board: unknown, parts: Record<string, unknown>): Record<string, unknown> {
    const m = this.room.match;
    return {
      code: m.code,
      game: m.game.id,
      status: m.status,
      version: m.version,
      hostSeat: m.hostSeat,
      spectators: this.spectatorCount(),
      isPublic: m.isPublic,
      seats: m.seats.map((s, index) => ({
        index,
        name: s.name,
        taken: m.isTaken(index),
        connected: s.bot || s.connections > 0,
        bot: s.bot,
        botActing: !s.bot && s.away && m.status === "playing",
      })),
      active,
      board,
      result: { winners: [...(m.result?.winners ?? [])], scores: [...(m.result?.scores ?? [])], summary: m.result?.summary ?? "" },
      private: parts,
    };
  }

  /** A seat's view and, while it may act, its legal moves (legal-moves.ts). */
  private privatePart(seat: number, active: readonly number[]): Record<string, unknown> {
    const m = this.room.match;
    const moves = active.includes(seat) ? legalMovesOf(m.game, this.room.schemas, m.state, seat) : NO_MOVES;
    const view = m.game.seatView(m.state, seat);
    const part = this.room.schemas.seatPart ? this.room.schemas.seatPart(view) : view;
    return { ...(part as Record<string, unknown> | null), ...moves };
  }

  /** True when the game's seat schema declares no fields: a private part is its moves alone. */
  private movesOnly(): boolean {
    return fieldsOf(this.room.schemas.seat).length === 0; // fieldsOf keeps each class's fields
  }

  private boardView(view: unknown): unknown {
    const schemas = this.room.schemas;
    return schemas.boardView ? schemas.boardView(view) : view;
  }

  spectatorCount(): number {
    let count = 0;
    for (const client of this.room.clients as Iterable<TableClient>) {
      if (client.userData && client.userData.seat === null && !client.userData.dropped) count++;
    }
    return count;
  }

  /** Public tables are listed while they wait for players. */
  listed(): boolean {
    const m = this.room.match;
    return m.isPublic && m.status === "waiting";
  }

  async updateMetadata(): Promise<void> {
    const m = this.room.match;
    const metadata = {
      game: m.game.id,
      gameName: m.game.name,
      status: m.status,
      seats: m.seats.length,
      seatsTaken: m.seatsTaken,
      spectators: this.spectatorCount(),
      isPublic: m.isPublic,
      // What an invite link's first screen says: whose table, and how many seats are bots.
      host: m.seats[m.hostSeat]?.name ?? "",
      bots: m.seats.filter((s) => s.bot).length,
    };
    const text = JSON.stringify(metadata);
    if (text === this.lastMetadata) return;
    this.lastMetadata = text;
    await this.room.setMetadata(metadata);
  }
}
