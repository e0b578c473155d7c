import { BOUNTY_DECKS, OUTER_ISLANDS } from "./islands";
import { LEGENDS, ROYAL_NAVY } from "./legends";
import { raiseCost, SAILS, HULL, TRACKS } from "./sections";
import { CARD_KINDS, TAVERN_CARDS } from "./tavern-cards";

describe("content as data, held to the file", () => {
  test.each([
    ["blackbeard", "shoots 6 dice ... his Hull takes 8 hits before sinking; has a Sail value of 24; and is worth 6 Fame points", 6, 8, 24, 6],
    ["flyingDutchman", "Cannon - 4 dice against crew ... Hull - 5 hits, regains up to 2; Sails - 16; Fame points - 6", 4, 5, 16, 6],
    ["captainHook", "Cannon - 3 dice against hull ... Hull - 5 hits; Sails - 18; Fame points - 3", 3, 5, 18, 3],
    ["bonnyAndRead", "Cannon - 3 dice against all sections ... Hull - 5 hits; Sails - 22; Fame points - 6", 3, 5, 22, 6],
  ] as const)("%s: %s", (id, _quote, dice, hull, sail, fame) => {
    expect(LEGENDS[id]).toMatchObject({ dice, hull, sail, fame });
  });

  test("The Royal Navy always rolls 4 dice ...; she takes 4 hits before sinking; has Sail value of 20; and is worth 4 Fame points", () => {
    expect(ROYAL_NAVY).toMatchObject({ dice: 4, hull: 4, sail: 20, fame: 4 });
  });

  test("The Cacafuego ... almost criminal lack of cannon", () => {
    expect(LEGENDS.cacafuego).toMatchObject({ dice: 0, defenceless: true });
  });

  test("42 Tavern cards: 4 Parrot, 7 Mastercraft, 8 Event, 8 Battle, 6 Volley, 9 Fame (5×1, 3×2, 1×3)", () => {
    expect(TAVERN_CARDS).toHaveLength(42);
    const count = (type: string) => TAVERN_CARDS.filter((c) => c.type === type).length;
    expect([count("parrot"), count("mastercraft"), count("event"), count("battle"), count("volley"), count("fame")]).toEqual([4, 7, 8, 8, 6, 9]);
    expect(TAVERN_CARDS.filter((c) => c.type === "fame").map((c) => c.fame)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 3]);
    expect([CARD_KINDS.royalNavyIntercept.count, CARD_KINDS.blowMeDown.count, CARD_KINDS.grappleAttack.count, CARD_KINDS.smokeScreen.count]).toEqual([2, 2, 2, 2]);
    expect([CARD_KINDS.grapeshot.count, CARD_KINDS.powderKeg.count, CARD_KINDS.sixGunSalute.count]).toEqual([2, 2, 2]);
    TAVERN_CARDS.forEach((c, i) => expect(c.id).toBe(i));
  });

  test("five outer islands with twelve cards each: fame 0–3, gold 0–6, treasures 0–2, Tavern 0–1", () => {
    for (const island of OUTER_ISLANDS) {
      expect(BOUNTY_DECKS[island]).toHaveLength(12);
      for (const c of BOUNTY_DECKS[island]) {
        expect(c.fame).toBeGreaterThanOrEqual(0);
        expect(c.fame).toBeLessThanOrEqual(3);
        expect(c.gold).toBeLessThanOrEqual(6);
        expect(c.treasures).toBeLessThanOrEqual(2);
        expect(c.tavern).toBeLessThanOrEqual(1);
      }
    }
  });

  test("sails 3–10 from 4, entering 5…10 costs 1, 1, 2, 2, 3, 4 (5 to 6 for 1, 5 to 7 for 1 + 2); the others 1–8 from 2, entering 3…8 costs 1, 1, 2, 2, 3, 3", () => {
    expect(TRACKS[SAILS]).toMatchObject({ min: 3, max: 10, start: 4 });
    expect([5, 6, 7, 8, 9, 10].map((v) => raiseCost(SAILS, v - 1))).toEqual([1, 1, 2, 2, 3, 4]);
    expect(TRACKS[HULL]).toMatchObject({ min: 1, max: 8, start: 2 });
    expect([3, 4, 5, 6, 7, 8].map((v) => raiseCost(HULL, v - 1))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(raiseCost(SAILS, 10)).toBe(Infinity);
  });
});
