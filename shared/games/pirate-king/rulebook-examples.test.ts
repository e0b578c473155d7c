import { ADJACENT, CROSSWINDS, spaceAt } from "./content/board";
import { CAPTAINS_LOG, PIRATES_BOOTY } from "./content/cards";
import { CASTLE_PRESTIGE, levelOfCrew, LEVELS, SEA_CHART } from "./content/sea-chart";
import { cannonCapacity, territoryCap, windAdjustment } from "./content/ship";
import { TERRITORIES } from "./content/territories";
import { heldKey } from "./cards/held";
import { resolveCard } from "./cards/effects";
import { moveShip } from "./sailing/move";
import { prestige } from "./scoring/prestige";
import { territoryBounty } from "./combat/outcome";
import { act, putShipAt, rigDice, scene, startedGame, tid } from "./testing";
import { pirateKing } from "./index";
import { TREASURE_CHARTED } from "./state";

const logCard = (title: string) => CAPTAINS_LOG.find((c) => c.title === title)!.id;
const bootyCard = (title: string) => PIRATES_BOOTY.find((c) => c.title === title)!.id;

describe("Movement › the wind die (the rulebook's examples)", () => {
  it.each([
    [9, 1],
    [4, -4],
    [5, 0],
    [6, 0],
    [7, 0],
    [8, 0],
    [1, -1],
    [12, 4],
  ])("a roll of %i adjusts the sail marker by %i", (roll, adjust) => expect(windAdjustment(roll)).toBe(adjust));

  it("sail marker 1 ahead and a roll of 4 ends 3 spaces behind, still facing the same way", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!;
    const d = scene(s, (d) => {
      putShipAt(d, ship.id, { current: "red", step: 10 });
      rigDice(d, [4], 12);
    });
    const after = act(d, seat, { type: "sail", spaces: [1] });
    const moved = after.ships[ship.id];
    expect(moved.step).toBe(7);
    expect(moved.facing).toBe(1);
  });
});

describe("FAQ › Crosswinds: passing through keeps you on your colour", () => {
  it.each(["red", "blue", "green", "orange"])("a ship on the %s current sails through the Crosswinds onto its own loop", (current) => {
    const s = startedGame(2);
    const d = scene(s, (d) => putShipAt(d, 0, { current, step: 18 }));
    moveShip(d, d.ships[0], 4);
    expect(d.ships[0].current).toBe(["red", "blue", "green", "orange"].indexOf(current));
    expect(d.ships[0].step).toBe(2);
    expect(d.queue.at(-1)).toEqual({ kind: "land", ship: 0 });
  });
  it("landing directly on the Crosswinds asks for left, straight or right", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!;
    const d = scene(s, (d) => {
      putShipAt(d, ship.id, { current: "red", step: 17 });
      for (const x of d.ships) if (x.id !== ship.id) putShipAt(d, x.id, "Havana");
      rigDice(d, [6], 12);
    });
    const after = act(d, seat, { type: "sail", spaces: [3] });
    expect(after.pending?.kind).toBe("crosswinds");
    expect(pirateKing.legalActions(after, seat)).toHaveLength(3);
    const turned = act(after, seat, { type: "crosswinds", turn: "left" });
    expect(spaceAt(turned.ships[ship.id].current, turned.ships[ship.id].step)).toBe(CROSSWINDS);
    expect(turned.ships[ship.id].current).toBe(3);
  });
});

describe("Sea Chart", () => {
  it("the Dock Fee for a Rampart on Campeche is 350 bronze (the rulebook's example)", () => {
    const campeche = TERRITORIES[tid("Campeche")];
    expect(SEA_CHART[campeche.column].dockFee[LEVELS.indexOf("Rampart")]).toBe(350);
  });
  it.each([
    ["San Juan", [1, 1, 1, 1, 2, 3], [5, 50, 100, 150, 200, 300], 50, 30],
    ["Nassau", [1, 1, 1, 1, 2, 3], [10, 80, 150, 200, 250, 400], 50, 60],
  ])("%s has the printed column", (name, cannons, fees, upgrade, capture) => {
    const col = SEA_CHART[TERRITORIES[tid(name as string)].column];
    expect([col.cannons, col.dockFee, col.upgrade, col.capture]).toEqual([cannons, fees, upgrade, capture]);
  });
  it.each([
    ["Barbados", "Tavern"],
    ["San Juan", "Citadel"],
  ])("ships can buy cannons and crewmen on %s from the %s", (name, level) => {
    expect(SEA_CHART[TERRITORIES[tid(name)].column].shopFrom).toBe(LEVELS.indexOf(level as (typeof LEVELS)[number]));
  });
});

