/**
 * The duel prelude hook of the integration guide, end to end with the real duel module: the
 * rulebook's Combat Example from the declaration to the dealt hands, with the crew cards played
 * through the card window and the strengths handed to updatePrelude after each play.
 */
import { Random, seedRng } from "../../../engine";
import { closePrelude, newDuelDeck, startDuel, updatePrelude } from "../duel/start";
import type { DuelState } from "../duel/types";
import type { CardsAction } from "./actions";
import { applyCards } from "./apply";
import { boostFor } from "./boosts";
import { openWindow } from "./window";
import { rich, withHands } from "./test-cards";

const A = 0;
const B = 1;

describe("the duel prelude with crew cards (Combat Example)", () => {
  it("moves the miniature with each card and deals once everyone has passed", () => {
    const random = Random.from(seedRng(11));
    const started = startDuel(
      { kind: "boarding", prelude: true, attacker: { seat: A, name: "A", strength: 5, speed: 4, handSize: 4 }, defender: { seat: B, name: "B", strength: 4, speed: 3, handSize: 4 } },
      newDuelDeck(),
      random,
    );
    let duel: DuelState = started.duel;
    expect([duel.phase, duel.plank]).toEqual(["prelude", 1]);

    // Upgrades as the main game holds them; the Saboteur takes one of A's cannons for good.
    const upgrades: Record<number, number> = { [A]: 5, [B]: 4 };
    let cards = openWindow(withHands([["veteran-sellsword", "veteran-sellsword"], ["scurvy-saboteur"]]), { moment: "announce", action: "board", active: A, combatants: [A, B] }).cards;
    const plays: [number, CardsAction, number][] = [
      [A, { type: "cards_play", card: "veteran-sellsword#1" }, 2],
      [A, { type: "cards_pass" }, 2],
      [B, { type: "cards_play", card: "scurvy-saboteur#1", target: A }, 1],
      [A, { type: "cards_play", card: "veteran-sellsword#2" }, 2],
    ];
    for (const [seat, action, plank] of plays) {
      const r = applyCards(cards, seat, action, rich(2));
      if (!r.ok) throw new Error(r.rejection.code);
      cards = r.cards;
      if (r.played?.target !== undefined && r.played.target !== null) upgrades[r.played.target] -= 1;
      duel = updatePrelude(duel, {
        attackerStrength: upgrades[A] + boostFor(cards, A, "strength"),
        defenderStrength: upgrades[B] + boostFor(cards, B, "strength"),
      }).duel;
      expect([JSON.stringify(action), duel.plank]).toEqual([JSON.stringify(action), plank]);
    }
    // "Everyone passes; A's strength is 6 now. A moves the miniature another space forward."
    expect(cards.window).toBeNull();
    expect(duel.attacker.strength).toBe(6);
    duel = closePrelude(duel, random).duel;
    expect([duel.phase, duel.plank, duel.attacker.hand.length, duel.defender.hand.length]).toEqual(["choose_first", 2, 4, 4]);
  });
});
