import { botChooser, selfPlay } from "../../shared/engine/selfplay";
import { bootyDice } from "../../shared/games/booty-dice";
import type { MatchRecordJson } from "../../server/http/match-record";
import * as server from "../../server/table/seed-commitment";
import { commitmentOf, gameSeedOf } from "./fair-seed";
import { verifyRecord } from "./verify-record";

function sealedRecord(entropy: (string | null)[] = ["0123456789abcdef", null]): MatchRecordJson {
  const sealed = { ...server.sealSeed(2), entropy };
  const seed = server.gameSeedOf(sealed.serverSeed, sealed.entropy);
  const seats = [{ name: "Anne" }, { name: "Bess" }];
  const played = selfPlay(bootyDice, seats, {}, seed, [botChooser(bootyDice), botChooser(bootyDice)]);
  return {
    id: "00000000-0000-4000-8000-000000000002",
    game: "booty-dice",
    gameName: "Booty Dice",
    options: {},
    settings: { watch: "live", watchDelay: 5, clock: null },
    seats: seats.map((s, seat) => ({ seat, name: s.name, bot: false })),
    fairness: sealed,
    seed,
    actions: played.log.map((a, n) => ({ n, seat: a.seat, action: a.action, at: n })),
    result: bootyDice.result(played.state as Parameters<typeof bootyDice.result>[0]),
    createdAt: 0,
  };
}

describe("verifying a record in the browser", () => {
  it("computes the same commitment and seed as the server", async () => {
    const sealed = server.sealSeed(3);
    expect(await commitmentOf(sealed.serverSeed, sealed.salt)).toBe(sealed.commitment);
    expect(await gameSeedOf(sealed.serverSeed, ["ab12cd34", null, "ffff0000"])).toBe(server.gameSeedOf(sealed.serverSeed, ["ab12cd34", null, "ffff0000"]));
  });

  it("passes an honest record", async () => {
    const verdict = await verifyRecord(sealedRecord());
    expect(verdict.checks.map((c) => [c.id, c.ok])).toEqual([["commitment", true], ["seed", true], ["replay", true], ["result", true]]);
    expect(verdict.ok).toBe(true);
  });

  it.each([
    [[null, null], "The server seed alone (no player's browser sent entropy) gives the seed"],
    [["0123456789abcdef", null], "The server seed mixed with 1 player's entropy gives the seed"],
    [["0123456789abcdef", "fedcba9876543210"], "The server seed mixed with 2 players' entropy gives the seed"],
  ])("says whose entropy went into the seed (%j)", async (entropy, words) => {
    const verdict = await verifyRecord(sealedRecord(entropy));
    expect(verdict.checks.find((c) => c.id === "seed")?.text).toContain(words);
  });

  it.each([
    ["a salt changed after the game", (r: MatchRecordJson) => ({ ...r, fairness: { ...r.fairness!, salt: "00".repeat(16) } }), "commitment"],
    ["another seed than the sealed one", (r: MatchRecordJson) => ({ ...r, seed: r.seed ^ 1 }), "seed"],
    ["a result the rules do not reach", (r: MatchRecordJson) => ({ ...r, result: { winners: [9], summary: "Nobody wins." } }), "result"],
    ["an action the rules refuse", (r: MatchRecordJson) => ({ ...r, actions: [{ ...r.actions[0], seat: 1 - r.actions[0].seat }, ...r.actions.slice(1)] }), "replay"],
  ] as const)("fails a record with %s", async (_what, tamper, failing) => {
    const verdict = await verifyRecord(tamper(sealedRecord()));
    expect(verdict.ok).toBe(false);
    expect(verdict.checks.filter((c) => !c.ok).map((c) => c.id)).toContain(failing);
  });
});
