import type { SeatIndex } from "../../../engine";
import type { DuelAction } from "./actions";
import { applyDuel } from "./apply";
import { duelLegalActions } from "./legal";
import { closePrelude, startDuel, updatePrelude } from "./start";
import { rng, stackedDeck } from "./test-duel";
import type { DuelPhase, DuelRole, DuelState } from "./types";

// Rulebook › Combat Example. A (seat 0, faster) boards B (seat 1); strengths 5 and 4.
const A = 0;
const B = 1;
const handA = ["high3-low-1", "middle2-low-1", "low1-high-1", "high1-middle-1"]; // High 3, Middle 2, the High Guard, a weak 1
const handB = ["sand-1", "low1-middle-1", "high2-low-1", "middle1-low-1"]; // Throw sand, Low 1, High 2, no guard for the end

interface Step {
  readonly says: string;
  readonly seat: SeatIndex;
  readonly action: DuelAction;
  readonly plank: number;
  readonly phase: DuelPhase;
  readonly striker?: DuelRole;
}

const steps: readonly Step[] = [
  { says: "A starts with a powerful High Attack", seat: A, action: { type: "duel_choose_first", first: "self" }, plank: 2, phase: "strike", striker: "attacker" },
  { says: "(the High Attack)", seat: A, action: { type: "duel_attack", card: "high3-low-1" }, plank: 2, phase: "react" },
  { says: "B uses Throw sand to block", seat: B, action: { type: "duel_sand", card: "sand-1" }, plank: 2, phase: "strike", striker: "defender" },
  { says: "B retaliates with a sneaky Low Attack", seat: B, action: { type: "duel_attack", card: "low1-middle-1" }, plank: 2, phase: "react" },
  { says: "A takes the hit; the miniature moves 1 space back", seat: A, action: { type: "duel_take" }, plank: 1, phase: "strike", striker: "attacker" },
  { says: "A hits back with a Middle Attack", seat: A, action: { type: "duel_attack", card: "middle2-low-1" }, plank: 1, phase: "react" },
  { says: "B has no Middle Guard and retreats 2 spaces, close to the brink", seat: B, action: { type: "duel_take" }, plank: 3, phase: "strike", striker: "defender" },
  { says: "B launches a desperate High Attack", seat: B, action: { type: "duel_attack", card: "high2-low-1" }, plank: 3, phase: "react" },
  { says: "A blocks with a High Guard", seat: A, action: { type: "duel_guard", card: "low1-high-1" }, plank: 3, phase: "strike", striker: "attacker" },
  { says: "A's last card is a weak 1 damage attack", seat: A, action: { type: "duel_attack", card: "high1-middle-1" }, plank: 3, phase: "react" },
  { says: "B can't block and falls off the plank", seat: B, action: { type: "duel_take" }, plank: 4, phase: "over" },
];

describe("the rulebook's Combat Example", () => {
  function prelude(): DuelState {
    const start = startDuel(
      {
        kind: "boarding",
        prelude: true,
        attacker: { seat: A, name: "A", strength: 5, speed: 4, handSize: 4 },
        defender: { seat: B, name: "B", strength: 4, speed: 3, handSize: 4 },
      },
      { draw: stackedDeck(handA, handB), discard: [] },
      rng(),
    );
    expect(start.duel.phase).toBe("prelude");
    // "Compare Strength: A has strength 5, B has 4. A moves the miniature 1 space forward."
    expect(start.duel.plank).toBe(1);
    // Sellsword +1, Scurvy Saboteur −1, Sellsword +1: A's strength is 6.
    let duel = start.duel;
    for (const s of [6, 5, 6]) duel = updatePrelude(duel, { attackerStrength: s }).duel;
    const closed = closePrelude(duel, rng(), { shuffle: false });
    return closed.duel;
  }

  it("moves the miniature a second space after the crew cards and deals 4 cards each", () => {
    const duel = prelude();
    expect(duel.plank).toBe(2);
    expect(duel.attacker.hand).toEqual(handA);
    expect(duel.defender.hand).toEqual(handB);
    expect(duel.phase).toBe("choose_first");
    expect(duel.chooser).toBe("attacker"); // A has the faster ship
  });

  it("plays out step by step as the rulebook tells it", () => {
    let duel = prelude();
    const random = rng(3);
    for (const step of steps) {
      const r = applyDuel(duel, step.seat, step.action, random);
      if (!r.ok) throw new Error(`${step.says}: ${r.rejection.code}`);
      duel = r.duel;
      expect({ says: step.says, plank: duel.plank, phase: duel.phase }).toEqual({ says: step.says, plank: step.plank, phase: step.phase });
      if (step.striker !== undefined) expect(duel.striker).toBe(step.striker);
      if (step.says.startsWith("B has no Middle Guard")) expect(duel.defender.hand).toEqual(["high2-low-1", "middle1-low-1"]);
    }
    expect(duel.outcome).toMatchObject({ result: "attacker", winner: "attacker", winnerSeat: A, loserSeat: B, reason: "pushed_off", plank: 4 });
    expect(duel.attacker.hand).toEqual([]);
    expect(duel.defender.hand).toEqual(["middle1-low-1"]);
  });

  it("leaves B nothing but taking the hits when it cannot guard", () => {
    let duel = prelude();
    for (const step of steps.slice(0, 6)) duel = (applyDuel(duel, step.seat, step.action, rng()) as { duel: DuelState }).duel;
    // A's Middle Attack: B holds High 2 / Low Guard and Middle 1 / Low Guard, so no guard.
    expect(duelLegalActions(duel, B)).toEqual([{ type: "duel_take" }]);
  });
});
