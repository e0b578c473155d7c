import { TERRITORY_SPACE } from "../content/board";
import { pirateKing } from "../index";
import type { PirateKingState } from "../state";
import { act, putShipAt, scene, startedGame, tid } from "../testing";
import { seatView } from "../view";
import { PARLAY_LIMITS } from "./offer";

/** Both ships on Nassau in the harbour of the current player's turn. */
function meeting(edit: (d: PirateKingState) => void = () => undefined) {
  const s = startedGame(2);
  const seat = s.current;
  const other = 1 - seat;
  const d = scene(s, (d) => {
    d.stage = "harbour";
    for (const x of d.ships) putShipAt(d, x.id, "Nassau");
    edit(d);
  });
  return { d, seat, other };
}

const code = (s: PirateKingState, seat: number, action: object) => {
  const r = pirateKing.apply(s, seat, action as never);
  return r.ok ? null : r.rejection.code;
};

describe("Parlay", () => {
  it("cards change hands too, and the offer's details are read only by the two seats", () => {
    const { d, seat, other } = meeting((d) => d.players[d.current].held.push("piratesBooty:14"));
    let x = act(d, seat, { type: "offer", to: other, side: "give", item: { kind: "card", id: "piratesBooty:14" } });
    x = act(x, seat, { type: "offerBronze", to: other, side: "get", delta: 50 });
    const sent = pirateKing.apply(x, seat, { type: "offerSend" });
    if (!sent.ok) throw new Error(sent.rejection.code);
    const e = sent.events.find((ev) => ev.kind === "parlay")!;
    expect(e.secret?.seats).toEqual([seat, other]);
    expect(e.text).not.toContain("Lock Pick");
    expect(e.secret?.text).toContain("Lock Pick");
    expect(seatView(sent.state, other).offer?.give.cards).toEqual(["piratesBooty:14"]);
    const done = act(sent.state, other, { type: "answer", accept: true });
    expect(done.players[other].held).toEqual(["piratesBooty:14"]);
    expect(done.purses[done.players[seat].purse]).toBe(1050);
  });
  it("asks for the partner's kept cards by their place in the hand, never by name, so the drafter learns nothing", () => {
    const { d, seat, other } = meeting((d) => d.players[1 - d.current].held.push("piratesBooty:14", "piratesBooty:3"));
    const moves = pirateKing.legalActions(d, seat);
    const asks = moves.filter((m) => m.type === "offer" && m.side === "get" && m.item.kind === "card");
    expect(asks.map((m) => (m.type === "offer" ? m.item.id : ""))).toEqual(["held:0", "held:1"]);
    expect(JSON.stringify(moves)).not.toContain("piratesBooty");
    expect(code(d, seat, { type: "offer", to: other, side: "get", item: { kind: "card", id: "piratesBooty:14" } })).toBe("parlay/card_by_place");
    expect(code(d, seat, { type: "offer", to: other, side: "give", item: { kind: "card", id: "held:0" } })).toBe("parlay/card_by_place");
    expect(code(d, seat, { type: "offer", to: other, side: "get", item: { kind: "card", id: "held:2" } })).toBe("parlay/not_owned");
    let x = act(d, seat, { type: "offer", to: other, side: "get", item: { kind: "card", id: "held:1" } });
    x = act(x, seat, { type: "offerBronze", to: other, side: "give", delta: 50 });
    expect(JSON.stringify(seatView(x, seat))).not.toContain("piratesBooty");
    const sent = pirateKing.apply(x, seat, { type: "offerSend" });
    if (!sent.ok) throw new Error(sent.rejection.code);
    expect(JSON.stringify(sent.events)).not.toContain("Lock Pick");
    // The card's owner reads the ask as the card it names.
    expect(seatView(sent.state, other).offer?.get.cards).toEqual(["piratesBooty:3"]);
    const done = act(sent.state, other, { type: "answer", accept: true });
    expect(done.players[seat].held).toEqual(["piratesBooty:3"]);
    expect(done.players[other].held).toEqual(["piratesBooty:14"]);
  });
  it("a declined offer changes nothing", () => {
    const { d, seat, other } = meeting((d) => (d.territories[tid("Havana")] = { owner: d.current, level: 1 }));
    let x = act(d, seat, { type: "offer", to: other, side: "give", item: { kind: "territory", id: tid("Havana") } });
    x = act(x, seat, { type: "offerSend" });
    const declined = act(x, other, { type: "answer", accept: false });
    expect(declined.territories).toEqual(d.territories);
    expect(declined.purses).toEqual(d.purses);
    expect(declined.parlay).toBeNull();
  });
  it("is not allowed on the Crosswinds, nor where a fight took place this turn", () => {
    const cross = meeting((d) => d.ships.forEach((x) => putShipAt(d, x.id, { current: "red", step: 0 })));
    expect(code(cross.d, cross.seat, { type: "offerBronze", to: cross.other, side: "give", delta: 5 })).toBe("parlay/not_here");
    const fought = meeting((d) => d.foughtAt.push(TERRITORY_SPACE[tid("Nassau")]));
    expect(code(fought.d, fought.seat, { type: "offerBronze", to: fought.other, side: "give", delta: 5 })).toBe("parlay/not_here");
  });
  it(`allows at most ${PARLAY_LIMITS.offers} offers a turn, so every turn ends`, () => {
    let { d, seat, other } = meeting();
    for (let i = 0; i < PARLAY_LIMITS.offers; i++) {
      d = act(d, seat, { type: "offerBronze", to: other, side: "give", delta: 5 });
      d = act(d, seat, { type: "offerSend" });
      d = act(d, other, { type: "answer", accept: false });
    }
    expect(code(d, seat, { type: "offerBronze", to: other, side: "give", delta: 5 })).toBe("parlay/too_many_offers");
    expect(pirateKing.legalActions(d, seat).some((a) => a.type.startsWith("offer"))).toBe(false);
  });
});
