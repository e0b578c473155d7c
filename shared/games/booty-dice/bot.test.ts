import { botChooser, randomChooser, selfPlay } from "../../engine/selfplay";
import { Random, seedRng } from "../../engine/rng";
import { bot, chooseKeep, pickCutlassTarget, pickStealVictims } from "./bot";
import { bootyDice } from "./index";
import { makeState, play } from "./test-state";
import type { BootyDiceState } from "./state";

const P = [5, 10, 0] as const;
const random = () => Random.from(seedRng(5));

describe("bot decisions", () => {
  it("keeps Doubloons, Jolly Rogers and Cutlasses and rerolls Xs and Waves", () => {
    const s = makeState({ pirates: [P, P, P], dice: "DXJCWS", rollsLeft: 2 });
    // One of each face is the Curse: the bot takes it.
    expect(bot(s, 0, random())).toEqual({ type: "stop" });
    const t = makeState({ pirates: [P, P, P], dice: "DXJCWW", rollsLeft: 2 });
    expect(chooseKeep(t, 0)).toEqual([0, 2, 3]);
  });

  it("keeps Shields when low on lives, not when healthy and well shielded", () => {
    expect(chooseKeep(makeState({ pirates: [[5, 3, 0], P], dice: "SSXXWW", rollsLeft: 2 }), 0)).toEqual([0, 1]);
    expect(chooseKeep(makeState({ pirates: [[5, 10, 4], P], dice: "SSXXWW", rollsLeft: 2 }), 0)).toEqual([]);
  });

  it("keeps three Waves for a Mutiny", () => {
    expect(chooseKeep(makeState({ pirates: [P, P, P], dice: "WWWXXS", rollsLeft: 2 }), 0)).toEqual([0, 1, 2, 5]);
  });

  it("keeps three Xs for a Shipwreck when the others are rich, not when they are broke", () => {
    const rich = makeState({ pirates: [P, [15, 10, 0], [15, 10, 0]], dice: "XXXWWS", rollsLeft: 2 });
    // (the Shield is worth keeping too for a pirate without one)
    expect(chooseKeep(rich, 0)).toEqual([0, 1, 2, 5]);
    const broke = makeState({ pirates: [P, [0, 10, 0], [1, 10, 0]], dice: "XXXWWS", rollsLeft: 2 });
    expect(chooseKeep(broke, 0)).toEqual([5]);
  });

  it("stops as soon as the dice win the game", () => {
    const s = makeState({ pirates: [[21, 10, 0], P], dice: "DDXWCC", rollsLeft: 2 });
    // 21 + 4 - 2 = 23: not yet; with a Jolly Roger instead of the X it is 25.
    expect(bot(s, 0, random())).not.toEqual({ type: "stop" });
    const w = makeState({ pirates: [[21, 10, 0], P], dice: "DDJWCC", rollsLeft: 2 });
    expect(bot(w, 0, random())).toEqual({ type: "stop" });
  });

  it("does not stop on a winning roll that walks it off the plank", () => {
    const w = makeState({ pirates: [[21, 1, 0], P], dice: "DDJWCC", rollsLeft: 2 });
    expect(bot(w, 0, random())).toEqual({ type: "roll", keep: [0, 1, 2, 4, 5] });
  });

  it("finishes off a pirate for the plunder, richest first", () => {
    const s = play(makeState({ pirates: [P, [3, 1, 0], [9, 1, 0], [20, 10, 0]], dice: "CSSSSS" }), 0, [{ type: "stop" }]);
    expect(pickCutlassTarget(s, 0, random())).toBe(2);
  });

  it("otherwise hits the leader, and avoids wasting a hit on a shield", () => {
    const s = play(makeState({ pirates: [P, [5, 10, 0], [20, 10, 0]], dice: "CSSSSS" }), 0, [{ type: "stop" }]);
    expect(pickCutlassTarget(s, 0, random())).toBe(2);
    const shielded = play(makeState({ pirates: [P, [8, 10, 0], [9, 10, 3]], dice: "CSSSSS" }), 0, [{ type: "stop" }]);
    expect(pickCutlassTarget(shielded, 0, random())).toBe(1);
  });

  it("steals from the richest", () => {
    const s = play(makeState({ pirates: [P, [3, 10, 0], [12, 10, 0]], dice: "JSSSSS" }), 0, [{ type: "stop" }]);
    expect(pickStealVictims(s, 0)).toEqual([2, 2]);
    const close = play(makeState({ pirates: [P, [6, 10, 0], [7, 10, 0]], dice: "JSSSSS" }), 0, [{ type: "stop" }]);
    expect(pickStealVictims(close, 0)).toEqual([2, 1]);
  });
});

describe("bot against random players", () => {
  it("wins more than half of 1,000 seeded 4-player games against three random players, from every seat", () => {
    const seats = ["Anne", "Bob", "Cal", "Dee"].map((name) => ({ name }));
    const GAMES = 1000;
    let wins = 0;
    const winsBySeat = [0, 0, 0, 0];
    for (let g = 0; g < GAMES; g++) {
      const botSeat = g % 4;
      const choosers = seats.map((_, i) => (i === botSeat ? botChooser(bootyDice) : randomChooser(bootyDice)));
      const out = selfPlay(bootyDice, seats, {}, 1000 + g, choosers);
      expect(out.finished).toBe(true);
      const winners = bootyDice.result(out.state as BootyDiceState)?.winners ?? [];
      if (winners.includes(botSeat)) {
        wins++;
        winsBySeat[botSeat]++;
      }
    }
    const rate = wins / GAMES;
    // Recorded in docs/rules/booty-dice.md › Bot.
    console.log(`booty-dice bot vs 3 random: ${wins}/${GAMES} = ${(rate * 100).toFixed(1)}% (by seat ${winsBySeat.join("/")} of 250)`);
    expect(rate).toBeGreaterThan(0.5);
    for (const w of winsBySeat) expect(w / (GAMES / 4)).toBeGreaterThan(0.5);
  });
});
