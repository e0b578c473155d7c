import { ISLANDS, RESOURCES } from "./basics";
import { CREW_CARDS, RITUAL_CARDS } from "./card-decks";
import { MERCHANTS, merchantToDefeat, NATION_NAMES } from "./merchants";
import { ORIGIN_EQUIPMENT } from "./origins";
import { BLUE_DIE, DICE } from "./dice-faces";
import { CARD_KINDS, CREW_DECK, CREW_KINDS, RITUAL_DECK, RITUAL_KINDS, cardKind, isCardKind } from "./crew-rituals";
import type { Reward } from "./effects";
import { FAMILY_MEMBERS, familyMember } from "./family";
import { MISSION_CARDS, type Task } from "./missions";
import { HUNT_CARDS, HUNT_TRACK_FINAL, MONSTERS, MONSTER_MARKERS } from "./monsters";
import { TITLE_CARDS, titleCard } from "./titles";
import { TRACK_DICE, TRACK_LENGTH, diceAt } from "./treasure-track";
import { TREASURE_CARDS, treasureCard } from "./treasures";
import { SOULMATE_MARKERS, WISH_CARDS } from "./wishes";

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

describe("component counts match the rulebook's box content", () => {
  it.each([
    ["crew cards", CREW_DECK.length, 27],
    ["ritual cards", RITUAL_DECK.length, 27],
    ["treasure cards", TREASURE_CARDS.length, 36],
    ["rings in the treasure deck (Find a Soulmate: four)", TREASURE_CARDS.filter((t) => t.kind === "ring").length, 4],
    ["mission cards", MISSION_CARDS.length, 39],
    ["title quests (Rise to Nobility: six)", MISSION_CARDS.filter((m) => m.kind === "title").length, 6],
    ["title cards", TITLE_CARDS.length, 6],
    ["wish cards", WISH_CARDS.length, 7],
    ["family members", FAMILY_MEMBERS.length, 11],
    ["monster hunt cards", HUNT_CARDS.length, 24],
    ["monster markers", MONSTER_MARKERS.length, 6],
    ["soulmate markers", SOULMATE_MARKERS.length, 4],
    ["monsters", MONSTERS.length, 2],
  ])("%s: %i", (_what, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("has 9 crew kinds and 9 ritual kinds, 3 copies each", () => {
    expect(CREW_KINDS).toHaveLength(9);
    expect(RITUAL_KINDS).toHaveLength(9);
    for (const kind of CARD_KINDS) expect([...CREW_DECK, ...RITUAL_DECK].filter((c) => cardKind(c).id === kind.id)).toHaveLength(3);
  });

  it("splits the monster hunt deck as rules-notes.md does", () => {
    const count = (kind: string) => HUNT_CARDS.filter((c) => c.kind === kind).length;
    expect([count("test"), count("sacrifice"), count("respite"), count("danger"), count("tide")]).toEqual([6, 6, 4, 4, 4]);
    expect(MONSTER_MARKERS.filter((m) => m.vp === 4 && m.rewards.length === 0)).toHaveLength(3);
    expect(MONSTER_MARKERS.filter((m) => m.vp === 2 && m.rewards.length === 1 && m.rewards[0].kind === "upgrade")).toHaveLength(3);
  });

  it("finds the relatives where Lost Family says: 4 pirate hunters, 4 missions, 3 searches", () => {
    const by = (source: string) => FAMILY_MEMBERS.filter((f) => f.source === source).map((f) => f.id).sort();
    expect(by("pirateHunter")).toEqual(["aunt", "father", "grandfather", "mother"]);
    expect(by("mission")).toEqual(["brother", "grandmother", "sister", "uncle"]);
    expect(by("search")).toEqual(["best-friend", "daughter", "son"]);
  });

  it("has the other two rings of the six with the mother and the grandmother", () => {
    const withRing = FAMILY_MEMBERS.filter((f) => f.abilities.some((a) => a.kind === "ring")).map((f) => f.id).sort();
    expect(withRing).toEqual(["grandmother", "mother"]);
  });
});

describe("ids are unique", () => {
  it.each([
    ["crew and ritual cards", [...CREW_DECK, ...RITUAL_DECK]],
    ["card kinds", CARD_KINDS.map((k) => k.id)],
    ["treasures", TREASURE_CARDS.map((t) => t.id)],
    ["treasure names", TREASURE_CARDS.map((t) => t.name)],
    ["missions", MISSION_CARDS.map((m) => m.id)],
    ["mission names", MISSION_CARDS.map((m) => m.name)],
    ["titles", TITLE_CARDS.map((t) => t.id)],
    ["wishes", WISH_CARDS.map((w) => w.id)],
    ["family", FAMILY_MEMBERS.map((f) => f.id)],
    ["hunt cards", HUNT_CARDS.map((c) => c.id)],
    ["monster markers", MONSTER_MARKERS.map((m) => m.id)],
    ["soulmate markers", SOULMATE_MARKERS.map((m) => m.id)],
  ])("%s", (_what, ids) => {
    expect(unique(ids)).toBe(true);
  });
});

describe("references resolve", () => {
  const rewards: Reward[] = [
    ...TREASURE_CARDS.flatMap((t) => (t.bonus.kind === "oneTime" ? t.bonus.rewards : [])),
    ...MISSION_CARDS.flatMap((m) => m.rewards),
    ...MONSTER_MARKERS.flatMap((m) => m.rewards),
  ];
  const tasks: Task[] = MISSION_CARDS.flatMap((m) => m.tasks);

  it("every relative reward names a family member, and mission relatives come from missions", () => {
    for (const r of rewards) if (r.kind === "relative") expect(familyMember(r.relative).source).toBe("mission");
    const freed = MISSION_CARDS.flatMap((m) => m.rewards).filter((r) => r.kind === "relative").map((r) => (r as { relative: string }).relative).sort();
    expect(freed).toEqual(["brother", "grandmother", "sister", "uncle"]);
  });

  it("every relative treasure card names a family member found by searching", () => {
    const relatives = TREASURE_CARDS.filter((t) => t.kind === "relative");
    expect(relatives.map((t) => familyMember(t.relative!).source)).toEqual(["search", "search", "search"]);
    for (const t of TREASURE_CARDS) expect(t.kind === "relative").toBe(t.relative !== undefined);
  });

  it("every pirate hunter's relative among the merchants is a family member held by pirate hunters", () => {
    const held = MERCHANTS.flatMap((m) => (m.bounty?.kind === "relative" ? [m.bounty.relative] : [])).sort();
    expect(held).toEqual(["aunt", "father", "grandfather", "mother"]);
  });

  it("every 'play' task names a crew or ritual kind; islands and resources exist", () => {
    for (const t of tasks) {
      if (t.kind === "play") expect(isCardKind(t.card)).toBe(true);
      if ("island" in t) expect(ISLANDS).toContain(t.island);
      if ("resource" in t) expect(RESOURCES).toContain(t.resource);
    }
  });

  it("every title quest names its title card, has three tasks, and only title quests do", () => {
    for (const m of MISSION_CARDS) {
      if (m.kind === "title") {
        expect(m.tasks).toHaveLength(3);
        expect(titleCard(m.title!).id).toBe(m.title);
        expect(m.rewards).toEqual([]);
      } else {
        expect(m.tasks).toHaveLength(1);
        expect(m.title).toBeUndefined();
        expect(m.rewards.length).toBeGreaterThan(0);
      }
    }
    expect(new Set(MISSION_CARDS.filter((m) => m.kind === "title").map((m) => m.title)).size).toBe(6);
  });

  it("has official missions and secret tasks", () => {
    expect(MISSION_CARDS.filter((m) => m.kind === "official").length).toBeGreaterThanOrEqual(10);
    expect(MISSION_CARDS.filter((m) => m.kind === "secret").length).toBeGreaterThanOrEqual(10);
  });

  it("the monsters are summoned by the First Mate and by a ritual", () => {
    expect(cardKind(MONSTERS[0].summonedBy)).toMatchObject({ deck: "crew", effect: { kind: "summon", monster: MONSTERS[0].id } });
    expect(cardKind(MONSTERS[1].summonedBy)).toMatchObject({ deck: "ritual", effect: { kind: "summon", monster: MONSTERS[1].id } });
  });

  it("uses the same card ids as content/card-decks.ts and the same kinds as the origins", () => {
    expect([...CREW_DECK].sort()).toEqual([...CREW_CARDS].sort());
    expect([...RITUAL_DECK].sort()).toEqual([...RITUAL_CARDS].sort());
    // One treasure table: ids t01…t36 in the order the set-up shuffles them.
    expect(TREASURE_CARDS.map((t) => t.id)).toEqual(Array.from({ length: 36 }, (_, i) => `t${String(i + 1).padStart(2, "0")}`));
    for (const eq of Object.values(ORIGIN_EQUIPMENT)) if (eq.kind === "crew" || eq.kind === "rituals") for (const c of eq.cards) expect(isCardKind(c)).toBe(true);
  });
});

describe("the named cards of rules-notes.md", () => {
  it.each([
    ["veteran-sellsword", "crew", { kind: "boost", stat: "strength", amount: 1 }],
    ["reckless-smuggler", "crew", { kind: "addSeaRoute" }],
    ["scurvy-saboteur", "crew", { kind: "opponentLosesUpgrade", attribute: "strength" }],
    ["first-mate", "crew", { kind: "summon", monster: "sea-serpent" }],
    ["masterful-spy", "crew", { kind: "peekMerchant" }],
    ["call-of-the-deep", "ritual", { kind: "summon", monster: "kraken" }],
  ])("%s", (id, deck, effect) => {
    expect(cardKind(id)).toMatchObject({ deck, effect });
  });

  it("the Reckless Smuggler costs 300 G (Crew & Rituals example)", () => {
    expect(cardKind("reckless-smuggler").gold).toBe(300);
  });

  it("crew cost gold only, rituals resources only", () => {
    for (const k of CREW_KINDS) expect([k.gold > 0, Object.keys(k.resources).length]).toEqual([true, 0]);
    for (const k of RITUAL_KINDS) expect([k.gold, Object.values(k.resources).reduce((a, b) => a + (b ?? 0), 0) > 0]).toEqual([0, true]);
  });

  it("Tidings: St. David pays 500 G and a crew card", () => {
    expect(MISSION_CARDS.find((m) => m.name === "Tidings: St. David")).toMatchObject({ kind: "official", tasks: [{ kind: "visit", island: "st-david" }], rewards: [{ kind: "gold", amount: 500 }, { kind: "crewCard" }] });
  });

  it("King's Privateer: a small merchant, a large merchant and a pirate; +1 strength and pirate hunter", () => {
    const quest = MISSION_CARDS.find((m) => m.name === "King's Privateer")!;
    expect(quest.tasks.map((t) => (t.kind === "defeat" ? t.foe : null))).toEqual([{ kind: "merchant", size: "small" }, { kind: "merchant", size: "large" }, { kind: "player" }]);
    expect(titleCard(quest.title!).bonuses).toEqual([{ kind: "strength", amount: 1 }, { kind: "pirateHunter" }]);
  });
});

describe("treasure cards and track", () => {
  it("Drake's Rapier matches the rulebook's example: St. David, final space 22, Cocoa advances 3", () => {
    expect(treasureCard("t01")).toMatchObject({ name: "Drake's Rapier", island: "st-david", search: 22, resource: "cocoa", advance: 3 });
  });

  it("the track's dice match the example: 5 green, 13 green and white, 18 red, nothing on 10 and 23", () => {
    expect([diceAt(5), diceAt(13), diceAt(18), diceAt(10), diceAt(23)]).toEqual([["green"], ["green", "white"], ["red"], [], []]);
  });

  it("every search ends on the track, after its start, with a sane advance and price", () => {
    for (const t of TREASURE_CARDS) {
      expect(t.search).toBeGreaterThan(0);
      expect(t.search).toBeLessThanOrEqual(TRACK_LENGTH);
      expect(t.advance).toBeGreaterThanOrEqual(1);
      expect(t.price % 100).toBe(0);
      expect(t.vp).toBeGreaterThanOrEqual(0);
      if (t.kind === "relative") expect([t.price, t.vp, t.bonus.kind]).toEqual([0, 0, "none"]);
      if (t.kind === "ring") expect(t.bonus).toEqual({ kind: "lasting", bonus: { kind: "ring" } });
    }
    for (const space of Object.keys(TRACK_DICE).map(Number)) expect(space).toBeLessThanOrEqual(TRACK_LENGTH);
  });

  it("spreads the treasures evenly over the six islands", () => {
    for (const island of ISLANDS) expect(TREASURE_CARDS.filter((t) => t.island === island)).toHaveLength(6);
  });
});

describe("dice", () => {
  it("every die has six faces; blue faces are 1..6; the monster track ends on 15", () => {
    for (const faces of Object.values(DICE)) expect(faces).toHaveLength(6);
    expect(BLUE_DIE).toEqual([1, 2, 3, 4, 5, 6]);
    expect(HUNT_TRACK_FINAL).toBe(15);
  });
});

describe("a merchant to defeat, as a task names it", () => {
  it.each([
    [{ nation: "english" }, "an English merchant"],
    [{ nation: "spanish" }, "a Spanish merchant"],
    [{ size: "small", nation: "dutch" }, "a small Dutch merchant"],
    [{ size: "large" }, "a large merchant"],
    [{ hunter: true }, "a pirate hunter"],
    [{ nation: "french", hunter: true }, "a French pirate hunter"],
  ] as const)("%j is %s", (foe, text) => {
    expect(merchantToDefeat(foe)).toBe(text);
  });

  it("names every nation capitalised, as an adjective", () => {
    expect(Object.values(NATION_NAMES)).toEqual(["English", "Spanish", "French", "Dutch"]);
    expect(new Set(MERCHANTS.map((m) => m.nation))).toEqual(new Set(Object.keys(NATION_NAMES)));
  });
});
