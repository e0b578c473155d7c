import { matchMaker } from "@colyseus/core";
import type { Room as SdkRoom } from "@colyseus/sdk";
import { Random, seedRng } from "../../../shared/engine";
import type { AnyGame } from "../../../shared/engine/game";
import type { TestServer } from "../../test/harness";
import type { BaseTableRoom } from "../table-room";
import type { Finding } from "./findings";
import { decodingMismatches, framesOf, record, type Frame } from "./recorder";

/**
 * Secrecy on the wire, for any game: plays a whole game at a real table through real SDK
 * clients (one per seat, all people, and a spectator), records every frame each client
 * receives and its decoded state (recorder.ts), and checks each one against the secrets of
 * the game state the table was at, derived from that state by the game's own `secretsOf`
 * (server/games/<game>/wire-secrets.ts). Used by the secrecy tests in server/table/ and by
 * bench/wire-secrecy.bench.ts.
 */
export interface WireSecrecy<S, X> {
  readonly game: AnyGame;
  /** What is secret at `state`, and from whom (computed once per version). */
  readonly secretsOf: (state: S) => X;
  /** What a client (`seat`; null: the spectator) holds in `frame` that it may not know. */
  readonly leaksIn: (frame: Frame, seat: number | null, secrets: X, state: S) => readonly Finding[];
  /** What `seat`'s own private part (`part`, as decoded) lacks of what it must hold at `state`. */
  readonly ownPartMisses?: (part: unknown, state: S, seat: number) => readonly string[];
  /** The move `seat` makes (default: the game's bot). */
  readonly choose?: (state: S, seat: number, random: Random) => unknown;
  /** The seats that send a move at once at `state`, as people do (default: the first active one). */
  readonly senders?: (state: S) => readonly number[];
  /** Checks over a whole game's frames (after the per-frame ones). */
  readonly wholeGame?: (game: PlayedGame<S>) => readonly (Finding & { client: string })[];
}

export interface WatchedClient {
  readonly label: string;
  readonly seat: number | null;
  readonly frames: readonly Frame[];
}

export interface PlayedGame<S> {
  readonly clients: readonly WatchedClient[];
  /** The game states the table went through, by version. */
  readonly states: ReadonlyMap<number, S>;
  /** The accepted moves, in order, with the seat that made them. */
  readonly moves: readonly { readonly seat: number; readonly action: unknown }[];
}

export interface WatchedGame<S> {
  readonly seats: number;
  readonly actions: number;
  readonly frames: number;
  readonly bytes: number;
  readonly finished: boolean;
  readonly leaks: readonly (Finding & { client: string; version: number })[];
  /** What a seat should have held and did not: its own view, or its legal moves while it may act. */
  readonly misses: readonly { what: string; client: string; version: number }[];
  /** Moves sent at the same version as another seat's. */
  readonly together: number;
  readonly states: ReadonlyMap<number, S>;
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
  /** Compare each incrementally decoded state with the SDK's toJSON (the tests do; slower). */
  readonly verifyDecoding?: boolean;
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setImmediate(r));
  }
}

