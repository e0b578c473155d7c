import type { Room as SdkRoom } from "@colyseus/sdk";
import { Random, seedRng } from "../../../shared/engine";
import { pirateCove as game, type PirateCoveAction, type PirateCoveState } from "../../../shared/games/pirates-cove";
import type { TestServer } from "../../test/harness";
import { MemoryJournal } from "../../table/memory-journal";
import type { BaseTableRoom } from "../../table/table-room";
import { framesOf, record } from "../../table/wire-secrecy/recorder";
import { secretNavigation } from "./secrets";
import { tableRoom } from "./table-driver";

/**
 * The strongest form of "no hint beyond has chosen": at a real table, a seat's secret choice
 * is made twice from the same table state, once for one island and once for another (the
 * table is rewound in between: state, version, journal and log), and every frame each client
 * receives for it is compared byte for byte. The other seats and the spectator must receive
 * exactly the same bytes, in the same order and sizes, whichever island was chosen; the
 * chooser's own frames differ (its destination), which shows the comparison can fail.
 */
export class RewindableJournal extends MemoryJournal {
  truncate(matchId: string, length: number): void {
    const matches = (this as unknown as { matches: Map<string, { actions: unknown[] }> }).matches;
    matches.get(matchId)!.actions.length = length;
  }
}

export interface TwinResult {
  readonly twins: number;
  /** Clients (by label) whose frames differed between the two choices, one entry per twin and client. */
  readonly differed: readonly { client: string; twin: number; owner: boolean }[];
}

const settle = () => new Promise((r) => setTimeout(r, 30));

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** Rewinds a table to `state` at `version`: the journal and the log lose what came after. */
function rewind(table: BaseTableRoom, journal: RewindableJournal, state: PirateCoveState, version: number, logged: number): void {
  journal.truncate(table.match.matchId, version);
  table.match.state = state;
  table.match.version = version;
  table.log.forgetLast(logged);
  table.output.publish();
}

export async function twinChoices(t: TestServer, journal: RewindableJournal, o: { seats: number; seed: number; twins: number; gameId?: string }): Promise<TwinResult> {
  const host = record(await t.client().create("table", { game: o.gameId ?? game.id, seats: o.seats, name: "P0" }));
  const code = host.roomId;
  const watcher = record(await t.client().joinById(code, { watch: true, name: "Watcher" }));
  const players: SdkRoom[] = [host];
  for (let seat = 1; seat < o.seats; seat++) players.push(record(await t.client().joinById(code, { name: `P${seat}` })));
  const table = tableRoom(code);
  await waitFor(() => table.match.status === "playing", "the start");
  const clients: [string, SdkRoom, number | null][] = [["spectator", watcher, null], ...players.map((r, seat): [string, SdkRoom, number] => [`seat ${seat}`, r, seat])];
  const random = Random.from(seedRng(o.seed));
  const differed: TwinResult["differed"][number][] = [];
  let twins = 0;

  const play = async (seat: number, action: PirateCoveAction): Promise<Buffer[][]> => {
    const version = table.match.version;
    const marks = clients.map(([, room]) => framesOf(room).length);
    players[seat].send("action", { version, action });
    await waitFor(() => table.match.version > version && clients.every(([, room]) => room.state.version > version), `choice at ${version}`);
    await settle(); // the log message follows the patch
    return clients.map(([, room], i) => framesOf(room).slice(marks[i]).map((f) => f.bytes));
  };

  while (table.match.status === "playing" && twins < o.twins) {
    const state = table.match.state as PirateCoveState;
    const active = game.activeSeats(state);
    const seat = active[0];
    if (!(secretNavigation(state) && active.length >= 2)) {
      await play(seat, game.bot(state, seat, random));
      continue;
    }
    const islands = game.legalActions(state, seat).flatMap((a) => (a.type === "navigate" ? [a.island] : []));
    const version = table.match.version;
    const loggedBefore = table.log.all().length;
    const first = await play(seat, { type: "navigate", island: islands[0] });
    rewind(table, journal, state, version, table.log.all().length - loggedBefore);
    await waitFor(() => clients.every(([, room]) => room.state.version === version), "every client rewound");
    await settle();
    const second = await play(seat, { type: "navigate", island: islands[islands.length - 1] });
    clients.forEach(([label, , owner], i) => {
      const same = first[i].length === second[i].length && first[i].every((bytes, k) => bytes.equals(second[i][k]));
      if (!same) differed.push({ client: label, twin: twins, owner: owner === seat });
    });
    twins++;
  }
  await Promise.all(clients.map(([, room]) => room.leave().catch(() => undefined)));
  await table.disconnect().catch(() => undefined);
  return { twins, differed };
}
