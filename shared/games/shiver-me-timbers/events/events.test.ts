import { shiverMeTimbers } from "../game";
import { edit, must, windOf } from "../testing/index";
import type { SmtState } from "../state";
import type { SmtAction } from "../actions";
import { EVENT_CARDS, eventCard, type EventEffect } from "../content/events";
import { WIND_CARDS, windCard } from "../content/wind-deck";
import { invariantViolations } from "../testing/invariants";
import { movementPoints, travelCosts } from "../travel/travel";
import { treasureContext } from "../treasure/treasure-hunt";
import { spaceGraph } from "../map/spaces";
import { cardOfEvent, endRound, startedWith, withEvent } from "../testing/options";

const game = shiverMeTimbers;

const rejected = (s: SmtState, seat: number, action: SmtAction) => {
  const out = game.apply(s, seat, action);
  return out.ok ? "accepted" : out.rejection.code;
};
const accepted = (s: SmtState, seat: number, action: SmtAction) => {
  const out = game.apply(s, seat, action);
  if (!out.ok) throw new Error(`${JSON.stringify(action)} rejected: ${out.rejection.code}`);
  return out;
};
const legalTypes = (s: SmtState, seat = 0) => game.legalActions(s, seat).map((a) => JSON.stringify(a));

describe("Event cards (content)", () => {
  it("one distinct event on the back of each of the 20 wind cards", () => {
    expect(WIND_CARDS).toHaveLength(20);
    expect(EVENT_CARDS).toHaveLength(20);
    expect(new Set(WIND_CARDS.map((c) => c.event)).size).toBe(20);
    for (const c of WIND_CARDS) expect(eventCard(c.event).text.length).toBeGreaterThan(10);
  });
});

describe("Events flow [Optional module: Events]", () => {
  /** Plays `rounds` rounds by ending turns and records each round's wind, event, discard, view and log. */
  function record(options: object, rounds: number) {
    let s = startedWith(options, 2, 5);
    const seen = [{ round: s.round, wind: s.wind, event: s.event ?? null, discard: [...s.windDiscard], view: game.publicView(s), log: [] as string[] }];
    for (let r = 2; r <= rounds; r++) {
      let log: string[] = [];
      for (let k = 0; k < 2; k++) {
        const out = accepted(s, s.turn.seat, { type: "endTurn" });
        log = [...log, ...out.events.map((e) => `${e.kind}: ${e.text}`)];
        s = out.state;
      }
      seen.push({ round: s.round, wind: s.wind, event: s.event ?? null, discard: [...s.windDiscard], view: game.publicView(s), log });
    }
    return seen;
  }
  const withEvents = record({ events: true }, 6);
  const without = record({}, 6);

  it("round 1 has no event", () => {
    expect(withEvents[0].event).toBeNull();
    expect((withEvents[0].view as { event: unknown }).event).toBeNull();
  });

  it.each([2, 3, 4, 5, 6])("round %i: the previous round's wind card is turned face up as the event, in the public view and the log", (round) => {
    const now = withEvents[round - 1];
    const before = withEvents[round - 2];
    expect(now.round).toBe(round);
    expect(now.event).toBe(before.wind);
    const e = eventCard(windCard(now.event!).event);
    expect((now.view as { event: unknown }).event).toEqual({ card: now.event, id: e.id, name: e.name, text: e.text });
    expect(now.log).toContain(`round/event: Event for round ${round}: ${e.name}. ${e.text}`);
    // It replaces the previous event, which is discarded; the wind card in play is not.
    expect(now.discard).toEqual(before.event === null ? [] : [...before.discard, before.event]);
  });

  it.each([2, 3, 4, 5, 6])("round %i without the module: no event, the old wind card is discarded", (round) => {
    const now = without[round - 1];
    expect(now.event).toBeNull();
    expect((now.view as { event: unknown }).event).toBeNull();
    expect(now.discard).toEqual([...without[round - 2].discard, without[round - 2].wind]);
    expect(now.log.some((l) => l.startsWith("round/event"))).toBe(false);
  });

  it.each([1, 2, 3, 4, 5, 6])("round %i: the public view never tells the back of the wind card in play (next round's event)", (round) => {
    const now = withEvents[round - 1];
    const next = eventCard(windCard(now.wind!).event);
    const text = JSON.stringify(now.view);
    expect(text).not.toContain(`"${next.id}"`);
    expect(text).not.toContain(next.name);
    // Its id would tell it too (content/wind-deck.ts is public data).
    expect(text).not.toContain(`"${now.wind}"`);
    expect((now.view as { wind: { card: unknown } }).wind.card).toBeNull();
  });

  it("the last wind card still ends the game after 20 rounds; every wind card is in exactly one place", () => {
    let s = startedWith({ events: true }, 2, 9);
    while (s.phase === "play") s = endRound(s);
    expect(s.round).toBe(20);
    expect(s.endTriggered).toBe("wind");
    expect(s.windDeck).toEqual([]);
    expect(s.windDiscard).toHaveLength(18);
    expect(invariantViolations(s)).toEqual([]);
  });
});

