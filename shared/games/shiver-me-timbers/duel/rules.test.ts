import type { DuelAction } from "./actions";
import { applyDuel } from "./apply";
import { DUEL_CARD_IDS } from "./cards";
import { finishDuel } from "./finish";
import { duelLegalActions } from "./legal";
import { closePrelude, newDuelDeck, startDuel, updatePrelude } from "./start";
import { cardsOf, duelWith, play, rng, side } from "./test-duel";
import type { DuelState } from "./types";

const A = 0;
const B = 1;
const first = (duel: DuelState, who: "self" | "opponent" = "self") => play(duel, [[duel[duel.chooser!].seat, { type: "duel_choose_first", first: who }]]);
const sorted = (ids: readonly string[]) => [...ids].sort();

describe("1. The Prelude: the push from the strength difference", () => {
  const cases = [
    { a: 5, d: 4, plank: 1, over: null },
    { a: 3, d: 6, plank: -3, over: null },
    { a: 4, d: 4, plank: 0, over: null },
    { a: 7, d: 3, plank: 4, over: "attacker" },
    { a: 2, d: 7, plank: -4, over: "defender" },
    { a: 8, d: 0, plank: 4, over: "attacker" },
  ] as const;
  it.each(cases)("strength $a against $d puts the miniature at $plank", ({ a, d, plank, over }) => {
    const r = startDuel({ kind: "boarding", attacker: side({ seat: A, strength: a }), defender: side({ seat: B, strength: d }) }, newDuelDeck(), rng());
    expect(r.duel.plank).toBe(plank);
    if (over === null) {
      expect(r.duel.outcome).toBeNull();
      expect(r.duel.attacker.hand).toHaveLength(4);
    } else {
      // "If the difference is higher than 3, the weaker captain is pushed off the plank right away."
      expect(r.duel.outcome).toMatchObject({ result: over, reason: "strength" });
      expect(r.duel.phase).toBe("over");
      expect(r.duel.attacker.hand).toEqual([]);
      expect(sorted(cardsOf(r.duel))).toEqual(sorted(DUEL_CARD_IDS));
    }
  });

  it("skips the crew and ritual cards when the difference is already above 3", () => {
    const r = startDuel({ kind: "raid", prelude: true, attacker: side({ seat: A, strength: 1 }), defender: side({ seat: B, strength: 5 }) }, newDuelDeck(), rng());
    expect(r.duel.phase).toBe("over");
    expect(r.duel.outcome?.winner).toBe("defender");
  });

  it("follows strength changes in the prelude and pushes off only when it closes", () => {
    const r = startDuel({ kind: "boarding", prelude: true, attacker: side({ seat: A, strength: 4 }), defender: side({ seat: B, strength: 2 }) }, newDuelDeck(), rng());
    expect(r.deck).toEqual({ draw: [], discard: [] });
    const up = updatePrelude(r.duel, { attackerStrength: 7 });
    expect(up.duel.phase).toBe("prelude");
    expect(up.duel.outcome).toBeNull();
    const down = updatePrelude(up.duel, { defenderStrength: 3 });
    expect(down.duel.plank).toBe(4);
    const closed = closePrelude(down.duel, rng());
    expect(closed.duel.outcome).toMatchObject({ result: "attacker", reason: "strength", plank: 4 });
  });

  it("lets the prelude change hand sizes (a crew card or ritual)", () => {
    const r = startDuel({ kind: "boarding", prelude: true, attacker: side({ seat: A }), defender: side({ seat: B }) }, newDuelDeck(), rng());
    const closed = closePrelude(updatePrelude(r.duel, { defenderHandSize: 5 }).duel, rng());
    expect([closed.duel.attacker.hand.length, closed.duel.defender.hand.length]).toEqual([4, 5]);
  });

  it("refuses prelude calls outside the prelude (a bug in the caller)", () => {
    const d = duelWith(["high1-middle-1"], ["low1-high-1"]);
    expect(() => updatePrelude(d, {})).toThrow(/prelude/);
    expect(() => closePrelude(d, rng())).toThrow(/prelude/);
  });
});