export async function watchTable<S, X>(t: TestServer, spec: WireSecrecy<S, X>, o: WatchOptions): Promise<WatchedGame<S>> {
  const startedAt = Date.now();
  const track = (room: SdkRoom) => record(room, o.verifyDecoding === true);
  const host = track(await t.client().create("table", { game: o.gameId ?? spec.game.id, seats: o.seats, name: "P0", options: o.options ?? {} }));
  const code = host.roomId;
  const watcher = track(await t.client().joinById(code, { watch: true, name: "Watcher" }));
  const players: SdkRoom[] = [host];
  for (let seat = 1; seat < o.seats; seat++) players.push(track(await t.client().joinById(code, { name: `P${seat}` })));
  const table = matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
  await waitFor(() => table.match.status === "playing", "the start");

  const states = new Map<number, S>([[table.match.version, table.match.state as S]]);
  const random = Random.from(seedRng(o.seed));
  const choose = spec.choose ?? ((state: S, seat: number, r: Random) => spec.game.bot(state, seat, r));
  let actions = 0;
  let together = 0;
  while (table.match.status === "playing" && actions < (o.maxActions ?? 5000)) {
    const version = table.match.version;
    const state = table.match.state as S;
    const senders = spec.senders?.(state) ?? spec.game.activeSeats(state).slice(0, 1);
    for (const seat of senders) {
      let action: unknown;
      try {
        action = choose(state, seat, random);
      } catch (error) {
        throw new Error(`the move of seat ${seat} failed at version ${version} of a game of seed ${table.match.seed} (${JSON.stringify(o.options ?? {})})`, { cause: error });
      }
      players[seat].send("action", { version, action });
    }
    together += Math.max(0, senders.length - 1);
    await waitFor(() => table.match.version > version, `action ${version} accepted`);
    // The others' sends, refused as stale, must reach the server before the next state is read.
    if (senders.length > 1) await new Promise((r) => setTimeout(r, 1));
    states.set(table.match.version, table.match.state as S);
    actions++;
  }
  const finished = table.match.status === "finished";
  const everyone = [watcher, ...players];
  // A dropped client would have let the sitter bot play its seat: every client must still be here.
  const dropped = everyone.filter((r) => !r.connection.isOpen).length;
  if (dropped > 0) throw new Error(`${dropped} client(s) lost their connection during the game`);
  await waitFor(() => everyone.every((r) => r.state?.version === table.match.version), `every client at the last version ${table.match.version}`);
  const moves = ((await t.journal.getMatch(table.match.matchId))?.actions ?? []).map((e) => ({ seat: e.seat, action: e.action }));

  const playedAt = Date.now();
  const clients: WatchedClient[] = [{ label: "spectator", seat: null, frames: framesOf(watcher) }, ...players.map((r, seat) => ({ label: `seat ${seat}`, seat, frames: framesOf(r) }))];
  const result = checkFrames(spec, clients, states);
  const mismatched = everyone.reduce((n, r) => n + decodingMismatches(r), 0);
  if (mismatched > 0) throw new Error(`${mismatched} frame(s) decoded incrementally differ from the SDK's toJSON`);
  for (const f of spec.wholeGame?.({ clients, states, moves }) ?? []) result.leaks.push({ ...f, version: -1 });
  await Promise.all(everyone.map((r) => r.leave().catch(() => undefined)));
  // A game stopped early would go on with bots: close its table.
  if (!finished) await table.disconnect().catch(() => undefined);
  return { seats: o.seats, actions, finished, together, states, ...result, playMs: playedAt - startedAt, checkMs: Date.now() - playedAt };
}

/** Every frame of every client against the secrets of the state its version names. */
function checkFrames<S, X>(spec: WireSecrecy<S, X>, clients: readonly WatchedClient[], states: ReadonlyMap<number, S>) {
  const secretsAt = new Map<number, X>();
  const leaks: WatchedGame<S>["leaks"][number][] = [];
  const misses: WatchedGame<S>["misses"][number][] = [];
  let frames = 0;
  let bytes = 0;
  for (const { label, seat, frames: list } of clients) {
    // A seat's own part is checked once per version and decoded object (unchanged parts are the same object).
    let checkedVersion = -1;
    let checkedPart: unknown = undefined;
    for (const frame of list) {
      frames++;
      bytes += frame.bytes.length;
      const state = states.get(frame.version);
      // Before the start the board is empty: there is nothing to know yet.
      if (state === undefined || frame.json?.status === "waiting") continue;
      let secrets = secretsAt.get(frame.version);
      if (secrets === undefined) secretsAt.set(frame.version, (secrets = spec.secretsOf(state)));
      for (const leak of spec.leaksIn(frame, seat, secrets, state)) leaks.push({ ...leak, client: label, version: frame.version });
      if (seat === null || frame.json === null || !spec.ownPartMisses) continue;
      const part = (frame.json.private as Record<string, unknown> | undefined)?.[String(seat)];
      if (checkedVersion === frame.version && checkedPart === part) continue;
      checkedVersion = frame.version;
      checkedPart = part;
      for (const what of spec.ownPartMisses(part, state, seat)) misses.push({ what, client: label, version: frame.version });
    }
  }
  return { leaks, misses, frames, bytes };
}
