/**
 * Crew and ritual cards in the main game (crew-and-rituals/crew-rituals.ts, crew-and-rituals/card-windows.ts,
 * crew-and-rituals/card-effects.ts): the rulebook's Combat Example and Reckless Smuggler example end to end,
 * collecting, windows, every card kind's effect, cards returning at the end of the turn.
 */
import { shiverMeTimbers } from "../game";
import { invariantViolations } from "../testing/invariants";
import { edit, must, startedGame, withoutCards } from "../testing/index";
import type { SmtAction } from "../actions";
import type { Draft } from "../core/draft";
import type { SmtState } from "../state";
import { takeCard } from "./state";
import { deepFreeze } from "../duel/test-duel";
import { effectiveStat } from "../trade-and-upgrades/ship-attributes";
import { movementPoints, travelCosts } from "../travel/travel";
import * as hooks from "../monsters/monster-hooks";
import { seatView } from "../views";
import type { IslandId } from "../content/basics";
import type { TalentId } from "../content/talents";
import { grantReward } from "../missions-and-titles/rewards";
import { Random, seedRng } from "../../../engine";
import { CREW_DECK, RITUAL_DECK } from "../content/crew-rituals";

const game = shiverMeTimbers;
const A = 0;
const B = 1;
const code = (r: ReturnType<typeof game.apply>) => (r.ok ? null : r.rejection.code);

/** Puts cards of these kinds into a seat's hand (out of the deck, as hiring would). */
function hold(d: Draft<SmtState>, seat: number, kinds: readonly string[]): void {
  for (const kind of kinds) {
    const out = takeCard(d.cards as SmtState["cards"], seat, kind, 99);
    if ("error" in out) throw new Error(`${kind}: ${out.error}`);
    d.cards = out.cards as Draft<SmtState>["cards"];
  }
}

/** Seat 0's turn with 3 actions on `where`, 2000 G and 2 of each resource; nobody holds a card unless `change` says so. */
function scene(where: string, change: (d: Draft<SmtState>) => void = () => {}, players = 2): SmtState {
  const origins: IslandId[] = Array.from({ length: players }, () => "st-david");
  const talents: TalentId[] = Array.from({ length: players }, () => "tramp");
  return edit(startedGame(players, 5, origins, talents), (d) => {
    d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    d.pending = [];
    withoutCards(d);
    for (const p of d.players) {
      p.gold = 2000;
      p.cargo = { cocoa: 2, rum: 2, sugar: 2 };
      p.hull = 7;
    }
    d.players[0].location = where;
    change(d);
  });
}

const holder = (s: SmtState) => (s.cards.window ? s.cards.window.order[s.cards.window.at] : null);