describe("2. The Duel: dealing and who strikes first", () => {
  it("shuffles the whole duel deck (draw and discard) and deals 4 cards each, 5 for Swashbuckler", () => {
    const deck = { draw: DUEL_CARD_IDS.slice(0, 10), discard: DUEL_CARD_IDS.slice(10) };
    const r = startDuel({ kind: "boarding", attacker: side({ seat: A, handSize: 5 }), defender: side({ seat: B }) }, deck, rng(11));
    expect([r.duel.attacker.hand.length, r.duel.defender.hand.length]).toEqual([5, 4]);
    expect(sorted(cardsOf(r.duel))).toEqual(sorted(DUEL_CARD_IDS));
    const other = startDuel({ kind: "boarding", attacker: side({ seat: A }), defender: side({ seat: B }) }, deck, rng(12));
    expect(other.duel.attacker.hand).not.toEqual(r.duel.attacker.hand.slice(0, 4));
  });

  it("tells each captain their own cards only", () => {
    const r = startDuel({ kind: "boarding", attacker: side({ seat: A }), defender: side({ seat: B }) }, newDuelDeck(), rng(5));
    const deals = r.events.filter((e) => e.kind === "duel/deal");
    expect(deals.map((e) => e.secret?.seats)).toEqual([[A], [B]]);
    for (const e of deals) for (const id of [...r.duel.attacker.hand, ...r.duel.defender.hand]) expect(e.text).not.toContain(id);
  });

  it.each([
    { a: 5, d: 3, kind: "boarding", chooser: "attacker" },
    { a: 2, d: 3, kind: "boarding", chooser: "defender" },
    { a: 3, d: 3, kind: "boarding", chooser: "attacker" }, // "in case of a tie: the attacker"
    { a: 3, d: 0, kind: "raid", chooser: "attacker" },
  ] as const)("speed $a against $d: the $chooser chooses", ({ a, d, kind, chooser }) => {
    const duel = duelWith(["high1-middle-1"], ["low1-high-1"], { kind, attacker: { speed: a }, defender: { speed: d } });
    expect(duel.phase).toBe("choose_first");
    expect(duel.chooser).toBe(chooser);
  });

  it("draws the chooser at random at equal speed in the tie-break duel (Resolving Ties)", () => {
    const choosers = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const r = startDuel({ kind: "tiebreak", attacker: side({ seat: A }), defender: side({ seat: B }) }, newDuelDeck(), rng(seed));
      choosers.add(r.duel.chooser!);
    }
    expect(choosers).toEqual(new Set(["attacker", "defender"]));
  });

  it("lets the chooser send the other captain in first", () => {
    const duel = first(duelWith(["high1-middle-1"], ["low1-high-1"], { defender: { speed: 6 } }), "opponent");
    expect(duel.striker).toBe("attacker");
  });
});

describe("attacks and guards", () => {
  const start = () => first(duelWith(["high2-low-1", "middle3-low-1"], ["low1-high-1", "low2-middle-1"]));

  it("a matching guard prevents all wounds and the card goes face up", () => {
    const d = play(start(), [
      [A, { type: "duel_attack", card: "high2-low-1" }],
      [B, { type: "duel_guard", card: "low1-high-1" }],
    ]);
    expect(d.plank).toBe(0);
    expect(d.played).toEqual([
      { card: "high2-low-1", by: "attacker", as: "attack" },
      { card: "low1-high-1", by: "defender", as: "guard" },
    ]);
    expect(d.striker).toBe("defender"); // "Then, it's the former defender's turn to attack."
  });

  it("taking the wounds retreats one space per wound", () => {
    const d = play(start(), [
      [A, { type: "duel_attack", card: "middle3-low-1" }],
      [B, { type: "duel_take" }],
    ]);
    expect(d.plank).toBe(3);
  });

  it("only a guard of the attack's height is offered", () => {
    const d = play(start(), [[A, { type: "duel_attack", card: "middle3-low-1" }]]);
    expect(duelLegalActions(d, B)).toEqual([{ type: "duel_guard", card: "low2-middle-1" }, { type: "duel_take" }]);
  });
});

