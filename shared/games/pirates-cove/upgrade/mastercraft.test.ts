import { CANNONS, HULL, SAILS } from "../content/sections";
import { act, actUntil, battle, give, hitsOf, refuse, scene } from "../test-scene";
import type { PirateCoveState } from "../state";

/** Seat 0 in the Upgrade phase at `island` with a Mastercraft card in hand. */
function upgrading(island: number, options: unknown = {}): { s: PirateCoveState; card: number } {
  const s = scene(3, 1, options);
  s.phase = "upgrade";
  s.ships[0].island = island;
  return { s, card: give(s, 0, "mastercraft") };
}

describe("B. Mastercraft cards (pirates-cove-tavern.txt)", () => {
  test.each([1, 2, 6, 7])(
    "Mastercraft cards are played during the upgrade phase ... even while mooring at Tavern Island, Treasure Island or Pirate's Cove (island %i)",
    (island) => {
      const { s, card } = upgrading(island);
      const next = act(s, 0, { type: "mastercraft", card, section: "sails" }).state;
      expect(next.ships[0].mastercrafts).toEqual([{ card, section: SAILS, damaged: false }]);
      expect(next.ships[0].hand).toEqual([]);
    },
  );

  test("... not outside the upgrade phase", () => {
    const { s, card } = upgrading(2);
    s.phase = "fitting";
    expect(refuse(s, 0, { type: "mastercraft", card, section: "sails" }).code).toBe("turn/not_now");
  });

  test("There can never be more than one Mastercraft card onboard a ship at any given time", () => {
    const { s, card } = upgrading(2);
    const second = give(s, 0, "mastercraft");
    const one = act(s, 0, { type: "mastercraft", card, section: "hull" }).state;
    expect(refuse(one, 0, { type: "mastercraft", card: second, section: "crew" }).code).toBe("mastercraft/one_aboard");
  });

  test("(Alternative rule: ... allow multiple Mastercraft cards per ship, but limit them to one card per ship's section)", () => {
    const { s, card } = upgrading(2, { multipleMastercraft: true });
    const second = give(s, 0, "mastercraft");
    const third = give(s, 0, "mastercraft");
    const one = act(s, 0, { type: "mastercraft", card, section: "hull" }).state;
    const two = act(one, 0, { type: "mastercraft", card: second, section: "crew" }).state;
    expect(two.ships[0].mastercrafts).toHaveLength(2);
    expect(refuse(two, 0, { type: "mastercraft", card: third, section: "hull" }).code).toBe("mastercraft/one_aboard");
  });

  test("In any combat, the Mastercraft card will absorb the first two hits to that section ... damaged ... then blown to pieces, and the card discarded for good", () => {
    const s = scene();
    const card = give(s, 1, "mastercraft");
    s.ships[1].hand = [];
    s.ships[1].mastercrafts = [{ card, section: CANNONS, damaged: false }];
    s.ships[0].levels = [6, 3, 3, 2];
    const b = battle(s, 2, [0, 1]);
    const one = actUntil(b, 0, { type: "fire", target: 1, section: "cannons" }, (r) => hitsOf(r.events) === 1);
    expect(one.state.ships[1].mastercrafts[0].damaged).toBe(true);
    expect(one.state.ships[1].levels[CANNONS]).toBe(2);
    const three = actUntil(b, 0, { type: "fire", target: 1, section: "cannons" }, (r) => hitsOf(r.events) === 3);
    expect(three.state.ships[1].mastercrafts).toEqual([]);
    expect(three.state.destroyed).toEqual([card]);
    expect(three.state.ships[1].levels[CANNONS]).toBe(1);
  });

  test("A damaged Mastercraft card can only be repaired by paying 1 gold during the Upgrade phase", () => {
    const { s, card } = upgrading(3);
    s.ships[0].hand = [];
    s.ships[0].mastercrafts = [{ card, section: HULL, damaged: true }];
    expect(refuse(s, 0, { type: "repairMastercraft", section: "crew" }).code).toBe("mastercraft/not_damaged");
    const next = act(s, 0, { type: "repairMastercraft", section: "hull" }).state;
    expect(next.ships[0].mastercrafts[0].damaged).toBe(false);
    expect(next.ships[0].gold).toBe(s.ships[0].gold - 1);
    s.ships[0].gold = 0;
    expect(refuse(s, 0, { type: "repairMastercraft", section: "hull" }).code).toBe("upgrade/too_poor");
  });
});

describe("C. Going on the account", () => {
  test.each([1, 6, 7])(
    "Played during the Upgrade phase, from any Island including Tavern and Treasure Island and Pirate's Cove. You may increase any 1 section of your ship by one additional level at no cost (island %i)",
    (island) => {
      const s = scene();
      s.phase = "upgrade";
      s.ships[0].island = island;
      const card = give(s, 0, "goingOnTheAccount");
      const next = act(s, 0, { type: "goingOnTheAccount", card, section: "cannons" }).state;
      expect(next.ships[0].levels[CANNONS]).toBe(3);
      expect(next.ships[0].gold).toBe(s.ships[0].gold);
      expect(next.discard).toContain(card);
    },
  );

  test("... not in another phase", () => {
    const s = scene();
    const card = give(s, 0, "goingOnTheAccount");
    expect(refuse(s, 0, { type: "goingOnTheAccount", card, section: "cannons" }).code).toBe("turn/not_now");
  });
});
