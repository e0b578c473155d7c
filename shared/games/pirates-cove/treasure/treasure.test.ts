import { BOUNTY_DECKS } from "../content/islands";
import { pirateCove } from "../index";
import { bountyOf } from "./bounty";
import { act, eventsOf, give, refuse, runFlow, scene } from "../test-scene";
import type { PirateCoveState } from "../state";

/** The Treasure phase starts (after the battles) with the ships at `islands`. */
function treasurePhase(islands: readonly number[], edit?: (s: PirateCoveState) => void) {
  const s = scene();
  s.ships.forEach((p, seat) => (p.island = islands[seat]));
  s.phase = "combat";
  s.battles = [];
  edit?.(s);
  return runFlow(s);
}

describe("The Treasure phase", () => {
  test("a ship alone on an outer island takes its card's fame, gold, treasures (up to its hold) and Tavern cards", () => {
    const { state, events } = treasurePhase([4, 6, 7]);
    const card = bountyOf(state, 4);
    expect(state.ships[0].fame).toBe(card.fame);
    expect(state.ships[0].gold).toBe(9 + card.gold);
    expect(state.ships[0].treasures).toBe(Math.min(card.treasures, 2));
    expect(state.ships[0].hand).toHaveLength(card.tavern);
    expect(eventsOf(events, "bountyTaken")[0].data).toMatchObject({ seat: 0, island: 4 });
  });

  test("two ships on one island after a stalemate share nothing", () => {
    const { state } = treasurePhase([4, 4, 7], (s) => (s.combat = null));
    expect(state.ships[0].fame + state.ships[1].fame).toBe(0);
  });

  test("every ship at Pirate's Cove draws a Tavern card", () => {
    const { state, events } = treasurePhase([6, 7, 7]);
    expect(state.ships[1].hand.length + (state.ships[1].parrot ? 1 : 0)).toBe(1);
    expect(state.ships[2].hand.length + (state.ships[2].parrot ? 1 : 0)).toBe(1);
    const draw = eventsOf(events, "draws")[0];
    expect(draw.text).toBe("Bart draws 1 Tavern card.");
    expect(draw.secret!.seats).toEqual([1]);
  });

  test("at Treasure Island every treasure is buried for 1 fame, and gold at 3 gold per fame", () => {
    const { state } = treasurePhase([6, 7, 7], (s) => {
      s.ships[0].treasures = 2;
      s.treasureSupply -= 2;
      s.ships[0].gold = 10;
    });
    expect(state.phase).toBe("burying");
    expect(pirateCove.activeSeats(state)).toEqual([0]);
    expect(pirateCove.legalActions(state, 0)).toEqual([0, 3, 6, 9].map((gold) => ({ type: "bury", gold })));
    expect(refuse(state, 0, { type: "bury", gold: 4 }).code).toBe("bury/bad_gold");
    expect(refuse(state, 0, { type: "bury", gold: 12 }).code).toBe("bury/bad_gold");
    const next = act(state, 0, { type: "bury", gold: 6 }).state;
    expect(next.ships[0]).toMatchObject({ treasures: 0, buried: 2, gold: 4, fame: 4 });
  });
});

describe("C. Event cards of the Treasure phase (pirates-cove-tavern.txt)", () => {
  test("Consort: Played at the end of the Treasure phase. The player of your choice must share half of the booty he earns this turn ... rounded up in your favor", () => {
    const s = scene();
    const card = give(s, 1, "consort");
    s.ships.forEach((p, seat) => (p.island = [3, 7, 7][seat]));
    s.phase = "combat";
    const opened = runFlow(s).state;
    const earned = opened.earned[0];
    expect(opened.phase).toBe("treasureEnd");
    expect(pirateCove.activeSeats(opened)).toEqual([1]);
    const { state, events } = act(opened, 1, { type: "consort", card, target: 0 });
    const half = (n: number) => Math.ceil(n / 2);
    expect(state.ships[1].fame).toBe(half(earned.fame));
    expect(state.ships[0].fame).toBe(earned.fame - half(earned.fame));
    expect(state.ships[1].gold).toBe(opened.ships[1].gold + half(earned.gold));
    expect(eventsOf(events, "consort")).toHaveLength(1);
  });

  test("Consort: If he goes to Treasure Island and buries treasures or gold, you split with him the fame he collects there", () => {
    const s = scene();
    const card = give(s, 1, "consort");
    s.ships.forEach((p, seat) => (p.island = [6, 7, 7][seat]));
    s.ships[0].treasures = 3;
    s.treasureSupply -= 3;
    s.phase = "combat";
    const burying = runFlow(s).state;
    const buried = act(burying, 0, { type: "bury", gold: 0 }).state;
    const { state } = act(buried, 1, { type: "consort", card, target: 0 });
    expect(state.ships[1].fame).toBe(2);
    expect(state.ships[0].fame).toBe(1);
  });

  test("A fond farewell ... also cancels the effect of any Consort played on your ship", () => {
    const s = scene();
    const card = give(s, 1, "consort");
    s.ships.forEach((p, seat) => (p.island = [3, 7, 7][seat]));
    s.farewell[0] = true;
    s.phase = "combat";
    const opened = runFlow(s).state;
    expect(refuse(opened, 1, { type: "consort", card, target: 0 }).code).toBe("consort/cancelled");
    expect(pirateCove.legalActions(opened, 1).filter((a) => a.type === "consort")).toEqual([{ type: "consort", card, target: 2 }]);
  });

  test("Secret Map: Roll 1 die and place a treasure marker on the outer island number that corresponds to the die (6: re-roll); next month, double the value of any treasure plundered from it", () => {
    const s = scene();
    const card = give(s, 0, "secretMap");
    s.ships.forEach((p) => (p.island = 7));
    s.phase = "combat";
    const opened = runFlow(s).state;
    const mapped = act(opened, 0, { type: "secretMap", card }).state;
    const map = mapped.secretMap!;
    expect(map.seat).toBe(0);
    expect(map.island).toBeGreaterThanOrEqual(1);
    expect(map.island).toBeLessThanOrEqual(5);
    // Next month, seat 0 alone on the marked island: its treasures count double.
    const next = scene();
    next.month = 2;
    next.secretMap = { ...map, month: 1 };
    next.ships.forEach((p, seat) => (p.island = seat === 0 ? map.island : 7));
    next.ships[0].levels[3] = 8;
    next.phase = "combat";
    const { state } = runFlow(next);
    const card2 = BOUNTY_DECKS[map.island][next.bountyDecks[map.island - 1][1]];
    expect(state.ships[0].treasures).toBe(card2.treasures * 2);
  });
});
