import { pirateCove } from "../index";
import { act, eventsOf, give, passWindow, refuse, scene } from "../test-scene";
import type { PirateCoveState } from "../state";

/** Every seat sails to its island in `to` (in seat order); returns the state after the reveal. */
function sail(s: PirateCoveState, to: readonly number[]): PirateCoveState {
  return to.reduce((state, island, seat) => act(state, seat, { type: "navigate", island }).state, s);
}

describe("Navigation: secret and simultaneous", () => {
  test("every seat chooses at once; a chosen destination appears in no view but its owner's until all have chosen", () => {
    const s = scene(4);
    expect(pirateCove.activeSeats(s)).toEqual([0, 1, 2, 3]);
    const { state, events } = act(s, 2, { type: "navigate", island: 5 });
    expect(pirateCove.activeSeats(state)).toEqual([0, 1, 3]);
    const [chosen] = eventsOf(events, "chosen");
    expect(chosen.text).toBe("Cal has chosen a destination.");
    expect(chosen.data).toEqual({ seat: 2 });
    expect(chosen.secret).toEqual({ seats: [2], text: "You set course for Crew Island (secret until everyone has chosen)." });
    const pub = pirateCove.publicView(state) as ReturnType<typeof pirateCove.publicView> & { ships: { hasChosen: boolean; course: number | null }[] };
    expect(pub.ships.map((p) => p.hasChosen)).toEqual([false, false, true, false]);
    expect(pub.ships.map((p) => p.course)).toEqual([null, null, null, null]);
    expect((pirateCove.seatView(state, 2) as { destination: number | null }).destination).toBe(5);
    for (const seat of [0, 1, 3]) expect((pirateCove.seatView(state, seat) as { destination: number | null }).destination).toBeNull();
    // The island number is nowhere in the public view's navigation data.
    expect(JSON.stringify(pub.ships)).not.toMatch(/"destination"/);
  });

  test("a seat that has chosen is told so, and nobody learns whose choice is missing beyond the public view", () => {
    const s = act(scene(), 0, { type: "navigate", island: 3 }).state;
    expect(refuse(s, 0, { type: "navigate", island: 4 }).code).toBe("navigation/already_chosen");
    expect(refuse(s, 1, { type: "navigate", island: 8 }).code).toBe("navigation/no_such_island");
    expect(refuse(s, 1, { type: "navigate", island: 1.5 }).code).toBe("action/malformed");
  });

  test("all destinations are revealed together once the last player has chosen", () => {
    const s = sail(scene(), [3, 6, 7]);
    expect(s.ships.map((p) => p.island)).toEqual([3, 6, 7]);
    expect(s.month).toBe(1);
    expect(s.phase).not.toBe("navigation");
  });
});

