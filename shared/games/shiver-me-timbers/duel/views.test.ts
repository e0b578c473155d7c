import { duelPublicView, duelSeatView } from "./views";
import { duelWith, play } from "./test-duel";

describe("duel views", () => {
  const hands = [["high2-low-1", "rigg-1", "sand-1", "feint-1"], ["low1-high-1", "middle1-low-1", "insult-1", "low2-middle-1"]] as const;
  const d = play(duelWith(hands[0], hands[1]), [
    [0, { type: "duel_choose_first", first: "self" }],
    [0, { type: "duel_attack", card: "high2-low-1" }],
  ]);

  it("shows the plank, hand sizes, the cards face up and whose move", () => {
    const v = duelPublicView(d);
    expect(v).toMatchObject({ phase: "react", plank: 0, toMove: "defender", toMoveSeat: 1, striker: "attacker", stockCount: 22, setAsideCount: 0 });
    expect([v.attacker.handSize, v.defender.handSize]).toEqual([3, 4]);
    expect(v.pending).toEqual({ card: "high2-low-1", by: "attacker", height: "high", wounds: 2 });
    expect(v.played).toEqual([{ card: "high2-low-1", by: "attacker", as: "attack" }]);
  });

  it("never shows a hand or the stock in the public view", () => {
    const text = JSON.stringify(duelPublicView(d));
    for (const id of [...d.attacker.hand, ...d.defender.hand, ...d.stock]) expect(text).not.toContain(`"${id}"`);
  });

  it("gives each seat its own hand only", () => {
    expect(duelSeatView(d, 0)).toEqual({ roles: ["attacker"], hand: ["rigg-1", "sand-1", "feint-1"] });
    expect(duelSeatView(d, 1)).toEqual({ roles: ["defender"], hand: [...hands[1]] });
    const a = JSON.stringify(duelSeatView(d, 0));
    for (const id of hands[1]) expect(a).not.toContain(`"${id}"`);
    expect(duelSeatView(d, 2)).toBeNull();
  });
});
