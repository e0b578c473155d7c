import { Random, seedRng } from "../../../engine";
import { shiverMeTimbers } from "../game";
import { invariantViolations } from "../testing/invariants";
import { edit, must, startedGame, withoutCards } from "../testing/index";
import { treasureCard } from "../content/treasures";
import { scoreLine } from "../scoring-and-end/scoring";

const game = shiverMeTimbers;
const RAPIER = "t01"; // Drake's Rapier: 800 G, 2 VP in the treasure table (there was once a second price list)
const DOUBLOONS = "t10"; // Spanish Doubloons: 400 G, 0 VP

/** Seat 0 on Port Royal with treasures on its ship (taken out of the deck). */
const aboard = (ship: string[], chest: string[] = []) =>
  edit(startedGame(2, 5, ["st-david", "the-bay"], ["tramp", "tramp"]), (d) => {
    withoutCards(d);
    d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    d.pending = [];
    d.players[0].location = "I:port-royal";
    d.treasure.deck = d.treasure.deck.filter((c) => ![...ship, ...chest].includes(c));
    d.players[0].treasures = ship;
    d.players[0].chestTreasures = chest;
  });

describe("One treasure table (content/treasures.ts): sales, plunder and scoring read the same price and VP", () => {
  it("the table's values are the ones content/treasures.ts gives Drake's Rapier", () => {
    expect(treasureCard(RAPIER)).toMatchObject({ name: "Drake's Rapier", island: "st-david", search: 22, price: 800, vp: 2 });
  });

  it("selling a treasure pays its price from the table", () => {
    const s = aboard([RAPIER]);
    const after = must(s, 0, { type: "sell", cargo: { cocoa: 0, rum: 0, sugar: 0 }, treasures: [RAPIER] });
    expect(after.players[0].gold - s.players[0].gold).toBe(treasureCard(RAPIER).price);
    expect(after.treasure.discard).toContain(RAPIER);
    expect(invariantViolations(after)).toEqual([]);
  });

  it("treasures score their VP on the ship and in the chest", () => {
    const none = scoreLine(aboard([]), 0).seals;
    expect(scoreLine(aboard([RAPIER]), 0).seals - none).toBe(2);
    expect(scoreLine(aboard([DOUBLOONS], [RAPIER]), 0).seals - none).toBe(2);
  });

  it("plunder: the winning bot takes the treasure worth most by the table", () => {
    const s = edit(aboard([]), (d) => {
      d.treasure.deck = d.treasure.deck.filter((c) => c !== RAPIER && c !== DOUBLOONS);
      d.players[1].treasures = [DOUBLOONS, RAPIER];
      d.players[1].gold = 0;
      d.players[1].cargo = { cocoa: 0, rum: 0, sugar: 0 };
      d.pending = [{ kind: "plunder", seat: 0, from: 1 }];
    });
    const choice = game.bot(s, 0, Random.from(seedRng(1)));
    expect(choice).toEqual({ type: "plunder", take: { kind: "treasure", treasure: RAPIER } });
    expect(invariantViolations(must(s, 0, choice))).toEqual([]);
  });
});
