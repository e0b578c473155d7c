// A stand-in for a Colyseus room that the page feeds itself: a TableSession over it behaves like
// one at a live table (state, welcome, log), so a game's own scene draws a replay or a delayed
// watch without knowing. It sends nothing: clicks on the scene go nowhere.
import type { Room } from "@colyseus/sdk";
import type { LogMessage } from "../../server/table/game-log";
import type { TableState, Welcome } from "../table/protocol";
import { TableSession } from "../table/session";

type Handler = (payload: unknown) => void;

export class StillRoom {
  private stateHandlers: ((state: { toJSON(): TableState }) => void)[] = [];
  private readonly handlers = new Map<string, Handler[]>();
  /** Read by the session for the seats' names when it writes coded log entries. */
  state: { game: string; seats: { name: string }[] } | undefined;

  onStateChange(cb: (state: { toJSON(): TableState }) => void): void {
    this.stateHandlers.push(cb);
  }
  onMessage(type: string, cb: Handler): () => void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), cb]);
    return () => undefined;
  }
  onDrop(): void {}
  onReconnect(): void {}
  onLeave(): void {}
  send(): void {}
  leave(): Promise<number> {
    return Promise.resolve(1000);
  }

  /** Shows `state` as the table's synced state. */
  show(state: TableState): void {
    this.state = { game: state.game, seats: state.seats };
    for (const cb of this.stateHandlers) cb({ toJSON: () => state });
  }

  welcome(seat: number | null): void {
    const welcome: Welcome = seat === null ? { role: "spectator", seat: null, seatToken: null, host: false } : { role: "player", seat, seatToken: null, host: false };
    this.emit("welcome", welcome);
  }

  log(message: LogMessage): void {
    this.emit("log", message);
  }

  private emit(type: string, payload: unknown): void {
    for (const cb of this.handlers.get(type) ?? []) cb(payload);
  }
}

/** A session over a StillRoom, as the game modules' `mount` takes it. */
export function stillSession(room: StillRoom, label: string): TableSession {
  return new TableSession(room as unknown as Room, label);
}
