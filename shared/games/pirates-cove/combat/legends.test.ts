import { CANNONS, CREW, HULL, SAILS } from "../content/sections";
import { pirateCove } from "../index";
import type { PirateCoveState } from "../state";
import { act, actUntil, eventsOf, fight, give, hitsOf, openBattle, openBattleUntil, placeLegend, refuse, rollsOf, runFlow, scene } from "../test-scene";

const volley = (events: readonly { kind: string; data?: Readonly<Record<string, unknown>> }[]) => events.find((e) => e.kind === "volley")!.data!;

/** Four players; everyone's hull 5 so a first volley cripples nobody. */
function table(): PirateCoveState {
  const s = scene(4);
  for (const p of s.ships) p.levels = [4, 3, 3, 5];
  return s;
}

describe("The Legendary Pirates (pirates-cove-tavern.txt)", () => {
  test("Legendary Pirates may only be attacked and hit on their hull ... Player ships must take out any Legendary Pirate ship present - or opt to flee - before fighting each other", () => {
    const s = table();
    placeLegend(s, "captainHook", 2);
    const b = fight(s, 2, [0, 1]);
    expect(b.combat!.order).toEqual(["legend", 0, 1]);
    expect(refuse(b, 0, { type: "fire", target: 1, section: "hull" }).code).toBe("combat/black_ships_first");
    expect(refuse(b, 0, { type: "fire", target: "legend", section: "crew" }).code).toBe("combat/hull_only");
    expect(pirateCove.legalActions(b, 0)).toEqual([{ type: "fire", target: "legend", section: "hull" }]);
  });

  test("Blackbeard shoots 6 dice against other pirates' hulls (attacking the pirate with the most cannons first); ... Sail value of 24", () => {
    const s = table();
    placeLegend(s, "blackbeard", 2);
    s.ships[1].levels[CANNONS] = 5;
    const { state, events } = openBattle(s, 2, [0, 1]);
    expect(state.combat!.order[0]).toBe("legend");
    const v = volley(events);
    expect(v.shooter).toBe("blackbeard");
    expect(v.target).toBe(1);
    expect(v.section).toBe("hull");
    expect(String(v.rolls)).toHaveLength(6);
  });

  test("On the next volley, he then attacks the player with the second highest rank in that area, continuing in this manner until he's fired at all remaining players", () => {
    const s = table();
    placeLegend(s, "blackbeard", 2);
    for (const p of s.ships) p.levels = [4, 2, 2, 8];
    s.ships[1].levels[CANNONS] = 4;
    s.ships[0].levels[CANNONS] = 3;
    let st = openBattle(s, 2, [0, 1, 2]).state;
    const targets: unknown[] = [];
    for (let round = 0; round < 3 && st.combat; round++) {
      for (let guard = 0; guard < 10 && st.combat && st.combat.step !== "flee"; guard++) {
        const seat = pirateCove.activeSeats(st)[0];
        const r = act(st, seat, { type: "fire", target: "legend", section: "hull" });
        st = r.state;
        for (const e of eventsOf(r.events, "volley")) if (e.data!.shooter === "blackbeard") targets.push(e.data!.target);
      }
      while (st.combat?.step === "flee") {
        const r = act(st, pirateCove.activeSeats(st)[0], { type: "stay" });
        st = r.state;
        for (const e of eventsOf(r.events, "volley")) if (e.data!.shooter === "blackbeard") targets.push(e.data!.target);
      }
    }
    // Round 1 was fired while opening: its target was seat 1 (most cannons). Then seat 0, then seat 2.
    expect(targets.slice(0, 2)).toEqual([0, 2]);
  });

  test("If a Legendary Pirate is sunk, the fame value ... is immediately split among all players present who survive ... rounded down", () => {
    const s = table();
    placeLegend(s, "captainHook", 2);
    s.legends[0].hull = 1;
    for (const p of s.ships) p.levels = [4, 4, 4, 8];
    const b = fight(s, 2, [0, 1]);
    const r = actUntil(b, 0, { type: "fire", target: "legend", section: "hull" }, (x) => hitsOf(x.events) >= 1);
    expect(eventsOf(r.events, "sunk")).toHaveLength(1);
    // Hook is worth 3 fame: 1 each for two survivors.
    expect(r.state.ships[0].fame).toBe(1);
    expect(r.state.ships[1].fame).toBe(1);
    // "Surviving players continue combat until only one player ship remains."
    expect(r.state.combat!.legend).toBe(-1);
    expect(pirateCove.legalActions(r.state, 1).some((a) => a.type === "fire" && a.target === 0)).toBe(true);
  });

  test("If the Legendary Pirate defeats all players on an island, his ship is automatically fully repaired", () => {
    const s = table();
    placeLegend(s, "blackbeard", 2);
    s.legends[0].hull = 3;
    s.ships[0].levels = [4, 3, 3, 1];
    const r = openBattleUntil(s, 2, [0], (x) => hitsOf(x.events) >= 1);
    expect(r.state.combat).toBeNull();
    expect(r.state.ships[0].island).toBe(7);
    expect(r.state.legends[0].hull).toBe(8);
    expect(eventsOf(r.events, "legendRepaired")).toHaveLength(1);
  });

  test("The Flying Dutchman ... will regain up to 2 hull points at the end of each combat round ... never exceed her initial Hull value of 5 ... nor recover hull points lost before the last round", () => {
    const s = table();
    placeLegend(s, "flyingDutchman", 2);
    s.legends[0].hull = 4;
    s.ships[0].levels = [4, 6, 6, 8];
    const b = fight(s, 2, [0]);
    // "Cannon - 4 dice against crew (attacks largest crew first)"
    const three = actUntil(b, 0, { type: "fire", target: "legend", section: "hull" }, (x) => hitsOf(x.events) === 3);
    expect(three.state.legends[0].hull).toBe(1 + 2);
    const one = actUntil(b, 0, { type: "fire", target: "legend", section: "hull" }, (x) => hitsOf(x.events) === 1);
    expect(one.state.legends[0].hull).toBe(4);
    expect(eventsOf(one.events, "regains")).toHaveLength(1);
  });

  test("The Flying Dutchman: 4 dice against crew, largest crew first", () => {
    const s = table();
    placeLegend(s, "flyingDutchman", 2);
    s.ships[2].levels[CREW] = 5;
    const v = volley(openBattle(s, 2, [0, 1, 2]).events);
    expect([v.shooter, v.target, v.section, String(v.rolls).length]).toEqual(["flyingDutchman", 2, "crew", 4]);
  });

  test("Captain Hook: the remaining players ... are assigned a number from 1 to 4 beginning with the player to the left of the pirate being attacked ... If Hook misses ... but rolls one of the assigned numbers, then that player takes the hit", () => {
    const s = table();
    placeLegend(s, "captainHook", 2);
    s.ships[2].levels[HULL] = 7;
    const r = openBattleUntil(s, 2, [0, 1, 2, 3], (x) => rollsOf(x.events).some((d) => d <= 3));
    const v = volley(r.events);
    expect(v.target).toBe(2);
    const numbered = [3, 0, 1];
    const expected = rollsOf(r.events).filter((d) => d <= 3).map((d) => numbered[d - 1]);
    expect(eventsOf(r.events, "strayShot").map((e) => e.data!.seat)).toEqual(expected);
  });

  test("Ann Bonny and Mary Read: Cannon - 3 dice against all sections (attacks fastest sails first)", () => {
    const s = table();
    placeLegend(s, "bonnyAndRead", 2);
    s.ships[1].levels = [8, 3, 3, 5];
    const r = openBattleUntil(s, 2, [0, 1], (x) => hitsOf(x.events) === 1);
    expect(volley(r.events).target).toBe(1);
    expect(r.state.ships[1].levels).toEqual([7, 2, 2, 4]);
  });

  test("The Cacafuego is defenseless ... The victor rolls a single die and wins as many fame points as indicated on the die", () => {
    const s = table();
    placeLegend(s, "cacafuego", 2);
    s.ships.forEach((p, seat) => (p.island = seat === 0 ? 2 : 7));
    s.phase = "combat";
    const { state, events } = runFlow(s);
    const [taken] = eventsOf(events, "cacafuego");
    const [bounty] = eventsOf(events, "bountyTaken");
    expect(state.ships[0].fame).toBe(Number(taken.data!.roll) + Number(bounty.data!.fame));
    expect(state.legends[0].afloat).toBe(false);
  });

  test("Player pirates battle each other to determine who can pilfer ... the Cacafuego (she is no combatant)", () => {
    const s = table();
    placeLegend(s, "cacafuego", 2);
    const b = fight(s, 2, [0, 1]);
    expect(b.combat!.legend).toBe(-1);
    expect(b.combat!.order).toEqual([0, 1]);
  });

  test("If a Legendary Pirate is defeated by use of a Powder Keg or Grapeshot attack that results in the player's ship getting crippled, that player earns the fame points", () => {
    const s = table();
    placeLegend(s, "captainHook", 2);
    s.legends[0].hull = 1;
    s.ships[0].levels = [4, 3, 1, 8];
    const g = give(s, 0, "grapeshot");
    // Hook fires first; seat 0, holding a card, is asked about a Powder keg before his dice.
    const b = act(fight(s, 2, [0]), 0, { type: "pass" }).state;
    const r = actUntil(b, 0, { type: "fire", target: "legend", section: "hull", card: g }, (x) => hitsOf(x.events) >= 1);
    expect(r.state.ships[0].crippled || r.state.ships[0].island === 7).toBe(true);
    expect(r.state.ships[0].fame).toBe(3);
  });
});

