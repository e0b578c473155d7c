import { shiverMeTimbers } from "../game";
import { invariantViolations } from "../testing/invariants";
import { edit, must, startedGame } from "../testing/index";
import { deepFreeze } from "../duel/test-duel";
import type { SmtState } from "../state";
import { MISSION_CARDS } from "../content/missions";

const game = shiverMeTimbers;
const code = (r: ReturnType<typeof game.apply>) => (r.ok ? null : r.rejection.code);
const OFFICIAL = MISSION_CARDS.filter((m) => m.kind === "official").map((m) => m.id);
const SECRET = MISSION_CARDS.filter((m) => m.kind === "secret").map((m) => m.id);

/** Seat 1 starts on Port Royal; the mission deck's top cards are the given ones. */
function portRoyal(top: string[] = []): SmtState {
  const s = startedGame(2, 3, ["st-david", "port-royal"]);
  return edit(s, (d) => void (d.missions.deck = [...top, ...d.missions.deck.filter((c) => !top.includes(c))]));
}

describe("The Port Royal origin: look at the top two cards of the mission or the treasure deck, twice", () => {
  it("the look is owed at the start, before the first turn, by the Port Royal player only", () => {
    const s = portRoyal();
    expect(s.pending).toEqual([{ kind: "originLook", seat: 1, left: 2 }]);
    expect(game.activeSeats(s)).toEqual([1]);
    expect(game.legalActions(s, 1)).toEqual([{ type: "originLook", deck: "missions" }, { type: "originLook", deck: "treasure" }]);
    expect(code(game.apply(s, 0, { type: "travel", to: "I:port-royal" }))).toBe("turn/not_yours");
  });

  it("two mission looks: keep one of each; a second official mission cannot be taken", () => {
    let s = portRoyal([OFFICIAL[0], SECRET[0], OFFICIAL[1], OFFICIAL[2]]);
    s = must(s, 1, { type: "originLook", deck: "missions" });
    expect(s.missions.players[1].look).toEqual([OFFICIAL[0], SECRET[0]]);
    expect(game.legalActions(s, 1)).toEqual([{ type: "mission_keep", card: OFFICIAL[0] }, { type: "mission_keep", card: SECRET[0] }]);
    expect(code(game.apply(s, 1, { type: "originLook", deck: "treasure" }))).toBe("mission/choose_first");
    s = must(s, 1, { type: "mission_keep", card: OFFICIAL[0] });
    expect(s.pending).toEqual([{ kind: "originLook", seat: 1, left: 1 }]);
    // The returned card was shuffled back (golden rule): put two official missions on top again.
    const top = [OFFICIAL[1], OFFICIAL[2]];
    s = edit(s, (d) => void (d.missions.deck = [...top, ...d.missions.deck.filter((c) => !top.includes(c))]));
    s = must(s, 1, { type: "originLook", deck: "missions" });
    const look = s.missions.players[1].look!;
    expect(look.every((c) => OFFICIAL.includes(c))).toBe(true);
    // "Note that you can't take two official missions!"
    expect(code(game.apply(s, 1, { type: "mission_keep", card: look[0] }))).toBe("mission/second_official");
    expect(game.legalActions(s, 1)).toEqual([{ type: "mission_return" }]);
    s = must(s, 1, { type: "mission_return" });
    expect(s.pending).toEqual([]);
    expect(s.missions.players[1].held.map((h) => h.card)).toEqual([OFFICIAL[0]]);
    expect(game.activeSeats(s)).toEqual([0]);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("one look at each deck: a mission, then a treasure card", () => {
    let s = portRoyal([SECRET[0], SECRET[1]]);
    s = must(s, 1, { type: "originLook", deck: "missions" });
    s = must(s, 1, { type: "mission_keep", card: SECRET[1] });
    s = must(s, 1, { type: "originLook", deck: "treasure" });
    const pick = s.pending[0];
    if (pick.kind !== "pickTreasure") throw new Error("expected a treasure pick");
    expect(s.pending).toHaveLength(1);
    s = must(s, 1, { type: "pickTreasure", treasure: pick.options[0] });
    expect(s.pending).toEqual([]);
    expect(s.missions.players[1].held.map((h) => h.card)).toEqual([SECRET[1]]);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("a treasure look first keeps the second look owed after the pick", () => {
    let s = must(portRoyal(), 1, { type: "originLook", deck: "treasure" });
    expect(s.pending.map((p) => p.kind)).toEqual(["pickTreasure", "originLook"]);
    const pick = s.pending[0];
    if (pick.kind !== "pickTreasure") throw new Error("expected a treasure pick");
    s = must(s, 1, { type: "pickTreasure", treasure: pick.options[1] });
    expect(s.pending).toEqual([{ kind: "originLook", seat: 1, left: 1 }]);
  });

  it("the origin look is a decision owed, not an action of the turn", () => {
    expect(code(game.apply(startedGame(2, 3, ["st-david", "st-david"]), 0, { type: "originLook", deck: "missions" }))).toBe("pending/none");
  });
});

describe("Origin look rejections on frozen states", () => {
  const owed = deepFreeze(portRoyal([OFFICIAL[0], OFFICIAL[1]]));
  const looking = deepFreeze(must(owed, 1, { type: "originLook", deck: "missions" }));
  const kept = deepFreeze(must(looking, 1, { type: "mission_keep", card: OFFICIAL[0] }));
  it.each([
    ["another seat looks (as for every owed decision)", owed, 0, { type: "originLook", deck: "treasure" }, "pending/none"],
    ["a regular action before the look", owed, 1, { type: "mission_acquire" }, "pending/decide_first"],
    ["a second look while choosing", looking, 1, { type: "originLook", deck: "missions" }, "mission/choose_first"],
    ["a card not looked at", looking, 1, { type: "mission_keep", card: OFFICIAL[2] }, "mission/not_offered"],
    ["returning a card that could be kept", looking, 1, { type: "mission_return" }, "mission/must_keep"],
    ["a privateer decision nobody owes", kept, 1, { type: "privateer", board: true }, "pending/none"],
  ] as const)("%s", (_name, state, seat, action, expected) => {
    expect(code(game.apply(state, seat, action))).toBe(expected);
  });
});
