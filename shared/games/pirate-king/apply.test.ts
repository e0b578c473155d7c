import { pirateKing } from "./index";
import { seatView } from "./view";
import { act, putShipAt, scene, startedGame, tid } from "./testing";
import type { PirateKingState } from "./state";

/** Illegal actions are rejected with a clear code and leave the very same state object. */
function expectRejected(s: PirateKingState, seat: number, action: unknown, code: string): void {
  const before = JSON.stringify(s);
  const r = pirateKing.apply(s, seat, action as never);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  expect(r.rejection.code).toBe(code);
  expect(r.rejection.message.length).toBeGreaterThan(10);
  expect(JSON.stringify(s)).toBe(before);
}

describe("illegal actions are rejected with the state unchanged", () => {
  const s = startedGame(3);
  const seat = s.current;
  const other = (seat + 1) % 3;
  const ship = s.ships.find((x) => x.owner === seat)!.id;
  it.each([
    ["a malformed action", seat, { type: "fly" }, "action/malformed"],
    ["a sail marker too far", seat, { type: "sail", spaces: [6] }, "sail/bad_marker"],
    ["two markers for one ship", seat, { type: "sail", spaces: [2, 3] }, "sail/bad_marker"],
    ["another player sailing", other, { type: "sail", spaces: [2] }, "turn/not_yours"],
    ["a decision nobody asked for", seat, { type: "capture", accept: true }, "turn/wrong_time"],
    ["ending the turn before sailing", seat, { type: "endTurn" }, "turn/wrong_time"],
    ["upgrading a territory you do not own", seat, { type: "upgrade", territory: tid("Campeche") }, "territory/not_yours"],
    ["buying a treasure whose map is not found", seat, { type: "buyTreasure", treasure: 0 }, "treasure/unavailable"],
    ["selling a treasure you do not own", seat, { type: "sellTreasure", treasure: 3 }, "treasure/not_yours"],
    ["playing a card you do not hold", seat, { type: "useCard", card: "piratesBooty:9", ship }, "card/not_held"],
    ["a seat that does not exist", 7, { type: "sail", spaces: [2] }, "seat/unknown"],
  ])("%s", (_, who, action, code) => expectRejected(s, who as number, action, code as string));

  it("upgrading without a trade route", () => {
    const d = scene(s, (d) => (d.territories[tid("Campeche")] = { owner: seat, level: 0 }));
    expectRejected(d, seat, { type: "upgrade", territory: tid("Campeche") }, "upgrade/no_trade_route");
    const route = scene(d, (x) => (x.territories[tid("Havana")] = { owner: seat, level: 0 }));
    expect(act(route, seat, { type: "upgrade", territory: tid("Campeche") }).territories[tid("Campeche")].level).toBe(1);
  });

  it("tearing down a fortification without a debt", () => {
    const d = scene(s, (d) => (d.territories[tid("Campeche")] = { owner: seat, level: 3 }));
    expectRejected(d, seat, { type: "tearDown", territory: tid("Campeche") }, "turn/wrong_time");
  });

  it("answering with the wrong decision, or for someone else", () => {
    const d = scene(s, (d) => {
      d.stage = "resolve";
      d.pending = { kind: "capture", seat, ship, territory: tid("Havana") };
    });
    expectRejected(d, seat, { type: "dock", choice: "pay" }, "decision/pending");
    expectRejected(d, other, { type: "capture", accept: true }, "turn/waiting");
  });

  it("parlay away from the other ship, and offering what you do not own", () => {
    const harbour = scene(s, (d) => (d.stage = "harbour"));
    expectRejected(harbour, seat, { type: "offerBronze", to: other, side: "give", delta: 50 }, "parlay/not_here");
    const together = scene(harbour, (d) => {
      putShipAt(d, ship, "Havana");
      putShipAt(d, d.ships.find((x) => x.owner === other)!.id, "Havana");
    });
    expectRejected(together, seat, { type: "offer", to: other, side: "give", item: { kind: "territory", id: tid("Nassau") } }, "parlay/not_owned");
    expectRejected(together, seat, { type: "offerBronze", to: other, side: "give", delta: -5 }, "parlay/bad_amount");
  });
});

describe("parlay", () => {
  it("an accepted offer hands territories and bronze over at once; forced negotiation is then barred", () => {
    const s = startedGame(2);
    const seat = s.current;
    const other = 1 - seat;
    const mine = s.ships.find((x) => x.owner === seat)!.id;
    const theirs = s.ships.find((x) => x.owner === other)!.id;
    let d = scene(s, (d) => {
      d.stage = "harbour";
      d.treasures[1] = seat;
      d.territories[tid("Havana")] = { owner: other, level: 2 };
      putShipAt(d, mine, "Nassau");
      putShipAt(d, theirs, "Nassau");
    });
    d = act(d, seat, { type: "offer", to: other, side: "get", item: { kind: "territory", id: tid("Havana") } });
    d = act(d, seat, { type: "offerBronze", to: other, side: "give", delta: 500 });
    d = act(d, seat, { type: "offerSend" });
    expect(pirateKing.activeSeats(d)).toEqual([other]);
    expect(seatView(d, other).offer?.give.bronze).toBe(500);
    expect(seatView(d, 1 - other).offer).not.toBeNull();
    const done = act(d, other, { type: "answer", accept: true });
    expect(done.territories[tid("Havana")]).toEqual({ owner: seat, level: 2 });
    expect(done.purses[done.players[other].purse]).toBe(1500);
    const r = pirateKing.apply(done, seat, { type: "attack", ship: mine, target: theirs });
    expect(!r.ok && r.rejection.code).toBe("attack/not_allowed");
  });
});
