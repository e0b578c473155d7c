import { shiverMeTimbers } from "../game";
import { edit, must, startedGame } from "../testing/index";
import type { SmtAction } from "../actions";

const game = shiverMeTimbers;
const none = { cocoa: 0, rum: 0, sugar: 0 };

describe("Trade (rulebook example: the sale on St. David)", () => {
  // "You're on St. David with 2 units of Cocoa and 1 unit of Sugar. You sell all 3 units … take
  // 800 G. As your second action, you buy 3 Rum (for 300 G)."
  const base = edit(startedGame(2, 5), (s) => {
    s.players[0].location = "I:st-david";
    s.players[0].cargo = { cocoa: 2, rum: 0, sugar: 1 };
    s.players[0].gold = 0;
  });

  it("sells 2 cocoa and 1 sugar for 800 G, then buys 3 rum for 300 G", () => {
    const sold = must(base, 0, { type: "sell", cargo: { cocoa: 2, rum: 0, sugar: 1 }, treasures: [] });
    expect(sold.players[0].gold).toBe(800);
    expect(sold.players[0].cargo).toEqual(none);
    expect(sold.players[0].counters.unitsSold).toBe(3);
    const bought = must(sold, 0, { type: "buy", resource: "rum", units: 3 });
    expect(bought.players[0].gold).toBe(500);
    expect(bought.players[0].cargo).toEqual({ cocoa: 0, rum: 3, sugar: 0 });
    expect(bought.turn.actionsLeft).toBe(1);
  });

  it.each<[string, string, SmtAction["type"], Partial<Record<"cocoa" | "rum" | "sugar", number>>, number]>([
    ["São Tomé buys rum at 400", "I:sao-tome", "sell", { rum: 1 }, 400],
    ["São Tomé buys sugar at 200", "I:sao-tome", "sell", { sugar: 1 }, 200],
    ["La Juanita buys cocoa at 400", "I:la-juanita", "sell", { cocoa: 1 }, 400],
    ["La Juanita buys rum at 200", "I:la-juanita", "sell", { rum: 1 }, 200],
    ["St. David buys cocoa at 200", "I:st-david", "sell", { cocoa: 1 }, 200],
    ["Port Royal buys everything at 300", "I:port-royal", "sell", { cocoa: 1, rum: 1, sugar: 1 }, 900],
  ])("%s", (_, where, _type, cargo, gold) => {
    const s = edit(base, (d) => {
      d.players[0].location = where;
      d.players[0].cargo = { cocoa: 1, rum: 1, sugar: 1 };
    });
    const after = must(s, 0, { type: "sell", cargo: { ...none, ...cargo }, treasures: [] });
    expect(after.players[0].gold).toBe(gold);
  });

  it.each<[string, string, SmtAction, string]>([
    ["buying what the island does not produce", "I:st-david", { type: "buy", resource: "sugar", units: 1 }, "trade/not_sold_here"],
    ["buying at Port Royal", "I:port-royal", { type: "buy", resource: "rum", units: 1 }, "trade/not_sold_here"],
    ["buying more than the hold takes", "I:st-david", { type: "buy", resource: "rum", units: 1 }, "trade/hold_full"],
    ["selling the local product", "I:st-david", { type: "sell", cargo: { ...none, rum: 1 }, treasures: [] }, "trade/not_aboard"],
    ["selling at sea", "floating-market:2", { type: "sell", cargo: { ...none, cocoa: 1 }, treasures: [] }, "trade/not_on_island"],
    ["selling nothing", "I:st-david", { type: "sell", cargo: none, treasures: [] }, "trade/nothing_to_sell"],
  ])("rejects %s and leaves the state unchanged", (_, where, action, code) => {
    const s = edit(base, (d) => {
      d.players[0].location = where;
      d.players[0].gold = 1000;
      d.players[0].cargo = { cocoa: 2, rum: 0, sugar: 1 };
    });
    const before = JSON.stringify(s);
    const out = game.apply(s, 0, action);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.rejection.code).toBe(code);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("discarding cargo is a free action that frees hold space", () => {
    const full = edit(base, (d) => {
      d.players[0].gold = 1000;
    });
    const s = must(full, 0, { type: "discardCargo", resource: "cocoa", units: 2 });
    expect(s.turn.actionsLeft).toBe(3);
    expect(must(s, 0, { type: "buy", resource: "rum", units: 2 }).players[0].cargo.rum).toBe(2);
  });

  it("the Haggler buys for 50 G a unit and earns 100 G more on a sale", () => {
    const s = edit(base, (d) => {
      d.players[0].talent = "haggler";
      d.players[0].gold = 1000;
    });
    expect(must(s, 0, { type: "sell", cargo: { cocoa: 2, rum: 0, sugar: 1 }, treasures: [] }).players[0].gold).toBe(1900);
    const empty = edit(s, (d) => {
      d.players[0].cargo = { ...none };
    });
    expect(must(empty, 0, { type: "buy", resource: "rum", units: 3 }).players[0].gold).toBe(850);
  });
});

describe("Upgrade (rulebook examples)", () => {
  const base = edit(startedGame(2, 5), (s) => {
    s.players[0].location = "I:port-royal";
    s.players[0].gold = 2000;
  });

  it.each<["speed" | "strength" | "hull", number, number]>([
    ["speed", 3, 400], // Example 1: speed 3 → 4 for 400 G
    ["strength", 3, 400], // Example 2: strength 3 → 4 for 400 G
    ["hull", 4, 500], // Example 3: hull 4 → 5 for 500 G
    ["hull", 6, 700],
    ["speed", 1, 200],
  ])("%s from %i costs %i G", (attribute, from, cost) => {
    const s = edit(base, (d) => {
      d.players[0][attribute] = from;
    });
    const after = must(s, 0, { type: "upgrade", attribute });
    expect(after.players[0][attribute]).toBe(from + 1);
    expect(after.players[0].gold).toBe(2000 - cost);
    expect(after.turn.actionsLeft).toBe(2);
  });

  it.each<[string, (d: import("../core/draft").S) => void, string]>([
    ["beyond 7", (d) => void (d.players[0].speed = 7), "upgrade/at_maximum"],
    ["without the gold", (d) => void (d.players[0].gold = 300), "upgrade/not_enough_gold"],
    ["at sea", (d) => void (d.players[0].location = "fogbank:2"), "upgrade/not_on_island"],
    ["with no action left", (d) => void (d.turn.actionsLeft = 0), "turn/no_actions_left"],
    ["on another player's turn", (d) => void (d.turn.seat = 1), "turn/not_yours"],
  ])("is rejected %s, the state unchanged", (_, change, code) => {
    const s = edit(base, change);
    const before = JSON.stringify(s);
    const out = game.apply(s, 0, { type: "upgrade", attribute: "speed" });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.rejection.code).toBe(code);
    expect(JSON.stringify(s)).toBe(before);
  });
});
