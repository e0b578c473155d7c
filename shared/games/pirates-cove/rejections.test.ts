import { pirateCove } from "./index";
import type { PirateCoveState } from "./state";
import { act, fight, give, refuse, scene } from "./test-scene";

/** Illegal actions are rejected with a clear code and a sentence, and the state is left untouched (refuse checks both). */
describe("illegal actions", () => {
  const navigation = () => scene();
  const upgrading = () => {
    const s = scene();
    s.phase = "upgrade";
    s.ships[0].island = 2;
    return s;
  };
  const battling = () => fight(scene(), 2, [0, 1]);
  const over = () => {
    const s = scene();
    s.phase = "over";
    return s;
  };

  test.each<[string, () => PirateCoveState, number, unknown, string]>([
    ["not an object", navigation, 0, "navigate", "action/malformed"],
    ["an unknown type", navigation, 0, { type: "dig" }, "action/malformed"],
    ["a missing field", navigation, 0, { type: "navigate" }, "action/malformed"],
    ["a section that does not exist", upgrading, 0, { type: "upgrade", section: "oars" }, "action/malformed"],
    ["a seat that does not exist", navigation, 7, { type: "navigate", island: 2 }, "seat/unknown"],
    ["the game is over", over, 0, { type: "navigate", island: 2 }, "game/over"],
    ["an island that does not exist", navigation, 0, { type: "navigate", island: 0 }, "navigation/no_such_island"],
    ["upgrading during navigation", navigation, 0, { type: "upgrade", section: "hull" }, "turn/not_now"],
    ["passing outside a card window", navigation, 0, { type: "pass" }, "turn/not_now"],
    ["fleeing during navigation", navigation, 0, { type: "flee" }, "turn/not_now"],
    ["a parrot decision with no parrot drawn", navigation, 0, { type: "parrot", take: true }, "turn/not_now"],
    ["a card not in hand", navigation, 0, { type: "crowsNest", card: 0, first: 1 }, "card/not_in_hand"],
    ["firing out of turn", battling, 1, { type: "fire", target: 0, section: "hull" }, "turn/not_yours"],
    ["firing at oneself", battling, 0, { type: "fire", target: 0, section: "hull" }, "combat/not_a_target"],
    ["firing at a ship elsewhere", battling, 0, { type: "fire", target: 2, section: "hull" }, "combat/not_a_target"],
    ["aiming a Royal Navy that is not there", battling, 0, { type: "navyFire", target: 1, section: "hull" }, "turn/not_now"],
    ["raising the wrong section", upgrading, 0, { type: "upgrade", section: "sails" }, "upgrade/not_here"],
    ["buying a card away from Tavern Island", upgrading, 0, { type: "buyCard" }, "tavern/not_here"],
    ["burying away from Treasure Island", upgrading, 0, { type: "bury", gold: 3 }, "turn/not_now"],
    ["repairing no Mastercraft", upgrading, 0, { type: "repairMastercraft", section: "hull" }, "mastercraft/not_damaged"],
  ])("%s", (_, make, seat, action, code) => {
    const rejection = refuse(make(), seat, action);
    expect(rejection.code).toBe(code);
    expect(rejection.message.length).toBeGreaterThan(10);
  });

  test("a card of the wrong kind", () => {
    const s = scene();
    const fame = give(s, 0, "fame");
    expect(refuse(s, 0, { type: "crowsNest", card: fame, first: 1 }).code).toBe("card/wrong_card");
  });

  test("too poor to upgrade; a section at its top level", () => {
    const s = scene();
    s.phase = "upgrade";
    s.ships[0].island = 2;
    s.ships[0].gold = 0;
    expect(refuse(s, 0, { type: "upgrade", section: "hull" }).code).toBe("upgrade/too_poor");
    s.ships[0].levels[3] = 8;
    expect(refuse(s, 0, { type: "upgrade", section: "hull" }).code).toBe("upgrade/at_top");
  });

  test("a seat that is done upgrading cannot act again this phase", () => {
    const s = scene();
    s.phase = "upgrade";
    const done = act(s, 0, { type: "endUpgrade" }).state;
    expect(refuse(done, 0, { type: "endUpgrade" }).code).toBe("turn/not_yours");
  });

  test("every listed legal action is accepted in a scene of each phase", () => {
    for (const s of [scene(), fight(scene(), 2, [0, 1])]) {
      for (const seat of pirateCove.activeSeats(s)) for (const a of pirateCove.legalActions(s, seat)) expect(pirateCove.apply(s, seat, a).ok).toBe(true);
    }
  });
});
