import { SUPPLY } from "./content";
import type { BootyDiceAction } from "./actions";
import type { EndReason, BootyDiceState } from "./state";
import { resolveDice, summary, type PirateSpec, type StateSpec } from "./test-state";

const P: PirateSpec = [5, 10, 0];

interface Case {
  name: string;
  start: StateSpec;
  choices?: BootyDiceAction[];
  pirates: PirateSpec[];
  treasure?: number;
  warChest?: number;
  locker?: number;
  winners?: number[];
  reason?: EndReason;
  next?: number;
}

function checkConservation(s: BootyDiceState): void {
  const sum = (f: (p: BootyDiceState["pirates"][number]) => number) => s.pirates.reduce((a, p) => a + f(p), 0);
  expect(sum((p) => p.doubloons) + s.buriedTreasure).toBe(SUPPLY.totalDoubloons);
  expect(sum((p) => p.shields) + s.warChest).toBe(SUPPLY.totalShields);
  expect(sum((p) => p.lives) + s.locker).toBe(SUPPLY.startingLives * s.pirates.length);
}

function run(c: Case): void {
  const s = resolveDice(c.start, c.choices);
  expect(summary(s)).toEqual(c.pirates);
  if (c.treasure !== undefined) expect(s.buriedTreasure).toBe(c.treasure);
  if (c.warChest !== undefined) expect(s.warChest).toBe(c.warChest);
  if (c.locker !== undefined) expect(s.locker).toBe(c.locker);
  s.pirates.forEach((p) => expect(p.eliminated).toBe(p.lives === 0));
  if (c.winners !== undefined) {
    expect(s.phase).toBe("over");
    expect(s.winners).toEqual(c.winners);
    expect(s.endReason).toBe(c.reason);
  } else {
    expect(s.phase).toBe("rolling");
    expect(s.winners).toEqual([]);
  }
  if (c.next !== undefined) expect(s.current).toBe(c.next);
  checkConservation(s);
}

const two = (dice: string, a: PirateSpec = P, b: PirateSpec = P): StateSpec => ({ pirates: [a, b], dice });
const three = (dice: string, a: PirateSpec = P, b: PirateSpec = P, c: PirateSpec = P): StateSpec => ({
  pirates: [a, b, c],
  dice,
});

