import { CANNONS, CREW, HULL, SAILS } from "../content/sections";
import { pirateCove } from "../index";
import { act, actUntil, battle, fight, give, hitsOf, perch, placeLegend, refuse, rollsOf, scene } from "../test-scene";

/** Seat 0 (sails 6, crew and cannons 4) fights seat 1 at Hull Island. */
function duel() {
  const s = scene();
  s.ships[0].levels = [6, 4, 4, 4];
  s.ships[1].levels = [4, 4, 4, 4];
  return s;
}

describe("E. Volley cards (pirates-cove-tavern.txt): played before a volley, in effect for that volley only", () => {
  test("Grapeshot attack: rolls of 3, 4, 5 or 6 hit the enemy. Afterwards, your cannons receive 2 hits of damage", () => {
    const s = duel();
    const g = give(s, 0, "grapeshot");
    const b = fight(s, 2, [0, 1]);
    const r = actUntil(b, 0, { type: "fire", target: 1, section: "crew", card: g }, (x) => rollsOf(x.events).some((d) => d === 3 || d === 4));
    const hits = rollsOf(r.events).filter((d) => d >= 3).length;
    expect(hitsOf(r.events)).toBe(hits);
    expect(r.state.ships[1].levels[CREW]).toBe(Math.max(1, 4 - hits));
    expect(r.state.ships[0].levels[CANNONS]).toBe(2);
    expect(r.state.discard).toContain(g);
  });

  test("A Grapeshot attack supersedes the effect of a Smoke screen, for the volley it is used on", () => {
    const s = duel();
    const g = give(s, 0, "grapeshot");
    const smoke = give(s, 1, "smokeScreen");
    const b1 = act(act(battle(s, 2, [0, 1]), 0, { type: "pass" }).state, 1, { type: "battleCard", card: smoke }).state;
    const b = act(b1, 0, { type: "pass" }).state;
    const r = actUntil(b, 0, { type: "fire", target: 1, section: "crew", card: g }, (x) => rollsOf(x.events).includes(4));
    expect(hitsOf(r.events)).toBe(rollsOf(r.events).filter((d) => d >= 3).length);
  });

  test("If this cripples your ship, you must retreat to Pirate's Cove; Long John Silver's parrot ... the after-shock of the Grapeshot will kill him off", () => {
    const s = duel();
    s.ships[0].levels[CANNONS] = 1;
    perch(s, 0, "silverParrot");
    const g = give(s, 0, "grapeshot");
    const b = fight(s, 2, [0, 1]);
    const r = act(b, 0, { type: "fire", target: 1, section: "crew", card: g });
    expect(r.state.ships[0].parrot).toBeNull();
    expect(r.state.ships[0].island).toBe(7);
    expect(r.state.ships[0].crippled).toBe(true);
  });

  test("... unless he is protected by a Mastercraft card on the ship's cannons", () => {
    const s = duel();
    perch(s, 0, "silverParrot");
    const mc = give(s, 0, "mastercraft");
    s.ships[0].hand = [];
    s.ships[0].mastercrafts = [{ card: mc, section: CANNONS, damaged: false }];
    const g = give(s, 0, "grapeshot");
    const r = act(fight(s, 2, [0, 1]), 0, { type: "fire", target: 1, section: "crew", card: g });
    expect(r.state.ships[0].parrot!.hurt).toBe(false);
    expect(r.state.ships[0].levels[CANNONS]).toBe(4);
    expect(r.state.destroyed).toEqual([mc]);
  });

  test("Powder keg: any hit does 1 of damage to every ship's hull (yours included!) ... cumulative with the hit themselves ... played out of turn", () => {
    const s = duel();
    s.ships[2].levels = [4, 4, 4, 5];
    const keg = give(s, 1, "powderKeg");
    const b = fight(s, 2, [0, 1, 2]);
    const aimed = act(b, 0, { type: "fire", target: 1, section: "hull" }).state;
    // Seat 1 is asked before seat 0's dice roll.
    expect(aimed.window?.kind).toBe("powderKeg");
    expect(pirateCove.activeSeats(aimed)).toEqual([1]);
    const r = actUntil(aimed, 1, { type: "powderKeg", card: keg }, (x) => hitsOf(x.events) === 1);
    expect(r.state.ships[0].levels[HULL]).toBe(3);
    expect(r.state.ships[1].levels[HULL]).toBe(2);
    expect(r.state.ships[2].levels[HULL]).toBe(4);
  });

  test("Powder keg on a Legendary Pirate: her hull takes the blast too", () => {
    const s = duel();
    placeLegend(s, "captainHook", 2);
    const keg = give(s, 0, "powderKeg");
    const b = fight(s, 2, [0]);
    // Hook (sail 18) fires first: seat 0 may answer his volley with the keg.
    expect(b.window?.kind).toBe("powderKeg");
    const r = actUntil(b, 0, { type: "powderKeg", card: keg }, (x) => hitsOf(x.events) === 1);
    expect(r.state.legends[0].hull).toBe(4);
  });

  test("Six Gun Salute: any hit inflicts damages to all the sections of the enemy's ship ... during the next volley, your guns ... cannot fire", () => {
    const s = duel();
    const six = give(s, 0, "sixGunSalute");
    const b = fight(s, 2, [0, 1]);
    const r = actUntil(b, 0, { type: "fire", target: 1, section: "hull", card: six }, (x) => hitsOf(x.events) === 1);
    expect(r.state.ships[1].levels).toEqual([3, 3, 3, 3]);
    // Seat 1 fires; in the next round seat 0 reloads and seat 1 fires again.
    let st = act(r.state, 1, { type: "fire", target: 0, section: "hull" }).state;
    st = act(st, 0, { type: "stay" }).state;
    st = act(st, 1, { type: "stay" }).state;
    expect(pirateCove.activeSeats(st)).toEqual([1]);
    expect(st.combat!.reloading).toEqual([]);
  });

  test("only a Grapeshot attack or Six Gun Salute goes with your own volley", () => {
    const s = duel();
    const keg = give(s, 0, "powderKeg");
    const b = fight(s, 2, [0, 1]);
    expect(refuse(b, 0, { type: "fire", target: 1, section: "hull", card: keg }).code).toBe("combat/not_volley_card");
  });

  test("sails speed up the first volley", () => {
    const b = fight(duel(), 2, [0, 1]);
    expect(b.combat!.order).toEqual([0, 1]);
    expect(b.ships[0].levels[SAILS]).toBe(6);
  });
});
