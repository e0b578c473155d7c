import { Random, seedRng } from "../../../engine/rng";
import { bot } from "../bot";
import { pirateKing } from "../index";
import type { PirateKingAction } from "../actions";
import type { PirateKingState } from "../state";
import { act, putShipAt, scene, startedGame, tid } from "../testing";
import { publicView, seatView } from "../view";
import { PARLAY_LIMITS } from "./offer";

/** Ships of `seats` players on Nassau in the harbour of the current player's turn; Havana belongs to the second seat. */
function meeting(seats = 2, edit: (d: PirateKingState) => void = () => undefined) {
  const s = startedGame(seats);
  const a = s.current;
  const b = (a + 1) % seats;
  const third = seats > 2 ? (a + 2) % seats : null;
  const d = scene(s, (d) => {
    d.stage = "harbour";
    for (const x of d.ships) putShipAt(d, x.id, "Nassau");
    d.territories[tid("Havana")] = { owner: b, level: 0 };
    edit(d);
  });
  return { d, a, b, third };
}

const code = (s: PirateKingState, seat: number, action: object) => {
  const r = pirateKing.apply(s, seat, action as never);
  return r.ok ? null : r.rejection.code;
};
const run = (s: PirateKingState, steps: readonly [number, PirateKingAction][]) => steps.reduce((x, [seat, a]) => act(x, seat, a), s);

/** A offers 50 bronze for Havana; B has it before them. */
function offered(seats = 2, edit?: (d: PirateKingState) => void) {
  const m = meeting(seats, edit);
  const s = run(m.d, [
    [m.a, { type: "offer", to: m.b, side: "get", item: { kind: "territory", id: tid("Havana") } }],
    [m.a, { type: "offerBronze", to: m.b, side: "give", delta: 50 }],
    [m.a, { type: "offerSend" }],
  ]);
  return { ...m, s };
}

