import { Random, seedRng } from "../../../engine";
import { shiverMeTimbers } from "../game";
import { invariantViolations } from "../testing/invariants";
import { edit, must, startedGame, withoutCards } from "../testing/index";
import { cloneState, type Draft, type S } from "../core/draft";
import type { SmtAction } from "../actions";
import type { SmtState } from "../state";
import type { MonsterId } from "../content/effects";
import type { SpecialSpot } from "../content/routes";
import { canSummon } from "./monster-hunt";
import { advanceMonsterTrack, requestSummon } from "./monster-hooks";
import { scoreLine } from "../scoring-and-end/scoring";
import { playerSide } from "../combat/sides";
import { chanceFrom } from "../treasure/dice";
import { deepFreeze } from "../duel/test-duel";
import { publicView } from "../views";

const game = shiverMeTimbers;
const code = (r: ReturnType<typeof game.apply>) => (r.ok ? null : r.rejection.code);
const SPOT_SPACE: Record<SpecialSpot, string> = { "floating-market": "floating-market:3", mangroves: "mangroves:3", "ancient-shipyard": "ancient-shipyard:3", fogbank: "fogbank:3" };

/** Runs a hook on a draft as the rules would (a card resolving inside `apply`). */
function hook(state: SmtState, run: (ctx: { s: S; random: Random; events: never[] }) => void): SmtState {
  const ctx = { s: cloneState(state), random: Random.from(state.rng), events: [] as never[] };
  run(ctx);
  ctx.s.rng = ctx.random.state() as number[];
  return ctx.s as SmtState;
}
const summon = (state: SmtState, seat: number, monster: MonsterId) => hook(state, (ctx) => requestSummon(ctx, seat, monster));

/** Seat 0 at the start of its turn on the quick-start map, at `where`, with the hunt deck stacked (top first). */
function at(where: string, change: (s: Draft<SmtState>) => void = () => {}, top: string[] = []): SmtState {
  return edit(startedGame(2, 5, ["st-david", "the-bay"], ["tramp", "tramp"]), (s) => {
    withoutCards(s);
    s.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    s.pending = [];
    // No merchants on the way (a pirate hunter would attack): back onto the stack, still counted.
    s.merchantStack = [...Object.values(s.merchants).map((m) => m.id), ...s.merchantStack];
    s.merchants = {};
    s.players[0].location = where;
    s.players[0].cargo = { cocoa: 0, rum: 0, sugar: 0 };
    s.players[0].gold = 1000;
    s.monsters.deck = [...top, ...s.monsters.deck.filter((c) => !top.includes(c))];
    change(s);
  });
}
/** The Sea Serpent already lies in the Mangroves and seat 0 is on its spot. */
const atSerpent = (change: (s: Draft<SmtState>) => void = () => {}, top: string[] = []) =>
  at(SPOT_SPACE.mangroves, (s) => { s.monsters.board["sea-serpent"] = "mangroves"; change(s); }, top);
const hunt: SmtAction = { type: "monster_hunt", monster: "sea-serpent" };
const progress = (s: SmtState, seat = 0) => s.monsters.progress["sea-serpent"][seat];

