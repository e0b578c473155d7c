import { Random, seedRng } from "../../../engine";
import { HUNT_CARDS } from "../content/monsters";
import { chanceFrom, scriptedChance } from "../treasure/dice";
import { deepFreeze } from "../duel/test-duel";
import type { MonsterAction } from "./actions";
import { advanceOnTrack, applyMonster, spotBlocked, summonMonster } from "./apply";
import { monsterPublicView, monsterSeatView } from "./views";
import { monsterLegalActions } from "./legal";
import { newMonsterState } from "./state";
import type { MonsterContext, MonsterState } from "./types";

const keep = { shuffle: <T>(xs: readonly T[]) => [...xs] };
const ctxAt = (spot: MonsterContext["spot"], over: Partial<MonsterContext> = {}): MonsterContext => ({
  spot, attributes: { speed: 4, strength: 3, hull: 3 }, cargo: { cocoa: 1, rum: 0, sugar: 0 }, gold: 500, name: "Anne", ...over,
});

function summoned(deck: readonly string[] = []): MonsterState {
  const m = newMonsterState(2, keep);
  const r = summonMonster({ ...m, deck: [...deck, ...m.deck.filter((c) => !deck.includes(c))] }, "sea-serpent", "mangroves");
  if ("code" in r) throw new Error(r.code);
  return r.monsters;
}

