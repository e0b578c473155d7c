import { CAPTAINS_LOG, PIRATES_BOOTY } from "../content/cards";
import { TERRITORIES } from "../content/territories";
import { checkInvariants } from "../invariants";
import { pirateKing } from "../index";
import { act, putShipAt, scene, startedGame, tid } from "../testing";
import { drawCard } from "./draw";
import { resolveCard } from "./effects";

const logCard = (title: string) => CAPTAINS_LOG.find((c) => c.title === title)!.id;

describe("the decks", () => {
  it("have the rulebook's sizes: 50 Captain's Log, 30 Pirate's Booty, five maps among the Booty", () => {
    expect(CAPTAINS_LOG).toHaveLength(50);
    expect(PIRATES_BOOTY).toHaveLength(30);
    expect(PIRATES_BOOTY.filter((c) => c.effect.kind === "map").map((c) => (c.effect as { treasure: number }).treasure)).toEqual([0, 1, 2, 3, 4]);
  });
  it("an empty deck is reshuffled from its discards", () => {
    const d = scene(startedGame(2), (d) => {
      d.logDiscard = d.logDeck.slice();
      d.logDeck = [];
    });
    drawCard(d, d.ships[0], "captainsLog");
    expect(d.logDeck.length + d.logDiscard.length).toBeGreaterThanOrEqual(49);
    if (d.pending === null) checkInvariants(d);
  });
  it("a kept card goes to the hand in secret", () => {
    const lockPick = PIRATES_BOOTY.find((c) => c.title === "Lock Pick")!.id;
    const d = scene(startedGame(2), (d) => (d.bootyDeck = [...d.bootyDeck.filter((c) => c !== lockPick), lockPick]));
    drawCard(d, d.ships[0], "piratesBooty");
    const e = d.events.at(-1)!;
    expect(e.kind).toBe("cardKept");
    expect(e.text).not.toContain("Lock Pick");
    expect(e.secret).toEqual({ seats: [d.ships[0].owner], text: expect.stringContaining("Lock Pick") });
    expect(d.players[d.ships[0].owner].held).toEqual([`piratesBooty:${lockPick}`]);
  });
});

describe("Special Cards › Mega Tsunami / Earthquake", () => {
  it("every developed territory of the ship's current's region loses a level; Settlements and other regions are spared", () => {
    const s = startedGame(2);
    const d = scene(s, (d) => {
      putShipAt(d, 0, { current: "red", step: 10 });
      d.territories[tid("Havana")] = { owner: 1, level: 3 };
      d.territories[tid("Nassau")] = { owner: 0, level: 0 };
      d.territories[tid("Antigua")] = { owner: 1, level: 2 };
      d.territories[tid("Tortuga")] = { owner: 1, level: 2 };
    });
    resolveCard(d, d.ships[0], "captainsLog", logCard("Mega Tsunami"));
    expect(["Havana", "Nassau", "Antigua", "Tortuga"].map((n) => d.territories[tid(n)].level)).toEqual([2, 0, 2, 2]);
    expect(TERRITORIES[tid("Havana")].region).toBe("red");
  });
});

describe("Special Cards › Man of War and Duel", () => {
  it("a declined Man of War changes nothing; a duel is against another player's ship", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const other = s.ships.find((x) => x.owner !== seat)!.id;
    const war = scene(s, (d) => {
      d.stage = "resolve";
      d.pending = { kind: "manOfWar", seat, ship };
    });
    const declined = act(war, seat, { type: "manOfWar", fight: false });
    expect(declined.ships).toEqual(war.ships);
    const duel = scene(s, (d) => {
      d.stage = "resolve";
      d.ships[ship].crew = 3;
      d.ships[other].crew = 3;
      d.pending = { kind: "duel", seat, ship };
    });
    expect(pirateKing.legalActions(duel, seat)).toEqual([{ type: "duel", against: other }]);
    const fought = act(duel, seat, { type: "duel", against: other });
    expect([fought.ships[ship].crew, fought.ships[other].crew].sort()).toEqual([2, 4]);
  });
});

describe("Cards › Sealed Orders, spoiled cargo", () => {
  it("new orders replace the cargo card; a squall lies on the cargo until it is delivered or lost", () => {
    const d = scene(startedGame(2), () => undefined);
    const before = d.ships[0].cargo;
    resolveCard(d, d.ships[0], "captainsLog", logCard("Squall in the Hold"));
    expect(d.ships[0].cargoDamage).toBe(logCard("Squall in the Hold"));
    resolveCard(d, d.ships[0], "captainsLog", logCard("Sealed Orders"));
    expect(d.ships[0].cargo).toBeNull();
    expect(d.ships[0].cargoDamage).toBeNull();
    expect(d.queue[0]).toEqual({ kind: "drawCargo", ship: 0 });
    expect(before).not.toBeNull();
  });
});
