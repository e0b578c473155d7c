import { CANNONS, CREW, HULL, SAILS } from "../content/sections";
import { pirateCove } from "../index";
import { act, actUntil, eventsOf, fight, hitsOf, refuse, rollsOf, runFlow, scene } from "../test-scene";

describe("Combat by volleys (docs/rules-notes.md and docs/rules/pirates-cove.md › Combat)", () => {
  test("volleys in speed order; a ship rolls as many dice as the lower of crew and cannons; 5–6 hit; each hit lowers the chosen section a level", () => {
    const s = scene();
    s.ships[0].levels = [6, 5, 3, 4];
    s.ships[1].levels = [5, 4, 4, 4];
    const b = fight(s, 2, [0, 1]);
    expect(b.combat!.order).toEqual([0, 1]);
    expect(pirateCove.activeSeats(b)).toEqual([0]);
    const r = actUntil(b, 0, { type: "fire", target: 1, section: "crew" }, (x) => hitsOf(x.events) === 2);
    expect(rollsOf(r.events)).toHaveLength(3);
    expect(rollsOf(r.events).filter((d) => d >= 5)).toHaveLength(2);
    expect(r.state.ships[1].levels).toEqual([5, 2, 4, 4]);
    expect(pirateCove.activeSeats(r.state)).toEqual([1]);
  });

  test("speed ties: black ships first, then players clockwise from the month's first player", () => {
    const s = scene(4);
    s.month = 2;
    const b = fight(s, 2, [0, 1, 3]);
    expect(b.combat!.order).toEqual([1, 3, 0]);
  });

  test("a section driven below its lowest level cripples the ship, which goes to Pirate's Cove; the last ship standing takes 1 fame per ship beaten and the treasures up to its hold", () => {
    const s = scene();
    s.ships[0].levels = [6, 3, 3, 3];
    s.ships[1].treasures = 2;
    s.treasureSupply -= 2;
    const b = fight(s, 2, [0, 1]);
    const r = actUntil(b, 0, { type: "fire", target: 1, section: "sails" }, (x) => hitsOf(x.events) >= 2);
    expect(r.state.ships[1].island).toBe(7);
    expect(r.state.ships[1].crippled).toBe(true);
    expect(r.state.ships[1].levels[SAILS]).toBe(3);
    expect(r.state.ships[1].treasures).toBe(0);
    expect(r.state.combat).toBeNull();
    expect(eventsOf(r.events, "victor")[0].data).toEqual({ seat: 0, fame: 1, treasures: 2 });
    // The battle over, the Treasure phase follows at once: seat 0 has Hull Island alone and takes its bounty too.
    const bounty = eventsOf(r.events, "bountyTaken")[0].data!;
    expect(r.state.ships[0].treasures).toBe(2 + Number(bounty.treasures));
  });

  test("a crippled ship is repaired at Pirate's Cove in the Upgrade phase", () => {
    const s = scene();
    s.ships[1].crippled = true;
    s.ships[1].island = 7;
    s.phase = "treasureEnd";
    const { state, events } = runFlow(s);
    expect(state.ships[1].crippled).toBe(false);
    expect(eventsOf(events, "shipRepaired")).toHaveLength(1);
  });

  test("after each round any ship may flee to Pirate's Cove; on a 1 its crew mutinies: gold and treasure aboard lost, and 2 fame", () => {
    const s = scene();
    s.ships[0].levels = [6, 2, 2, 6];
    s.ships[1].levels = [4, 2, 2, 6];
    s.ships[1].fame = 5;
    s.ships[1].treasures = 1;
    s.treasureSupply -= 1;
    let b = fight(s, 2, [0, 1]);
    b = act(b, 0, { type: "fire", target: 1, section: "hull" }).state;
    b = act(b, 1, { type: "fire", target: 0, section: "hull" }).state;
    expect(b.combat!.step).toBe("flee");
    expect(pirateCove.legalActions(b, 0)).toEqual([{ type: "flee" }, { type: "stay" }]);
    b = act(b, 0, { type: "stay" }).state;
    const calm = actUntil(b, 1, { type: "flee" }, (x) => eventsOf(x.events, "mutiny").length === 0);
    expect(calm.state.ships[1].island).toBe(7);
    expect(calm.state.ships[1].gold).toBe(9);
    expect(calm.state.ships[1].treasures).toBe(1);
    expect(eventsOf(calm.events, "victor")[0].data).toMatchObject({ seat: 0, fame: 1 });
    const mutiny = actUntil(b, 1, { type: "flee" }, (x) => eventsOf(x.events, "mutiny").length === 1);
    expect(mutiny.state.ships[1]).toMatchObject({ island: 7, gold: 0, treasures: 0, fame: 3 });
  });

  test("several ships on one island: each fires once a round, at any other ship, until one remains", () => {
    const s = scene(4);
    for (const p of s.ships) p.levels = [4, 2, 2, 8];
    s.ships[2].levels[SAILS] = 7;
    const b = fight(s, 3, [0, 1, 2, 3]);
    expect(b.combat!.order).toEqual([2, 0, 1, 3]);
    const targets = pirateCove.legalActions(b, 2).map((a) => a.type === "fire" && a.target);
    expect(new Set(targets)).toEqual(new Set([0, 1, 3]));
    expect(refuse(b, 2, { type: "fire", target: 2, section: "hull" }).code).toBe("combat/not_a_target");
  });

  test("no fighting at Treasure Island or Pirate's Cove", () => {
    const s = scene();
    s.ships.forEach((p, seat) => (p.island = seat < 2 ? 6 : 7));
    s.ships[2].island = 7;
    s.phase = "navigationEnd";
    const { state, events } = runFlow(s);
    expect(eventsOf(events, "battle")).toHaveLength(0);
    expect(state.phase).not.toBe("combat");
  });

  test("without a Grapple attack, a ship with 1 crew and 4 cannons rolls 1 die", () => {
    const s = scene();
    s.ships[0].levels = [6, 1, 4, 4];
    const b = fight(s, 2, [0, 1]);
    const r = act(b, 0, { type: "fire", target: 1, section: "hull" });
    expect(rollsOf(r.events)).toHaveLength(Math.min(b.ships[0].levels[CREW], b.ships[0].levels[CANNONS]));
    expect(b.ships[0].levels[HULL]).toBe(4);
  });
});
