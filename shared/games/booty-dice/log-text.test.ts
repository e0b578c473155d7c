import type { GameEvent } from "../../engine/game";
import { Random, seedRng } from "../../engine/rng";
import { botChooser, randomChooser } from "../../engine/selfplay";
import { bootyDice } from "./index";
import { bootyDiceLogText, encodeBootyDiceLog, LOG_KINDS } from "./log-text";
import type { BootyDiceState } from "./state";
import { NAMES } from "./test-state";

/** Every event of whole games (bots and random players, 2–6 seats), with the names they were written with. */
function gameEvents(games: number): { event: GameEvent; names: string[] }[] {
  const out: { event: GameEvent; names: string[] }[] = [];
  for (let g = 0; g < games; g++) {
    const seats = 2 + (g % 5);
    const names = NAMES.slice(0, seats);
    let state = bootyDice.setup(names.map((name) => ({ name })), bootyDice.optionsSchema.parse({ maxRounds: g % 7 === 0 ? 5 : 100 }), 1000 + g);
    const choose = g % 2 === 0 ? botChooser(bootyDice) : randomChooser(bootyDice);
    const random = Random.from(seedRng(77 + g));
    for (let ply = 0; ply < 5000 && bootyDice.result(state) === null; ply++) {
      const seat = bootyDice.activeSeats(state)[0];
      const outcome = bootyDice.apply(state, seat, choose(state, seat, random) as never);
      if (!outcome.ok) throw new Error(outcome.rejection.message);
      for (const event of outcome.events) out.push({ event, names });
      state = outcome.state as BootyDiceState;
    }
  }
  return out;
}

describe("Booty Dice log codes", () => {
  const events = gameEvents(120);

  it("every event of 120 games reads back to the very sentence the rules wrote", () => {
    const coded = new Set<string>();
    let uncoded = 0;
    for (const { event, names } of events) {
      const code = encodeBootyDiceLog(event);
      if (code === null) {
        // Only a win by doubloons goes as text: its amount is in no event data.
        expect(event).toMatchObject({ kind: "win", data: { reason: "doubloons" } });
        uncoded++;
        continue;
      }
      expect(bootyDiceLogText(code, names)).toEqual({ kind: event.kind, text: event.text });
      coded.add(`${event.kind}/${code.length}`);
    }
    expect(uncoded).toBeGreaterThan(0);
    // The games above reach every kind of event.
    expect(new Set([...coded].map((k) => k.split("/")[0]))).toEqual(new Set(LOG_KINDS));
  });

  it("codes are small: a roll is a seat and six letters, most entries two or three numbers", () => {
    const roll = events.find((e) => e.event.kind === "roll")!;
    const code = encodeBootyDiceLog(roll.event)!;
    expect(code).toHaveLength(3);
    expect(code[2]).toMatch(/^[DXJCWS]{6}$/);
    for (const { event } of events) {
      const c = encodeBootyDiceLog(event);
      if (c) expect(JSON.stringify(c).length).toBeLessThanOrEqual(20);
    }
  });

  // One row per sentence shape, written out: code, names, expected kind and sentence.
  const names = ["Anne", "Bob", "Cal"];
  const rows: [readonly (number | string)[], string, string][] = [
    [[0, 0, "DXJCWS"], "roll", "Anne rolls: Doubloon, X Marks the Spot, Jolly Roger, Cutlass, Walk the Plank, Shield."],
    [[1, 1], "stop", "Bob stops rolling."],
    [[2, 0, 2], "doubloon", "Anne takes 2 doubloons from the Buried Treasure."],
    [[2, 0, 1], "doubloon", "Anne takes 1 doubloon from the Buried Treasure."],
    [[2, 0, 0], "doubloon", "Anne digs, but the Buried Treasure is empty."],
    [[3, 2, 1], "shield", "Cal takes a shield from the War Chest."],
    [[3, 2, 0], "shield", "Cal finds the War Chest empty."],
    [[4, 0, 1, 0], "cutlass", "Anne's Cutlass hits Bob: Bob loses a shield."],
    [[4, 0, 2, 1], "cutlass", "Anne's Cutlass hits Cal: Cal loses a life."],
    [[4, 0], "cutlass", "Anne's Cutlass finds nobody to hit."],
    [[5, 1], "jollyRoger", "Bob's Jolly Roger finds nothing to steal."],
    [[5, 1, 2], "jollyRoger", "Bob's Jolly Roger steals 1 doubloon from Cal."],
    [[5, 1, 2, 2], "jollyRoger", "Bob's Jolly Roger steals 2 doubloons from Cal."],
    [[5, 1, 2, 0], "jollyRoger", "Bob's Jolly Roger steals a doubloon each from Cal and Anne."],
    [[6, 2], "plank", "Cal walks the plank and loses a life."],
    [[7, 2, 2], "x", "Cal buries 2 doubloons in the Buried Treasure."],
    [[8, 0, 4, 2], "mutiny", "Mutiny! Anne's 4 Waves cost every other pirate 2 lives."],
    [[9, 0, 3, 3], "shipwreck", "Shipwreck! Anne's 3 Xs make every other pirate bury 3 doubloons."],
    [[10, 0, 2, 5], "curse", "Blackbeard's Curse! Every other pirate loses 2 lives and buries 5 doubloons."],
    [[11, 1, 4], "eliminated", "Bob walks the plank and is out of the game; 4 doubloons sink to the Buried Treasure."],
    [[11, 1, 4, 0], "eliminated", "Bob is out of the game! Captain's Plunder: Anne takes 4 doubloons."],
    [[12, 0, 2], "win", "Cal is the last pirate standing and wins!"],
    [[12, 2, 0, 1], "win", "The round limit is reached: Anne and Bob share the win with the most doubloons."],
    [[13, 1], "turn", "It is Bob's turn."],
  ];
  it.each(rows)("%j reads as a %s line", (code, kind, text) => {
    expect(bootyDiceLogText(code, names)).toEqual({ kind, text });
  });

  it.each([[[]], [[99, 0]], [["roll", 0]], [[0, 0, "DQ"]], [[4, 0, 1, 7]], [[13, -1]], [[12, 1, 0]], [[2, 0]]])(
    "%j is no code (null, never a made-up sentence)",
    (code) => {
      expect(bootyDiceLogText(code, names)).toBeNull();
    },
  );

  it("an event it does not know, or with data it cannot read, has no code", () => {
    expect(encodeBootyDiceLog({ kind: "table/sit", text: "Anne sits at seat 1." })).toBeNull();
    expect(encodeBootyDiceLog({ kind: "roll", text: "Anne rolls: …", data: { seat: 0, dice: ["nope"] } })).toBeNull();
    expect(encodeBootyDiceLog({ kind: "turn", text: "It is Anne's turn." })).toBeNull();
  });
});
