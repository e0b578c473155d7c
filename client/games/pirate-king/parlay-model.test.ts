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
