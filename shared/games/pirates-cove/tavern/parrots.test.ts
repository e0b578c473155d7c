import { CANNONS, CREW, HULL, SAILS } from "../content/sections";
import { capacity, diceOf, speed } from "../ships";
import { act, actUntil, battle, eventsOf, give, hitsOf, perch, refuse, runFlow, scene } from "../test-scene";
import { TAVERN_CARDS } from "../content/tavern-cards";
import type { PirateCoveState } from "../state";

/** A scene in the Upgrade phase with seat 0 at Tavern Island, and `kind` on top of the Tavern deck. */
function atTavernWithTop(kind: string): PirateCoveState {
  const s = scene();
  s.phase = "upgrade";
  s.ships[0].island = 1;
  s.ships[0].gold = 10;
  const i = s.tavernDeck.findIndex((c) => TAVERN_CARDS[c].kind === kind);
  s.tavernDeck.push(...s.tavernDeck.splice(i, 1));
  return s;
}

describe("A. Parrot cards (pirates-cove-tavern.txt)", () => {
  const grappled = (s: PirateCoveState) => battle(s, 2, [0, 1]).combat!;

  test.each([
    {
      card: "Captain Flint's parrot",
      quote: "You may carry an unlimited number of treasures.",
      check: () => {
        const s = scene();
        expect(capacity(s.ships[0])).toBe(2);
        perch(s, 0, "flintParrot");
        expect(capacity(s.ships[0])).toBe(Infinity);
      },
    },
    {
      card: "Long John Silver's parrot",
      quote: "Always roll 6 dice in combat. Long John Silver's parrot supersedes the effect of a Grapple attack Battle card.",
      check: () => {
        const s = scene();
        perch(s, 0, "silverParrot");
        const c = { ...grappled(s), grapple: true };
        expect(diceOf(s.ships[0], null)).toBe(6);
        expect(diceOf(s.ships[0], c)).toBe(6);
      },
    },
    {
      card: "Billy Bones' parrot",
      quote: "Always fire all your cannons. Billy Bones' parrot supersedes the effect of a Grapple attack Battle card.",
      check: () => {
        const s = scene();
        perch(s, 0, "bonesParrot");
        s.ships[0].levels[CANNONS] = 5;
        s.ships[0].levels[CREW] = 2;
        const c = { ...grappled(s), grapple: true };
        expect(diceOf(s.ships[0], null)).toBe(5);
        expect(diceOf(s.ships[0], c)).toBe(5);
        expect(diceOf(s.ships[1], c)).toBe(s.ships[1].levels[CREW]);
      },
    },
    {
      card: "Squire Trelawney's parrot",
      quote: "Adds + 20 to your speed.",
      check: () => {
        const s = scene();
        perch(s, 0, "trelawneyParrot");
        expect(speed(s.ships[0], 0, null)).toBe(s.ships[0].levels[SAILS] + 20);
      },
    },
  ])("$card: $quote", ({ check }) => check());

  test("Parrot cards come into effect immediately upon being drawn. Place the parrot card on the Parrot's Perch", () => {
    const s = atTavernWithTop("trelawneyParrot");
    const { state, events } = act(s, 0, { type: "buyCard" });
    expect(TAVERN_CARDS[state.ships[0].parrot!.card].kind).toBe("trelawneyParrot");
    expect(state.ships[0].hand).toEqual([]);
    expect(eventsOf(events, "parrotArrives")).toHaveLength(1);
  });

  test("Should you draw a second parrot card, you can choose to release your current parrot at a cost of 1 point of fame and take on the new one", () => {
    const s = atTavernWithTop("silverParrot");
    const flint = perch(s, 0, "flintParrot");
    s.ships[0].fame = 3;
    const offered = act(s, 0, { type: "buyCard" }).state;
    expect(offered.parrotOffers).toHaveLength(1);
    expect(refuse(offered, 0, { type: "endUpgrade" }).code).toBe("parrot/decide_first");
    expect(refuse(offered, 1, { type: "endUpgrade" }).code).toBe("turn/not_yours");
    const taken = act(offered, 0, { type: "parrot", take: true }).state;
    expect(TAVERN_CARDS[taken.ships[0].parrot!.card].kind).toBe("silverParrot");
    expect(taken.ships[0].fame).toBe(2);
    // "Any unused parrot must be shuffled back into the Tavern deck."
    expect(taken.tavernDeck).toContain(flint);
  });

  test("... or turn down the new one (shuffled back into the Tavern deck; no replacement card)", () => {
    const s = atTavernWithTop("silverParrot");
    const flint = perch(s, 0, "flintParrot");
    const offered = act(s, 0, { type: "buyCard" }).state;
    const silver = offered.parrotOffers[0].card;
    const refused = act(offered, 0, { type: "parrot", take: false }).state;
    expect(refused.ships[0].parrot!.card).toBe(flint);
    expect(refused.tavernDeck).toContain(silver);
    expect(refused.ships[0].hand).toEqual([]);
    expect(refused.ships[0].fame).toBe(0);
  });

  test("A parrot is hit whenever the section it advises on takes a hit: hurt on the first, dead on the second (2 fame lost, to the discard pile)", () => {
    const s = scene();
    const flint = perch(s, 1, "flintParrot");
    s.ships[1].fame = 5;
    s.ships[1].levels[HULL] = 4;
    s.ships[0].levels[SAILS] = 6;
    const b = battle(s, 2, [0, 1]);
    const one = actUntil(b, 0, { type: "fire", target: 1, section: "hull" }, (r) => hitsOf(r.events) === 1);
    expect(one.state.ships[1].parrot).toEqual({ card: flint, hurt: true });
    expect(one.state.ships[1].levels[HULL]).toBe(3);
    const two = actUntil(b, 0, { type: "fire", target: 1, section: "hull" }, (r) => hitsOf(r.events) === 2);
    expect(two.state.ships[1].parrot).toBeNull();
    expect(two.state.ships[1].fame).toBe(3);
    expect(two.state.discard).toContain(flint);
    expect(two.state.ships[1].levels[HULL]).toBe(2);
  });

  test("Should a Parrot provide advice on a section protected by a Mastercraft card, the Mastercraft card will always take the first hits to that section", () => {
    const s = scene();
    perch(s, 1, "flintParrot");
    const mc = give(s, 1, "mastercraft");
    s.ships[1].hand = [];
    s.ships[1].mastercrafts = [{ card: mc, section: HULL, damaged: false }];
    s.ships[1].levels[HULL] = 4;
    s.ships[0].levels[SAILS] = 6;
    const b = battle(s, 2, [0, 1]);
    const r = actUntil(b, 0, { type: "fire", target: 1, section: "hull" }, (x) => hitsOf(x.events) === 2);
    expect(r.state.ships[1].parrot!.hurt).toBe(false);
    expect(r.state.ships[1].levels[HULL]).toBe(4);
    expect(r.state.ships[1].mastercrafts).toEqual([]);
    expect(r.state.destroyed).toEqual([mc]);
  });

  test("If a parrot is hurt during battle but survives ... it will automatically heal its wound ... during the Upgrade phase", () => {
    const s = scene();
    perch(s, 0, "flintParrot", true);
    perch(s, 1, "silverParrot", true);
    s.ships[1].wasCrippled = true;
    s.phase = "treasureEnd";
    const { state, events } = runFlow(s);
    expect(state.phase).toBe("upgrade");
    expect(state.ships[0].parrot!.hurt).toBe(false);
    expect(state.ships[1].parrot!.hurt).toBe(true);
    expect(eventsOf(events, "parrotHeals")).toHaveLength(1);
  });
});
