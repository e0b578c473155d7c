import { bootyDiceBoard } from "../../../server/games/booty-dice/schema";
import { bootyDice, type BootyDicePublicView } from "../../../shared/games/booty-dice";
import { publicView } from "../../../shared/games/booty-dice/view";
import type { TableState } from "../../table/protocol";
import { readBoard } from "./board";

/** What the client gets: the public view in the server's compact form, projected (nulls become absent). */
function asSynced(view: unknown): TableState {
  const strip = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(strip)
      : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null).map(([k, x]) => [k, strip(x)]))
        : v;
  return { board: strip(bootyDiceBoard(view as BootyDicePublicView)) } as TableState;
}

const seats = [{ name: "Anne" }, { name: "Bart" }, { name: "Cora" }];

describe("readBoard follows the Booty Dice public view", () => {
  test("a fresh game: no dice rolled, three rolls, supplies full", () => {
    const state = bootyDice.setup(seats, bootyDice.optionsSchema.parse({}), 1);
    const board = readBoard(asSynced(bootyDice.publicView(state)))!;
    expect(board.pirates).toEqual(seats.map(() => ({ doubloons: 5, lives: 10, shields: 0, eliminated: false })));
    expect(board.dice).toEqual([null, null, null, null, null, null]);
    expect(board.rollsLeft).toBe(3);
    expect(board.phase).toBe("rolling");
    expect(board.buriedTreasure).toBe(85);
    expect(board.warChest).toBe(30);
    expect(board.pending).toBeNull();
  });

  test("after a roll every die shows a face; a pending choice carries its targets", () => {
    let state = bootyDice.setup(seats, bootyDice.optionsSchema.parse({}), 7);
    const applied = bootyDice.apply(state, 0, { type: "roll", keep: [] });
    if (!applied.ok) throw new Error(applied.rejection.message);
    state = applied.state;
    const board = readBoard(asSynced(bootyDice.publicView(state)))!;
    expect(board.dice).toEqual(publicView(state).dice.map((d) => d.face));
    expect(board.kept).toEqual([false, false, false, false, false, false]);
    // Kept dice read back from their bits.
    const again = bootyDice.apply(state, 0, { type: "roll", keep: [1, 4] });
    if (!again.ok) throw new Error(again.rejection.message);
    const reread = readBoard(asSynced(bootyDice.publicView(again.state)))!;
    expect(reread.kept).toEqual([false, true, false, false, true, false]);
    expect(reread.dice).toEqual(publicView(again.state).dice.map((d) => d.face));
    expect(board.rollsLeft).toBe(2);
    // Play seeded games until a Cutlass or Jolly Roger waits for a choice, then read it.
    for (let seed = 1; seed < 200; seed++) {
      let s = bootyDice.setup(seats, bootyDice.optionsSchema.parse({}), seed);
      const r = bootyDice.apply(s, 0, { type: "roll", keep: [] });
      if (!r.ok) continue;
      const stop = bootyDice.apply(r.state, 0, { type: "stop" });
      if (!stop.ok) continue;
      s = stop.state;
      const view = bootyDice.publicView(s) as { pending: { kind: string; targets: number[] } | null };
      if (!view.pending) continue;
      const read = readBoard(asSynced(view))!;
      expect(read.phase).toBe("resolving");
      expect(read.pending?.kind).toBe(view.pending.kind);
      expect(read.pending?.targets).toEqual(view.pending.targets);
      return;
    }
    throw new Error("no seed in 1..199 gave a pending choice");
  });

  test("no board before the game starts", () => {
    expect(readBoard({ board: {} } as TableState)).toBeNull();
    expect(readBoard({ board: { pirates: [] } } as unknown as TableState)).toBeNull();
  });
});
