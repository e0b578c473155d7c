import fc from "fast-check";
import { Random, seedRng, type SeatIndex } from "../../../engine";
import type { DuelAction } from "./actions";
import { applyDuel } from "./apply";
import { duelBot } from "./bot";
import { DUEL_CARD_IDS } from "./cards";
import { finishDuel } from "./finish";
import { duelActiveSeats, duelLegalActions } from "./legal";
import { OFF_PLANK } from "./plank";
import { newDuelDeck, startDuel } from "./start";
import { cardsOf, deepFreeze } from "./test-duel";
import type { DuelSetup, DuelState } from "./types";
import { duelPublicView, duelSeatView } from "./views";

/** Every duel ends within this many actions: each turn but a pass spends a card (≤ 10 dealt), and passes never come three in a row. */
const MAX_ACTIONS = 60;
const sortedIds = [...DUEL_CARD_IDS].sort();
const sortedKey = sortedIds.join(",");

// Plain checks (not expect) in the hot loop: thousands of duels must stay quick.
function assert(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

const setupArb = fc.record({
  kind: fc.constantFrom("boarding", "raid", "tiebreak" as const),
  aStrength: fc.integer({ min: 0, max: 9 }),
  dStrength: fc.integer({ min: 0, max: 9 }),
  aSpeed: fc.integer({ min: 0, max: 7 }),
  dSpeed: fc.integer({ min: 0, max: 7 }),
  aHand: fc.constantFrom(4, 5),
  dHand: fc.constantFrom(4, 5),
  aHull: fc.integer({ min: 1, max: 7 }),
  dHull: fc.integer({ min: 1, max: 7 }),
  resilient: fc.boolean(),
  prelude: fc.boolean(),
  seed: fc.integer(),
  botA: fc.boolean(),
  botD: fc.boolean(),
});
type Params = typeof setupArb extends fc.Arbitrary<infer T> ? T : never;

function toSetup(p: Params): DuelSetup {
  return {
    kind: p.kind,
    rules: { resilientShips: p.resilient },
    attacker: { seat: 2, name: "Anne", strength: p.aStrength, speed: p.aSpeed, handSize: p.aHand, hull: p.aHull },
    defender: { seat: 0, name: "Bob", strength: p.dStrength, speed: p.dSpeed, handSize: p.dHand, hull: p.dHull },
  };
}

/** Plays one whole duel, checking the invariants after every action. Returns the trace. */
function run(p: Params): { final: DuelState; trace: string[] } {
  const random = Random.from(seedRng(p.seed));
  const choices = Random.from(seedRng(p.seed ^ 0x2545f491));
  const deck = { draw: random.shuffle(newDuelDeck().draw), discard: [] };
  let duel = startDuel(toSetup(p), deck, random).duel;
  const trace = [JSON.stringify(duel)];
  let actions = 0;
  check(duel);
  while (duel.outcome === null) {
    if (++actions > MAX_ACTIONS) throw new Error(`duel did not end within ${MAX_ACTIONS} actions`);
    const seats = duelActiveSeats(duel);
    assert(seats.length === 1, "not exactly one seat to move");
    const seat = seats[0];
    const legal = duelLegalActions(duel, seat);
    assert(legal.length > 0, "no legal action");
    const bot = seat === duel.attacker.seat ? p.botA : p.botD;
    const action: DuelAction = bot ? duelBot(duel, seat, choices) : choices.pick(legal);
    if (bot) assert(legal.some((a) => JSON.stringify(a) === JSON.stringify(action)), `bot chose an unlisted ${JSON.stringify(action)}`);
    tryIllegal(duel, seat, choices);
    const r = applyDuel(p.seed % 8 === 0 ? deepFreeze(duel) : duel, seat, action, random);
    if (!r.ok) throw new Error(`legal action ${JSON.stringify(action)} rejected: ${r.rejection.code}`);
    duel = r.duel;
    trace.push(JSON.stringify(action), JSON.stringify(duel));
    check(duel);
  }
  assert(duelActiveSeats(duel).length === 0, "someone may act after the end");
  const back = finishDuel(duel);
  assert([...back.draw, ...back.discard].sort().join(",") === sortedKey, "finishDuel lost cards");
  return { final: duel, trace };
}

function check(duel: DuelState): void {
  // Cards are conserved: every card exactly once among stock, hands, face-up cards and swapped cards.
  assert(cardsOf(duel).sort().join(",") === sortedKey, "cards not conserved");
  // The plank stays in range; ±4 only when someone fell off, which ends the duel.
  assert(Math.abs(duel.plank) <= OFF_PLANK, `plank ${duel.plank} out of range`);
  if (Math.abs(duel.plank) === OFF_PLANK) assert(duel.outcome?.reason === "strength" || duel.outcome?.reason === "pushed_off", "off the plank but not over");
  if (duel.outcome?.reason === "both_passed") assert(duel.passes === 2, "ended without two passes");
  assert((duel.outcome !== null) === (duel.phase === "over"), "outcome and phase disagree");
  // Views: nobody sees the other hand or the stock.
  const pub = JSON.stringify(duelPublicView(duel));
  for (const id of [...duel.attacker.hand, ...duel.defender.hand, ...duel.stock, ...duel.setAside]) assert(!pub.includes(`"${id}"`), `public view shows ${id}`);
  const seatA = JSON.stringify(duelSeatView(duel, duel.attacker.seat));
  const seatD = JSON.stringify(duelSeatView(duel, duel.defender.seat));
  for (const id of duel.defender.hand) assert(!seatA.includes(`"${id}"`), `attacker sees ${id}`);
  for (const id of duel.attacker.hand) assert(!seatD.includes(`"${id}"`), `defender sees ${id}`);
  for (const id of [...duel.stock, ...duel.setAside]) assert(!(seatA + seatD).includes(`"${id}"`), `a seat sees hidden ${id}`);
  assert(duelSeatView(duel, 1) === null, "a seat outside the duel has a view");
}

/** A random action that is not legal now must be rejected without a change. */
function tryIllegal(duel: DuelState, seat: SeatIndex, choices: Random): void {
  const legal = duelLegalActions(duel, seat).map((a) => JSON.stringify(a));
  const card = choices.pick(DUEL_CARD_IDS);
  const candidates: DuelAction[] = [
    { type: "duel_attack", card },
    { type: "duel_guard", card },
    { type: "duel_sand", card },
    { type: "duel_insult", card },
    { type: "duel_feint", card },
    { type: "duel_rigg", card },
    { type: "duel_pass" },
    { type: "duel_take" },
    { type: "duel_hold" },
    { type: "duel_choose_first", first: "self" },
  ];
  const action = choices.pick(candidates);
  const otherSeat = choices.pick([seat, 1, seat === 0 ? 2 : 0]);
  if (otherSeat === seat && legal.includes(JSON.stringify(action))) return;
  const snapshot = JSON.stringify(duel);
  const r = applyDuel(duel, otherSeat, action, choices);
  assert(!r.ok, `illegal ${JSON.stringify(action)} by ${otherSeat} accepted`);
  assert(JSON.stringify(duel) === snapshot, "a rejection changed the duel");
}

describe("random duels (fast-check)", () => {
  it("end within the bound, conserve cards, keep the plank in range and hands secret", () => {
    fc.assert(
      fc.property(setupArb, (p) => {
        run(p);
      }),
      { numRuns: 3000, seed: 20261129 },
    );
  });

  it("are deterministic for the same seed", () => {
    fc.assert(
      fc.property(setupArb, (p) => {
        assert(run(p).trace.join("\n") === run(p).trace.join("\n"), "two runs of one seed differ");
      }),
      { numRuns: 1000, seed: 42 },
    );
  });

  it("reach every kind of ending", () => {
    const reasons = new Set<string>();
    const results = new Set<string>();
    fc.assert(
      fc.property(setupArb, (p) => {
        const o = run(p).final.outcome!;
        reasons.add(o.reason);
        results.add(o.result);
      }),
      { numRuns: 400, seed: 7 },
    );
    expect(reasons).toEqual(new Set(["strength", "pushed_off", "both_passed"]));
    expect(results).toEqual(new Set(["attacker", "defender", "tie"]));
  });
});