describe("The Royal Navy (pirates-cove-tavern.txt)", () => {
  test("The player who uses the Royal Navy Intercept ... always rolls the dice for her and gets to decide which ship to fire at; she always rolls 4 dice", () => {
    const s = table();
    const b = fight(s, 2, [0, 1], 3);
    expect(b.combat!.order[0]).toBe("navy");
    expect(pirateCove.activeSeats(b)).toEqual([3]);
    expect(refuse(b, 0, { type: "navyFire", target: 1, section: "hull" }).code).toBe("turn/not_yours");
    expect(refuse(b, 3, { type: "navyFire", target: 3, section: "hull" }).code).toBe("combat/not_a_target");
    const r = act(b, 3, { type: "navyFire", target: 1, section: "sails" });
    expect(volley(r.events)).toMatchObject({ shooter: "navy", target: 1, section: "sails" });
    expect(rollsOf(r.events)).toHaveLength(4);
  });

  test("The Royal Navy may only be attacked and hit on her hull, taking 4 hits ... worth 4 fame points, split among all players present who survive", () => {
    const s = table();
    for (const p of s.ships) p.levels = [4, 4, 4, 8];
    let b = fight(s, 2, [0, 1], 3);
    b = act(b, 3, { type: "navyFire", target: 1, section: "hull" }).state;
    b.navy!.hull = 1;
    expect(refuse(b, 0, { type: "fire", target: 1, section: "hull" }).code).toBe("combat/black_ships_first");
    expect(refuse(b, 0, { type: "fire", target: "navy", section: "sails" }).code).toBe("combat/hull_only");
    const r = actUntil(b, 0, { type: "fire", target: "navy", section: "hull" }, (x) => hitsOf(x.events) >= 1);
    expect(r.state.ships[0].fame).toBe(2);
    expect(r.state.ships[1].fame).toBe(2);
    expect(r.state.combat!.navy).toBe(false);
  });

  test("At the end of any battle (win or lose) the Royal Navy is removed from the board", () => {
    const s = table();
    s.ships[0].levels = [4, 3, 3, 1];
    const b = fight(s, 2, [0], 3);
    const r = actUntil(b, 3, { type: "navyFire", target: 0, section: "hull" }, (x) => hitsOf(x.events) >= 1);
    expect(r.state.combat).toBeNull();
    expect(r.state.navy).toBeNull();
    expect(eventsOf(r.events, "navyLeaves")).toHaveLength(1);
  });

  test("They cannot flee or fight against a Legendary Pirate: with both present, each fires at the players only", () => {
    const s = table();
    placeLegend(s, "captainHook", 2);
    const b = fight(s, 2, [0], 3);
    expect(b.combat!.order).toEqual(["navy", "legend", 0].filter((f) => b.combat!.order.includes(f as never)));
    expect(pirateCove.legalActions(b, 3).every((a) => a.type === "navyFire" && a.target === 0)).toBe(true);
  });
});
