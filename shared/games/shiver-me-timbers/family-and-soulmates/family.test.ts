import { deepFreeze } from "../duel/test-duel";
import type { FamilyAction } from "./actions";
import { familyBonuses, familyVp, newFamilyState, rescueRelative } from "./family";
import { applyFamily, beginCourtship, courtshipActors, recordWishDeed, rightHandOf } from "./courtship";
import { familyPublicView, familySeatView } from "./views";
import type { FamilyState, WishContext } from "./types";

const keep = { shuffle: <T>(xs: readonly T[]) => [...xs] };
const ctx = (over: Partial<WishContext> = {}): WishContext => ({ island: null, gold: 300, cargo: { cocoa: 0, rum: 0, sugar: 0 }, attributes: { speed: 3, strength: 3, hull: 3 }, ...over });

function must(f: FamilyState, seat: number, action: FamilyAction, c = ctx()) {
  const r = applyFamily(f, seat, action, c, keep);
  if (!r.ok) throw new Error(`${action.type}: ${r.rejection.code} ${r.rejection.message}`);
  return r;
}

describe("Lost Family", () => {
  it("rescues relatives from their own sources, once each, with abilities and VP", () => {
    let f = newFamilyState(3, keep);
    const a = rescueRelative(f, 0, "father", "pirateHunter");
    if ("code" in a) throw new Error(a.code);
    f = a.family;
    const b = rescueRelative(f, 0, "son", "search");
    if ("code" in b) throw new Error(b.code);
    f = b.family;
    expect(f.relatives[0]).toEqual(["father", "son"]);
    expect(familyBonuses(f, 0)).toEqual([{ kind: "strength", amount: 1 }, { kind: "footprints", amount: 2 }]);
    expect([familyVp(f, 0), familyVp(f, 1)]).toEqual([4, 0]);
    const twice = rescueRelative(f, 1, "father", "pirateHunter");
    expect("code" in twice ? twice.code : "ok").toBe("family/already_rescued");
    const wrong = rescueRelative(f, 1, "sister", "search");
    expect("code" in wrong ? wrong.code : "ok").toBe("family/wrong_source");
  });

  it("the mother and the grandmother bring a ring", () => {
    const f = newFamilyState(2, keep);
    const mother = rescueRelative(f, 0, "mother", "pirateHunter");
    const uncle = rescueRelative(f, 0, "uncle", "mission");
    expect(["code" in mother ? null : mother.ring, "code" in uncle ? null : uncle.ring]).toEqual([true, false]);
  });
});