describe("The Combat Example in the main game (Sellsword, Saboteur, Sellsword; A's strength 6)", () => {
  // "Player A has strength 5. Player B has strength 4. A moves the miniature 1 space forward. Player A plays a
  // Veteran Sellsword … Player B counters with a Scurvy Saboteur … A adds another Sellsword. Everyone passes;
  // A's strength is 6 now. A moves the miniature another space forward. Each player receives 4 cards."
  const start = () => scene("short-1:0", (d) => {
    d.players[A].strength = 5;
    d.players[B].strength = 4;
    d.players[B].location = "short-1:0";
    hold(d, A, ["veteran-sellsword", "veteran-sellsword"]);
    hold(d, B, ["scurvy-saboteur"]);
  });
  const steps: readonly { says: string; seat: number; action: SmtAction; plank: number; holder: number | null; aUpgrades: number }[] = [
    { says: "A plays a Veteran Sellsword", seat: A, action: { type: "cards_play", card: "veteran-sellsword#1" }, plank: 2, holder: A, aUpgrades: 5 },
    { says: "A passes", seat: A, action: { type: "cards_pass" }, plank: 2, holder: B, aUpgrades: 5 },
    { says: "B counters with a Scurvy Saboteur", seat: B, action: { type: "cards_play", card: "scurvy-saboteur#1", target: A }, plank: 1, holder: A, aUpgrades: 4 },
    { says: "A adds another Sellsword; everyone has passed", seat: A, action: { type: "cards_play", card: "veteran-sellsword#2" }, plank: 2, holder: null, aUpgrades: 4 },
  ];

  it("declares the boarding in its prelude, moves the miniature with each card, then deals 4 cards each", () => {
    let s = must(start(), A, { type: "board", target: { seat: B } });
    expect([s.combat?.duel.phase, s.combat?.duel.plank, s.turn.actionsLeft, game.activeSeats(s)]).toEqual(["prelude", 1, 2, [A]]);
    expect(s.cards.window?.trigger).toEqual({ moment: "announce", action: "board", active: A, combatants: [A, B] });
    for (const step of steps) {
      s = must(s, step.seat, step.action);
      expect([step.says, s.combat?.duel.plank, holder(s), s.players[A].strength]).toEqual([step.says, step.plank, step.holder, step.aUpgrades]);
    }
    const duel = s.combat!.duel;
    expect([duel.attacker.strength, duel.defender.strength, duel.attacker.hand.length, duel.defender.hand.length]).toEqual([6, 4, 4, 4]);
    expect(duel.phase).not.toBe("prelude");
    expect([s.players[A].gold, s.players[B].gold]).toEqual([2000 - 400, 2000 - 300]);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("while the window is open only crew and ritual plays are accepted, by the seat holding priority", () => {
    const s = deepFreeze(must(start(), A, { type: "board", target: { seat: B } }));
    expect(code(game.apply(s, B, { type: "cards_pass" }))).toBe("cards/not_your_priority");
    expect(code(game.apply(s, A, { type: "duel_choose_first", first: "self" }))).toBe("cards/window_open");
    expect(code(game.apply(s, A, { type: "endTurn" }))).toBe("cards/window_open");
    expect(code(game.apply(s, A, { type: "cards_play", card: "veteran-sellsword#1", target: 1 }))).toBeNull();
    expect(game.legalActions(s, A).every((a) => a.type === "cards_play" || a.type === "cards_pass")).toBe(true);
    expect(game.legalActions(s, B)).toEqual([]);
  });

  it.each([
    ["the Sea Wall bars crew cards", "sea-wall", "veteran-sellsword", "cards/no_crew_here"],
    ["the Haunted Keep bars rituals", "haunted-keep", "power-of-ik", "cards/no_rituals_here"],
  ])("%s in a raid's prelude", (_, fortressId, kind, rejection) => {
    const s = deepFreeze(must(scene("I:st-david", (d) => {
      d.fortresses["st-david"] = { id: fortressId, faceUp: false };
      d.players[A].strength = 6;
      hold(d, A, [kind]);
    }), A, { type: "raid" }));
    expect(s.cards.window?.trigger.combatants).toEqual([A]);
    expect(code(game.apply(s, A, { type: "cards_play", card: `${kind}#1` }))).toBe(rejection);
    expect(game.legalActions(s, A)).toEqual([{ type: "cards_pass" }]);
  });
});

describe("The Reckless Smuggler example (Crew & Rituals)", () => {
  // "You travel to The Bay (Action 1). You take the card Reckless Smuggler (Action 2). You decide to also take a
  // Veteran Sellsword (Action 3). You play the Smuggler (no action) and pay 300 Gold. You add a new trade route to
  // the board. You return the Smuggler to the crew deck. You end your turn."
  const route = { tile: "short-4", a: { island: "la-juanita" as const, point: 5 }, b: { island: "st-david" as const, point: 3 } };
  const rows: readonly { says: string; action: SmtAction; actionsLeft: number; crew: string[]; gold: number; window: string | null }[] = [
    { says: "take the Smuggler (nobody held a card: no announcement window); its end window opens", action: { type: "cards_hire", kind: "reckless-smuggler" }, actionsLeft: 1, crew: ["reckless-smuggler#1"], gold: 2000, window: "end hire" },
    { says: "pass", action: { type: "cards_pass" }, actionsLeft: 1, crew: ["reckless-smuggler#1"], gold: 2000, window: null },
    { says: "announce hiring a Sellsword: a window first", action: { type: "cards_hire", kind: "veteran-sellsword" }, actionsLeft: 1, crew: ["reckless-smuggler#1"], gold: 2000, window: "announce hire" },
    { says: "pass: the Sellsword is hired; the end window opens", action: { type: "cards_pass" }, actionsLeft: 0, crew: ["reckless-smuggler#1", "veteran-sellsword#1"], gold: 2000, window: "end hire" },
    { says: "play the Smuggler (no action), pay 300 G", action: { type: "cards_play", card: "reckless-smuggler#1" }, actionsLeft: 0, crew: ["veteran-sellsword#1"], gold: 1700, window: "end hire" },
    { says: "pass: the window closes, the route is owed", action: { type: "cards_pass" }, actionsLeft: 0, crew: ["veteran-sellsword#1"], gold: 1700, window: null },
    { says: "add the route between La Juanita and St. David", action: { type: "cards_route", route }, actionsLeft: 0, crew: ["veteran-sellsword#1"], gold: 1700, window: null },
  ];

  it("two hires cost two actions, the play costs 300 G and none, the route joins the map, the Smuggler returns at the end of the turn", () => {
    let s = scene("I:the-bay", (d) => void (d.turn.actionsLeft = 2));
    for (const row of rows) {
      s = must(s, A, row.action);
      const w = s.cards.window ? `${s.cards.window.trigger.moment} ${s.cards.window.trigger.action}` : null;
      expect([row.says, s.turn.actionsLeft, s.cards.hands[A].crew, s.players[A].gold, w]).toEqual([row.says, row.actionsLeft, row.crew, row.gold, row.window]);
    }
    expect(s.map.routes).toContainEqual(route);
    expect(s.cards.crewDeck).not.toContain("reckless-smuggler#1");
    s = must(s, A, { type: "endTurn" });
    expect(s.cards.crewDeck).toContain("reckless-smuggler#1");
    expect(s.cards.played).toEqual([]);
    expect(s.cards.hands[A].crew).toEqual(["veteran-sellsword#1"]);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("the route waits until everyone has played or passed", () => {
    let s = scene("I:the-bay", (d) => hold(d, A, ["reckless-smuggler", "veteran-sellsword"]));
    s = must(s, A, { type: "cards_play", card: "reckless-smuggler#1" });
    expect([holder(s), s.pending]).toEqual([A, [{ kind: "addSeaRoute", seat: A }]]);
    expect(code(game.apply(deepFreeze(s), A, { type: "cards_route", route }))).toBe("cards/window_open");
    s = must(s, A, { type: "cards_pass" });
    expect(game.activeSeats(s)).toEqual([A]);
    expect(must(s, A, { type: "cards_route", route }).map.routes).toContainEqual(route);
  });

  it("offers legal routes only, and a route that breaks the rules of map building is rejected", () => {
    let s = scene("I:the-bay", (d) => hold(d, A, ["reckless-smuggler"]));
    s = must(s, A, { type: "cards_play", card: "reckless-smuggler#1" });
    const offered = game.legalActions(s, A);
    expect(offered.length).toBeGreaterThan(0);
    for (const a of offered.slice(0, 5)) expect(game.apply(s, A, a).ok).toBe(true);
    const used = { tile: "short-6", a: { island: "st-david" as const, point: 0 }, b: { island: "the-bay" as const, point: 2 } };
    expect(code(game.apply(deepFreeze(s), A, { type: "cards_route", route: used }))).toBe("map/point_taken");
  });
});

describe("Hiring and learning", () => {
  const frozen = (where: string, change: (d: Draft<SmtState>) => void = () => {}) => deepFreeze(scene(where, change));
  it.each<[string, SmtState, SmtAction, string]>([
    ["hiring away from The Bay", frozen("I:st-david"), { type: "cards_hire", kind: "powder-monkey" }, "cards/not_the_bay"],
    ["learning away from Isla Oscura", frozen("I:the-bay"), { type: "cards_learn", kind: "power-of-ik" }, "cards/not_isla_oscura"],
    ["a 4th crew card", frozen("I:the-bay", (d) => hold(d, A, ["powder-monkey", "masterful-spy", "quartermaster"])), { type: "cards_hire", kind: "first-mate" }, "cards/hand_full"],
    ["a kind with no copy left", frozen("I:the-bay", (d) => hold(d, B, ["first-mate", "first-mate", "first-mate"])), { type: "cards_hire", kind: "first-mate" }, "cards/none_left"],
    ["a ritual from the crew deck", frozen("I:the-bay"), { type: "cards_hire", kind: "power-of-ik" }, "cards/unknown_kind"],
    ["with no action left", frozen("I:the-bay", (d) => void (d.turn.actionsLeft = 0)), { type: "cards_hire", kind: "powder-monkey" }, "turn/no_actions_left"],
    ["out of turn", frozen("I:the-bay", (d) => void (d.players[B].location = "I:the-bay")), { type: "cards_hire", kind: "powder-monkey" }, "turn/not_yours"],
    ["a card that cannot be paid", frozen("I:st-david", (d) => { hold(d, A, ["reckless-smuggler"]); d.players[A].gold = 200; }), { type: "cards_play", card: "reckless-smuggler#1" }, "cards/cannot_pay"],
    ["a ritual without the resources", frozen("I:st-david", (d) => { hold(d, A, ["power-of-ik"]); d.players[A].cargo = { cocoa: 1, rum: 0, sugar: 0 }; }), { type: "cards_play", card: "power-of-ik#1" }, "cards/cannot_pay"],
    ["a play before an action by another player", frozen("I:st-david", (d) => hold(d, B, ["powder-monkey"])), { type: "cards_play", card: "powder-monkey#1" }, "turn/not_yours"],
  ])("rejects %s", (_, s, action, rejection) => {
    const seat = rejection === "turn/not_yours" ? B : A;
    expect(code(game.apply(s, seat, action))).toBe(rejection);
  });

  it("one card per action: a learned ritual goes into the hand and the action is spent", () => {
    const s = must(scene("I:isla-oscura"), A, { type: "cards_learn", kind: "call-of-the-deep" });
    expect([s.cards.hands[A].rituals, s.turn.actionsLeft]).toEqual([["call-of-the-deep#1"], 2]);
    expect(game.legalActions(scene("I:isla-oscura"), A)).toContainEqual({ type: "cards_learn", kind: "ghost-sails" });
    expect(game.legalActions(scene("I:the-bay"), A)).not.toContainEqual({ type: "cards_learn", kind: "ghost-sails" });
  });

  it("a crew card as a reward is chosen from the deck; with the hand full it is lost", () => {
    const reward = (full: boolean) => scene("I:st-david", (d) => {
      if (full) hold(d, A, ["powder-monkey", "masterful-spy", "quartermaster"]);
      d.missions.deck = d.missions.deck.filter((c) => c !== "tidings-st-david");
      d.missions.players[A].held = [{ card: "tidings-st-david", revealed: true, met: [false] }];
    });
    const s = must(reward(false), A, { type: "mission_claim", card: "tidings-st-david" });
    expect(s.pending).toEqual([{ kind: "chooseCard", seat: A, deck: "crew", reason: "a mission" }]);
    expect(seatView(s, A)?.cards.browse?.deck).toBe("crew");
    const took = must(s, A, { type: "cards_take", kind: "ships-surgeon" });
    expect(took.cards.hands[A].crew).toEqual(["ships-surgeon#1"]);
    // Two crew rewards with one slot free: only one choice is owed.
    const two = edit(reward(false), (d) => hold(d, A, ["powder-monkey", "masterful-spy"]));
    const ctx = { s: structuredClone(two) as Draft<SmtState>, random: Random.from(seedRng(1)), events: [] };
    grantReward(ctx, A, { kind: "crewCard" }, "test");
    grantReward(ctx, A, { kind: "crewCard" }, "test");
    expect(ctx.s.pending).toEqual([{ kind: "chooseCard", seat: A, deck: "crew", reason: "test" }]);
    const full = must(reward(true), A, { type: "mission_claim", card: "tidings-st-david" });
    expect(full.pending).toEqual([]);
    expect(full.cards.hands[A].crew).toHaveLength(3);
  });
});

describe("Card windows", () => {
  it("no window and no extra click when nobody holds a card", () => {
    const s = must(scene("I:st-david"), A, { type: "upgrade", attribute: "speed" });
    expect([s.cards.window, s.players[A].speed, s.turn.actionsLeft]).toEqual([null, 4, 2]);
  });

  it.each([
    [2, 1, [1, 0]],
    [3, 1, [1, 2, 0]],
    [3, 2, [2, 0, 1]],
  ])("%i players, seat %i announces: the active player first, then clockwise; the action runs when all have passed, then the end window", (players, active, order) => {
    let s = scene("I:st-david", (d) => {
      d.turn.seat = active;
      d.players[active].location = "I:st-david";
      d.players.forEach((_, seat) => hold(d, seat, ["masterful-spy"]));
    }, players);
    s = must(s, active, { type: "upgrade", attribute: "speed" });
    expect([s.cardMoments.announced?.action, s.players[active].speed]).toEqual([{ type: "upgrade", attribute: "speed" }, 3]);
    for (const seat of order) {
      expect(game.activeSeats(s)).toEqual([seat]);
      s = must(s, seat, { type: "cards_pass" });
    }
    expect([s.players[active].speed, s.turn.actionsLeft, s.cards.window?.trigger.moment]).toEqual([4, 2, "end"]);
    for (const seat of order) s = must(s, seat, { type: "cards_pass" });
    expect([s.cards.window, game.activeSeats(s)]).toEqual([null, [active]]);
  });

  it("an announced action the cards made impossible is dropped without spending the action", () => {
    // A announces a gunfight it may fire only while faster; B's Powder Monkey evens the speeds.
    let s = scene("short-1:0", (d) => {
      d.players[A].speed = 4;
      d.players[B].speed = 3;
      d.players[B].location = "short-1:0";
      hold(d, B, ["powder-monkey"]);
    });
    s = must(s, A, { type: "gunfight", target: { seat: B } });
    expect(s.cardMoments.announced?.action.type).toBe("gunfight");
    const out = game.apply(s, B, { type: "cards_play", card: "powder-monkey#1" });
    if (!out.ok) throw new Error(out.rejection.code);
    expect([out.state.cards.window, out.state.turn.actionsLeft, out.state.cardMoments.announced]).toEqual([null, 3, null]);
    expect(out.events.map((e) => e.kind)).toContain("cards/announce_dropped");
  });

  it("the active player may play a card before choosing an action; played cards return at the end of the turn", () => {
    let s = scene("I:st-david", (d) => hold(d, A, ["wind-whisper"]));
    const before = movementPoints(s, A);
    s = must(s, A, { type: "cards_play", card: "wind-whisper#1" });
    expect([s.cards.window, movementPoints(s, A), s.players[A].cargo.sugar]).toEqual([null, before + 2, 1]);
    s = must(s, A, { type: "endTurn" });
    expect([s.cards.ritualDeck.length, s.cards.played, movementPoints(s, A)]).toEqual([RITUAL_DECK.length, [], before]);
    expect(invariantViolations(s)).toEqual([]);
  });
});

describe("What each card does", () => {
  const played = (kind: string, change: (d: Draft<SmtState>) => void = () => {}, target?: number) => {
    const before = scene("I:st-david", (d) => {
      hold(d, A, [kind]);
      change(d);
    });
    const after = must(before, A, { type: "cards_play", card: `${kind}#1`, ...(target === undefined ? {} : { target }) });
    return { before, after };
  };
  const sum = (s: SmtState, seat: number) => s.players[seat].speed + s.players[seat].strength + s.players[seat].hull;

  it.each<[string, (b: SmtState, a: SmtState) => unknown, unknown]>([
    ["daring-cabin-boy", (b, a) => movementPoints(a, A) - movementPoints(b, A), 1],
    ["veteran-sellsword", (b, a) => effectiveStat(a, A, "strength") - effectiveStat(b, A, "strength"), 1],
    ["powder-monkey", (b, a) => effectiveStat(a, A, "speed") - effectiveStat(b, A, "speed"), 1],
    ["hummingbird-totem", (b, a) => effectiveStat(a, A, "speed") - effectiveStat(b, A, "speed"), 2],
    ["power-of-ik", (b, a) => effectiveStat(a, A, "strength") - effectiveStat(b, A, "strength"), 2],
    ["wind-whisper", (b, a) => movementPoints(a, A) - movementPoints(b, A), 2],
    ["reckless-smuggler", (_, a) => a.pending, [{ kind: "addSeaRoute", seat: A }]],
    ["masterful-spy", (_, a) => a.pending, [{ kind: "spyPeek", seat: A }]],
  ])("%s", (kind, measure, expected) => {
    const { before, after } = played(kind);
    expect(measure(before, after)).toEqual(expected);
    expect(invariantViolations(after)).toEqual([]);
  });

  it("scurvy-saboteur: the target loses a strength upgrade", () => {
    const { after } = played("scurvy-saboteur", (d) => void (d.players[B].strength = 4), B);
    expect(after.players[B].strength).toBe(3);
  });

  it("voodoo-doll: the target rolls the red die and loses the upgrade it shows", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const before = scene("I:st-david", (d) => {
        hold(d, A, ["voodoo-doll"]);
        d.rng = edit(startedGame(2, seed), () => {}).rng as never;
      });
      const out = game.apply(before, A, { type: "cards_play", card: "voodoo-doll#1", target: B });
      if (!out.ok) throw new Error(out.rejection.code);
      const face = out.events.find((e) => e.kind === "cards/red_die")!.data!.face as string;
      expect([face, sum(before, B) - sum(out.state, B)]).toEqual([face, face === "empty" ? 0 : 1]);
      if (face !== "empty") expect(out.state.players[B][face as "speed"]).toBe(before.players[B][face as "speed"] - 1);
    }
  });

  it("ancestors-blessing: the white die's reward", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const before = scene("I:st-david", (d) => {
        hold(d, A, ["ancestors-blessing"]);
        d.rng = edit(startedGame(2, seed), () => {}).rng as never;
      });
      const out = game.apply(before, A, { type: "cards_play", card: "ancestors-blessing#1" });
      if (!out.ok) throw new Error(out.rejection.code);
      const face = out.events.find((e) => e.kind === "cards/roll")!.data!.face as string;
      const a = out.state;
      const got = { gold: a.players[A].gold - before.players[A].gold, actions: a.turn.actionsLeft - before.turn.actionsLeft, owed: a.pending.map((p) => p.kind) };
      const want = { gold: face === "gold" ? 200 : 0, actions: face === "action" ? 1 : 0, owed: face === "upgrade" ? ["gainUpgrade"] : [] };
      expect([face, got]).toEqual([face, want]);
    }
  });

  it.each([
    ["first-mate", "sea-serpent"],
    ["call-of-the-deep", "kraken"],
  ])("%s asks the monsters to summon the %s", (kind, monster) => {
    const summon = jest.spyOn(hooks, "requestSummon");
    played(kind);
    expect(summon).toHaveBeenCalledWith(expect.anything(), A, monster);
    summon.mockRestore();
  });

  it("masterful-spy: peek at any face-down merchant, and a pirate hunter seen this way does not attack", () => {
    const { after } = played("masterful-spy", (d) => void (d.merchants["short-2:1"] = { id: "s-en-4", faceUp: false, damage: 0 }));
    const s = must(after, A, { type: "cards_spy", space: "short-2:1" });
    expect([s.players[A].peeked.includes("s-en-4"), s.combat, s.merchants["short-2:1"].faceUp]).toEqual([true, null, false]);
  });

  it("ghost-sails: pirate hunters neither slow nor attack you this turn", () => {
    const hunter = (d: Draft<SmtState>) => {
      d.players[A].location = "short-1:0";
      d.merchants["short-1:1"] = { id: "s-en-4", faceUp: true, damage: 0 };
    };
    const base = scene("short-1:0", hunter);
    const { after } = played("ghost-sails", hunter);
    expect(travelCosts(base, "short-1:0", 9, A).get("I:the-bay")! - travelCosts(after, "short-1:0", 9, A).get("I:the-bay")!).toBe(2);
    const s = must(after, A, { type: "travel", to: "short-1:1" });
    expect([s.players[A].location, s.combat]).toEqual(["short-1:1", null]);
  });

  it("quartermaster: +100 G for each unit sold this turn (played when the sale is announced)", () => {
    let s = scene("I:port-royal", (d) => hold(d, A, ["quartermaster"]));
    const plain = must(scene("I:port-royal"), A, { type: "sell", cargo: { cocoa: 2, rum: 2, sugar: 2 }, treasures: [] });
    s = must(s, A, { type: "sell", cargo: { cocoa: 2, rum: 2, sugar: 2 }, treasures: [] });
    expect(s.cards.window?.trigger).toEqual({ moment: "announce", action: "trade", active: A });
    s = must(s, A, { type: "cards_play", card: "quartermaster#1" });
    expect(s.players[A].gold).toBe(plain.players[A].gold - 200 + 600);
  });

  it("serpent-eye: advance 3 on the treasure track when a dig is announced (the monster track first)", () => {
    const hunting = (d: Draft<SmtState>) => {
      hold(d, A, ["serpent-eye"]);
      d.treasure.deck = d.treasure.deck.filter((c) => c !== "t01");
      for (const p of d.players) p.treasures = p.treasures.filter((c) => c !== "t01");
      d.treasure.players[A].hunt = { card: "t01", progress: 0 };
    };
    const plain = must(scene("I:st-david", (d) => { hunting(d); withoutCards(d); }), A, { type: "treasure_dig" }).treasure.players[A].hunt!.progress;
    const announced = must(scene("I:st-david", hunting), A, { type: "treasure_dig" });
    expect(announced.cards.window?.trigger).toEqual({ moment: "announce", action: "treasureHunt", active: A });
    const s = must(announced, A, { type: "cards_play", card: "serpent-eye#1" });
    expect(s.treasure.players[A].hunt?.progress).toBe(plain + 3);
    const monster = jest.spyOn(hooks, "advanceMonsterTrack").mockReturnValue(true);
    const m = must(announced, A, { type: "cards_play", card: "serpent-eye#1" });
    expect(m.treasure.players[A].hunt?.progress).toBe(plain);
    expect(monster).toHaveBeenCalledWith(expect.anything(), A, 3);
    monster.mockRestore();
  });

  it.each([
    ["ships-surgeon", A, 5],
    ["blood-moon", B, 3],
  ])("%s: duel cards in the coming duel (seat %i draws %i)", (kind, seat, cards) => {
    let s = scene("short-1:0", (d) => {
      d.players[B].location = "short-1:0";
      hold(d, A, [kind]);
    });
    s = must(s, A, { type: "board", target: { seat: B } });
    s = must(s, A, { type: "cards_play", card: `${kind}#1`, ...(kind === "blood-moon" ? { target: B } : {}) });
    const duel = s.combat!.duel;
    expect((seat === A ? duel.attacker : duel.defender).hand).toHaveLength(cards);
  });

  it("a card played is a deed for missions (Sabotage: play a Scurvy Saboteur)", () => {
    const { after } = played("scurvy-saboteur", (d) => {
      d.missions.deck = d.missions.deck.filter((c) => c !== "secret-saboteur");
      d.missions.players[A].held = [{ card: "secret-saboteur", revealed: false, met: [false] }];
    }, B);
    expect(after.missions.players[A].held[0].met).toEqual([true]);
  });

  it("all 54 cards stay accounted for", () => {
    const { after } = played("veteran-sellsword");
    expect(after.cards.crewDeck.length + after.cards.played.length).toBe(CREW_DECK.length);
    expect(invariantViolations(after)).toEqual([]);
  });
});