describe("single dice (Booty Dice › Dice)", () => {
  const cases: Case[] = [
    { name: "Doubloon takes 2 from the Buried Treasure", start: two("DSSSSS"), pirates: [[7, 10, 5], P], treasure: 88, warChest: 25 },
    { name: "six Doubloons take 12", start: two("DDDDDD"), pirates: [[17, 10, 0], P], treasure: 78 },
    {
      name: "Doubloon takes only what is left in the Buried Treasure",
      start: { pirates: [[20, 10, 0], [20, 10, 0], [20, 10, 0], [20, 10, 0], [19, 10, 0], [0, 10, 0]], dice: "DDSSSS" },
      pirates: [[21, 10, 4], [20, 10, 0], [20, 10, 0], [20, 10, 0], [19, 10, 0], [0, 10, 0]],
      treasure: 0,
    },
    {
      name: "Doubloon from an empty Buried Treasure takes nothing",
      start: { pirates: [[20, 10, 0], [20, 10, 0], [20, 10, 0], [20, 10, 0], [20, 10, 0], [0, 10, 0]], dice: "DDSSSS" },
      pirates: [[20, 10, 4], [20, 10, 0], [20, 10, 0], [20, 10, 0], [20, 10, 0], [0, 10, 0]],
      treasure: 0,
    },
    { name: "Shield takes one from the War Chest", start: two("SSSSSS"), pirates: [[5, 10, 6], P], warChest: 24 },
    {
      name: "Shield from an empty War Chest takes nothing",
      start: two("SSSSSS", [5, 10, 15], [5, 10, 15]),
      pirates: [[5, 10, 15], [5, 10, 15]],
      warChest: 0,
    },
    {
      name: "Shields stop when the War Chest runs out",
      start: two("SSSSSS", [5, 10, 14], [5, 10, 15]),
      pirates: [[5, 10, 15], [5, 10, 15]],
      warChest: 0,
    },
    { name: "X Marks the Spot buries 2", start: two("XSSSSS"), pirates: [[3, 10, 5], P], treasure: 92 },
    {
      name: "paying more than you have pays what you have",
      start: two("XXSSSS", [3, 10, 0]),
      pirates: [[0, 10, 4], P],
      treasure: 95,
    },
    { name: "X with no doubloons pays nothing", start: two("XSSSSS", [0, 10, 0]), pirates: [[0, 10, 5], P], treasure: 95 },
    { name: "Walk the Plank costs a life", start: two("WSSSSS"), pirates: [[5, 9, 5], P], locker: 1 },
    {
      name: "shields do not protect from the plank",
      start: two("WWSSSS", [5, 10, 3]),
      pirates: [[5, 8, 7], P],
      locker: 2,
    },
    { name: "Cutlass on a pirate without shields costs a life", start: two("CSSSSS"), pirates: [[5, 10, 5], [5, 9, 0]], locker: 1 },
    {
      name: "Cutlass hits take shields first (back to the War Chest), then lives",
      start: two("CCCSSS", P, [5, 10, 2]),
      pirates: [[5, 10, 3], [5, 9, 0]],
      warChest: 27,
      locker: 1,
    },
    { name: "Jolly Roger steals 2 (one pirate to rob: no choice)", start: two("JSSSSS"), pirates: [[7, 10, 5], [3, 10, 0]] },
    { name: "Jolly Roger takes what there is", start: two("JSSSSS", P, [1, 10, 0]), pirates: [[6, 10, 5], [0, 10, 0]] },
    { name: "Jolly Roger with nothing to steal", start: two("JSSSSS", P, [0, 10, 0]), pirates: [[5, 10, 5], [0, 10, 0]] },
    { name: "three Jolly Rogers empty one purse", start: two("JJJSSS"), pirates: [[10, 10, 3], [0, 10, 0]] },
    {
      name: "Jolly Roger split between two pirates",
      start: three("JSSSSS"),
      choices: [{ type: "jollyRoger", from: [1, 2] }],
      pirates: [[7, 10, 5], [4, 10, 0], [4, 10, 0]],
    },
    {
      name: "Jolly Roger takes both from one pirate",
      start: three("JSSSSS"),
      choices: [{ type: "jollyRoger", from: [2, 2] }],
      pirates: [[7, 10, 5], P, [3, 10, 0]],
    },
    {
      name: "Jolly Roger needs no choice when the others hold two in all",
      start: three("JSSSSS", P, [1, 10, 0], [1, 10, 0]),
      pirates: [[7, 10, 5], [0, 10, 0], [0, 10, 0]],
    },
    {
      name: "the roller picks each Cutlass's target",
      start: three("CCSSSS"),
      choices: [
        { type: "cutlass", target: 2 },
        { type: "cutlass", target: 2 },
      ],
      pirates: [[5, 10, 4], P, [5, 8, 0]],
    },
  ];
  it.each(cases)("$name", run);
});

