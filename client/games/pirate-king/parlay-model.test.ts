import { pirateKing as game } from "../../../shared/games/pirate-king/index";
import { must, NAMES, newGame, playUntil, tableOf } from "./fake-table";
import { parlayModel } from "./parlay-model";
import { readBoard, readPrivate } from "./view";

const hasOffer = (seat: number) => (s: ReturnType<typeof newGame>) => game.legalActions(s, seat).some((m) => m.type === "offer");

function modelFor(state: ReturnType<typeof newGame>, seat: number | null, partner: number | null = null) {
  const t = tableOf(state, seat);
  return parlayModel(readBoard(t), readPrivate(t, seat), seat, NAMES, partner);
}

describe("the parlay panel's model", () => {
  // A 2-seat game brought to a harbour where Anne's and Bart's ships share a space.
  const start = playUntil(newGame(2, {}, 3), (s) => s.stage === "harbour" && hasOffer(s.current)(s), 11);
  const me = start.current;
  const other = 1 - me;

  it("offers the captain whose turn it is a draft to the partner, each item a toggle the server lists", () => {
    const m = modelFor(start, me);
    expect(m.phase).toBe("draft");
    expect(m.partner).toBe(other);
    const listed = game.legalActions(start, me).filter((a) => a.type === "offer");
    expect([...m.give.toggles, ...m.get.toggles].map((t) => t.move)).toEqual(expect.arrayContaining(listed));
    expect(m.give.toggles.length + m.get.toggles.length).toBe(listed.length);
    expect(m.send).toBeNull(); // nothing in the offer yet
  });

  it("shows an item in the draft once the server has it, and lets the captain send it", () => {
    const first = modelFor(start, me);
    const bronze = first.give.bronzeMoves.find((b) => b.delta > 0) ?? first.get.bronzeMoves.find((b) => b.delta > 0)!;
    const drafted = must(start, me, bronze);
    const m = modelFor(drafted, me);
    expect(m.phase).toBe("draft");
    expect(m.give.bronze + m.get.bronze).toBe(bronze.delta);
    expect(m.send).toEqual({ type: "offerSend" });
    expect(m.cancel).toEqual({ type: "offerCancel" });

    const sent = must(drafted, me, m.send!);
    const waiting = modelFor(sent, me);
    expect(waiting.phase).toBe("waiting");
    const answering = modelFor(sent, other);
    expect(answering.phase).toBe("answer");
    expect(answering.partner).toBe(me);
    // What I give is what the partner gets, and the other way round.
    expect(answering.get.bronze).toBe(waiting.give.bronze);
    expect(answering.give.bronze).toBe(waiting.get.bronze);
    expect(answering.decline).toEqual({ type: "answer", accept: false });
  });

  it("lets the partner counter: the server's counter move opens the composer pre-filled, and the counter goes back marked as one", () => {
    const first = modelFor(start, me);
    const bronze = first.give.bronzeMoves.find((b) => b.delta > 0) ?? first.get.bronzeMoves.find((b) => b.delta > 0)!;
    const sent = must(must(start, me, bronze), me, { type: "offerSend" });
    const answering = modelFor(sent, other);
    expect(answering.counter).toEqual({ type: "counter" });
    expect(answering.isCounter).toBe(false);

    const opened = must(sent, other, answering.counter!);
    const draft = modelFor(opened, other);
    expect(draft.phase).toBe("draft");
    expect(draft.isCounter).toBe(true);
    expect(draft.partner).toBe(me);
    expect(draft.headline).toContain(`counter-offer to ${NAMES[me]}`);
    // Pre-filled with the offer received, seen from this side.
    expect(draft.give.bronze).toBe(answering.give.bronze);
    expect(draft.get.bronze).toBe(answering.get.bronze);
    // Every control is one of the server's moves.
    const listed = game.legalActions(opened, other);
    for (const m of [...draft.give.bronzeMoves, ...draft.get.bronzeMoves, ...[...draft.give.toggles, ...draft.get.toggles].map((t) => t.move)]) expect(listed).toContainEqual(m);
    expect(draft.send).toEqual({ type: "offerSend" });
    expect(draft.cancel).toEqual({ type: "offerCancel" });

    const countered = must(opened, other, draft.send!);
    const back = modelFor(countered, me);
    expect(back.phase).toBe("answer");
    expect(back.isCounter).toBe(true);
    expect(back.headline).toMatch(/answers with a counter-offer/);
    expect(back.accept ?? back.decline).not.toBeNull();
    expect(modelFor(countered, other).headline).toMatch(/Your counter-offer is with/);
    // A spectator is told only that a counter-offer was made.
    const watcher = modelFor(countered, null);
    expect(watcher.phase).toBe("announced");
    expect(watcher.headline).toMatch(/has made .* a counter-offer/);
    expect(watcher.give.items).toEqual([]);
    expect(watcher.give.bronze + watcher.get.bronze).toBe(0);
  });

  it("offers no counter once the parlay's counters are used up", () => {
    const first = modelFor(start, me);
    const bronze = first.give.bronzeMoves.find((b) => b.delta > 0) ?? first.get.bronzeMoves.find((b) => b.delta > 0)!;
    let s = must(must(start, me, bronze), me, { type: "offerSend" });
    let seat = other;
    while (modelFor(s, seat).counter) {
      s = must(must(s, seat, { type: "counter" }), seat, { type: "offerSend" });
      seat = 1 - seat;
    }
    expect(s.parlay?.counters).toBeGreaterThan(0);
    const m = modelFor(s, seat);
    expect(m.phase).toBe("answer");
    expect(m.counter).toBeNull();
    expect(m.decline).toEqual({ type: "answer", accept: false });
  });

  it("tells a spectator only that an offer was made, never what is in it", () => {
    const first = modelFor(start, me);
    const bronze = first.give.bronzeMoves.find((b) => b.delta > 0) ?? first.get.bronzeMoves.find((b) => b.delta > 0)!;
    const sent = must(must(start, me, bronze), me, { type: "offerSend" });
    const m = modelFor(sent, null);
    expect(m.phase).toBe("announced");
    expect(m.headline).toMatch(/has made .* an offer/);
    expect(m.give.items).toEqual([]);
    expect(m.give.bronze + m.get.bronze).toBe(0);
  });

  it("has nothing to show when no ships share a space", () => {
    const quiet = playUntil(newGame(2, {}, 3), (s) => s.stage === "sail", 2);
    expect(modelFor(quiet, quiet.current).phase).toBe("none");
  });
});
