import { matchMaker } from "@colyseus/core";
import type { Room as SdkRoom } from "@colyseus/sdk";
import { Random, seedRng } from "../../../shared/engine";
import { pirateCove as game, type PirateCoveState } from "../../../shared/games/pirates-cove";
import type { BaseTableRoom } from "../../table/table-room";

/** The server-side room of a table (tests run the server in-process). */
export const tableRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;

const tick = () => new Promise((r) => setTimeout(r, 2));

/**
 * Plays the people's seats of a Pirate's Cove table through their SDK rooms, each move the
 * bot's choice for that seat, until `stop` (or the end). Bots (and away seats) move on the
 * server meanwhile; in a simultaneous choice a person's move may meet a newer version:
 * it is sent again against the new one.
 */
export async function playPeople(
  code: string,
  people: ReadonlyMap<number, SdkRoom>,
  seed: number,
  stop: (s: PirateCoveState) => boolean = () => false,
  timeoutMs = 30_000,
): Promise<number> {
  const table = tableRoom(code);
  const random = Random.from(seedRng(seed));
  const deadline = Date.now() + timeoutMs;
  let sent = 0;
  while (table.match.status === "playing" && !stop(table.match.state as PirateCoveState)) {
    if (Date.now() > deadline) throw new Error(`the table did not finish within ${timeoutMs} ms (version ${table.match.version})`);
    const state = table.match.state as PirateCoveState;
    const seat = game.activeSeats(state).find((s) => people.has(s) && !table.match.botControls(s));
    if (seat === undefined) {
      await tick();
      continue;
    }
    const version = table.match.version;
    people.get(seat)!.send("action", { version, action: game.bot(state, seat, random) });
    sent++;
    while (table.match.version === version && Date.now() < deadline) await tick();
  }
  return sent;
}