describe("Find a Soulmate", () => {
  // Seat 2 finds a ring in a 3-player game: seat 1 (its right-hand neighbour) discards a wish.
  const start = () => {
    const f = newFamilyState(3, keep);
    const begun = beginCourtship({ ...f, wishDeck: ["wish-legend", "wish-dowry", "wish-castle", ...f.wishDeck.filter((w) => !["wish-legend", "wish-dowry", "wish-castle"].includes(w))] }, 2);
    if (begun === null) throw new Error("no courtship");
    return begun.family;
  };

  it("reveals 3 wishes, the right-hand neighbour discards one, the suitor secretly chooses, unused wishes go back", () => {
    let f = start();
    expect(rightHandOf(2, 3)).toBe(1);
    expect(rightHandOf(0, 3)).toBe(2);
    expect(courtshipActors(f)).toEqual([1]);
    expect(familyPublicView(f).courtships[2]).toEqual({ stage: "neighbour", wishes: ["wish-legend", "wish-dowry", "wish-castle"] });
    const notNeighbour = applyFamily(f, 0, { type: "family_wish_discard", suitor: 2, wish: "wish-legend" }, ctx(), keep);
    expect(notNeighbour.ok ? "ok" : notNeighbour.rejection.code).toBe("family/not_neighbour");
    f = must(f, 1, { type: "family_wish_discard", suitor: 2, wish: "wish-legend" }).family;
    expect(courtshipActors(f)).toEqual([2]);
    expect(f.wishDeck).toContain("wish-legend");
    const chosen = must(f, 2, { type: "family_wish_choose", wish: "wish-castle" });
    f = chosen.family;
    expect(chosen.events[0].text).not.toContain("Castle");
    expect(f.wishDeck).toContain("wish-dowry");
    expect(f.wishDeck).toHaveLength(6);
    expect(familySeatView(f, 2)).toEqual({ wish: "wish-castle", met: false });
    expect(familySeatView(f, 1)).toEqual({ wish: null, met: false });
    const pub = JSON.stringify(familyPublicView(f));
    expect(familyPublicView(f).courtships[2]).toEqual({ stage: "wishing", wishes: ["wish-dowry", "wish-castle"] });
    expect(pub).not.toMatch(/"wish":/);
  });

  it("the wish met by a deed after the choice wins a soulmate marker", () => {
    let f = start();
    f = must(f, 1, { type: "family_wish_discard", suitor: 2, wish: "wish-legend" }).family;
    f = must(f, 2, { type: "family_wish_choose", wish: "wish-castle" }).family;
    const early = applyFamily(f, 2, { type: "family_wish_reveal", marker: "soulmate-1" }, ctx(), keep);
    expect(early.ok ? "ok" : early.rejection.code).toBe("family/wish_unmet");
    f = recordWishDeed(f, 2, { kind: "defeated", foe: { kind: "player" } });
    expect(familySeatView(f, 2).met).toBe(false);
    f = recordWishDeed(f, 2, { kind: "defeated", foe: { kind: "fortress" } });
    expect(familySeatView(f, 2).met).toBe(true);
    const r = must(f, 2, { type: "family_wish_reveal", marker: "soulmate-2" });
    expect(r.soulmate).toEqual({ marker: "soulmate-2", vp: 4 });
    expect([r.family.soulmates[2], r.family.soulmateMarkers, r.family.courtships[2]]).toEqual([["soulmate-2"], ["soulmate-1", "soulmate-3", "soulmate-4"], null]);
    expect(beginCourtship(r.family, 2)).toBeNull();
  });

  it.each([
    ["a dowry short of gold", "wish-dowry", ctx({ gold: 2900 }), false, null],
    ["a dowry shown", "wish-dowry", ctx({ gold: 3000 }), true, null],
    ["sweets away from Port Royal", "wish-sweets", ctx({ island: "st-david", cargo: { cocoa: 1, rum: 1, sugar: 1 } }), false, null],
    ["sweets brought to Port Royal", "wish-sweets", ctx({ island: "port-royal", cargo: { cocoa: 1, rum: 1, sugar: 2 } }), true, { cocoa: 1, rum: 1, sugar: 1 }],
    ["a fine ship at 5", "wish-fine-ship", ctx({ attributes: { speed: 5, strength: 5, hull: 5 } }), false, null],
    ["a fine ship at 6", "wish-fine-ship", ctx({ attributes: { speed: 1, strength: 6, hull: 1 } }), true, null],
  ] as const)("state wishes are checked when revealed: %s", (_what, wish, c, accepted, pay) => {
    const f: FamilyState = { ...newFamilyState(2, keep), courtships: [{ stage: "wishing", candidates: [wish], wish, met: false }, null] };
    const r = applyFamily(f, 0, { type: "family_wish_reveal", marker: "soulmate-4" }, c, keep);
    expect(r.ok).toBe(accepted);
    if (r.ok) expect(r.pay).toEqual(pay);
  });

  it("illegal soulmate actions change nothing", () => {
    const before = deepFreeze(start());
    const snapshot = JSON.stringify(before);
    for (const [seat, action, code] of [
      [2, { type: "family_wish_choose", wish: "wish-legend" }, "family/not_choosing"],
      [1, { type: "family_wish_discard", suitor: 2, wish: "wish-sweets" }, "family/not_offered"],
      [1, { type: "family_wish_discard", suitor: 0, wish: "wish-legend" }, "family/no_wishes"],
      [2, { type: "family_wish_reveal", marker: "soulmate-1" }, "family/no_wish"],
      [7, { type: "family_wish_reveal", marker: "soulmate-1" }, "seat/unknown"],
    ] as const) {
      const r = applyFamily(before, seat, action, ctx(), keep);
      expect(r.ok ? "ok" : r.rejection.code).toBe(code);
    }
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});
