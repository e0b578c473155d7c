import { isDeepStrictEqual } from "node:util";
import type { Room as SdkRoom } from "@colyseus/sdk";
import { Random, seedRng } from "../../../shared/engine";
import { pirateCove as game, type PirateCoveState } from "../../../shared/games/pirates-cove";
import type { TestServer } from "../../test/harness";
import { framesOf, record } from "./frames";
import { leaksIn, SECRET_CHOICE_TEXT, secretNavigation, type Leak } from "./secrets";
import { legalMovesOf } from "../../table/legal-moves";
import { pirateCoveSchemas } from "./schema";
import { tableRoom } from "./table-driver";

/** A view as toJSON() gives it: nulls absent. */
const synced = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (_k, x) => (x === null ? undefined : x)));

/**
 * Plays whole Pirate's Cove games at a real table through real SDK clients (one per seat, all
 * people, and a spectator) and checks every frame each client received against the game state
 * the table was at (secrets.ts), and the raw bytes of every frame for the secret sentence of a
 * navigation choice. During secret navigation every seat still to choose sends its choice at
 * once, against the same version, as people at one table do (the refused ones, stale, are sent
 * again). Used by server/table/pirates-cove-secrecy.test.ts.
 */
export interface WatchedGame {
  readonly actions: number;
  readonly frames: number;
  readonly leaks: readonly (Leak & { client: string; version: number })[];
  readonly finished: boolean;
  /** Navigation choices made in secret, and how many were sent at the same version as another. */
  readonly secretChoices: number;
  readonly together: number;
  /** Frames after which a seat's own private part was not its whole seatView and legal moves. */
  readonly ownerMismatches: readonly string[];
}

export interface WatchOptions {
  readonly seats: number;
  readonly seed: number;
  readonly gameId?: string;
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setImmediate(r));
  }
}

export async function playWatchedGame(t: TestServer, o: WatchOptions): Promise<WatchedGame> {
  const host = record(await t.client().create("table", { game: o.gameId ?? game.id, seats: o.seats, name: "P0" }));
  const code = host.roomId;
  const watcher = record(await t.client().joinById(code, { watch: true, name: "Watcher" }));
  const players: SdkRoom[] = [host];
  for (let seat = 1; seat < o.seats; seat++) players.push(record(await t.client().joinById(code, { name: `P${seat}` })));
  const table = tableRoom(code);
  await waitFor(() => table.match.status === "playing", "the start");

  const states = new Map<number, PirateCoveState>([[table.match.version, table.match.state as PirateCoveState]]);
  const random = Random.from(seedRng(o.seed));
  let actions = 0;
  let secretChoices = 0;
  let together = 0;
  while (table.match.status === "playing" && actions < 3000) {
    const version = table.match.version;
    const state = table.match.state as PirateCoveState;
    const active = game.activeSeats(state);
    // Everyone who may act now sends at once; only the first to arrive is accepted at this version.
    const senders = secretNavigation(state) ? active : active.slice(0, 1);
    for (const seat of senders) players[seat].send("action", { version, action: game.bot(state, seat, random) });
    if (senders.length > 1) together += senders.length - 1;
    await waitFor(() => table.match.version > version, `action ${version} accepted`);
    // Record every state the others' refused sends may have raced past.
    await new Promise((r) => setTimeout(r, 1));
    states.set(table.match.version, table.match.state as PirateCoveState);
    if (secretNavigation(state)) secretChoices++;
    actions++;
  }
  const finished = table.match.status === "finished";
  const everyone = [watcher, ...players];
  if (everyone.some((r) => !r.connection.isOpen)) throw new Error("a client lost its connection during the game");
  await waitFor(() => everyone.every((r) => r.state?.version === table.match.version), "every client at the last version");

  // How many choices each seat made in secret: it reads that many secret sentences, no more.
  const own = players.map(() => 0);
  const entries = (await t.journal.getMatch(table.match.matchId))?.actions ?? [];
  entries.forEach((entry, index) => {
    const before = states.get(index);
    if (before && secretNavigation(before) && (entry.action as { type: string }).type === "navigate") own[entry.seat]++;
  });
  const leaks: WatchedGame["leaks"][number][] = [];
  const ownerMismatches: string[] = [];
  const ownPart = (state: PirateCoveState, seat: number) => ({
    ...(synced(game.seatView(state, seat)) as object),
    ...(game.activeSeats(state).includes(seat) ? legalMovesOf(game, pirateCoveSchemas, state, seat) : { legal: "", hints: "" }),
  });
  let frames = 0;
  const clients: [string, SdkRoom, number | null][] = [["spectator", watcher, null], ...players.map((r, seat): [string, SdkRoom, number] => [`seat ${seat}`, r, seat])];
  for (const [label, room, seat] of clients) {
    let sentences = 0;
    for (const frame of framesOf(room)) {
      frames++;
      const state = states.get(frame.version);
      if (frame.json && state) for (const leak of leaksIn(frame.json, seat, state)) leaks.push({ ...leak, client: label, version: frame.version });
      // Each seat receives the whole of its own part, as the rules see it at that version.
      if (frame.json && state && seat !== null && o.gameId === undefined && frame.json.status !== "waiting") {
        const mine = (frame.json.private as Record<string, unknown> | undefined)?.[String(seat)];
        if (!isDeepStrictEqual(mine, synced(ownPart(state, seat))) && ownerMismatches.length < 5) ownerMismatches.push(`${label} at version ${frame.version}: ${JSON.stringify(mine)}`);
      }
      if (frame.bytes.includes(SECRET_CHOICE_TEXT)) sentences++;
    }
    // The secret sentence of a choice goes to its seat only.
    const allowed = seat === null ? 0 : own[seat];
    if (sentences > allowed) leaks.push({ what: `${sentences} secret choice sentences (its own choices: ${allowed})`, where: "raw frames", client: label, version: -1 });
  }
  await Promise.all(everyone.map((r) => r.leave().catch(() => undefined)));
  if (!finished) await table.disconnect().catch(() => undefined);
  return { actions, frames, leaks, finished, secretChoices, together, ownerMismatches };
}
