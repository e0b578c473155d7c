import { selfPlay, botChooser } from "../../shared/engine/selfplay";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../../server/games/registry";
import type { MatchRecordJson } from "../../server/http/match-record";
import { frameAt, logLinesUpTo, replayMatch, secretsAt } from "./frames";

/** A record as GET /api/matches/:id gives it, from a bot game of `plies` actions. */
function recordOf(gameId: string, seats: number, plies: number, seed: number): MatchRecordJson {
  const game = gameRegistry.get(gameId)!;
  const names = Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}` }));
  const played = selfPlay(game, names, {}, seed, names.map(() => botChooser(game)), plies);
  return {
    id: "00000000-0000-4000-8000-000000000001",
    game: gameId,
    gameName: game.name,
    options: {},
    settings: { watch: "live", watchDelay: 5, clock: null },
    seats: names.map((s, seat) => ({ seat, name: s.name, bot: true })),
    fairness: null,
    seed,
    actions: played.log.map((a, n) => ({ n, seat: a.seat, action: a.action, at: n })),
    result: game.result(played.state),
    createdAt: 0,
  };
}

describe("replay frames", () => {
  it("rebuilds a finished Booty Dice game to its recorded result, frame by frame", () => {
    const record = recordOf("booty-dice", 3, 5000, 7);
    const match = replayMatch(record);
    expect(match.states).toHaveLength(record.actions.length + 1);
    const last = frameAt(match, record.actions.length, { kind: "spectator" });
    expect(last.status).toBe("finished");
    expect(last.result?.summary).toBe(record.result!.summary);
    const first = frameAt(match, 0, { kind: "spectator" });
    expect(first).toMatchObject({ status: "playing", version: 0, seats: [{ name: "P1" }, { name: "P2" }, { name: "P3" }] });
    expect(logLinesUpTo(match, 3, { kind: "spectator" }).length).toBeGreaterThan(0);
  });

  it("shows a Shiver Me Timbers game from two seats' perspectives, each with only its own secrets", () => {
    const record = recordOf("shiver-me-timbers", 3, 40, 11);
    const match = replayMatch(record);
    const at = record.actions.length;
    const asSeat0 = frameAt(match, at, { kind: "seat", seat: 0 });
    const asSeat1 = frameAt(match, at, { kind: "seat", seat: 1 });
    const spectator = frameAt(match, at, { kind: "spectator" });
    const revealed = frameAt(match, at, { kind: "revealed" });
    expect(Object.keys(asSeat0.private ?? {})).toEqual(["0"]);
    expect(Object.keys(asSeat1.private ?? {})).toEqual(["1"]);
    expect(Object.keys(spectator.private ?? {})).toEqual([]);
    expect(Object.keys(revealed.private ?? {}).sort()).toEqual(["0", "1", "2"]);
    // The secret life goals differ per seat, and seat 1's are nowhere in seat 0's frame.
    expect(JSON.stringify(asSeat0.private)).not.toEqual(JSON.stringify(asSeat1.private));
    expect(asSeat0.board).toEqual(spectator.board);
    const seat1Secrets = JSON.stringify(secretsAt(match, at)[1].view);
    expect(seat1Secrets.length).toBeGreaterThan(2);
    expect(JSON.stringify(asSeat0)).not.toContain(JSON.stringify(asSeat1.private!["1"]));
  });

  it.each([...gameSchemaRegistry.keys()].filter((id) => gameRegistry.has(id)))(
    "replays every hosted game through the generic contract: %s, 30 actions, from each perspective",
    (gameId) => {
      const game = gameRegistry.get(gameId)!;
      const record = recordOf(gameId, Math.max(3, game.minSeats), 30, 21);
      const match = replayMatch(record);
      const at = record.actions.length;
      expect(Object.keys(frameAt(match, at, { kind: "spectator" }).private ?? {})).toEqual([]);
      expect(Object.keys(frameAt(match, at, { kind: "seat", seat: 1 }).private ?? {})).toEqual(["1"]);
      expect(Object.keys(frameAt(match, at, { kind: "revealed" }).private ?? {})).toHaveLength(record.seats.length);
      expect(frameAt(match, 0, { kind: "spectator" })).toMatchObject({ game: gameId, version: 0, seats: record.seats.map((s) => ({ name: s.name })) });
    },
  );

  it("says which action the rules refuse when a record was tampered with", () => {
    const record = recordOf("booty-dice", 2, 3, 3);
    const tampered = { ...record, actions: [{ n: 0, seat: 1, action: record.actions[0].action, at: 0 }] };
    expect(() => replayMatch(tampered)).toThrow(/Action 1 \(seat 2\) is refused/);
  });
});
