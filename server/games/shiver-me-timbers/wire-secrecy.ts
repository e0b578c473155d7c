import { matchMaker } from "@colyseus/core";
import { Room as SdkRoom } from "@colyseus/sdk";
import { Random, seedRng } from "../../../shared/engine";
import { shiverMeTimbers as game, type SmtState } from "../../../shared/games/shiver-me-timbers";
import type { TestServer } from "../../test/harness";
import type { BaseTableRoom } from "../../table/table-room";
import { isDeepStrictEqual } from "node:util";
import { readLegalMoves } from "../../table/legal-moves";
import { expectedJson } from "./expected-json";
import { leaksIn, secretsOf, type Leak, type SmtSecrets } from "./secrets";

/**
 * Plays whole Shiver Me Timbers games at a real table through real SDK clients (one per
 * seat, all people, and a spectator), records every frame each client receives and, after
 * the SDK has decoded it, the client's whole state; then checks each one against the secrets
 * of the game state the table was at (secrets.ts). Used by the secrecy test
 * (server/table/smt-secrecy.test.ts) and benchmark (bench/smt-secrecy.bench.ts).
 */

interface Frame {
  readonly bytes: Buffer;
  /** The table's version once the frame was decoded, and the client's whole state then. */
  readonly version: number;
  readonly json: Record<string, unknown> | null;
}

const recorded = new WeakMap<object, Frame[]>();
const proto = SdkRoom.prototype as unknown as { onMessageCallback: (event: MessageEvent) => void; __smtSecrecy?: boolean };
if (!proto.__smtSecrecy) {
  const original = proto.onMessageCallback;
  proto.onMessageCallback = function (this: SdkRoom & object, event: MessageEvent) {
    const result = original.call(this, event);
    const list = recorded.get(this);
    if (list) {
      const data = event.data as ArrayBuffer | ArrayBufferView;
      const bytes = data instanceof ArrayBuffer ? Buffer.from(new Uint8Array(data)) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const state = this.state as { version?: number; toJSON?: () => Record<string, unknown> } | undefined;
      // The state changes only with a state frame (ROOM_STATE 14, ROOM_STATE_PATCH 15); any other keeps the last one.
      const changed = bytes[0] === 14 || bytes[0] === 15;
      const json = changed && state?.toJSON ? state.toJSON() : null;
      list.push({ bytes: Buffer.from(bytes), version: state?.version ?? 0, json });
    }
    return result;
  };
  proto.__smtSecrecy = true;
}

export interface WatchedGame {
  readonly seats: number;
  readonly actions: number;
  readonly frames: number;
  readonly bytes: number;
  readonly leaks: readonly (Leak & { client: string; version: number })[];
  /** What a seat should have held and did not: its own view, or its legal moves while active. */
  readonly misses: readonly { what: string; client: string; version: number }[];
  readonly finished: boolean;
  /** Wall time of the game and of the check afterwards. */
  readonly playMs: number;
  readonly checkMs: number;
}

export interface WatchOptions {
  readonly seats: number;
  readonly options?: Record<string, unknown>;
  /** Seeds the players' choices (the table draws its own game seed). */
  readonly seed: number;
  /** The game id at the server (a planted-leak variant registers another). */
  readonly gameId?: string;
  readonly maxActions?: number;
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setImmediate(r));
  }
}