describe("special cards", () => {
  it("Throw sand blocks all wounds", () => {
    const d = play(first(duelWith(["high3-low-1"], ["sand-1", "low1-high-1"])), [
      [A, { type: "duel_attack", card: "high3-low-1" }],
      [B, { type: "duel_sand", card: "sand-1" }],
    ]);
    expect(d.plank).toBe(0);
  });

  it.each([
    { card: "high3-low-1", plank: 1 },
    { card: "high2-low-1", plank: 0 },
    { card: "high1-low-1", plank: 0 },
  ])("Insult blocks two wounds of $card", ({ card, plank }) => {
    const d = play(first(duelWith([card], ["insult-1", "low1-high-1"])), [
      [A, { type: "duel_attack", card }],
      [B, { type: "duel_insult", card: "insult-1" }],
    ]);
    expect(d.plank).toBe(plank);
  });

  it("Feint makes the opponent discard a random card face up, then the turn passes", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const d = play(first(duelWith(["feint-1", "high1-low-1"], ["low1-high-1", "low2-middle-1", "sand-1"])), [[A, { type: "duel_feint", card: "feint-1" }]], seed);
      expect(d.defender.hand).toHaveLength(2);
      const lost = d.played.find((p) => p.as === "feinted_away");
      expect(lost?.by).toBe("defender");
      seen.add(lost!.card);
      expect(d.phase).toBe("strike");
      expect(d.striker).toBe("defender");
      expect(d.plank).toBe(0);
    }
    expect(seen.size).toBe(3);
  });

  it("Feint against an empty hand does nothing more", () => {
    const d = play(first(duelWith(["feint-1", "feint-2", "high1-low-1"], ["low1-high-1"])), [
      [A, { type: "duel_feint", card: "feint-1" }], // B loses its only card, then must pass (automatically: empty hand)
    ]);
    expect(d.defender.hand).toEqual([]);
    expect(d.plank).toBe(1); // B's forced pass retreated it
    expect(d.striker).toBe("attacker");
    const d2 = play(d, [[A, { type: "duel_feint", card: "feint-2" }]]);
    expect(d2.played.filter((p) => p.as === "feinted_away")).toHaveLength(1);
  });

  it("Rigg steps forward one space, then allows an attack", () => {
    const d = play(first(duelWith(["rigg-1", "middle2-low-1"], ["low1-high-1", "high1-low-1"])), [[A, { type: "duel_rigg", card: "rigg-1" }]]);
    expect(d.plank).toBe(1);
    expect(d.phase).toBe("rigg_follow");
    expect(duelLegalActions(d, A)).toEqual([{ type: "duel_attack", card: "middle2-low-1" }, { type: "duel_hold" }]);
    const hit = play(d, [
      [A, { type: "duel_attack", card: "middle2-low-1" }],
      [B, { type: "duel_take" }],
    ]);
    expect(hit.plank).toBe(3);
    expect(hit.turns).toBe(1); // Rigg and its attack are one turn
  });

  it("after Rigg the striker may hold instead of attacking", () => {
    const d = play(first(duelWith(["rigg-1", "middle2-low-1"], ["low1-high-1"])), [
      [A, { type: "duel_rigg", card: "rigg-1" }],
      [A, { type: "duel_hold" }],
    ]);
    expect([d.phase, d.striker, d.plank, d.attacker.hand]).toEqual(["strike", "defender", 1, ["middle2-low-1"]]);
  });

  it("Rigg at the brink pushes the opponent off", () => {
    const d = play(first(duelWith(["rigg-1"], ["low1-high-1"], { attacker: { strength: 6 }, defender: { strength: 3 } })), [[A, { type: "duel_rigg", card: "rigg-1" }]]);
    expect(d.outcome).toMatchObject({ result: "attacker", reason: "pushed_off", plank: 4 });
  });

  it("after Rigg with no two-colour card left the turn simply passes", () => {
    const d = play(first(duelWith(["rigg-1"], ["low1-high-1"])), [[A, { type: "duel_rigg", card: "rigg-1" }]]);
    expect([d.phase, d.striker, d.plank]).toEqual(["strike", "defender", 1]);
  });
});

