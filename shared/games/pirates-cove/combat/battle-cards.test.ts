import { pirateCove } from "../index";
import { SAILS } from "../content/sections";
import { diceOf, speed } from "../ships";
import { act, actUntil, battle, give, hitsOf, refuse, rollsOf, scene } from "../test-scene";

/** Seats 0 and 1 meet at Hull Island; seat 0 is faster (sails 6). */
function duel() {
  const s = scene();
  s.ships[0].levels[SAILS] = 6;
  return s;
}

describe("D. Battle cards (pirates-cove-tavern.txt): played in turn, one at a time, from fastest to slowest ship; in effect for the entire combat", () => {
  test("the battle opens with a card turn for each ship in speed order", () => {
    const s = duel();
    give(s, 0, "fame");
    give(s, 1, "fame");
    const b = battle(s, 2, [0, 1]);
    expect(b.window).toEqual({ kind: "battleCards", order: [0, 1], at: 0, passes: 0 });
    expect(refuse(b, 1, { type: "pass" }).code).toBe("turn/not_yours");
  });

  test("Avast belay!: For the rest of this battle (including any firing volley), no other card can be played by anyone. Cards played prior ... stay in effect", () => {
    const s = duel();
    const smoke = give(s, 0, "smokeScreen");
    const avast = give(s, 1, "avastBelay");
    const grape = give(s, 0, "grapeshot");
    const b0 = battle(s, 2, [0, 1]);
    const b1 = act(b0, 0, { type: "battleCard", card: smoke }).state;
    const b2 = act(b1, 1, { type: "battleCard", card: avast }).state;
    expect(b2.window).toBeNull();
    expect(b2.combat!.smoke).toEqual([0]);
    expect(pirateCove.legalActions(b2, 0).some((a) => a.type === "fire" && a.card !== undefined)).toBe(false);
    expect(refuse(b2, 0, { type: "fire", target: 1, section: "hull", card: grape }).code).toBe("card/avast_belay");
  });

  test("Blow me down!: For the rest of this battle, your sail has a bonus of + 6 ... cumulative ... when owned by the same player", () => {
    const s = scene();
    const a = give(s, 1, "blowMeDown");
    const b = give(s, 1, "blowMeDown");
    const b0 = battle(s, 2, [0, 1]);
    const b1 = act(b0, 1, { type: "battleCard", card: a }).state;
    expect(speed(b1.ships[1], 1, b1.combat)).toBe(4 + 6);
    const b2 = act(b1, 1, { type: "battleCard", card: b }).state;
    expect(speed(b2.ships[1], 1, b2.combat)).toBe(4 + 12);
    // Seat 1's hand is empty now, so the card turns are over and the faster ship fires first.
    expect(b2.window).toBeNull();
    expect(b2.combat!.order).toEqual([1, 0]);
  });

  test("Grapple attack: everyone rolls the number of dice indicated by their crew, regardless of their number of cannons", () => {
    const s = duel();
    s.ships[0].levels[1] = 5;
    const g = give(s, 0, "grappleAttack");
    const b1 = act(battle(s, 2, [0, 1]), 0, { type: "battleCard", card: g }).state;
    expect(diceOf(b1.ships[0], b1.combat)).toBe(5);
    const r = act(b1, 0, { type: "fire", target: 1, section: "crew" });
    expect(rollsOf(r.events)).toHaveLength(5);
  });

  test("Smoke screen: For the rest of this battle, you can only be hit on rolls of 6", () => {
    const s = duel();
    s.ships[0].levels = [6, 6, 6, 2];
    const smoke = give(s, 1, "smokeScreen");
    const b0 = battle(s, 2, [0, 1]);
    const b1 = act(b0, 1, { type: "battleCard", card: smoke }).state;
    const r = actUntil(b1, 0, { type: "fire", target: 1, section: "crew" }, (x) => rollsOf(x.events).includes(5));
    expect(hitsOf(r.events)).toBe(rollsOf(r.events).filter((d) => d === 6).length);
  });

  test("Treasure over board: +2 for each treasure you throw overboard ... At the end of the battle, this treasure is thrown back onto Treasure Island", () => {
    const s = duel();
    s.ships[1].treasures = 2;
    s.treasureSupply -= 2;
    const t = give(s, 1, "treasureOverboard");
    const b0 = battle(s, 2, [0, 1]);
    expect(refuse(b0, 1, { type: "battleCard", card: t, treasures: 3 }).code).toBe("combat/not_enough_treasures");
    const b1 = act(b0, 1, { type: "battleCard", card: t, treasures: 2 }).state;
    expect(b1.ships[1].treasures).toBe(0);
    expect(speed(b1.ships[1], 1, b1.combat)).toBe(4 + 4);
    expect(b1.combat!.order).toEqual([1, 0]);
    // Seat 1 flees at once after the first round: the battle ends and the treasure goes back.
    let st = b1;
    while (st.combat && st.combat.step !== "flee") {
      const seat = pirateCove.activeSeats(st)[0];
      st = act(st, seat, pirateCove.legalActions(st, seat)[0]).state;
    }
    if (st.combat) st = act(st, 1, { type: "flee" }).state;
    expect(st.combat).toBeNull();
    expect(st.treasureSupply).toBe(40 - (st.ships[0].treasures + st.ships[1].treasures + st.ships[2].treasures));
    expect(st.discard).toContain(t);
  });
});