describe("Each event's effect lasts its round", () => {
  it.each([
    ["dead-calm", 2, 3, 3],
    ["gale", 2, 3, 6],
    ["headwinds", 2, 3, 4],
    ["headwinds", 0, 1, 1],
    [null, 2, 3, 5],
  ])("%s with wind +%i and speed %i: %i movement points", (event, wind, speed, points) => {
    const s = withEvent(event, (d) => {
      d.wind = windOf(wind);
      d.players[0].speed = speed;
    });
    expect(movementPoints(s, 0)).toBe(points);
    expect((game.publicView(s) as { players: { movement: number }[] }).players[0].movement).toBe(points);
  });

  it("Dead Calm: a destination the wind would reach is too far", () => {
    const base = withEvent(null, (d) => void (d.wind = windOf(3)));
    const [far] = [...travelCosts(base, "I:st-david", 6)].find(([, cost]) => cost === 6)!;
    expect(rejected(base, 0, { type: "travel", to: far })).toBe("accepted");
    const calm = edit(base, (d) => void (d.event = cardOfEvent("dead-calm")));
    expect(rejected(calm, 0, { type: "travel", to: far })).toBe("travel/too_far");
    expect((game.publicView(calm) as { wind: { value: number; counts: number } }).wind).toMatchObject({ value: 3, counts: 0 });
  });

  it.each([
    ["rum-fever", "sao-tome", "rum", 600],
    ["rum-fever", "sao-tome", "sugar", 200],
    ["sugar-craze", "port-royal", "sugar", 500],
    ["cocoa-shortage", "la-juanita", "cocoa", 600],
    ["cocoa-shortage", "st-david", "cocoa", 200],
    ["harbour-tax", "st-david", "sugar", 350],
    [null, "sao-tome", "rum", 400],
  ] as const)("%s: selling 2 units on %s of %s pays %i G a unit", (event, island, resource, unit) => {
    const s = withEvent(event, (d) => {
      d.players[0].location = `I:${island}`;
      d.players[0].gold = 0;
      d.players[0].cargo = { cocoa: 0, rum: 0, sugar: 0, [resource]: 2 };
    });
    const out = accepted(s, 0, { type: "sell", cargo: { cocoa: 0, rum: 0, sugar: 0, [resource]: 2 }, treasures: [] });
    expect(out.state.players[0].gold).toBe(2 * unit);
  });

  it("Harbour Tax takes 100 G once per Sell action (the Haggler's bonus pays it)", () => {
    const s = withEvent("harbour-tax", (d) => {
      d.players[0].location = "I:st-david";
      d.players[0].gold = 0;
      d.players[0].cargo = { cocoa: 0, rum: 0, sugar: 2 };
    }, ["haggler"]);
    const out = accepted(s, 0, { type: "sell", cargo: { cocoa: 0, rum: 0, sugar: 2 }, treasures: [] });
    expect(out.state.players[0].gold).toBe(800);
    expect(out.events.find((e) => e.kind === "trade/sell")!.text).toContain("harbour tax");
  });

  it.each([
    ["rum-harvest", "st-david", "rum", "digger", 50],
    ["rum-harvest", "la-juanita", "sugar", "digger", 100],
    ["sugar-harvest", "la-juanita", "sugar", "digger", 50],
    ["sugar-harvest", "la-juanita", "sugar", "haggler", 50],
    [null, "st-david", "rum", "digger", 100],
  ] as const)("%s: buying on %s, %s costs the %s %i G a unit", (event, island, resource, talent, unit) => {
    const s = withEvent(event, (d) => {
      d.players[0].location = `I:${island}`;
      d.players[0].gold = 2 * unit;
      d.players[0].cargo = { cocoa: 0, rum: 0, sugar: 0 };
    }, [talent]);
    expect(legalTypes(s)).toContain(JSON.stringify({ type: "buy", resource, units: 2 }));
    expect(accepted(s, 0, { type: "buy", resource, units: 2 }).state.players[0].gold).toBe(0);
  });

  it.each([
    ["shipwrights", 300, "accepted"],
    [null, 300, "upgrade/not_enough_gold"],
    [null, 400, "accepted"],
  ])("%s: raising strength 3 → 4 with %i G is %s", (event, gold, code) => {
    const s = withEvent(event, (d) => void (d.players[0].gold = gold));
    expect(rejected(s, 0, { type: "upgrade", attribute: "strength" })).toBe(code);
    expect(legalTypes(s).includes(JSON.stringify({ type: "upgrade", attribute: "strength" }))).toBe(code === "accepted");
  });

  it.each([
    ["market-day", "I:st-david", "floating-market:3", "special/market", 2],
    ["mangrove-bloom", "I:la-juanita", "mangroves:3", "special/green", 2],
    ["shipyard-overtime", "I:port-royal", "ancient-shipyard:3", "special/white", 2],
    ["market-day", "I:la-juanita", "mangroves:3", "special/green", 1],
    [null, "I:st-david", "floating-market:3", "special/market", 1],
  ])("%s: ending a Travel action from %s on %s pays (%s) %i times", (event, from, to, kind, times) => {
    const s = withEvent(event, (d) => {
      d.wind = windOf(3);
      d.players[0].location = from;
      d.players[0].gold = 0;
      d.players[0].cargo = { cocoa: 0, rum: 0, sugar: 0 };
    });
    const out = accepted(s, 0, { type: "travel", to });
    expect(out.events.filter((e) => e.kind === kind)).toHaveLength(times);
    if (kind === "special/market") expect(out.state.players[0].gold).toBe(100 * times);
  });

  it.each([
    ["old-charts", 6],
    [null, 5],
  ])("%s: a Digger with strength 3 digs %i footprints", (event, footprints) => {
    expect(treasureContext(withEvent(event), 0).footprints).toBe(footprints);
  });

  it.each([
    ["thick-fog", "peek/fog"],
    [null, "accepted"],
  ])("%s: peeking at a merchant after travelling to it is %s", (event, code) => {
    const s = withEvent(event, (d) => {
      d.players[0].location = "fogbank:1";
      d.merchants["fogbank:1"] = { id: "s-en-1", faceUp: false, damage: 0 };
      d.turn.peekAt = "fogbank:1";
    });
    expect(rejected(s, 0, { type: "peek" })).toBe(code);
    expect(legalTypes(s).includes(JSON.stringify({ type: "peek" }))).toBe(code === "accepted");
  });

  it.each([
    ["loose-cannons", "accepted"],
    [null, "gunfight/too_slow"],
  ])("%s: a gunfight against a ship of equal speed is %s", (event, code) => {
    const s = withEvent(event, (d) => {
      for (const p of d.players) p.location = "fogbank:2";
    });
    const fire: SmtAction = { type: "gunfight", target: { seat: 1 } };
    expect(rejected(s, 0, fire)).toBe(code);
    expect(legalTypes(s).includes(JSON.stringify(fire))).toBe(code === "accepted");
  });

  it.each([
    ["navy-patrol", "board/navy_patrol"],
    [null, "accepted"],
  ])("%s: boarding another player is %s; boarding the merchant stays legal", (event, code) => {
    const s = withEvent(event, (d) => {
      for (const p of d.players) p.location = "fogbank:1";
      d.merchants["fogbank:1"] = { id: "s-en-1", faceUp: true, damage: 0 };
    });
    const boardPlayer: SmtAction = { type: "board", target: { seat: 1 } };
    expect(rejected(s, 0, boardPlayer)).toBe(code);
    expect(legalTypes(s).includes(JSON.stringify(boardPlayer))).toBe(code === "accepted");
    expect(legalTypes(s)).toContain(JSON.stringify({ type: "board", target: { merchant: true } }));
    expect(rejected(s, 0, { type: "board", target: { merchant: true } })).toBe("accepted");
  });

  it.each([
    ["privateers", 2],
    [null, 1],
  ])("%s: a gunfight against a merchant places %i damage markers", (event, markers) => {
    const s = withEvent(event, (d) => {
      d.players[0].location = "fogbank:1";
      d.merchants["fogbank:1"] = { id: "s-en-1", faceUp: true, damage: 0 };
    });
    expect(accepted(s, 0, { type: "gunfight", target: { merchant: true } }).state.merchants["fogbank:1"].damage).toBe(markers);
  });

  it.each([
    ["merchants-flee", 0],
    [null, 11],
  ])("%s: at the end of the round %i merchants set sail on the 11 empty anchors", (event, placed) => {
    const s = endRound(withEvent(event));
    expect(spaceGraph(s.map).anchors).toHaveLength(11);
    expect(Object.keys(s.merchants)).toHaveLength(placed);
  });

  it("Plague in Port Royal: an active pest marker, no trade there this round; immune afterwards", () => {
    const atPortRoyal = (d: Parameters<Parameters<typeof edit>[1]>[0]) => {
      d.players[0].location = "I:port-royal";
      d.players[0].cargo = { cocoa: 1, rum: 0, sugar: 0 };
    };
    let s = endRound(withEvent(null, (d) => void (d.wind = cardOfEvent("plague"))));
    expect(eventCard(windCard(s.event!).event).id).toBe("plague");
    expect(s.pests["port-royal"]).toBe("active");
    s = edit(s, atPortRoyal);
    const sale: SmtAction = { type: "sell", cargo: { cocoa: 1, rum: 0, sugar: 0 }, treasures: [] };
    expect(rejected(s, 0, sale)).toBe("trade/plague");
    expect(game.legalActions(s, 0).some((a) => a.type === "sell")).toBe(false);
    s = edit(endRound(s), atPortRoyal);
    expect(s.pests["port-royal"]).toBe("inactive");
    expect(rejected(s, 0, sale)).toBe("accepted");
  });

  it("Plague on an island that had it already: immune, trade goes on", () => {
    const s = endRound(withEvent(null, (d) => {
      d.wind = cardOfEvent("plague");
      d.pests["port-royal"] = "inactive";
    }));
    expect(s.pests["port-royal"]).toBe("inactive");
    const sale: SmtAction = { type: "sell", cargo: { cocoa: 1, rum: 0, sugar: 0 }, treasures: [] };
    expect(rejected(edit(s, (d) => {
      d.players[0].location = "I:port-royal";
      d.players[0].cargo = { cocoa: 1, rum: 0, sugar: 0 };
    }), 0, sale)).toBe("accepted");
  });

  it.each(["shipwrights", "gale", "navy-patrol", "thick-fog"])("%s lasts exactly its round: the next round's event replaces it", (id) => {
    const s = withEvent(id, (d) => void (d.wind = windOf(2)));
    const next = endRound(s);
    expect(next.event).toBe(s.wind);
    expect(next.windDiscard).toContain(cardOfEvent(id));
    expect(eventCard(windCard(next.event!).event).id).not.toBe(id);
  });

  it("Shipwrights' Fair: the discount is gone the round after", () => {
    const s = endRound(withEvent("shipwrights", (d) => void (d.wind = windOf(2))));
    const back = edit(s, (d) => {
      d.players[0].location = "I:st-david";
      d.players[0].gold = 300;
    });
    expect(rejected(back, 0, { type: "upgrade", attribute: "strength" })).toBe("upgrade/not_enough_gold");
  });

  it("every kind of effect on the cards is covered by a test above", () => {
    const tested: EventEffect["kind"][] = [
      "wind", "movement", "sellPrice", "buyPrice", "sellTax", "upgradeDiscount", "specialSpot", "footprints",
      "noPeeking", "equalSpeedGunfights", "noBoardingPlayers", "merchantDamage", "noNewMerchants", "plague",
    ];
    for (const card of EVENT_CARDS) expect(tested).toContain(card.effect.kind);
  });

  it("an event card in the state has no effect when the module is off", () => {
    const s = edit(startedWith({}), (d) => {
      d.event = cardOfEvent("dead-calm");
      d.wind = windOf(2);
    });
    expect(movementPoints(s, 0)).toBe(5);
  });

  it("the invariants flag an event card face up without the module or in round 1", () => {
    const card = cardOfEvent("gale");
    const moveToEvent = (d: Parameters<Parameters<typeof edit>[1]>[0]) => {
      d.windDeck = d.windDeck.filter((c) => c !== card);
      d.event = card;
    };
    const off = edit(endRound(startedWith({})), moveToEvent);
    expect(invariantViolations(off)).toEqual([`event card ${card} face up in round 2`]);
    expect(invariantViolations(edit(startedWith({ events: true }), moveToEvent))).toEqual([`event card ${card} face up in round 1`]);
  });
});
