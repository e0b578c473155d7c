// Checks a match record the way docs/fairness.md says anyone can: the commitment, the seed, and
// a replay of every action with the shared rules, which must reach the recorded result.
import { replay } from "../../shared/engine/replay";
import { gameRegistry } from "../../shared/games/registry";
import type { MatchRecordJson } from "../../server/http/match-record";
import { replayMatch, type ReplayedMatch } from "../replay/frames";
import { commitmentOf, gameSeedOf } from "./fair-seed";

export interface Check {
  readonly id: "commitment" | "seed" | "replay" | "result";
  readonly ok: boolean;
  readonly text: string;
}

export interface Verdict {
  readonly ok: boolean;
  readonly checks: readonly Check[];
  /** The replayed match (for the dice list and the replay link), when the replay went through. */
  readonly match: ReplayedMatch | null;
}

export async function verifyRecord(record: MatchRecordJson): Promise<Verdict> {
  const checks: Check[] = [];
  const sealed = record.fairness;
  if (!sealed) {
    checks.push({ id: "commitment", ok: false, text: "This match was recorded without a sealed seed, so its dice cannot be checked." });
  } else {
    const commitment = await commitmentOf(sealed.serverSeed, sealed.salt);
    checks.push({
      id: "commitment",
      ok: commitment === sealed.commitment,
      text: commitment === sealed.commitment
        ? `SHA-256 of the revealed server seed and salt is ${commitment}: the commitment published before the game.`
        : `SHA-256 of the revealed server seed and salt is ${commitment}, not the published commitment ${sealed.commitment}.`,
    });
    const seed = await gameSeedOf(sealed.serverSeed, sealed.entropy);
    const players = sealed.entropy.filter((e) => e !== null).length;
    checks.push({
      id: "seed",
      ok: seed === record.seed,
      text: seed === record.seed
        ? `${players === 0 ? "The server seed alone (no player's browser sent entropy)" : `The server seed mixed with ${players} player${players === 1 ? "'s" : "s'"} entropy`} gives the seed ${seed}, the one the game used.`
        : `The server seed and the entropy give the seed ${seed}, but the game used ${record.seed}.`,
    });
  }
  // The whole log through the shared rules' own replay (shared/engine/replay.ts): it throws on
  // any action the rules refuse from this seed.
  const game = gameRegistry.get(record.game);
  let finalState: unknown = undefined;
  let match: ReplayedMatch | null = null;
  try {
    if (!game) throw new Error(`This page does not know the game "${record.game}".`);
    finalState = replay(game, record.seed, record.options, record.seats.map((s) => ({ name: s.name })), record.actions);
    match = replayMatch(record); // step by step, for the list of dice below
    checks.push({ id: "replay", ok: true, text: `All ${record.actions.length} actions replay with the shared rules from seed ${record.seed}: the same dice and shuffles come out.` });
  } catch (error) {
    checks.push({ id: "replay", ok: false, text: error instanceof Error ? error.message : String(error) });
  }
  if (game && match) {
    const result = game.result(finalState);
    const same = result !== null && record.result !== null && result.summary === record.result.summary && sameSeats(result.winners, record.result.winners);
    checks.push({
      id: "result",
      ok: same,
      text: same ? `The replay ends as the table did: ${result.summary}` : `The replay ends with "${result?.summary ?? "no result"}", the record says "${record.result?.summary ?? "no result"}".`,
    });
  }
  return { ok: checks.every((c) => c.ok), checks, match };
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && [...a].sort().every((seat, i) => seat === [...b].sort()[i]);
}