describe("Combat › cannon capacity; FAQ › odd crew on a fortification", () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [10, 4],
  ])("%i crewmen man %i cannons", (crew, cannons) => expect(cannonCapacity(crew)).toBe(cannons));
  it.each([
    [7, "Rampart"],
    [8, "Rampart"],
    [11, "Castle"],
    [5, "Fort"],
    [1, "Settlement"],
  ])("a fortification with %i crewmen counts as a %s", (crew, level) => expect(LEVELS[levelOfCrew(crew)]).toBe(level));
});

describe("Objective › prestige", () => {
  it.each([
    [3, 1],
    [4, 2],
    [5, 4],
  ])("a %i-cannon castle is worth %i points", (cannons, points) => expect(CASTLE_PRESTIGE[cannons]).toBe(points));
  it("castles and Great Treasures add up, and a castle torn down loses its points", () => {
    const s = scene(startedGame(2), (d) => {
      d.territories[tid("Campeche")] = { owner: 0, level: 5 };
      d.territories[tid("San Juan")] = { owner: 0, level: 5 };
      d.treasures[0] = 0;
    });
    expect(prestige(s, 0)).toBe(4 + 1 + 3);
    const torn = scene(s, (d) => (d.territories[tid("Campeche")].level = 4));
    expect(prestige(torn, 0)).toBe(1 + 3);
  });
});

describe("Space Designations › territory cap", () => {
  it.each([
    [2, 24],
    [3, 12],
    [4, 12],
  ])("with %i players a player holds at most %i territories", (n, cap) => expect(territoryCap(n)).toBe(cap));
});

describe("FAQ › adjacency: card spaces between two territories do not break a trade route", () => {
  it("Cumana is adjacent to Margarita, with a Captain's Log and a Pirate's Booty between them", () => {
    const pair = ADJACENT.some(([a, b]) => [a, b].sort().join() === [tid("Cumana"), tid("Margarita")].sort().join());
    expect(pair).toBe(true);
  });
});

describe("FAQ › cards and a ship's limits", () => {
  it("losing the only crewman or cannon to a card does nothing", () => {
    const s = startedGame(2);
    const d = scene(s, () => undefined);
    resolveCard(d, d.ships[0], "captainsLog", logCard("Man Overboard"));
    resolveCard(d, d.ships[0], "captainsLog", logCard("Cannon Burst"));
    expect([d.ships[0].crew, d.ships[0].cannons]).toEqual([1, 1]);
  });
  it("a free cannon without the crew to man it is kept for later", () => {
    const d = scene(startedGame(2), () => undefined);
    resolveCard(d, d.ships[0], "captainsLog", logCard("Salvaged Cannon"));
    expect(d.ships[0].cannons).toBe(1);
    expect(d.players[0].held).toEqual([heldKey("captainsLog", logCard("Salvaged Cannon"))]);
  });
  it("a free crewman on a full ship is kept, and played later on the turn", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const d = scene(s, (d) => (d.ships[ship].crew = 10));
    resolveCard(d, d.ships[ship], "captainsLog", logCard("Castaway"));
    const key = heldKey("captainsLog", logCard("Castaway"));
    expect(d.players[seat].held).toEqual([key]);
    const rejected = pirateKing.apply(d, seat, { type: "useCard", card: key, ship });
    expect(!rejected.ok && rejected.rejection.code).toBe("ship/full");
    const roomy = scene(d, (x) => (x.ships[ship].crew = 9));
    expect(act(roomy, seat, { type: "useCard", card: key, ship }).ships[ship].crew).toBe(10);
  });
});

describe("FAQ › Royal Decree", () => {
  it("negates the Commodore, and is turned in once used", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const key = heldKey("piratesBooty", bootyCard("Royal Decree"));
    const d = scene(s, (d) => {
      d.players[seat].held.push(key);
      d.bootyDeck = d.bootyDeck.filter((c) => c !== bootyCard("Royal Decree"));
      d.bootyDiscard = [];
      putShipAt(d, ship, { current: "red", step: 9 });
      rigDice(d, [5], 12);
    });
    const landed = act(d, seat, { type: "sail", spaces: [1] });
    expect(landed.pending?.kind).toBe("commodore");
    const after = act(landed, seat, { type: "commodore", choice: "decree" });
    expect(after.players[seat].held).toEqual([]);
    expect(after.ships[ship].cargo).toBe(landed.ships[ship].cargo);
  });
  it("without it the Commodore seizes the cargo and a cannon, never the only one", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const d = scene(s, (d) => {
      putShipAt(d, ship, { current: "red", step: 9 });
      rigDice(d, [5], 12);
    });
    const after = act(act(d, seat, { type: "sail", spaces: [1] }), seat, { type: "commodore", choice: "submit" });
    expect(after.ships[ship].cargo).toBeNull();
    expect(after.ships[ship].cannons).toBe(1);
  });
});

