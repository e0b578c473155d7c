import { shiverMeTimbers } from "../game";
import { invariantViolations } from "../testing/invariants";
import { edit, must, startedGame } from "../testing/index";
import type { SmtState } from "../state";

const game = shiverMeTimbers;
const code = (r: ReturnType<typeof game.apply>) => (r.ok ? null : r.rejection.code);
const SEA = "ancient-shipyard:2";

/** Seat 1 holds King's Privateer and waits on an open sea space; seat 0 sails there on its turn. */
function lyingInWait(): SmtState {
  return edit(startedGame(2, 11), (d) => {
    d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    d.pending = [];
    if (d.merchants[SEA]) throw new Error("the test needs an open-sea space");
    d.players[0].location = "ancient-shipyard:1";
    d.players[1].location = SEA;
    d.players[1].strength = 4;
    d.missions.players[1].titles = ["kings-privateer"];
  });
}

describe("King's Privateer: a pirate hunter among the players", () => {
  it("a player ending a Travel on the privateer's sea space may be boarded at once, not as an action", () => {
    let s = must(lyingInWait(), 0, { type: "travel", to: SEA });
    expect(s.pending).toEqual([{ kind: "privateer", seat: 1, target: 0 }]);
    expect(game.activeSeats(s)).toEqual([1]);
    expect(game.legalActions(s, 1)).toEqual([{ type: "privateer", board: true }, { type: "privateer", board: false }]);
    expect(code(game.apply(s, 0, { type: "endTurn" }))).toBe("turn/not_yours");
    s = must(s, 1, { type: "privateer", board: true });
    expect(s.combat).toMatchObject({ kind: "boarding", player: 0, playerRole: "defender", foe: { kind: "player", seat: 1 } });
    // +1 strength from the title on the attacking side.
    expect(s.combat!.duel.attacker.strength).toBe(5);
  });

  it("a privateer far stronger pushes the traveller off at once: plunder, the ship marker, and the traveller's turn ends", () => {
    let s = edit(lyingInWait(), (d) => void (d.players[1].strength = 7));
    s = must(must(s, 0, { type: "travel", to: SEA }), 1, { type: "privateer", board: true });
    expect(s.combat).toBeNull();
    expect(s.players[1].counters.boardingWins).toBe(1);
    expect(s.players[1].trophies.shipMarkers).toEqual([0]);
    expect(s.pending).toEqual([{ kind: "plunder", seat: 1, from: 0 }]);
    s = must(s, 1, { type: "plunder", take: { kind: "gold" } });
    expect(s.turn.seat).toBe(1);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("the privateer may let the ship sail by; without the title nobody lies in wait", () => {
    const s = must(must(lyingInWait(), 0, { type: "travel", to: SEA }), 1, { type: "privateer", board: false });
    expect(s.combat).toBeNull();
    expect(s.pending).toEqual([]);
    expect(s.turn.actionsLeft).toBe(2);
    const plain = must(edit(lyingInWait(), (d) => void (d.missions.players[1].titles = [])), 0, { type: "travel", to: SEA });
    expect(plain.pending).toEqual([]);
  });

  it("nobody owes a privateer decision otherwise", () => {
    expect(code(game.apply(lyingInWait(), 1, { type: "privateer", board: true }))).toBe("pending/none");
  });
});