describe("Parlay counter-offers", () => {
  it("the answering captain counters out of turn: the draft is the offer turned round, the counter goes back to the first captain, who accepts", () => {
    const { s, a, b } = offered();
    expect(pirateKing.activeSeats(s)).toEqual([b]);
    expect(pirateKing.legalActions(s, b)).toEqual([{ type: "answer", accept: true }, { type: "answer", accept: false }, { type: "counter" }]);
    expect(pirateKing.legalActions(s, a)).toEqual([]);
    const draft = act(s, b, { type: "counter" });
    expect(draft.parlay).toMatchObject({ from: b, to: a, sent: false, counters: 1, give: { territories: [tid("Havana")], bronze: 0 }, get: { territories: [], bronze: 50 } });
    expect(pirateKing.activeSeats(draft)).toEqual([b]);
    // The counter's draft is built with the same steps, offered to the seat that must answer.
    const moves = pirateKing.legalActions(draft, b);
    expect(moves).toContainEqual({ type: "offerBronze", to: a, side: "get", delta: 50 });
    expect(moves).toContainEqual({ type: "offerSend" });
    const sent = run(draft, [
      [b, { type: "offerBronze", to: a, side: "get", delta: 50 }],
      [b, { type: "offerSend" }],
    ]);
    expect(pirateKing.activeSeats(sent)).toEqual([a]);
    expect(seatView(sent, a).offer).toMatchObject({ from: b, to: a, sent: true, counters: 1, get: { bronze: 100 } });
    expect(pirateKing.legalActions(sent, a)).toContainEqual({ type: "counter" });
    const before = sent.purses.slice();
    const done = act(sent, a, { type: "answer", accept: true });
    expect(done.territories[tid("Havana")].owner).toBe(a);
    expect(done.purses[done.players[a].purse]).toBe(before[sent.players[a].purse] - 100);
    expect(done.parlay).toBeNull();
    expect(done.pending).toBeNull();
    expect(done.agreed).toEqual([b]);
    expect(done.offersThisTurn).toBe(1); // a counter is not one of the turn's offers
    expect(pirateKing.activeSeats(done)).toEqual([a]);
  });

  it("withdrawing a counter's draft puts the offer received back in force; a declined counter ends the parlay", () => {
    const { s, a, b } = offered();
    const back = run(s, [
      [b, { type: "counter" }],
      [b, { type: "offerBronze", to: a, side: "get", delta: 500 }],
      [b, { type: "offerCancel" }],
    ]);
    expect(back.parlay).toEqual(s.parlay);
    expect(back.pending).toEqual({ kind: "answer", seat: b });
    // Opening a counter counts among the turn's changes, so countering and withdrawing ends.
    let again = back;
    while (pirateKing.legalActions(again, b).some((m) => m.type === "counter")) again = run(again, [[b, { type: "counter" }], [b, { type: "offerCancel" }]]);
    expect(again.editsThisTurn).toBe(PARLAY_LIMITS.edits);
    expect(code(again, b, { type: "counter" })).toBe("parlay/too_many_changes");
    const declined = run(s, [
      [b, { type: "counter" }],
      [b, { type: "offerSend" }],
      [a, { type: "answer", accept: false }],
    ]);
    expect(declined.parlay).toBeNull();
    expect(declined.territories).toEqual(s.territories);
    expect(declined.purses).toEqual(s.purses);
    expect(act(declined, a, { type: "endTurn" }).current).not.toBe(a);
  });

  it("turns card asks round: my card asked for by place becomes my card by name, their card offered by name an ask by place", () => {
    const { d, a, b } = meeting(2, (d) => {
      d.players[d.current].held.push("captainsLog:2", "piratesBooty:14");
      d.players[(d.current + 1) % 2].held.push("piratesBooty:3");
    });
    const s = run(d, [
      [a, { type: "offer", to: b, side: "give", item: { kind: "card", id: "piratesBooty:14" } }],
      [a, { type: "offer", to: b, side: "get", item: { kind: "card", id: "held:0" } }],
      [a, { type: "offerSend" }],
    ]);
    const draft = act(s, b, { type: "counter" });
    expect(draft.parlay?.give.cards).toEqual(["piratesBooty:3"]);
    expect(draft.parlay?.get.cards).toEqual(["held:1"]);
    // The same item rules as any draft: my cards by name, theirs by place.
    expect(code(draft, b, { type: "offer", to: a, side: "get", item: { kind: "card", id: "captainsLog:2" } })).toBe("parlay/card_by_place");
    const done = run(draft, [
      [b, { type: "offerSend" }],
      [a, { type: "answer", accept: true }],
    ]);
    expect(done.players[a].held).toEqual(["captainsLog:2", "piratesBooty:3"]);
    expect(done.players[b].held).toEqual(["piratesBooty:14"]);
  });

  it(`allows at most ${PARLAY_LIMITS.counters} counter-offers a parlay, so every parlay ends`, () => {
    let { s, a, b } = offered();
    for (let i = 0; i < PARLAY_LIMITS.counters; i++) {
      const seat = i % 2 === 0 ? b : a;
      s = run(s, [
        [seat, { type: "counter" }],
        [seat, { type: "offerSend" }],
      ]);
    }
    const last = PARLAY_LIMITS.counters % 2 === 0 ? b : a;
    expect(s.parlay?.counters).toBe(PARLAY_LIMITS.counters);
    expect(pirateKing.legalActions(s, last).map((m) => m.type)).toEqual(["answer", "answer"]);
    expect(code(s, last, { type: "counter" })).toBe("parlay/too_many_counters");
  });

  const rejections: [string, (x: ReturnType<typeof offered>) => [PirateKingState, number, object], string][] = [
    ["the first captain counters their own offer", ({ s, a }) => [s, a, { type: "counter" }], "turn/waiting"],
    ["a counter with no offer", ({ d, a }) => [d, a, { type: "counter" }], "turn/wrong_time"],
    ["the answering captain changes the offer received without countering", ({ s, a, b }) => [s, b, { type: "offerBronze", to: a, side: "get", delta: 50 }], "parlay/offer_sent"],
    ["accepting while the counter is drafted", ({ s, b }) => [act(s, b, { type: "counter" }), b, { type: "answer", accept: true }], "decision/not_expected"],
    ["countering twice at once", ({ s, b }) => [act(s, b, { type: "counter" }), b, { type: "counter" }], "decision/not_expected"],
    ["a counter asking for more bronze than they have", ({ s, a, b }) => [act(s, b, { type: "counter" }), b, { type: "offerBronze", to: a, side: "get", delta: 500 }], "parlay/bad_amount"],
    ["a counter when the turn's changes are used up", ({ s, b }) => [{ ...s, editsThisTurn: PARLAY_LIMITS.edits }, b, { type: "counter" }], "parlay/too_many_changes"],
    ["a third seat countering", ({ s, third }) => [s, third!, { type: "counter" }], "turn/waiting"],
  ];
  it.each(rejections)("refuses %s (%s)", (_, arrange, expected) => {
    const x = offered(3, (d) => (d.purses[d.players[d.current].purse] = 520));
    const [state, seat, action] = arrange(x);
    expect(code(state, seat, action)).toBe(expected);
  });

  it("keeps a counter's contents between the two captains: a third seat and the spectator see only that a parlay goes on", () => {
    const { s, a, b, third } = offered(3, (d) => d.players[(d.current + 1) % 3].held.push("piratesBooty:14"));
    const draft = run(s, [
      [b, { type: "counter" }],
      [b, { type: "offer", to: a, side: "give", item: { kind: "card", id: "piratesBooty:14" } }],
      [b, { type: "offerBronze", to: a, side: "get", delta: 500 }],
    ]);
    const r = pirateKing.apply(draft, b, { type: "offerSend" });
    if (!r.ok) throw new Error(r.rejection.code);
    for (const state of [draft, r.state]) {
      expect(seatView(state, third!).offer).toBeNull();
      expect(publicView(state).parlay).toEqual({ from: b, to: a, sent: state === r.state, counters: 1 });
      expect(JSON.stringify(publicView(state))).not.toContain("piratesBooty:14");
    }
    // The drafter's own view has it; the first captain reads it once sent.
    expect(seatView(draft, b).offer?.give.cards).toEqual(["piratesBooty:14"]);
    expect(seatView(draft, a).offer).toBeNull();
    expect(seatView(r.state, a).offer?.give.cards).toEqual(["piratesBooty:14"]);
    const e = r.events.find((ev) => ev.kind === "parlay")!;
    expect(e.text).toBe(`${r.state.names[b]} answers ${r.state.names[a]} with a counter-offer.`);
    expect(e.secret?.seats).toEqual([b, a]);
    expect(e.secret?.text).toMatch(/^Counter-offer: .*Lock Pick/);
  });
});