describe("Combat › Bounty", () => {
  const s = startedGame(2);
  it.each([
    ["a 300 dock fee: 300 to the defender, 200 to the Buried Treasure", 300, [300, 200]],
    ["a 650 dock fee: all of it to the defender", 650, [650, 0]],
  ])("%s", (_, fee, split) => {
    expect(territoryBounty(s, 0, 1, fee as number).map((b) => b.amount)).toEqual(split);
  });
  it("the Diamond Necklace halves the bounty", () => {
    const d = scene(s, (d) => (d.treasures[4] = 0));
    expect(territoryBounty(d, 0, 1, 300).map((b) => b.amount)).toEqual([150, 100]);
  });
});

describe("FAQ › the last smuggling card: the game ends after that turn", () => {
  it("finishes the turn, then the highest score wins", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!;
    const dest = TERRITORIES.find((t) => t.name === "Nassau")!.id;
    const d = scene(s, (d) => {
      for (const x of d.ships) x.cargo = null;
      d.cargoOut = 48 - 1;
      d.cargoDeck = [];
      d.ships[ship.id].cargo = 2 * dest;
      putShipAt(d, ship.id, "Eleuthera");
      d.territories[tid("St. Kitts")] = { owner: 1 - seat, level: 5 };
      rigDice(d, [6], 12);
    });
    let after = act(d, seat, { type: "sail", spaces: [4] });
    expect(after.lastCargoTurnedIn).toBe(true);
    expect(after.stage).not.toBe("over");
    while (after.pending) after = act(after, after.pending.seat, pirateKing.legalActions(after, after.pending.seat)[0]);
    after = act(after, seat, { type: "endTurn" });
    expect(after.stage).toBe("over");
    expect(after.endReason).toBe("cargo");
    expect(after.winners).toEqual([1 - seat]);
  });
});

describe("Great Treasures", () => {
  it("a map found in the Pirate's Booty puts the treasure up for 500; selling it back hides it again", () => {
    const s = startedGame(2);
    const seat = s.current;
    const d = scene(s, () => undefined);
    resolveCard(d, d.ships.find((x) => x.owner === seat)!, "piratesBooty", bootyCard("Map: Black Sails"));
    expect(d.treasures[2]).toBe(TREASURE_CHARTED);
    const bought = act(d, seat, { type: "buyTreasure", treasure: 2 });
    expect(bought.treasures[2]).toBe(seat);
    expect(bought.purses[bought.players[seat].purse]).toBe(500);
    const sold = act(bought, seat, { type: "sellTreasure", treasure: 2 });
    const again = pirateKing.apply(sold, seat, { type: "buyTreasure", treasure: 2 });
    expect(!again.ok && again.rejection.code).toBe("treasure/unavailable");
  });
  it("FAQ: the Golden Monkey Head sends a movement card to another player", () => {
    const s = startedGame(2);
    const seat = s.current;
    const other = 1 - seat;
    const mine = s.ships.find((x) => x.owner === seat)!.id;
    const theirs = s.ships.find((x) => x.owner === other)!.id;
    const d = scene(s, (d) => {
      d.treasures[1] = seat;
      putShipAt(d, mine, { current: "red", step: 10 });
      putShipAt(d, theirs, { current: "blue", step: 2 });
      d.ships[mine].lastMove = 5;
      d.stage = "resolve";
      d.pending = { kind: "forward", seat, ship: mine, deck: "captainsLog", card: logCard("Head Wind") };
      d.logDeck = d.logDeck.filter((c) => c !== logCard("Head Wind"));
      d.logDiscard = d.logDiscard.filter((c) => c !== logCard("Head Wind"));
    });
    const after = act(d, seat, { type: "forward", to: theirs });
    expect(after.ships[theirs].step).toBe(0);
    expect(after.ships[mine].step).toBe(10);
  });
  it("FAQ: a ship that just moved 5 spaces passes \"sail your last move again\" on: the other ship sails those 5 spaces", () => {
    const s = startedGame(2);
    const seat = s.current;
    const mine = s.ships.find((x) => x.owner === seat)!.id;
    const theirs = s.ships.find((x) => x.owner !== seat)!.id;
    const repeat = logCard("Same Heading");
    const d = scene(s, (d) => {
      d.treasures[1] = seat;
      putShipAt(d, mine, { current: "red", step: 10 });
      putShipAt(d, theirs, { current: "blue", step: 4 });
      d.ships[mine].lastMove = 5;
      d.ships[theirs].lastMove = 1;
      d.stage = "resolve";
      d.pending = { kind: "forward", seat, ship: mine, deck: "captainsLog", card: repeat };
      d.logDeck = d.logDeck.filter((c) => c !== repeat);
      d.logDiscard = d.logDiscard.filter((c) => c !== repeat);
    });
    const sent = act(d, seat, { type: "forward", to: theirs });
    expect(sent.ships[theirs].step).toBe(9);
    const kept = act(d, seat, { type: "forward", to: null });
    expect(kept.ships[mine].step).toBe(15);
  });
});