export async function playWatchedGame(t: TestServer, o: WatchOptions): Promise<WatchedGame> {
  const startedAt = Date.now();
  const gameId = o.gameId ?? game.id;
  const track = (room: SdkRoom) => {
    recorded.set(room, []);
    room.onMessage("*", () => undefined);
    return room;
  };
  const host = await t.client().create("table", { game: gameId, seats: o.seats, name: "P0", options: o.options ?? {} });
  track(host);
  const code = host.roomId;
  const watcher = track(await t.client().joinById(code, { watch: true, name: "Watcher" }));
  const players: SdkRoom[] = [host];
  for (let seat = 1; seat < o.seats; seat++) players.push(track(await t.client().joinById(code, { name: `P${seat}` })));
  const table = matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
  await waitFor(() => table.match.status === "playing", "the start");

  const states = new Map<number, SmtState>([[table.match.version, table.match.state as SmtState]]);
  const random = Random.from(seedRng(o.seed));
  let actions = 0;
  while (table.match.status === "playing" && actions < (o.maxActions ?? 5000)) {
    const version = table.match.version;
    const state = table.match.state as SmtState;
    const seat = game.activeSeats(state)[0];
    let action: unknown;
    try {
      action = game.bot(state, seat, random);
    } catch (error) {
      throw new Error(`the bot failed for seat ${seat} at version ${version} of a game of seed ${table.match.seed} (${JSON.stringify(o.options ?? {})})`, { cause: error });
    }
    players[seat].send("action", { version, action });
    await waitFor(() => table.match.version > version, `action ${version} accepted`);
    states.set(table.match.version, table.match.state as SmtState);
    actions++;
  }
  const finished = table.match.status === "finished";
  // A dropped client would have let the sitter bot play its seat: every client must still be here.
  const dropped = [watcher, ...players].filter((r) => !r.connection.isOpen).length;
  if (dropped > 0) throw new Error(`${dropped} client(s) lost their connection during the game`);
  await waitFor(() => [watcher, ...players].every((r) => r.state?.version === table.match.version), `every client at the last version ${table.match.version} (${[watcher, ...players].map((r) => r.state?.version)}, ${actions} actions)`);

  const playedAt = Date.now();
  const secretsAt = new Map<number, SmtSecrets>();
  const secretsOfVersion = (v: number) => {
    let s = secretsAt.get(v);
    if (!s) {
      const state = states.get(v);
      if (!state) throw new Error(`no server state recorded for version ${v}`);
      s = secretsOf(state);
      secretsAt.set(v, s);
    }
    return s;
  };
  const leaks: WatchedGame["leaks"][number][] = [];
  const misses: WatchedGame["misses"][number][] = [];
  let frames = 0;
  let bytes = 0;
  const clients: [string, SdkRoom, number | null][] = [["spectator", watcher, null], ...players.map((r, seat): [string, SdkRoom, number] => [`seat ${seat}`, r, seat])];
  for (const [label, room, seat] of clients) {
    for (const frame of recorded.get(room) ?? []) {
      frames++;
      bytes += frame.bytes.length;
      if (frame.json === null) continue;
      // Before the start the board is empty: there is nothing to know yet.
      if (!states.has(frame.version) || frame.json.status === "waiting") continue;
      const secrets = secretsOfVersion(frame.version);
      for (const leak of leaksIn(frame.json, seat, secrets)) leaks.push({ ...leak, client: label, version: frame.version });
      if (seat !== null) misses.push(...ownPartMisses(frame.json, seat, states.get(frame.version)!).map((what) => ({ what, client: label, version: frame.version })));
      // The raw bytes too: a secret id must not travel in any frame (log messages included).
      for (const [id, allowed] of secrets.owned) {
        if ((seat === null || !allowed.includes(seat)) && frame.bytes.includes(encodedString(id))) leaks.push({ what: id, where: "raw frame", client: label, version: frame.version });
      }
    }
  }
  await Promise.all([watcher, ...players].map((r) => r.leave().catch(() => undefined)));
  // A game stopped early would go on with bots: close its table.
  if (!finished) await table.disconnect().catch(() => undefined);
  return { seats: o.seats, actions, frames, bytes, leaks, misses, finished, playMs: playedAt - startedAt, checkMs: Date.now() - playedAt };
}

const encoded = new Map<string, Buffer>();
/** A string as schema and msgpack put it on the wire (a short one: 0xa0 | length, then UTF-8). */
function encodedString(id: string): Buffer {
  let bytes = encoded.get(id);
  if (!bytes) {
    const utf8 = Buffer.from(id, "utf8");
    if (utf8.length > 31) throw new Error(`secret id "${id}" is too long for a fixstr`);
    bytes = Buffer.concat([Buffer.from([0xa0 | utf8.length]), utf8]);
    encoded.set(id, bytes);
  }
  return bytes;
}

/** The seat's own private part must be its whole seatView, and its legal moves while it may act. */
function ownPartMisses(table: Record<string, unknown>, seat: number, state: SmtState): string[] {
  const part = ((table.private as Record<string, Record<string, unknown>> | undefined) ?? {})[String(seat)];
  if (!part) return ["its private part"];
  const { legal, hints, ...view } = part;
  void hints;
  const misses: string[] = [];
  if (!isDeepStrictEqual(view, expectedJson(game.seatView(state, seat)))) {
    misses.push("its seatView");
    if (process.env.SMT_SECRECY_DEBUG) console.log(JSON.stringify(view), "\n", JSON.stringify(expectedJson(game.seatView(state, seat))));
  }
  const active = state.phase !== "over" && game.activeSeats(state).includes(seat);
  const moves = active ? game.legalActions(state, seat) : [];
  // Grouped by type: the order of legalActions within each type.
  const types = [...new Set(moves.map((m) => m.type))];
  const grouped = types.flatMap((type) => moves.filter((m) => m.type === type));
  const got = readLegalMoves(String(legal ?? ""));
  if (!isDeepStrictEqual(got, grouped.map((m) => ({ ...m })))) {
    misses.push("its legal moves");
    if (process.env.SMT_SECRECY_DEBUG) console.log(JSON.stringify(got), "\n", JSON.stringify(grouped));
  }
  return misses;
}