describe("combinations (Mutiny, Shipwreck, Blackbeard's Curse)", () => {
  const cases: Case[] = [
    { name: "Mutiny with 3 Waves: others lose 1, no plank", start: three("WWWSSS"), pirates: [[5, 10, 3], [5, 9, 0], [5, 9, 0]], locker: 2 },
    { name: "Mutiny with 4 Waves: others lose 2", start: three("WWWWSS"), pirates: [[5, 10, 2], [5, 8, 0], [5, 8, 0]], locker: 4 },
    { name: "Mutiny with 5 Waves: others lose 3", start: three("WWWWWS"), pirates: [[5, 10, 1], [5, 7, 0], [5, 7, 0]], locker: 6 },
    { name: "Mutiny with 6 Waves: others lose 4", start: three("WWWWWW"), pirates: [[5, 10, 0], [5, 6, 0], [5, 6, 0]], locker: 8 },
    { name: "Mutiny ignores shields", start: three("WWWSSS", P, [5, 10, 4]), pirates: [[5, 10, 3], [5, 9, 4], [5, 9, 0]] },
    {
      name: "Shipwreck with 3 Xs: others bury 3, the roller pays nothing",
      start: three("XXXSSS", P, [10, 10, 0], [10, 10, 0]),
      pirates: [[5, 10, 3], [7, 10, 0], [7, 10, 0]],
      treasure: 81,
    },
    {
      name: "Shipwreck with 4 Xs: others bury 4",
      start: three("XXXXSS", P, [10, 10, 0], [10, 10, 0]),
      pirates: [[5, 10, 2], [6, 10, 0], [6, 10, 0]],
      treasure: 83,
    },
    {
      name: "Shipwreck with 5 Xs: others bury 5",
      start: three("XXXXXS", P, [10, 10, 0], [10, 10, 0]),
      pirates: [[5, 10, 1], [5, 10, 0], [5, 10, 0]],
      treasure: 85,
    },
    {
      name: "Shipwreck with 6 Xs: others bury 6",
      start: three("XXXXXX", P, [10, 10, 0], [10, 10, 0]),
      pirates: [[5, 10, 0], [4, 10, 0], [4, 10, 0]],
      treasure: 87,
    },
    {
      name: "Shipwreck: pirates pay what they have",
      start: three("XXXSSS", P, [2, 10, 0], [0, 10, 0]),
      pirates: [[5, 10, 3], [0, 10, 0], [0, 10, 0]],
      treasure: 95,
    },
    {
      name: "two Waves walk the plank while three Xs make a Shipwreck",
      start: three("WWXXXS"),
      pirates: [[5, 8, 1], [2, 10, 0], [2, 10, 0]],
      treasure: 91,
      locker: 2,
    },
    {
      name: "Mutiny and Shipwreck in one roll",
      start: three("WWWXXX"),
      pirates: [[5, 10, 0], [2, 9, 0], [2, 9, 0]],
      treasure: 91,
      locker: 2,
    },
    {
      name: "Blackbeard's Curse: others lose 2 lives and bury 5; no single effects",
      start: three("DXJCWS"),
      pirates: [[5, 10, 0], [0, 8, 0], [0, 8, 0]],
      treasure: 95,
      locker: 4,
    },
    {
      name: "the Curse in another order of dice",
      start: three("SWCJXD", [5, 10, 0], [10, 10, 1], [7, 10, 0]),
      pirates: [[5, 10, 0], [5, 8, 1], [2, 8, 0]],
    },
    {
      name: "the Curse knocks out, the roller plunders instead of the Buried Treasure",
      start: three("DXJCWS", P, [8, 2, 1]),
      pirates: [[13, 10, 0], [0, 0, 0], [0, 8, 0]],
      treasure: 87,
      warChest: 30,
      locker: 12,
    },
  ];
  it.each(cases)("$name", run);
});

describe("elimination and Captain's Plunder", () => {
  const cases: Case[] = [
    {
      name: "a Cutlass knocks out a pirate: the roller takes all their doubloons",
      start: three("CSSSSS", P, [7, 1, 0]),
      choices: [{ type: "cutlass", target: 1 }],
      pirates: [[12, 10, 5], [0, 0, 0], P],
    },
    {
      name: "after an elimination mid-resolution the next Cutlass can only hit who is left",
      start: three("CCSSSS", P, [7, 1, 0]),
      choices: [{ type: "cutlass", target: 1 }],
      pirates: [[12, 10, 4], [0, 0, 0], [5, 9, 0]],
    },
    {
      name: "a knocked-out pirate's shields go back to the War Chest",
      start: three("CCSSSS", P, [7, 1, 1]),
      choices: [
        { type: "cutlass", target: 1 },
        { type: "cutlass", target: 1 },
      ],
      pirates: [[12, 10, 4], [0, 0, 0], P],
      warChest: 26,
    },
    {
      name: "Mutiny knocks out everyone else: plunder from both, last pirate standing wins at once",
      start: three("WWWDSS", [5, 1, 0], [6, 1, 0], [7, 1, 0]),
      pirates: [[20, 1, 2], [0, 0, 0], [0, 0, 0]],
      winners: [0],
      reason: "lastStanding",
    },
    {
      name: "a roller who walks the plank to 0 sends doubloons to the Buried Treasure",
      start: three("WSSSSS", [8, 1, 2]),
      pirates: [[0, 0, 0], P, P],
      treasure: 90,
      warChest: 30,
      next: 1,
    },
    {
      name: "the roller's later dice still resolve after walking the plank",
      start: three("WXXXSS", [8, 1, 0]),
      pirates: [[0, 0, 0], [2, 10, 0], [2, 10, 0]],
      treasure: 96,
      next: 1,
    },
    {
      name: "a roller who walks the plank in a duel hands the win to the other pirate",
      start: two("WSSSSS", [8, 1, 0]),
      pirates: [[0, 0, 0], P],
      winners: [1],
      reason: "lastStanding",
    },
    {
      name: "the last pirate standing wins at once: the roller's own plank never comes",
      start: two("CWSSSS", [5, 1, 0], [6, 1, 0]),
      pirates: [[11, 1, 4], [0, 0, 0]],
      winners: [0],
      reason: "lastStanding",
    },
  ];
  it.each(cases)("$name", run);
});

