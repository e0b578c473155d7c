import { Random, seedRng } from "../../engine/rng";
import type { PirateKingAction } from "./actions";
import { pirateKing } from "./index";
import { CONFIGURATIONS } from "./selfplay";
import type { PirateKingState } from "./state";

/** Candidate actions of every type with fields drawn from small ranges around the legal ones. */
function candidates(s: PirateKingState, r: Random): PirateKingAction[] {
  const i = (lo: number, hi: number) => r.int(lo, hi);
  const seat = () => i(0, s.players.length - 1);
  const side = () => r.pick(["give", "get"] as const);
  const facing = () => r.pick([1, -1] as const);
  const card = () => r.pick([...s.players.flatMap((p) => p.held), "piratesBooty:14", "captainsLog:40"]);
  return [
    { type: "port", port: i(0, 5) },
    { type: "sail", spaces: r.pick([[i(0, 6)], [i(1, 5), i(1, 5)]]) },
    { type: "wind", reroll: r.pick([true, false]) },
    { type: "capture", accept: r.pick([true, false]) },
    { type: "dock", choice: r.pick(["pay", "fight", "lockPick"] as const) },
    { type: "reward", pick: r.pick(["crew", "cannon"] as const) },
    { type: "commodore", choice: r.pick(["submit", "challenge", "decree"] as const) },
    { type: "passage", to: r.pick([9, 28, 29, 47, 66, i(0, 76)]), facing: facing() },
    { type: "crosswinds", turn: r.pick(["left", "straight", "right"] as const) },
    { type: "forward", to: r.pick([null, i(0, 4)]) },
    { type: "manOfWar", fight: r.pick([true, false]) },
    { type: "duel", against: i(0, 4) },
    { type: "sword", die: r.pick([null, i(0, 4)]) },
    { type: "tearDown", territory: i(0, 23) },
    { type: "sellTreasure", treasure: i(0, 5) },
    { type: "relaunch", port: i(0, 5), facing: facing() },
    { type: "seize", territory: i(0, 23) },
    { type: "answer", accept: r.pick([true, false]) },
    { type: "upgrade", territory: i(0, 23) },
    { type: "buyTreasure", treasure: i(0, 5) },
    { type: "useCard", card: card(), ship: i(0, 4) },
    { type: "buyCrew", ship: i(0, 4) },
    { type: "buyCannon", ship: i(0, 4) },
    { type: "attack", ship: i(0, 4), target: i(0, 4) },
    { type: "offer", to: seat(), side: side(), item: r.pick([{ kind: "territory" as const, id: i(0, 23) }, { kind: "treasure" as const, id: i(0, 4) }, { kind: "card" as const, id: card() }]) },
    { type: "offerBronze", to: seat(), side: side(), delta: r.pick([5, -5, 50, -50, 500, -500] as const) },
    { type: "offerSend" },
    { type: "offerCancel" },
    { type: "endTurn" },
  ];
}

const key = (a: unknown) => JSON.stringify(a);

describe("legalActions lists every legal move", () => {
  it.each(CONFIGURATIONS.slice(0, 5))("$name: an action is accepted exactly when it is listed (candidates of every type along two games)", ({ seats, options }) => {
    let accepted = 0;
    for (const seed of [11, 12]) {
      const names = ["Anne", "Bart", "Cal", "Dee"].slice(0, seats).map((name) => ({ name }));
      let s = pirateKing.setup(names, pirateKing.optionsSchema.parse(options), seed);
      const r = Random.from(seedRng(seed));
      for (let ply = 0; s.stage !== "over" && ply < 1500; ply++) {
        const active = pirateKing.activeSeats(s)[0];
        const listed = new Set(pirateKing.legalActions(s, active).map(key));
        for (const c of candidates(s, r)) {
          const out = pirateKing.apply(s, active, c);
          if (out.ok) accepted++;
          if (out.ok !== listed.has(key(c))) throw new Error(`${out.ok ? "accepted but not listed" : "listed but rejected"}: ${key(c)} (stage ${s.stage}, pending ${key(s.pending)})`);
        }
        const pick = seed === 11 ? pirateKing.bot(s, active, r) : r.pick(pirateKing.legalActions(s, active));
        const next = pirateKing.apply(s, active, pick);
        if (!next.ok) throw new Error(next.rejection.code);
        s = next.state;
      }
    }
    // The candidates hit legal moves often enough for the check to mean something.
    expect(accepted).toBeGreaterThan(300);
  });
});
