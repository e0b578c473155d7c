import { seedRng } from "../../../engine";
import { shiverMeTimbers } from "../game";
import { edit, startedGame, windOf } from "../testing/index";
import type { SmtState } from "../state";

const game = shiverMeTimbers;

/** Ends a Travel action on `to` under many seeds and collects what each roll did. */
function outcomes(from: string, to: string, change: (s: import("../core/draft").S) => void = () => {}) {
  const base = edit(startedGame(2, 4), (d) => {
    d.players[0].location = from;
    d.players[0].gold = 0;
    d.players[0].cargo = { cocoa: 0, rum: 0, sugar: 0 };
    d.wind = windOf(3);
    d.merchants = {};
    change(d);
  });
  const seen = new Map<string, SmtState>();
  for (let seed = 0; seed < 60; seed++) {
    const out = game.apply(edit(base, (d) => void (d.rng = seedRng(seed) as number[])), 0, { type: "travel", to });
    if (!out.ok) throw new Error(out.rejection.code);
    const face = String(out.events.find((e) => e.kind.startsWith("special/"))?.data?.face ?? "none");
    seen.set(face, out.state);
  }
  return seen;
}

describe("Special spots pay when a Travel action ends on them", () => {
  it("Ancient Shipyard: the white die gives an extra action, 200 G or an upgrade of your choice", () => {
    const seen = outcomes("I:port-royal", "ancient-shipyard:3");
    expect([...seen.keys()].sort()).toEqual(["action", "empty", "gold", "upgrade"]);
    expect(seen.get("action")!.turn.actionsLeft).toBe(3);
    expect(seen.get("gold")!.players[0].gold).toBe(200);
    expect(seen.get("upgrade")!.pending).toEqual([{ kind: "gainUpgrade", seat: 0, reason: "the Ancient Shipyard" }]);
    expect(seen.get("empty")!.turn.actionsLeft).toBe(2);
  });

  it("Mangroves: the green die gives one unit of the resource rolled, if the hold has room", () => {
    const seen = outcomes("I:la-juanita", "mangroves:3");
    expect([...seen.keys()].sort()).toEqual(["cocoa", "empty", "rum", "sugar"]);
    for (const r of ["cocoa", "rum", "sugar"] as const) expect(seen.get(r)!.players[0].cargo[r]).toBe(1);
    const full = outcomes("I:la-juanita", "mangroves:3", (d) => void (d.players[0].cargo = { cocoa: 3, rum: 0, sugar: 0 }));
    for (const state of full.values()) expect(state.players[0].cargo).toEqual({ cocoa: 3, rum: 0, sugar: 0 });
  });

  it("passing over a special spot without stopping gives nothing", () => {
    const seen = outcomes("I:st-david", "floating-market:5");
    for (const state of seen.values()) expect(state.players[0].gold).toBe(0);
  });
});