describe("passing, the end of the duel and ties", () => {
  it("passing retreats the passer one space and hands over the strike", () => {
    const d = play(first(duelWith(["high1-low-1"], ["low1-high-1"])), [[A, { type: "duel_pass" }]]);
    expect([d.plank, d.striker, d.passes, d.phase]).toEqual([-1, "defender", 1, "strike"]);
  });

  it("two passes in a row end the duel; the miniature in the centre is a tie", () => {
    const d = play(first(duelWith(["high1-low-1"], ["low1-high-1"])), [
      [A, { type: "duel_pass" }],
      [B, { type: "duel_pass" }],
    ]);
    expect(d.outcome).toMatchObject({ result: "tie", winner: null, winnerSeat: null, reason: "both_passed", plank: 0 });
  });

  it.each([
    { a: 5, d: 4, result: "attacker" },
    { a: 4, d: 5, result: "defender" },
  ])("the captain standing in the other's half wins ($a against $d)", ({ a, d, result }) => {
    const duel = play(first(duelWith(["high1-low-1"], ["low1-high-1"], { attacker: { strength: a }, defender: { strength: d } })), [
      [A, { type: "duel_pass" }],
      [B, { type: "duel_pass" }],
    ]);
    expect(duel.outcome).toMatchObject({ result, reason: "both_passed" });
  });

  it("an attack between two passes restarts the count", () => {
    const d = play(first(duelWith(["high1-low-1", "low1-middle-1"], ["middle1-high-1", "low1-high-1"])), [
      [A, { type: "duel_pass" }],
      [B, { type: "duel_attack", card: "middle1-high-1" }],
      [A, { type: "duel_take" }],
      [A, { type: "duel_pass" }],
    ]);
    expect(d.outcome).toBeNull();
    expect([d.passes, d.plank, d.striker]).toEqual([1, -3, "defender"]);
  });

  it("passing at the brink pushes the passer off the plank", () => {
    const d = play(first(duelWith(["high1-low-1"], ["low1-high-1"], { attacker: { strength: 3 }, defender: { strength: 6 } })), [[A, { type: "duel_pass" }]]);
    expect(d.outcome).toMatchObject({ result: "defender", reason: "pushed_off", plank: -4 });
  });

  it("a captain without attack cards may only pass", () => {
    const d = first(duelWith(["sand-1", "insult-1"], ["low1-high-1"]));
    expect(duelLegalActions(d, A)).toEqual([{ type: "duel_pass" }]);
  });

  it("a captain with an empty hand passes and takes the wounds without being asked", () => {
    const d = play(first(duelWith(["high2-low-1", "middle1-low-1"], ["low1-high-1"])), [
      [A, { type: "duel_attack", card: "high2-low-1" }],
      [B, { type: "duel_guard", card: "low1-high-1" }], // B's hand is now empty: B passes at once
    ]);
    expect([d.plank, d.striker, d.passes]).toEqual([1, "attacker", 1]);
    // B takes it at once (plank 2), passes (3); A has no cards left and passes too (2): the end.
    const end = play(d, [[A, { type: "duel_attack", card: "middle1-low-1" }]]);
    expect(end.outcome).toMatchObject({ result: "attacker", reason: "both_passed", plank: 2 });
    expect(end.played.map((p) => p.as)).toEqual(["attack", "guard", "attack"]);
  });
});

describe("Expert Rule: Resilient Ships", () => {
  const rules = { resilientShips: true };

  it("lets the bigger hull swap up to the difference, then the faster chooses", () => {
    const d = duelWith(["high1-low-1", "high1-middle-1", "sand-1", "rigg-1"], ["low1-high-1", "low2-middle-1", "insult-1", "feint-1"], {
      rules,
      attacker: { hull: 2 },
      defender: { hull: 4, speed: 1 },
    });
    expect([d.phase, d.chooser]).toEqual(["redraw", "defender"]);
    expect(duelLegalActions(d, B).every((a) => a.type === "duel_redraw" && a.discard.length <= 2)).toBe(true);
    const after = play(d, [[B, { type: "duel_redraw", discard: ["low1-high-1", "feint-1"] }]]);
    expect(after.defender.hand).toHaveLength(4);
    expect(after.defender.hand).not.toContain("feint-1");
    expect(after.setAside).toEqual(["low1-high-1", "feint-1"]);
    expect([after.phase, after.chooser]).toEqual(["choose_first", "attacker"]);
    expect(sorted(cardsOf(after))).toEqual(sorted(DUEL_CARD_IDS));
  });

  it("is skipped when the hulls are equal, a hull is missing, or the rule is off", () => {
    expect(duelWith(["high1-low-1"], ["low1-high-1"], { rules, attacker: { hull: 3 }, defender: { hull: 3 } }).phase).toBe("choose_first");
    expect(duelWith(["high1-low-1"], ["low1-high-1"], { rules, attacker: { hull: 3 } }).phase).toBe("choose_first");
    expect(duelWith(["high1-low-1"], ["low1-high-1"], { attacker: { hull: 5 }, defender: { hull: 1 } }).phase).toBe("choose_first");
  });
});

describe("finishDuel", () => {
  it("returns every card: the undealt stock as the draw pile, the rest to the discard", () => {
    const d = play(first(duelWith(["high3-low-1", "rigg-1"], ["low1-high-1", "sand-1"])), [
      [A, { type: "duel_attack", card: "high3-low-1" }],
      [B, { type: "duel_sand", card: "sand-1" }],
    ]);
    const deck = finishDuel(d);
    expect(deck.draw).toEqual(d.stock);
    expect(sorted(deck.discard)).toEqual(sorted(["high3-low-1", "sand-1", "rigg-1", "low1-high-1"]));
    expect(sorted([...deck.draw, ...deck.discard])).toEqual(sorted(DUEL_CARD_IDS));
  });
});

// Keep the type import used for readers of the action shapes above.
export type _Action = DuelAction;