describe("Summoning through requestSummon (First Mate, Call of the Deep)", () => {
  it("owes the summoner the choice of a free special spot, settled before anything else", () => {
    let s = summon(at("I:la-juanita"), 0, "sea-serpent");
    expect(s.pending).toEqual([{ kind: "monsterSpot", seat: 0, monster: "sea-serpent" }]);
    expect(game.activeSeats(s)).toEqual([0]);
    expect(game.legalActions(s, 0).map((a) => (a.type === "monster_summon_spot" ? a.spot : a.type)).sort()).toEqual(["ancient-shipyard", "floating-market", "fogbank", "mangroves"]);
    expect(code(game.apply(s, 0, { type: "endTurn" }))).toBe("pending/decide_first");
    expect(publicView(s).pending).toEqual([{ kind: "monsterSpot", seat: 0, monster: "sea-serpent" }]);
    s = must(s, 0, { type: "monster_summon_spot", spot: "mangroves" });
    expect(s.monsters.board).toEqual({ "sea-serpent": "mangroves", kraken: null });
    expect(s.pending).toEqual([]);
    expect(s.turn.actionsLeft).toBe(3);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("the other monster cannot take an occupied spot; a monster already out is not summoned twice", () => {
    const serpent = atSerpent();
    const kraken = summon(serpent, 0, "kraken");
    expect(game.legalActions(kraken, 0)).not.toContainEqual({ type: "monster_summon_spot", spot: "mangroves" });
    expect(code(game.apply(kraken, 0, { type: "monster_summon_spot", spot: "mangroves" }))).toBe("monster/spot_taken");
    expect(must(kraken, 0, { type: "monster_summon_spot", spot: "fogbank" }).monsters.board.kraken).toBe("fogbank");
    const again = summon(serpent, 0, "sea-serpent");
    expect(again.pending).toEqual([]);
    expect(JSON.stringify(again.monsters)).toBe(JSON.stringify(serpent.monsters));
    expect(canSummon(serpent, "sea-serpent")).toBe(false);
    // With every spot but one taken by monsters or owed summons, no second summon is accepted.
    const crowded = edit(serpent, (d) => void (d.map = { ...d.map, routes: d.map.routes.filter((r) => r.tile !== "fogbank" && r.tile !== "floating-market") }));
    const owed = summon(crowded, 0, "kraken");
    expect(canSummon(owed, "kraken")).toBe(false);
  });
});

describe("While a monster lives, its special spot does nothing", () => {
  const travelTo = (spot: SpecialSpot, from: string, monster: boolean) => {
    const states: SmtState[] = [];
    for (let seed = 0; seed < 20; seed++) {
      const s = at(from, (d) => {
        d.rng = seedRng(seed) as number[];
        d.wind = "wind-3-1";
        if (monster) d.monsters.board.kraken = spot;
      });
      states.push(must(s, 0, { type: "travel", to: SPOT_SPACE[spot] }));
    }
    return states;
  };
  const paid = (s: SmtState) => s.players[0].gold !== 1000 || s.players[0].cargo.cocoa + s.players[0].cargo.rum + s.players[0].cargo.sugar > 0 || s.turn.actionsLeft !== 2 || s.pending.length > 0;

  it.each([
    ["floating-market", "I:st-david"],
    ["mangroves", "I:la-juanita"],
    ["ancient-shipyard", "I:port-royal"],
  ] as const)("%s: pays without a monster, nothing with one", (spot, from) => {
    expect(travelTo(spot, from, false).some(paid)).toBe(true);
    const blocked = travelTo(spot, from, true);
    expect(blocked.some(paid)).toBe(false);
  });

  it("fogbank: no +1 strength for attacking there while a monster lies on its spot", () => {
    const base = at("fogbank:2", (d) => void (d.players[1].location = "fogbank:2"));
    const strength = (s: SmtState) => playerSide(s as unknown as S, 0, { attacking: true, vsMerchant: false }).strength;
    expect(strength(base)).toBe(base.players[0].strength + 1);
    expect(strength(edit(base, (d) => void (d.monsters.board["sea-serpent"] = "fogbank")))).toBe(base.players[0].strength);
    expect(strength(edit(base, (d) => void (d.monsters.board["sea-serpent"] = "mangroves")))).toBe(base.players[0].strength + 1);
  });
});

describe("The hunt in the main game", () => {
  it("respite, test, sacrifice, tide and danger: actions spent, owed answers first, hold and upgrades changed", () => {
    const top = ["hunt-respite-1", "hunt-test-speed-1", "hunt-sacrifice-cocoa", "hunt-tide-1", "hunt-danger-1", "hunt-respite-2", "hunt-respite-3"];
    let s = atSerpent((d) => {
      d.turn.actionsLeft = 5;
      d.players[0].speed = 6;
      d.players[0].cargo = { cocoa: 1, rum: 0, sugar: 0 };
    }, top);
    s = must(s, 0, hunt);
    expect([progress(s), s.turn.actionsLeft]).toEqual([3, 4]);
    s = must(s, 0, hunt); // speed 6 passes any blue die
    expect([progress(s), s.turn.actionsLeft]).toEqual([6, 3]);
    s = must(s, 0, hunt);
    expect(s.monsters.choice).toMatchObject({ kind: "sacrifice", seat: 0, card: "hunt-sacrifice-cocoa" });
    expect(game.legalActions(s, 0)).toEqual([{ type: "monster_sacrifice", pay: false }, { type: "monster_sacrifice", pay: true, resource: "cocoa" }]);
    expect(code(game.apply(s, 0, { type: "endTurn" }))).toBe("monster/choose_first");
    expect(code(game.apply(s, 0, { type: "travel", to: "I:la-juanita" }))).toBe("monster/choose_first");
    s = must(s, 0, { type: "monster_sacrifice", pay: true, resource: "cocoa" });
    expect([progress(s), s.players[0].cargo.cocoa, s.turn.actionsLeft]).toEqual([9, 0, 2]);
    s = must(s, 0, hunt);
    expect(s.monsters.choice).toMatchObject({ kind: "tide", top: ["hunt-danger-1", "hunt-respite-2", "hunt-respite-3"] });
    s = must(s, 0, { type: "monster_tide", order: ["hunt-danger-1", "hunt-respite-3", "hunt-respite-2"] });
    expect([progress(s), s.monsters.deck.slice(0, 3)]).toEqual([10, ["hunt-danger-1", "hunt-respite-3", "hunt-respite-2"]]);
    const red = chanceFrom(Random.from(s.rng)).roll("red");
    const before = s.players[0];
    s = must(s, 0, hunt);
    expect([progress(s), s.turn.actionsLeft]).toEqual([11, 0]);
    for (const a of ["speed", "strength", "hull"] as const) expect(s.players[0][a]).toBe(a === red ? Math.max(1, before[a] - 1) : before[a]);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("a failed test: the action is spent, the card discarded, the marker stays on the first space", () => {
    let seed = 0;
    const base = (n: number) => atSerpent((d) => { d.players[0].hull = 1; d.rng = seedRng(n) as number[]; }, ["hunt-test-hull-1"]);
    while (chanceFrom(Random.from(base(seed).rng)).roll("blue") === 1) seed++;
    const s = must(base(seed), 0, hunt);
    expect([progress(s), s.turn.actionsLeft, s.monsters.discard]).toEqual([1, 2, ["hunt-test-hull-1"]]);
  });

  it("a sacrificed upgrade is the hunter's choice (the owed loseUpgrade), owed before anything else", () => {
    let s = must(atSerpent((d) => void (d.players[0].speed = 3), ["hunt-sacrifice-upgrade"]), 0, hunt);
    s = must(s, 0, { type: "monster_sacrifice", pay: true });
    expect(s.pending).toEqual([{ kind: "loseUpgrade", seat: 0, reason: "a sacrifice to the monster" }]);
    expect(code(game.apply(s, 0, hunt))).toBe("pending/decide_first");
    s = must(s, 0, { type: "loseUpgrade", attribute: "speed" });
    expect([s.players[0].speed, progress(s)]).toEqual([2, 4]);
  });

  it("defeat: the monster leaves, the deed counts (mission, Monster Slayer), the marker is chosen and scores; it can be summoned again", () => {
    let s = atSerpent((d) => {
      d.goalsInPlay = [...new Set([7, ...d.goalsInPlay])].sort((a, b) => a - b);
      d.monsters.progress["sea-serpent"] = [13, 4];
      d.missions.deck = d.missions.deck.filter((c) => c !== "secret-monster");
      d.missions.players[0].held = [{ card: "secret-monster", revealed: false, met: [false] }];
    }, ["hunt-respite-1"]);
    const seals = scoreLine(s, 0).seals;
    s = must(s, 0, hunt);
    expect([s.monsters.board["sea-serpent"], s.monsters.progress["sea-serpent"]]).toEqual([null, [null, null]]);
    expect(s.players[0].counters.monstersDefeated).toBe(1);
    expect(s.missions.players[0].held[0].met).toEqual([true]);
    expect(game.legalActions(s, 0).every((a) => a.type === "monster_reward")).toBe(true);
    expect(code(game.apply(s, 0, { type: "claimGoal", goal: 7 }))).toBe("monster/choose_first");
    const speed = s.players[0].speed;
    s = must(s, 0, { type: "monster_reward", marker: "trophy-speed" });
    expect([s.players[0].speed, s.monsters.trophies[0], scoreLine(s, 0).seals - seals]).toEqual([speed + 1, ["trophy-speed"], 2]);
    // Monster Slayer is marked at once, nothing to claim by hand (marked as soon as met: setup-and-goals/goals-marked.test.ts).
    expect(s.players[0].claimed).toContain(7);
    expect(game.legalActions(s, 0).some((a) => a.type === "claimGoal")).toBe(false);
    // The spot works again, and the Serpent can come back.
    s = must(summon(s, 0, "sea-serpent"), 0, { type: "monster_summon_spot", spot: "mangroves" });
    expect(s.monsters.board["sea-serpent"]).toBe("mangroves");
    expect(invariantViolations(s)).toEqual([]);
  });

  it("Serpent Eye (advanceMonsterTrack): only on a started track; it can defeat the monster", () => {
    const fresh = atSerpent();
    let advanced = true;
    hook(fresh, (ctx) => void (advanced = advanceMonsterTrack(ctx, 0, 3)));
    expect(advanced).toBe(false);
    const s = hook(atSerpent((d) => void (d.monsters.progress["sea-serpent"] = [12, null])), (ctx) => void (advanced = advanceMonsterTrack(ctx, 0, 3)));
    expect(advanced).toBe(true);
    expect([s.monsters.board["sea-serpent"], s.players[0].counters.monstersDefeated, s.monsters.choice?.kind]).toEqual([null, 1, "reward"]);
  });
});

describe("Offering resources to the monster (Icons; free)", () => {
  it("a free action on the spot: 1 space a unit, the marker placed on arrival, taken from the hold", () => {
    let s = atSerpent((d) => void (d.players[0].cargo = { cocoa: 0, rum: 3, sugar: 0 }));
    expect(game.legalActions(s, 0)).toContainEqual({ type: "monster_offer", monster: "sea-serpent", resource: "rum", units: 3 });
    s = must(s, 0, { type: "monster_offer", monster: "sea-serpent", resource: "rum", units: 2 });
    expect([progress(s), s.players[0].cargo.rum, s.turn.actionsLeft]).toEqual([3, 1, 3]);
  });

  it("an offer reaching space 15 defeats the monster", () => {
    const s = must(atSerpent((d) => { d.players[0].cargo = { cocoa: 2, rum: 0, sugar: 0 }; d.monsters.progress["sea-serpent"] = [13, null]; }), 0, { type: "monster_offer", monster: "sea-serpent", resource: "cocoa", units: 2 });
    expect([s.players[0].counters.monstersDefeated, s.monsters.choice?.kind]).toEqual([1, "reward"]);
  });
});

describe("Illegal monster actions are rejected with a code and change nothing", () => {
  const owing = () => must(atSerpent((d) => void (d.players[0].gold = 100), ["hunt-sacrifice-gold"]), 0, hunt);
  const cases: readonly [string, () => SmtState, number, SmtAction, string][] = [
    ["hunting away from the monster", () => at("I:la-juanita", (d) => void (d.monsters.board["sea-serpent"] = "mangroves")), 0, hunt, "monster/not_here"],
    ["hunting a monster not on the board", () => at(SPOT_SPACE.mangroves), 0, hunt, "monster/not_summoned"],
    ["hunting with no action left", () => atSerpent((d) => void (d.turn.actionsLeft = 0)), 0, hunt, "turn/no_actions_left"],
    ["hunting on another's turn", () => atSerpent((d) => void (d.players[1].location = SPOT_SPACE.mangroves)), 1, hunt, "turn/not_yours"],
    ["hunting before answering the card", owing, 0, hunt, "monster/choose_first"],
    ["answering another hunter's card", owing, 1, { type: "monster_sacrifice", pay: false }, "turn/not_yours"],
    ["a sacrifice you cannot pay", owing, 0, { type: "monster_sacrifice", pay: true }, "monster/cannot_pay"],
    ["a reward not owed", atSerpent, 0, { type: "monster_reward", marker: "trophy-4-a" }, "monster/no_choice"],
    ["offering more than the hold has", atSerpent, 0, { type: "monster_offer", monster: "sea-serpent", resource: "sugar", units: 1 }, "monster/not_enough"],
    ["offering from elsewhere", () => at("I:la-juanita", (d) => { d.monsters.board["sea-serpent"] = "mangroves"; d.players[0].cargo.sugar = 1; }), 0, { type: "monster_offer", monster: "sea-serpent", resource: "sugar", units: 1 }, "monster/not_here"],
    ["choosing a spot with no summon owed", atSerpent, 0, { type: "monster_summon_spot", spot: "fogbank" }, "monster/no_summon"],
    ["another seat choosing the summoner's spot", () => summon(at("I:la-juanita"), 0, "kraken"), 1, { type: "monster_summon_spot", spot: "fogbank" }, "monster/no_summon"],
    ["a spot whose route is not on the map", () => summon(at("I:la-juanita", (d) => void (d.map = { ...d.map, routes: d.map.routes.filter((r) => r.tile !== "fogbank") })), 0, "kraken"), 0, { type: "monster_summon_spot", spot: "fogbank" }, "monster/spot_not_on_map"],
  ];
  it.each(cases)("%s", (_what, make, seat, action, expected) => {
    const s = deepFreeze(make());
    const snapshot = JSON.stringify(s);
    expect(code(game.apply(s, seat, action))).toBe(expected);
    expect(JSON.stringify(s)).toBe(snapshot);
  });
});

describe("Invariants: 24 hunt cards and 6 monster markers", () => {
  it("are conserved through a drawn card and a reward, and a lost card is caught", () => {
    const drawn = must(atSerpent(() => {}, ["hunt-tide-2"]), 0, hunt);
    expect(invariantViolations(drawn)).toEqual([]);
    expect(invariantViolations(edit(drawn, (d) => void (d.monsters.choice = null)))).toContainEqual(expect.stringContaining("monster hunt cards"));
    expect(invariantViolations(edit(drawn, (d) => void d.monsters.trophies[1].push("trophy-4-a")))).toContainEqual(expect.stringContaining("monster markers"));
  });
});
