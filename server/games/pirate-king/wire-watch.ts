import { matchMaker } from "@colyseus/core";
import { Room as SdkRoom } from "@colyseus/sdk";
import { Random, seedRng } from "../../../shared/engine";
import type { AnyGame } from "../../../shared/engine/game";
import type { TestServer } from "../../test/harness";
import type { BaseTableRoom } from "../../table/table-room";

/**
 * Plays a whole game at a real table through real SDK clients (one per seat, all people, and
 * a spectator), records every frame each client receives and, once the SDK has decoded it, the
 * client's whole state; then hands each frame to the caller's check with the game state the
 * table was at. Game-agnostic: the game, the chooser of moves and the check are parameters
 * (server/table/pirate-king-secrecy.test.ts checks Pirate King's secrets with it).
 */

export interface Frame {
  readonly bytes: Buffer;
  /** The table's version once the frame was decoded, and the client's whole state then (state frames only). */
  readonly version: number;
  readonly json: Record<string, unknown> | null;
}

const recorded = new WeakMap<object, Frame[]>();
const proto = SdkRoom.prototype as unknown as { onMessageCallback: (event: MessageEvent) => void; __wireWatch?: boolean };
if (!proto.__wireWatch) {
  const original = proto.onMessageCallback;
  proto.onMessageCallback = function (this: SdkRoom & object, event: MessageEvent) {
    const result = original.call(this, event);
    const list = recorded.get(this);
    if (list) {
      const data = event.data as ArrayBuffer | ArrayBufferView;
      const bytes = data instanceof ArrayBuffer ? Buffer.from(new Uint8Array(data)) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const state = this.state as { version?: number; toJSON?: () => Record<string, unknown> } | undefined;
      // The state changes only with a state frame (ROOM_STATE 14, ROOM_STATE_PATCH 15).
      const changed = bytes[0] === 14 || bytes[0] === 15;
      list.push({ bytes: Buffer.from(bytes), version: state?.version ?? 0, json: changed && state?.toJSON ? state.toJSON() : null });
    }
    return result;
  };
  proto.__wireWatch = true;
}

export interface Finding {
  readonly what: string;
  readonly where: string;
}

export interface WatchedTable<S> {
  readonly actions: number;
  readonly frames: number;
  readonly bytes: number;
  readonly finished: boolean;
  readonly findings: readonly (Finding & { client: string; version: number })[];
  /** The game states the table went through, by version. */
  readonly states: ReadonlyMap<number, S>;
}

export interface WatchSpec<S> {
  readonly game: AnyGame;
  /** The game id at the server (a planted-leak variant registers another). */
  readonly gameId?: string;
  readonly seats: number;
  readonly options?: Record<string, unknown>;
  readonly seed: number;
  readonly maxActions?: number;
  /** The move `seat` makes (default: the game's bot). */
  readonly choose?: (state: S, seat: number, random: Random) => unknown;
  /** What a client (`seat`, null for the spectator) may not hold at `state`: in its decoded state or its raw frame. */
  readonly check: (frame: Frame, seat: number | null, state: S) => readonly Finding[];
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setImmediate(r));
  }
}

export async function watchTable<S>(t: TestServer, spec: WatchSpec<S>): Promise<WatchedTable<S>> {
  const gameId = spec.gameId ?? spec.game.id;
  const track = (room: SdkRoom) => {
    recorded.set(room, []);
    room.onMessage("*", () => undefined);
    return room;
  };
  const host = track(await t.client().create("table", { game: gameId, seats: spec.seats, name: "P0", options: spec.options ?? {} }));
  const code = host.roomId;
  const watcher = track(await t.client().joinById(code, { watch: true, name: "Watcher" }));
  const players: SdkRoom[] = [host];
  for (let seat = 1; seat < spec.seats; seat++) players.push(track(await t.client().joinById(code, { name: `P${seat}` })));
  const table = matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
  await waitFor(() => table.match.status === "playing", "the start");

  const states = new Map<number, S>([[table.match.version, table.match.state as S]]);
  const random = Random.from(seedRng(spec.seed));
  const choose = spec.choose ?? ((state: S, seat: number, r: Random) => spec.game.bot(state, seat, r));
  let actions = 0;
  while (table.match.status === "playing" && actions < (spec.maxActions ?? 5000)) {
    const version = table.match.version;
    const state = table.match.state as S;
    const seat = spec.game.activeSeats(state)[0];
    players[seat].send("action", { version, action: choose(state, seat, random) });
    await waitFor(() => table.match.version > version, `action ${version} accepted`);
    states.set(table.match.version, table.match.state as S);
    actions++;
  }
  const finished = table.match.status === "finished";
  const everyone = [watcher, ...players];
  const dropped = everyone.filter((r) => !r.connection.isOpen).length;
  if (dropped > 0) throw new Error(`${dropped} client(s) lost their connection during the game`);
  await waitFor(() => everyone.every((r) => r.state?.version === table.match.version), "every client at the last version");

  const findings: (Finding & { client: string; version: number })[] = [];
  let frames = 0;
  let bytes = 0;
  const clients: [string, SdkRoom, number | null][] = [["spectator", watcher, null], ...players.map((r, seat): [string, SdkRoom, number] => [`seat ${seat}`, r, seat])];
  for (const [label, room, seat] of clients) {
    for (const frame of recorded.get(room) ?? []) {
      frames++;
      bytes += frame.bytes.length;
      const state = states.get(frame.version);
      if (!state) continue; // before the start there is nothing to know
      for (const f of spec.check(frame, seat, state)) findings.push({ ...f, client: label, version: frame.version });
    }
  }
  await Promise.all(everyone.map((r) => r.leave().catch(() => undefined)));
  if (!finished) await table.disconnect().catch(() => undefined);
  return { actions, frames, bytes, finished, findings, states };
}

const encoded = new Map<string, Buffer>();
/** A string as schema and msgpack put it on the wire (a short one: 0xa0 | length, then UTF-8). */
export function wireString(s: string): Buffer {
  let b = encoded.get(s);
  if (!b) {
    const utf8 = Buffer.from(s, "utf8");
    if (utf8.length > 31) throw new Error(`"${s}" is too long for a fixstr`);
    b = Buffer.concat([Buffer.from([0xa0 | utf8.length]), utf8]);
    encoded.set(s, b);
  }
  return b;
}