describe("C. Event cards played around navigation (pirates-cove-tavern.txt)", () => {
  test("Crow's nest: Played at the beginning of the Navigation phase ... the navigation phase is done in clockwise order this round, starting with the player of your choice", () => {
    const s0 = scene(4);
    const card = give(s0, 1, "crowsNest");
    const s = act(s0, 0, { type: "navigate", island: 2 }).state;
    const { state, events } = act(s, 1, { type: "crowsNest", card, first: 2 });
    expect(state.choices).toEqual([0, 0, 0, 0]);
    expect(eventsOf(events, "crowsNest")[0].text).toContain("clockwise from Cal");
    expect(pirateCove.activeSeats(state)).toEqual([2]);
    expect(refuse(state, 0, { type: "navigate", island: 2 }).code).toBe("turn/not_yours");
    const next = act(state, 2, { type: "navigate", island: 4 });
    expect(next.events[0].text).toBe("Cal sets course for Cannon Island.");
    expect(next.events[0].secret).toBeUndefined();
    expect(pirateCove.activeSeats(next.state)).toEqual([3]);
    const pub = pirateCove.publicView(next.state) as { ships: { course: number | null }[] };
    expect(pub.ships[2].course).toBe(4);
  });

  test("Royal Navy Intercept: Played at the end of the Navigation phase, after players have revealed their destination ... to the outer island of your choice", () => {
    const s0 = scene();
    const card = give(s0, 0, "royalNavyIntercept");
    const s = sail(s0, [2, 3, 4]);
    expect(s.phase).toBe("navigationEnd");
    expect(pirateCove.activeSeats(s)).toEqual([0]);
    expect(refuse(s, 0, { type: "intercept", card, island: 6 }).code).toBe("navy/not_outer");
    expect(refuse(s, 0, { type: "intercept", card, island: 7 }).code).toBe("navy/not_outer");
    // "The Royal Navy cannot be sent to an island occupied by the player of this card."
    expect(refuse(s, 0, { type: "intercept", card, island: 2 }).code).toBe("navy/own_island");
    const { state } = act(s, 0, { type: "intercept", card, island: 3 });
    // The battle at Sail Island has begun, the Royal Navy aimed by seat 0.
    expect(state.combat!.island).toBe(3);
    expect(state.combat!.navy).toBe(true);
    expect(state.navy).toEqual({ island: 3, controller: 0, hull: 4 });
  });

  test("Only one Royal Navy: a second Intercept in the same month is refused", () => {
    const s0 = scene();
    const a = give(s0, 0, "royalNavyIntercept");
    const b = give(s0, 1, "royalNavyIntercept");
    give(s0, 0, "fame");
    const s = act(sail(s0, [2, 3, 4]), 0, { type: "intercept", card: a, island: 4 }).state;
    expect(refuse(s, 1, { type: "intercept", card: b, island: 2 }).code).toBe("navy/already_sent");
  });

  test("Privateering Commission: in reaction to a Royal Navy card. Send any Royal Navy tipped off to your whereabouts back to the outer island of your choice", () => {
    const s0 = scene();
    const rn = give(s0, 0, "royalNavyIntercept");
    const pc = give(s0, 1, "privateeringCommission");
    const s = sail(s0, [2, 3, 4]);
    expect(refuse(s, 0, { type: "privateer", card: pc, island: 5 }).code).toBe("card/not_in_hand");
    const sent = act(s, 0, { type: "intercept", card: rn, island: 3 }).state;
    expect(pirateCove.activeSeats(sent)).toEqual([1]);
    expect(refuse(sent, 1, { type: "privateer", card: pc, island: 3 }).code).toBe("navy/own_island");
    expect(refuse(sent, 1, { type: "privateer", card: pc, island: 7 }).code).toBe("navy/not_outer");
    const back = act(sent, 1, { type: "privateer", card: pc, island: 4 }).state;
    // "The player who uses ... Privateering Commission card to send the Royal Navy ... always rolls the dice for her"
    expect(back.navy).toEqual({ island: 4, controller: 1, hull: 4 });
    expect(back.combat!.island).toBe(4);
  });

  test("Privateering Commission is refused when the Royal Navy is not at your island", () => {
    const s0 = scene();
    const rn = give(s0, 0, "royalNavyIntercept");
    const pc = give(s0, 1, "privateeringCommission");
    const sent = act(sail(s0, [2, 3, 4]), 0, { type: "intercept", card: rn, island: 4 }).state;
    expect(refuse(sent, 1, { type: "privateer", card: pc, island: 5 }).code).toBe("navy/not_on_you");
  });

  test("A fond farewell: Played at the end of the Navigation phase, even after a Royal Navy Intercept card. Let's you sail your ship to any unoccupied Island or Treasure Island", () => {
    const s0 = scene();
    const rn = give(s0, 0, "royalNavyIntercept");
    const ff = give(s0, 1, "fondFarewell");
    const sent = act(sail(s0, [2, 3, 6]), 0, { type: "intercept", card: rn, island: 3 }).state;
    expect(refuse(sent, 1, { type: "farewell", card: ff, island: 2 }).code).toBe("farewell/occupied");
    expect(refuse(sent, 1, { type: "farewell", card: ff, island: 3 }).code).toBe("farewell/same_island");
    const away = act(sent, 1, { type: "farewell", card: ff, island: 6 }).state;
    expect(away.ships[1].island).toBe(6);
    expect(away.farewell[1]).toBe(true);
    const lone = act(sent, 1, { type: "farewell", card: ff, island: 5 }).state;
    expect(lone.ships[1].island).toBe(5);
    // The Royal Navy finds nobody at Sail Island: no battle there.
    expect(lone.combat?.island ?? null).not.toBe(3);
  });

  test("card windows pass by seats with empty hands and close when everyone has passed in a row", () => {
    const s0 = scene();
    give(s0, 1, "fame");
    const s = sail(s0, [2, 3, 4]);
    expect(pirateCove.activeSeats(s)).toEqual([1]);
    const after = passWindow(s);
    // Nobody is anywhere alone with a black ship or another player: straight on to the Treasure phase's window.
    expect(after.window).toEqual({ kind: "treasureEnd", order: [0, 1, 2], at: 1, passes: 1 });
    const upgrade = passWindow(after);
    expect(upgrade.window).toBeNull();
    expect(upgrade.phase).toBe("upgrade");
  });
});
