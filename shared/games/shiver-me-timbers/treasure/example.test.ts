import { Random, seedRng } from "../../../engine";
import type { Cargo } from "../state";
import type { TreasureAction } from "./actions";
import { applyTreasure } from "./apply";
import { scriptedChance, type Roll } from "./dice";
import { at, stacked } from "./test-treasure";
import type { TreasureState } from "./types";

// Treasure › "How to hunt for Treasure (example)": Drake's Rapier (t01) on St. David, final
// space 22, Cocoa advances 3; strength 5. Dice: green → 1 Cocoa; green empty + white extra
// action; red empty.
interface Step {
  readonly says: string;
  readonly action: TreasureAction;
  readonly cocoa: number;
  readonly dice: readonly Roll[];
  /** The marker on the track; null while no card is on it. */
  readonly progress: number | null;
  readonly raised?: string;
  readonly spent?: Partial<Cargo>;
}

const steps: readonly Step[] = [
  { says: "Your crew scouts in the pubs and taverns (1st action)", action: { type: "treasure_scout" }, cocoa: 0, dice: [], progress: null },
  { says: "You keep Drake's Rapier and return the other two", action: { type: "treasure_keep", card: "t01" }, cocoa: 0, dice: [], progress: null },
  { says: "You place it on your track: markers on the start and on space 22 (no action)", action: { type: "treasure_begin", card: "t01" }, cocoa: 0, dice: [], progress: 0 },
  { says: "Strength 5: the second action moves five spaces, onto a green die: 1 Cocoa", action: { type: "treasure_dig" }, cocoa: 0, dice: [{ die: "green", face: "cocoa" }], progress: 5 },
  { says: "You push on to the tenth space (3rd action)", action: { type: "treasure_dig" }, cocoa: 1, dice: [], progress: 10 },
  { says: "Next turn: discard the Cocoa (free) to move three spaces, onto two dice: green empty, white an extra action", action: { type: "treasure_offer", units: 1 }, cocoa: 1, dice: [{ die: "green", face: "empty" }, { die: "white", face: "action" }], progress: 13, spent: { cocoa: 1 } },
  { says: "The extra action: 5 steps to spot 18, the red die comes up empty", action: { type: "treasure_dig" }, cocoa: 0, dice: [{ die: "red", face: "empty" }], progress: 18 },
  { says: "The first regular action of the turn reaches space 23: the rapier is yours", action: { type: "treasure_dig" }, cocoa: 0, dice: [], progress: null, raised: "t01" },
];

describe("the rulebook's treasure hunt for Drake's Rapier", () => {
  it("goes step by step as the example says", () => {
    const chance = scriptedChance(steps.flatMap((s) => s.dice.map((r) => [r.die, r.face] as const)), Random.from(seedRng(5)));
    let t: TreasureState = stacked(2, ["t05", "t01", "t09"]);
    for (const step of steps) {
      const r = applyTreasure(t, 0, step.action, at("st-david", { footprints: 5, cargo: { cocoa: step.cocoa, rum: 0, sugar: 0 } }), chance);
      if (!r.ok) throw new Error(`${step.says}: ${r.rejection.code} ${r.rejection.message}`);
      t = r.treasure;
      expect([step.says, r.rolls, t.players[0].hunt?.progress ?? null, r.raised]).toEqual([step.says, step.dice, step.progress, step.raised ?? null]);
      if (step.spent) expect(r.spent).toEqual({ cocoa: 0, rum: 0, sugar: 0, ...step.spent });
    }
    expect(chance.left()).toBe(0);
    expect(t.players[0]).toEqual({ hand: [], hunt: null, look: null, mustDiscard: false });
    // The two other cards went back under the deck (then shuffled, by the golden rule).
    expect(t.deck).toHaveLength(35);
    expect(t.deck).toEqual(expect.arrayContaining(["t05", "t09"]));
  });
});
