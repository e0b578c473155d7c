import { pirateKing } from "../index";
import { act, putShipAt, rigDice, scene, startedGame, tid } from "../testing";
import { matchDice } from "./fight";
import { finishCombat } from "./outcome";
import { fortFighter, shipFighter } from "./fighters";
import { mutiny } from "../sailing/spaces";
import { PIRATES_BOOTY } from "../content/cards";

const LIFE_RAFT = PIRATES_BOOTY.find((c) => c.title === "Life Raft")!.id;

describe("Combat › How do we fight? (dice matched highest to highest)", () => {
  it.each([
    ["one die each, the higher wins", [5], [3], ["defender"]],
    ["ties have no effect", [4, 2], [4, 1], ["tie", "defender"]],
    ["four dice against two: the two lowest of the four are dropped", [1, 6, 2, 5], [6, 4], ["tie", "defender"]],
    ["matched in descending order, not as rolled", [2, 6], [5, 3], ["defender", "attacker"]],
  ])("%s", (_, atk, def, losers) => expect(matchDice(atk, def).losers).toEqual(losers));
});

describe("Combat › Win a Battle / Lose a Battle / Bounty", () => {
  it("a Castle beaten down to 6 crewmen stands as a Fort, and the bounty is the Fort's dock fee (500 minimum)", () => {
    const s = startedGame(2);
    const seat = s.current;
    const owner = 1 - seat;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const d = scene(s, (d) => {
      d.territories[tid("Campeche")] = { owner, level: 5 };
      putShipAt(d, ship, "Campeche");
      d.ships[ship].crew = 0;
      d.combat = { reason: "dock", attacker: shipFighter(ship), defender: { ...fortFighter(d, tid("Campeche")), crew: 6 }, thenFort: null, dice: null, swordSide: null, round: 3 };
    });
    const before = { owner: d.purses[d.players[owner].purse], chest: d.buriedTreasure };
    finishCombat(d);
    expect(d.territories[tid("Campeche")]).toEqual({ owner, level: 2 });
    expect(d.ships[ship].sunk).toBe(true);
    expect(d.purses[d.players[owner].purse] - before.owner).toBe(250);
    expect(d.buriedTreasure - before.chest).toBe(250);
    expect(d.queue[0]).toEqual({ kind: "relaunch", ship });
  });
  it("an attacker that beats a fortification takes the territory as a Settlement", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const d = scene(s, (d) => {
      d.territories[tid("Havana")] = { owner: 1 - seat, level: 3 };
      putShipAt(d, ship, "Havana");
      d.combat = { reason: "dock", attacker: shipFighter(ship), defender: { ...fortFighter(d, tid("Havana")), crew: 0 }, thenFort: null, dice: null, swordSide: null, round: 5 };
    });
    finishCombat(d);
    expect(d.territories[tid("Havana")]).toEqual({ owner: seat, level: 0 });
  });
  it("a Life Raft saves the bounty", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const d = scene(s, (d) => {
      d.players[seat].held.push(`piratesBooty:${LIFE_RAFT}`);
      d.bootyDeck = d.bootyDeck.filter((c) => c !== LIFE_RAFT);
      d.ships[ship].crew = 0;
      d.combat = { reason: "manOfWar", attacker: shipFighter(ship), defender: { kind: "manOfWar", ship: null, territory: null, crew: 1, cannons: 1 }, thenFort: null, dice: null, swordSide: null, round: 1 };
    });
    const purse = d.purses[d.players[seat].purse];
    finishCombat(d);
    expect(d.players[seat].held).toEqual([]);
    expect(d.purses[d.players[seat].purse]).toBe(purse);
  });
});

describe("Great Treasures › Jewel Encrusted Sword", () => {
  it("its owner sees each round's dice and re-rolls one of its own, keeping the new roll", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const d = scene(s, (d) => {
      d.treasures[0] = seat;
      d.stage = "resolve";
      d.territories[tid("Havana")] = { owner: 1 - seat, level: 0 };
      putShipAt(d, ship, "Havana");
      d.pending = { kind: "dock", seat, ship, territory: tid("Havana") };
      rigDice(d, [2, 5, 6]);
    });
    const fight = act(d, seat, { type: "dock", choice: "fight" });
    expect(fight.pending?.kind).toBe("sword");
    expect(fight.combat?.dice).toEqual({ attacker: [2], defender: [5] });
    expect(pirateKing.legalActions(fight, seat)).toEqual([{ type: "sword", die: null }, { type: "sword", die: 0 }]);
    const after = act(fight, seat, { type: "sword", die: 0 });
    expect(after.events.find((e) => e.kind === "sword")?.data).toEqual({ seat, from: 2, to: 6 });
  });
});

describe("Space Designations › Commodore, Mutiny", () => {
  it("the Royal Crown's owner loses nothing to the Commodore", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const d = scene(s, (d) => {
      d.treasures[3] = seat;
      d.ships[ship].cannons = 1;
      d.ships[ship].crew = 3;
      d.ships[ship].cannons = 2;
      putShipAt(d, ship, { current: "red", step: 9 });
      rigDice(d, [5], 12);
    });
    const after = act(act(d, seat, { type: "sail", spaces: [1] }), seat, { type: "commodore", choice: "submit" });
    expect([after.ships[ship].cannons, after.ships[ship].cargo]).toEqual([2, d.ships[ship].cargo]);
  });
  it.each([
    ["the crew's higher total wins: a crewman and the cargo are lost", [1, 1, 1, 6, 6, 6], 3, false],
    ["a tie keeps the captain in command", [3, 3, 3, 3, 3, 3], 4, true],
  ])("Mutiny: %s", (_, dice, crew, keepsCargo) => {
    const s = startedGame(2);
    const d = scene(s, (d) => {
      d.ships[0].crew = 4;
      rigDice(d, dice as number[]);
    });
    mutiny(d, d.ships[0]);
    expect(d.ships[0].crew).toBe(crew);
    expect(d.ships[0].cargo !== null).toBe(keepsCargo);
  });
  it("the Diamond Necklace keeps the crew loyal", () => {
    const d = scene(startedGame(2), (d) => (d.treasures[4] = d.ships[0].owner));
    mutiny(d, d.ships[0]);
    expect(d.events.at(-1)?.data).toMatchObject({ quelled: "immune" });
  });
});
