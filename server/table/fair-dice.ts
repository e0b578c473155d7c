import type { JoinOptions } from "./messages";
import { sealLine, seedLine } from "./table-lines";
import { commitmentOf, ENTROPY_PATTERN, gameSeedOf, sealSeed, type SeedCommitment } from "./seed-commitment";
import type { TableClient } from "./table-client";
import type { BaseTableRoom } from "./table-room";

/**
 * The table's side of provably fair dice (seed-commitment.ts, docs/fairness.md): seal a seed
 * when a match is set up and say its commitment in the log; mix in the seated players'
 * entropy when it starts; reveal the seed and the salt in the log when it ends.
 */

/** A fresh sealed seed for the room's match (creation, rematch), announced in the log. */
export function sealMatchSeed(room: BaseTableRoom): void {
  const match = room.match;
  match.fairness = sealSeed(match.seats.length);
  announce(room, "table/fair-seal", sealLine(match.fairness.commitment));
}

/**
 * Just before the match starts: every seated connection's entropy (from its join options) is
 * mixed into the seed. Returns the seed the rules start from.
 */
export function mixPlayersEntropy(room: BaseTableRoom): number {
  const match = room.match;
  const sealed = match.fairness;
  if (!sealed) return match.seed; // a table without a sealed seed (tests that pass a seed)
  const entropy = [...sealed.entropy];
  for (const client of room.clients as Iterable<TableClient>) {
    const seat = client.userData?.seat;
    const given = (client.auth as JoinOptions | undefined)?.entropy;
    if (seat === null || seat === undefined || given === undefined || !ENTROPY_PATTERN.test(given)) continue;
    if (entropy[seat] === null) entropy[seat] = given;
  }
  match.fairness = { ...sealed, entropy };
  match.seed = gameSeedOf(sealed.serverSeed, entropy);
  announce(room, "table/fair-seed", seedLine(entropy));
  return match.seed;
}

/** Once the match is over: the seed and salt in clear, and where to check them. */
export function revealMatchSeed(room: BaseTableRoom): void {
  const { match } = room;
  const sealed = match.fairness;
  if (!sealed) return;
  announce(
    room,
    "table/fair-reveal",
    `The seal is broken: server seed ${sealed.serverSeed}, salt ${sealed.salt}, seed ${match.seed}. ` +
      `Check the dice at /v/${match.matchId} and watch the replay at /r/${match.matchId}.`,
  );
}

/** Whether a record's revealed values hold together (used by the record API's tests and docs). */
export function checkSeal(sealed: SeedCommitment, seed: number): boolean {
  return commitmentOf(sealed.serverSeed, sealed.salt) === sealed.commitment && gameSeedOf(sealed.serverSeed, sealed.entropy) === seed;
}

function announce(room: BaseTableRoom, kind: string, text: string): void {
  // Before the room's state exists (inside onCreate) the entry waits in the log for the first joiner.
  if (room.state) room.output.tableEvent(kind, text);
  else room.log.append([{ kind, text }]);
}