function must(m: MonsterState, action: MonsterAction, ctx: MonsterContext, chance = chanceFrom(Random.from(seedRng(3))), seat = 0) {
  const r = applyMonster(m, seat, action, ctx, chance);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.rejection.code} ${r.rejection.message}`);
  return r;
}

describe("summoning", () => {
  it("puts the monster on a free special spot, which stops working while it lives", () => {
    const m = summoned();
    expect(m.board).toEqual({ "sea-serpent": "mangroves", kraken: null });
    expect([spotBlocked(m, "mangroves"), spotBlocked(m, "fogbank")]).toEqual([true, false]);
  });

  it.each([
    ["a spot another monster holds", "kraken", "mangroves", "monster/spot_taken"],
    ["a monster already out", "sea-serpent", "fogbank", "monster/already_summoned"],
  ] as const)("refuses %s", (_what, monster, spot, code) => {
    const r = summonMonster(summoned(), monster, spot);
    expect("code" in r ? r.code : "ok").toBe(code);
  });
});

describe("the hunt", () => {
  // Respite +2, a passed speed test +3, a sacrifice of cocoa +3, a tide +1, a danger +1: 1 → 11.
  const deck = ["hunt-respite-1", "hunt-test-speed-1", "hunt-sacrifice-cocoa", "hunt-tide-1", "hunt-danger-1", "hunt-respite-2", "hunt-respite-3"];

  it("places the marker on the first space, then each action draws and resolves one card", () => {
    const chance = scriptedChance([["blue", 4], ["red", "empty"]], Random.from(seedRng(1)));
    let m = summoned(deck);
    const ctx = ctxAt("mangroves");
    const trail: (number | null)[] = [];
    m = must(m, { type: "monster_hunt", monster: "sea-serpent" }, ctx, chance).monsters; trail.push(m.progress["sea-serpent"][0]);
    m = must(m, { type: "monster_hunt", monster: "sea-serpent" }, ctx, chance).monsters; trail.push(m.progress["sea-serpent"][0]);
    m = must(m, { type: "monster_hunt", monster: "sea-serpent" }, ctx, chance).monsters;
    expect(m.choice).toMatchObject({ kind: "sacrifice", seat: 0 });
    const paid = must(m, { type: "monster_sacrifice", pay: true }, ctx, chance);
    expect(paid.paid).toEqual({ kind: "resource", resource: "cocoa" });
    m = paid.monsters; trail.push(m.progress["sea-serpent"][0]);
    m = must(m, { type: "monster_hunt", monster: "sea-serpent" }, ctx, chance).monsters;
    expect(m.choice).toMatchObject({ kind: "tide", top: ["hunt-danger-1", "hunt-respite-2", "hunt-respite-3"] });
    expect(monsterSeatView(m, 0).tide).toHaveLength(3);
    expect(monsterSeatView(m, 1).tide).toEqual([]);
    expect(JSON.stringify(monsterPublicView(m))).not.toContain("hunt-danger-1");
    m = must(m, { type: "monster_tide", order: ["hunt-respite-2", "hunt-danger-1", "hunt-respite-3"] }, ctx, chance).monsters; trail.push(m.progress["sea-serpent"][0]);
    expect(m.deck.slice(0, 3)).toEqual(["hunt-respite-2", "hunt-danger-1", "hunt-respite-3"]);
    m = must(m, { type: "monster_hunt", monster: "sea-serpent" }, ctx, chance).monsters; trail.push(m.progress["sea-serpent"][0]);
    const danger = must(m, { type: "monster_hunt", monster: "sea-serpent" }, ctx, chance);
    m = danger.monsters; trail.push(m.progress["sea-serpent"][0]);
    expect(danger.rolls).toEqual([{ die: "red", face: "empty" }]);
    expect(trail).toEqual([3, 6, 9, 10, 12, 13]);
    expect(chance.left()).toBe(0);
  });

  it("a failed test does not advance", () => {
    const chance = scriptedChance([["blue", 6]], Random.from(seedRng(1)));
    const r = must(summoned(["hunt-test-hull-1"]), { type: "monster_hunt", monster: "sea-serpent" }, ctxAt("mangroves"), chance);
    expect(r.monsters.progress["sea-serpent"][0]).toBe(1);
  });

  it("leaving keeps the marker; reaching space 15 defeats the monster, frees the spot, and a marker is chosen", () => {
    let m = summoned(["hunt-respite-1"]);
    m = { ...m, progress: { ...m.progress, "sea-serpent": [13, 7] } };
    const away = applyMonster(m, 0, { type: "monster_hunt", monster: "sea-serpent" }, ctxAt("fogbank"), chanceFrom(Random.from(seedRng(1))));
    expect(away.ok ? "ok" : away.rejection.code).toBe("monster/not_here");
    const r = must(m, { type: "monster_hunt", monster: "sea-serpent" }, ctxAt("mangroves"));
    expect(r.defeated).toBe("sea-serpent");
    expect([r.monsters.board["sea-serpent"], r.monsters.progress["sea-serpent"], spotBlocked(r.monsters, "mangroves")]).toEqual([null, [null, null], false]);
    const reward = must(r.monsters, { type: "monster_reward", marker: "trophy-speed" }, ctxAt("mangroves"));
    expect(reward.reward).toEqual({ marker: "trophy-speed", vp: 2, rewards: [{ kind: "upgrade", attribute: "speed" }] });
    expect([reward.monsters.trophies[0], reward.monsters.markers]).toEqual([["trophy-speed"], ["trophy-4-a", "trophy-4-b", "trophy-4-c", "trophy-strength", "trophy-hull"]]);
    // "The monster can be summoned again later."
    expect("code" in summonMonster(reward.monsters, "sea-serpent", "fogbank")).toBe(false);
  });
});

describe("offering resources (Icons: discard a resource to advance on the monster track)", () => {
  it("1 space a unit, no extra steps, the marker placed on arrival; the units are returned for the main game to take", () => {
    const r = must(summoned(), { type: "monster_offer", monster: "sea-serpent", resource: "rum", units: 3 }, ctxAt("mangroves", { cargo: { cocoa: 0, rum: 3, sugar: 0 }, extraSteps: 2 }));
    expect([r.monsters.progress["sea-serpent"][0], r.offered]).toEqual([4, { resource: "rum", units: 3 }]);
  });

  it("offers are legal only as free actions, on the spot, one unit or all of a resource", () => {
    const ctx = ctxAt("mangroves", { cargo: { cocoa: 2, rum: 0, sugar: 1 } });
    const offers = (free: boolean) => monsterLegalActions(summoned(), 0, ctx, { regular: false, free }).map((a) => (a.type === "monster_offer" ? `${a.resource}×${a.units}` : a.type));
    expect(offers(false)).toEqual([]);
    expect(offers(true)).toEqual(["cocoa×1", "cocoa×2", "sugar×1"]);
  });
});

describe("advancing on a started track (Serpent Eye)", () => {
  it("needs a marker on the track; extra steps count; space 15 defeats", () => {
    const m = summoned();
    const r = advanceOnTrack(m, 0, "sea-serpent", 3, ctxAt(null));
    expect(r.ok ? "ok" : r.rejection.code).toBe("monster/not_started");
    const started = { ...m, progress: { ...m.progress, "sea-serpent": [11, null] } };
    const done = advanceOnTrack(started, 0, "sea-serpent", 3, ctxAt(null, { extraSteps: 1 }));
    expect(done.ok && [done.defeated, done.monsters.choice?.kind]).toEqual(["sea-serpent", "reward"]);
  });
});

describe("illegal monster actions are rejected and change nothing", () => {
  const chooser = () => ({ ...summoned(), choice: { kind: "sacrifice" as const, seat: 0, monster: "sea-serpent" as const, card: "hunt-sacrifice-gold" } });
  const cases: readonly [string, () => MonsterState, number, MonsterAction, MonsterContext, string][] = [
    ["hunting a monster not summoned", summoned, 0, { type: "monster_hunt", monster: "kraken" }, ctxAt("mangroves"), "monster/not_summoned"],
    ["hunting from elsewhere", summoned, 0, { type: "monster_hunt", monster: "sea-serpent" }, ctxAt(null), "monster/not_here"],
    ["hunting before answering a card", chooser, 0, { type: "monster_hunt", monster: "sea-serpent" }, ctxAt("mangroves"), "monster/choose_first"],
    ["answering someone else's card", chooser, 1, { type: "monster_sacrifice", pay: false }, ctxAt("mangroves"), "monster/not_your_choice"],
    ["a sacrifice you cannot pay", chooser, 0, { type: "monster_sacrifice", pay: true }, ctxAt("mangroves", { gold: 200 }), "monster/cannot_pay"],
    ["a sacrifice with nothing to answer", summoned, 0, { type: "monster_sacrifice", pay: true }, ctxAt("mangroves"), "monster/no_choice"],
    ["a tide with nothing to answer", summoned, 0, { type: "monster_tide", order: [] }, ctxAt("mangroves"), "monster/no_choice"],
    ["a reward not owed", summoned, 0, { type: "monster_reward", marker: "trophy-4-a" }, ctxAt("mangroves"), "monster/no_choice"],
    ["offering more than you carry", summoned, 0, { type: "monster_offer", monster: "sea-serpent", resource: "cocoa", units: 2 }, ctxAt("mangroves"), "monster/not_enough"],
    ["offering from elsewhere", summoned, 0, { type: "monster_offer", monster: "sea-serpent", resource: "cocoa", units: 1 }, ctxAt("fogbank"), "monster/not_here"],
    ["offering to a monster not summoned", summoned, 0, { type: "monster_offer", monster: "kraken", resource: "cocoa", units: 1 }, ctxAt("mangroves"), "monster/not_summoned"],
    ["offering before answering a card", chooser, 0, { type: "monster_offer", monster: "sea-serpent", resource: "cocoa", units: 1 }, ctxAt("mangroves"), "monster/choose_first"],
  ];
  it.each(cases)("%s", (_what, state, seat, action, ctx, code) => {
    const before = deepFreeze(state());
    const snapshot = JSON.stringify(before);
    const r = applyMonster(before, seat, action, ctx, chanceFrom(Random.from(seedRng(2))));
    expect(r.ok ? "ok" : r.rejection.code).toBe(code);
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  it("the hunt deck never shows in the public view", () => {
    const view = JSON.stringify(monsterPublicView(summoned()));
    for (const c of HUNT_CARDS) expect(view).not.toContain(`"${c.id}"`);
  });
});
