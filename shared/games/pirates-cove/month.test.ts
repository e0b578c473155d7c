import { Random, seedRng } from "../../engine/rng";
import { pirateCove } from "./index";
import { act, eventsOf, give, refuse, runFlow, scene } from "./test-scene";
import { SEAT_NAMES } from "./selfplay-check";
import { TAVERN_CARDS } from "./content/tavern-cards";

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: SEAT_NAMES[i] ?? `Seat ${i + 1}` }));
const fresh = (n: number, seed = 3) => pirateCove.setup(seats(n), pirateCove.optionsSchema.parse({}), seed);

describe("Set-up (docs/rules-notes.md facts)", () => {
  test("3–5 players", () => {
    expect(() => fresh(2)).toThrow();
    expect(() => fresh(6)).toThrow();
    for (const n of [3, 4, 5]) expect(fresh(n).ships).toHaveLength(n);
  });

  test("each player has 9 gold, one Tavern card, and sections on the second-lowest level (sails 4, the others 2)", () => {
    const s = fresh(4);
    for (const p of s.ships) {
      expect(p.gold).toBe(9);
      expect(p.hand.length + (p.parrot ? 1 : 0)).toBe(1);
      expect(p.levels).toEqual([4, 2, 2, 2]);
      expect(p.island).toBe(7);
    }
    expect(s.tavernDeck).toHaveLength(42 - 4);
  });

  test.each([
    [3, 2],
    [4, 1],
    [5, 0],
  ])("%i players: %i black ships, a Legendary Pirate drawn at random, from island 1", (n, black) => {
    const s = fresh(n);
    expect(s.legends.map((l) => l.island)).toEqual([1, 2].slice(0, black));
    expect(s.legendDeck).toHaveLength(5 - black);
  });

  test("the players may spend gold on upgrades before the first month (any section, printed cost)", () => {
    const s = fresh(3);
    expect(s.phase).toBe("fitting");
    expect(pirateCove.activeSeats(s)).toEqual([0, 1, 2]);
    const up = act(s, 1, { type: "upgrade", section: "hull" }).state;
    expect(up.ships[1].levels[3]).toBe(3);
    expect(up.ships[1].gold).toBe(8);
  });
});

describe("A month, phase by phase", () => {
  test("the Legendary Pirates move one island on; one card is revealed per outer island; navigation opens", () => {
    let s = fresh(3);
    for (let seat = 0; seat < 3; seat++) s = act(s, seat, { type: "endUpgrade" }).state;
    expect(s.month).toBe(1);
    expect(s.phase).toBe("navigation");
    expect(s.legends.map((l) => l.island)).toEqual([2, 3]);
    const r = runFlow({ ...s, phase: "upgrade", done: [true, true, true] });
    expect(r.events.map((e) => e.kind)).toEqual(["month", "legendMoves", "legendMoves", "bounty", "bounty", "bounty", "bounty", "bounty"]);
    expect(r.state.legends.map((l) => l.island)).toEqual([3, 4]);
  });

  test("a Legendary Pirate sunk is replaced by the next from the deck at the start of the next month", () => {
    const s = fresh(3);
    s.legends[0].afloat = false;
    const gone = s.legends[0].legend;
    const next = s.legendDeck[0];
    const r = runFlow({ ...s, phase: "upgrade", done: [true, true, true] });
    expect(r.state.legends[0]).toMatchObject({ legend: next, afloat: true, island: 2 });
    expect(r.state.legendDeck[r.state.legendDeck.length - 1]).toBe(gone);
  });

  test("upgrades: sails from 5 to 6 cost 1, 5 to 7 cost 1 + 2; only the island's own section", () => {
    const s = scene();
    s.phase = "upgrade";
    s.ships[0].island = 3;
    s.ships[0].levels[0] = 5;
    const one = act(s, 0, { type: "upgrade", section: "sails" }).state;
    expect(one.ships[0].gold).toBe(8);
    const two = act(one, 0, { type: "upgrade", section: "sails" }).state;
    expect(two.ships[0].gold).toBe(6);
    expect(two.ships[0].levels[0]).toBe(7);
    expect(refuse(two, 0, { type: "upgrade", section: "hull" }).code).toBe("upgrade/not_here");
  });

  test("Treasure Island upgrades one section by one level at double cost", () => {
    const s = scene();
    s.phase = "upgrade";
    s.ships[0].island = 6;
    const one = act(s, 0, { type: "upgrade", section: "crew" }).state;
    expect(one.ships[0].gold).toBe(7);
    expect(refuse(one, 0, { type: "upgrade", section: "hull" }).code).toBe("upgrade/treasure_island_once");
  });

  test("Tavern cards cost 2 gold each at Tavern Island", () => {
    const s = scene();
    s.phase = "upgrade";
    s.ships[0].island = 1;
    s.ships[1].island = 2;
    const { state, events } = act(s, 0, { type: "buyCard" });
    expect(state.ships[0].gold).toBe(7);
    expect(eventsOf(events, "buyCard")).toHaveLength(1);
    expect(refuse(s, 1, { type: "buyCard" }).code).toBe("tavern/not_here");
  });

  test("If the tavern card draw pile runs out, reshuffle the discard pile back in place", () => {
    const s = scene();
    s.phase = "upgrade";
    s.ships[0].island = 1;
    s.discard = s.tavernDeck;
    s.tavernDeck = [];
    const { state, events } = act(s, 0, { type: "buyCard" });
    expect(eventsOf(events, "reshuffle")).toHaveLength(1);
    expect(state.tavernDeck.length + state.ships[0].hand.length + (state.ships[0].parrot ? 1 : 0)).toBe(42);
  });
});

describe("F. Fame cards and the end", () => {
  test("Fame cards are kept in the player's hand till the end of the game, at which point their fame value is totaled", () => {
    const s = scene();
    s.month = 12;
    s.phase = "upgrade";
    const a = give(s, 0, "fame");
    s.ships[0].fame = 4;
    s.ships[1].fame = 4 + TAVERN_CARDS[a].fame - 1;
    s.done = [true, true, true];
    const { state, events } = runFlow(s);
    expect(state.phase).toBe("over");
    expect(state.scores![0]).toBe(4 + TAVERN_CARDS[a].fame);
    expect(pirateCove.result(state)!.winners).toEqual([0]);
    expect(eventsOf(events, "fameCards")[0].text).toContain("fame cards worth");
    expect(eventsOf(events, "win")).toHaveLength(1);
  });

  test("ties: by gold, then by treasures buried, else shared", () => {
    const s = scene();
    s.month = 12;
    s.phase = "upgrade";
    s.done = [true, true, true];
    s.ships.forEach((p) => (p.fame = 5));
    s.ships[2].gold = 8;
    s.ships[1].buried = 2;
    expect(pirateCove.result(runFlow(s).state)!.winners).toEqual([1]);
    s.ships[1].buried = 0;
    expect(pirateCove.result(runFlow(s).state)!.winners).toEqual([0, 1]);
    expect(pirateCove.result(runFlow(s).state)!.summary).toBe("Anne and Bart share the win with 5 fame.");
  });

  test("every game ends after the twelfth month", () => {
    let s = fresh(3, 9);
    const random = Random.from(seedRng(9));
    let plies = 0;
    while (s.phase !== "over" && plies < 5000) {
      const seat = pirateCove.activeSeats(s)[0];
      s = act(s, seat, pirateCove.bot(s, seat, random)).state;
      plies++;
    }
    expect(s.phase).toBe("over");
    expect(s.month).toBe(12);
  });
});
