import { SECRET_PASSAGES, spaceAt } from "../content/board";
import { CARGO } from "../content/cards";
import { pirateKing } from "../index";
import { spaceOf } from "../queries";
import type { PirateKingState } from "../state";
import { act, putShipAt, rigDice, scene, startedGame, tid } from "../testing";

const seatShip = (s: PirateKingState) => s.ships.find((x) => x.owner === s.current)!.id;
const cargoFor = (name: string) => CARGO.find((c) => c.territory === tid(name))!.id;

describe("Cards › Cargo: smuggling missions", () => {
  it.each([
    ["passing the destination pays the card", 4, false, 200],
    ["landing on it exactly pays 100 more", 2, false, 300],
    ["spoiled cargo pays half", 4, true, 100],
  ])("%s", (_, sail, spoiled, paid) => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = seatShip(s);
    const d = scene(s, (d) => {
      putShipAt(d, ship, "Eleuthera");
      for (const x of d.ships) if (x.id !== ship) putShipAt(d, x.id, "Santiago");
      d.ships[ship].cargo = cargoFor("Nassau");
      d.cargoDeck = d.cargoDeck.filter((c) => c !== cargoFor("Nassau"));
      d.cargoOut += 1;
      if (spoiled) {
        d.ships[ship].cargoDamage = 6;
        d.logDeck = d.logDeck.filter((c) => c !== 6);
      }
      rigDice(d, [6], 12);
    });
    const after = act(d, seat, { type: "sail", spaces: [sail as number] });
    expect(after.events.find((e) => e.kind === "deliver")?.data).toMatchObject({ amount: paid });
    expect(after.ships[ship].cargo).not.toBe(cargoFor("Nassau"));
    expect(after.ships[ship].cargo).not.toBeNull();
  });
});

describe("Advanced Play: two ships, two sail markers, one wind roll", () => {
  it("both ships move by their own marker plus the same wind, then both land", () => {
    const s = startedGame(2, { shipsPerPlayer: 2 });
    const seat = s.current;
    const [a, b] = s.ships.filter((x) => x.owner === seat).map((x) => x.id);
    const d = scene(s, (d) => {
      putShipAt(d, a, { current: "red", step: 4 });
      putShipAt(d, b, { current: "blue", step: 4 });
      rigDice(d, [10], 12);
    });
    expect(pirateKing.legalActions(d, seat).filter((x) => x.type === "sail")).toHaveLength(25);
    const after = act(d, seat, { type: "sail", spaces: [1, 3] });
    expect([after.ships[a].step, after.ships[b].step]).toEqual([7, 9]);
    const kinds = after.events.map((e) => e.kind);
    expect(kinds.indexOf("move")).toBeLessThan(kinds.lastIndexOf("move"));
  });
});

describe("Great Treasures › Black Sails", () => {
  it("re-rolls the wind die once a turn, and the second roll stands", () => {
    const s = startedGame(2);
    const seat = s.current;
    const d = scene(s, (d) => {
      d.treasures[2] = seat;
      rigDice(d, [1, 12], 12);
    });
    const rolled = act(d, seat, { type: "sail", spaces: [3] });
    expect([rolled.stage, rolled.wind]).toEqual(["wind", 1]);
    const again = act(rolled, seat, { type: "wind", reroll: true });
    expect(again.wind).toBe(12);
    expect(again.events.find((e) => e.kind === "move")?.data).toMatchObject({ spaces: 7 });
  });
});

describe("Space Designations", () => {
  it("Secret Passage: any other passage, either heading, or stay", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = seatShip(s);
    const d = scene(s, (d) => {
      putShipAt(d, ship, { current: "red", step: 8 });
      rigDice(d, [6], 12);
    });
    const landed = act(d, seat, { type: "sail", spaces: [1] });
    expect(pirateKing.legalActions(landed, seat)).toHaveLength(SECRET_PASSAGES.length * 2);
    const moved = act(landed, seat, { type: "passage", to: SECRET_PASSAGES[3], facing: -1 });
    expect(spaceOf(moved.ships[ship])).toBe(SECRET_PASSAGES[3]);
    expect(moved.ships[ship].facing).toBe(-1);
    expect(moved.stage).toBe("harbour");
  });
  it("Turn About: the ship faces the other way", () => {
    const s = startedGame(2);
    const ship = seatShip(s);
    const d = scene(s, (d) => {
      putShipAt(d, ship, { current: "red", step: 12 });
      rigDice(d, [6], 12);
    });
    expect(act(d, s.current, { type: "sail", spaces: [2] }).ships[ship].facing).toBe(-1);
  });
  it("Buried Treasure: the chest is emptied into the purse and the Merchant puts 100 back", () => {
    const s = startedGame(2);
    const ship = seatShip(s);
    const d = scene(s, (d) => {
      d.buriedTreasure = 450;
      d.merchantNet += 350;
      putShipAt(d, ship, { current: "orange", step: 9 });
      for (const x of d.ships) if (x.id !== ship) putShipAt(d, x.id, "Santiago");
      rigDice(d, [6], 12);
    });
    const after = act(d, s.current, { type: "sail", spaces: [1] });
    expect(spaceOf(after.ships[ship])).toBe(spaceAt(3, 10));
    expect(after.buriedTreasure).toBe(100);
    expect(after.purses[after.players[s.current].purse]).toBe(1450);
  });
});

describe("Space Designations › Crosswinds: two ships there must fight", () => {
  it.each([
    ["the ship arriving wins: the other pays 500 and relaunches, the winner turns", 6, 2, true],
    ["the ship arriving loses: it pays 500 and relaunches", 1, 5, false],
  ])("%s", (_, mine, theirs, arriverWins) => {
    const s = startedGame(2);
    const seat = s.current;
    const other = 1 - seat;
    const ship = seatShip(s);
    const enemy = s.ships.find((x) => x.owner === other)!.id;
    const d = scene(s, (d) => {
      putShipAt(d, ship, { current: "red", step: 18 });
      putShipAt(d, enemy, { current: "blue", step: 0 });
      rigDice(d, [[6, 12], [mine as number, 6], [theirs as number, 6]]);
    });
    const after = act(d, seat, { type: "sail", spaces: [2] });
    const [winner, loser] = arriverWins ? [seat, other] : [other, seat];
    expect(after.purses[after.players[winner].purse]).toBe(1500);
    expect(after.purses[after.players[loser].purse]).toBe(500);
    expect(after.pending).toEqual(arriverWins ? { kind: "relaunch", seat: loser, ship: enemy } : { kind: "relaunch", seat: loser, ship });
    const relaunched = act(after, loser, { type: "relaunch", port: tid("Santiago"), facing: -1 });
    expect(relaunched.pending?.kind).toBe(arriverWins ? "crosswinds" : undefined);
    expect(relaunched.foughtAt).toEqual([0]);
  });
});