describe("the bot and counter-offers", () => {
  const random = () => Random.from(seedRng(7));
  /** Plays the bot for whoever must act until the parlay is over; every pick must be accepted. */
  function botsUntilSettled(s: PirateKingState): { s: PirateKingState; picks: PirateKingAction[] } {
    const picks: PirateKingAction[] = [];
    const r = random();
    for (let i = 0; i < 100 && s.parlay; i++) {
      const seat = pirateKing.activeSeats(s)[0];
      const a = bot(s, seat, r);
      picks.push(a);
      s = act(s, seat, a);
    }
    return { s, picks };
  }

  it("counters a low offer by asking for the bronze that makes it worth its while, and sends it", () => {
    const { s, a } = offered();
    const b = (a + 1) % 2;
    const r = random();
    expect(bot(s, b, r)).toEqual({ type: "counter" });
    let x = act(s, b, { type: "counter" });
    for (let i = 0; i < 50 && !x.parlay!.sent; i++) x = act(x, b, bot(x, b, r));
    expect(x.parlay).toMatchObject({ from: b, to: a, sent: true });
    expect(x.parlay!.get.bronze).toBeGreaterThan(50);
    expect(x.parlay!.get.bronze % 50).toBe(0);
  });

  it.each([
    // Havana (capture 120, a castle worth 2 points) with a trade route from St. Kitts, for 100 bronze.
    ["accepts a counter worth its while", true, 50, true],
    ["declines a counter asking too much", false, 500, false],
  ] as const)("as the first captain it %s", (_, route, more, accepts) => {
    const { d, a, b } = meeting();
    const withRoute = scene(d, (x) => {
      if (route) x.territories[tid("St. Kitts")] = { owner: a, level: 0 };
    });
    const s = run(withRoute, [
      [a, { type: "offer", to: b, side: "get", item: { kind: "territory", id: tid("Havana") } }],
      [a, { type: "offerBronze", to: b, side: "give", delta: 50 }],
      [a, { type: "offerSend" }],
      [b, { type: "counter" }],
      [b, { type: "offerBronze", to: a, side: "get", delta: more }],
      [b, { type: "offerSend" }],
    ]);
    expect(bot(s, a, random())).toEqual({ type: "answer", accept: accepts });
  });

  it("settles any parlay among bots with accepted moves only, never countering a counter", () => {
    const { s } = offered(3);
    const { s: end, picks } = botsUntilSettled(s);
    expect(end.parlay).toBeNull();
    expect(picks.filter((p) => p.type === "counter").length).toBeLessThanOrEqual(1);
  });
});