describe("winning at 25 doubloons (Booty Dice › How to win)", () => {
  const cases: Case[] = [
    { name: "reaching 25 wins", start: two("DDSSSS", [21, 10, 0]), pirates: [[25, 10, 4], P], winners: [0], reason: "doubloons" },
    {
      name: "the check comes after the whole resolution: 25 then back to 23 is no win",
      start: two("DXSSSS", [23, 10, 0]),
      pirates: [[23, 10, 4], P],
      next: 1,
    },
    {
      name: "plunder can bring the win",
      start: three("CSSSSS", [20, 10, 0], [6, 1, 0]),
      choices: [{ type: "cutlass", target: 1 }],
      pirates: [[26, 10, 5], [0, 0, 0], P],
      winners: [0],
      reason: "doubloons",
    },
    {
      name: "a Jolly Roger can bring the win",
      start: three("JJSSSS", [21, 10, 0], [6, 10, 0], [6, 10, 0]),
      choices: [
        { type: "jollyRoger", from: [1, 1] },
        { type: "jollyRoger", from: [2, 2] },
      ],
      pirates: [[25, 10, 4], [4, 10, 0], [4, 10, 0]],
      winners: [0],
      reason: "doubloons",
    },
  ];
  it.each(cases)("$name", run);
});

describe("turn order (clockwise, skipping the eliminated)", () => {
  const cases: Array<{ name: string; start: StateSpec; next: number; round: number }> = [
    { name: "passes to the left", start: { pirates: [P, P, P, P], dice: "SSSSSS" }, next: 1, round: 1 },
    { name: "skips an eliminated pirate", start: { pirates: [P, [0, 0, 0], P, P], dice: "SSSSSS" }, next: 2, round: 1 },
    { name: "wraps to seat 0 and starts a new round", start: { pirates: [P, P, P, P], dice: "SSSSSS", current: 3 }, next: 0, round: 2 },
    {
      name: "wraps past an eliminated seat 0",
      start: { pirates: [[0, 0, 0], P, P, P], dice: "SSSSSS", current: 3 },
      next: 1,
      round: 2,
    },
    {
      name: "skips several eliminated pirates",
      start: { pirates: [P, [0, 0, 0], [0, 0, 0], P, [0, 0, 0], P], dice: "SSSSSS", current: 3 },
      next: 5,
      round: 1,
    },
  ];
  it.each(cases)("$name", ({ start, next, round }) => {
    const s = resolveDice(start);
    expect(s.current).toBe(next);
    expect(s.round).toBe(round);
    expect(s.rollsLeft).toBe(3);
    expect(s.dice.every((d) => d === null)).toBe(true);
  });
});

describe("round limit (docs/rules/booty-dice.md › Round limit)", () => {
  it("ends the game after the last round: the richest pirate wins", () => {
    const s = resolveDice({ pirates: [[6, 10, 0], [9, 10, 0], [8, 10, 0]], dice: "SSSSSS", current: 2, round: 5, maxRounds: 5 });
    expect(s.phase).toBe("over");
    expect(s.winners).toEqual([1]);
    expect(s.endReason).toBe("roundLimit");
  });
  it("shares the win on a tie, and ignores eliminated pirates", () => {
    const s = resolveDice({ pirates: [[9, 10, 0], [0, 0, 0], [9, 10, 0]], dice: "SSSSSS", current: 2, round: 5, maxRounds: 5 });
    expect(s.winners).toEqual([0, 2]);
  });
  it("goes on before the last round is over", () => {
    const s = resolveDice({ pirates: [P, P, P], dice: "SSSSSS", current: 1, round: 5, maxRounds: 5 });
    expect(s.phase).toBe("rolling");
    expect(s.current).toBe(2);
  });
});
