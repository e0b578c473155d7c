/**
 * The rulebook's worked examples played in the main game (game.apply), where no main-game test
 * had them yet. The others are referenced in docs/rules/shiver-me-timbers.md › Rulebook coverage
 * (travel/travel.test.ts, trade-and-upgrades/trade.test.ts, events/events.test.ts, crew-and-rituals/crew-rituals.test.ts, …).
 */
import { seedRng } from "../../engine";
import { shiverMeTimbers } from "./game";
import { invariantViolations } from "./testing/invariants";
import { edit, must, startedGame, withoutCards } from "./testing/index";
import type { SmtAction } from "./actions";
import type { Draft } from "./core/draft";
import type { SmtState } from "./state";
import { lifeGoal } from "./content/life-goals";
import { WISH_DECK } from "./content/wishes";
import { effectiveStat } from "./trade-and-upgrades/ship-attributes";
import { scoreLine } from "./scoring-and-end/scoring";
import { travelCosts, movementPoints } from "./travel/travel";
import { takeCard } from "./crew-and-rituals/state";
import { CREW_DECK, RITUAL_DECK } from "./content/crew-rituals";
import { publicView } from "./views";

const game = shiverMeTimbers;
const code = (r: ReturnType<typeof game.apply>) => (r.ok ? null : r.rejection.code);

/**
 * The dice come from the state's generator: try generator states until the roll the example
 * tells happens (`wanted` checks the result), so the example's luck is replayed exactly.
 */
function rolling(s: SmtState, seat: number, action: SmtAction, wanted: (after: SmtState) => boolean, dice?: readonly { die: string; face: string }[]): SmtState {
  for (let seed = 1; seed <= 500; seed++) {
    const out = game.apply(edit(s, (d) => void (d.rng = seedRng(seed) as number[])), seat, action);
    if (!out.ok || !wanted(out.state)) continue;
    // The dice the log reports for the move are exactly the example's.
    if (dice) expect(out.events.flatMap((e) => ((e.data as { rolls?: unknown[] } | undefined)?.rolls ?? []))).toEqual(dice);
    return out.state;
  }
  throw new Error(`no roll gives what the example tells for ${JSON.stringify(action)}`);
}

/** Seat 0's turn on `where` with 3 actions, no cards held anywhere, nothing owed. */
function turnOn(where: string, change: (d: Draft<SmtState>) => void = () => {}, players = 2, seed = 5): SmtState {
  return edit(startedGame(players, seed, Array(players).fill("st-david"), Array(players).fill("tramp")), (d) => {
    withoutCards(d);
    d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    d.pending = [];
    d.players[0].location = where;
    change(d);
  });
}

describe("Life Goals example: the goal Brigand is marked by the marker with the 5", () => {
  it("goal 5 is Brigand, and choosing it hides 5 among the secret goals", () => {
    expect(lifeGoal(5).name).toBe("Brigand");
    let s = game.setup([{ name: "A" }, { name: "B" }], game.optionsSchema.parse({}), 3);
    s = edit(s, (d) => void (d.goalsInPlay = [1, 5, 6]));
    s = must(s, 0, { type: "chooseGoals", goals: [5, 6] });
    expect(s.players[0].secretGoals).toEqual([5, 6]);
  });
});

describe("Treasure example in the main game: the hunt for Drake's Rapier (t01, St. David, 22, Cocoa advances 3)", () => {
  const RAPIER = "t01";
  const start = () =>
    turnOn("I:st-david", (d) => {
      d.players[0].strength = 5;
      d.players[0].cargo = { cocoa: 0, rum: 0, sugar: 0 };
      const top = ["t05", RAPIER, "t09"];
      d.treasure.deck = [...top, ...d.treasure.deck.filter((c) => !top.includes(c))];
    });
  const progress = (s: SmtState) => s.treasure.players[0].hunt?.progress ?? null;

  it("plays out as the rulebook tells it, action by action", () => {
    // 1st action: scout; keep Drake's Rapier, the two others go under the deck.
    let s = must(start(), 0, { type: "treasure_scout" });
    expect([s.turn.actionsLeft, s.treasure.players[0].look?.cards]).toEqual([2, ["t05", RAPIER, "t09"]]);
    s = must(s, 0, { type: "treasure_keep", card: RAPIER });
    expect(s.treasure.players[0].hand).toEqual([RAPIER]);
    // Reveal it on the track: no action.
    s = must(s, 0, { type: "treasure_begin", card: RAPIER });
    expect([progress(s), s.turn.actionsLeft]).toEqual([0, 2]);
    // 2nd action: strength 5 moves five spaces, onto a green die: 1 Cocoa.
    s = rolling(s, 0, { type: "treasure_dig" }, (a) => a.players[0].cargo.cocoa === 1, [{ die: "green", face: "cocoa" }]);
    expect([progress(s), s.turn.actionsLeft, s.players[0].cargo.cocoa]).toEqual([5, 1, 1]);
    // 3rd action: on to the tenth space (no die there).
    s = must(s, 0, { type: "treasure_dig" });
    expect([progress(s), s.turn.actionsLeft]).toEqual([10, 0]);
    s = must(must(s, 0, { type: "endTurn" }), 1, { type: "endTurn" });
    expect([s.turn.seat, s.turn.actionsLeft]).toEqual([0, 3]);
    // Next turn: the Cocoa discarded as a free action moves three spaces, onto green + white: green empty, white an extra action.
    s = rolling(s, 0, { type: "treasure_offer", units: 1 }, (a) => a.turn.actionsLeft === 4 && a.players[0].cargo.cocoa === 0 && a.players[0].cargo.rum + a.players[0].cargo.sugar === 0, [{ die: "green", face: "empty" }, { die: "white", face: "action" }]);
    expect(progress(s)).toBe(13);
    // The extra action: five steps to 18, a red die that comes up empty (no upgrade lost).
    s = rolling(s, 0, { type: "treasure_dig" }, (a) => a.players[0].strength === 5 && a.players[0].speed === s.players[0].speed && a.players[0].hull === s.players[0].hull, [{ die: "red", face: "empty" }]);
    expect([progress(s), s.turn.actionsLeft]).toEqual([18, 3]);
    // The first regular action of the turn reaches 23 (past 22): the rapier is raised onto the ship.
    s = must(s, 0, { type: "treasure_dig" });
    expect([progress(s), s.turn.actionsLeft, s.players[0].treasures, s.players[0].counters.treasuresRaised]).toEqual([null, 2, [RAPIER], 1]);
    // Its lasting bonus (windrose, our design: +1 strength) counts while it is on the ship.
    expect(effectiveStat(s, 0, "strength")).toBe(6);
    expect(invariantViolations(s)).toEqual([]);
  });
});

describe("Missions example in the main game: Tidings: St. David", () => {
  const CARD = "tidings-st-david";
  const start = () =>
    turnOn("I:port-royal", (d) => {
      d.players[0].speed = 6;
      const top = ["secret-gold", CARD, "secret-strength"];
      d.missions.deck = [...top, ...d.missions.deck.filter((c) => !top.includes(c))];
    });

  it("acquire on Port Royal, keep the mission, reveal it, two Travel actions to St. David, claim 500 G and a crew card, the card to the chest", () => {
    let s = must(start(), 0, { type: "mission_acquire" });
    expect(s.missions.players[0].look).toEqual(["secret-gold", CARD, "secret-strength"]);
    s = must(s, 0, { type: "mission_keep", card: CARD });
    // An official mission lies face up: everyone sees it; the two others went back under the deck.
    expect(JSON.stringify(publicView(s).missions)).toContain(CARD);
    expect(s.missions.deck).toEqual(expect.arrayContaining(["secret-gold", "secret-strength"]));
    expect(code(game.apply(s, 0, { type: "mission_claim", card: CARD }))).toBe("mission/not_met");
    // St. David is beyond one Travel action from Port Royal here, so two are taken.
    const points = movementPoints(s, 0);
    const costs = travelCosts(s, "I:port-royal", 99, 0);
    const distance = costs.get("I:st-david")!;
    expect(distance).toBeGreaterThan(points);
    expect(distance).toBeLessThanOrEqual(2 * points);
    const halfway = [...costs.entries()].find(([space, c]) => c > 0 && c <= points && (travelCosts(s, space, points, 0).get("I:st-david") ?? 99) <= points && !s.merchants[space])![0];
    s = must(s, 0, { type: "travel", to: halfway });
    s = must(s, 0, { type: "travel", to: "I:st-david" });
    expect(s.turn.actionsLeft).toBe(0);
    // The claim is free: 500 G and a crew card chosen from the deck.
    const gold = s.players[0].gold;
    s = must(s, 0, { type: "mission_claim", card: CARD });
    expect(s.players[0].gold).toBe(gold + 500);
    expect(s.pending[0]).toMatchObject({ kind: "chooseCard", seat: 0, deck: "crew" });
    s = must(s, 0, { type: "cards_take", kind: "veteran-sellsword" });
    expect(s.cards.hands[0].crew.map((c) => c.split("#")[0])).toEqual(["veteran-sellsword"]);
    // "place the mission in your chest to track Victory Points"
    expect(s.missions.players[0].completed).toEqual([CARD]);
    expect(s.missions.players[0].held).toEqual([]);
    expect(s.players[0].counters.missionsCompleted).toBe(1);
    expect(invariantViolations(s)).toEqual([]);
  });
});

describe("Rise to Nobility example in the main game: King's Privateer", () => {
  const QUEST = "quest-kings-privateer";
  const SEA = "ancient-shipyard:2";
  const ANCHOR = "ancient-shipyard:1";
  /** Puts merchant `id` face down on ANCHOR with `damage` markers; whatever lay there goes back to the stack (every marker stays counted). */
  function placeMerchant(d: Draft<SmtState>, id: string, damage: number): void {
    for (const [space, slot] of Object.entries(d.merchants)) if (slot.id === id) delete d.merchants[space];
    d.merchantStack = d.merchantStack.filter((m) => m !== id);
    const there = d.merchants[ANCHOR];
    if (there) d.merchantStack.push(there.id);
    d.merchants[ANCHOR] = { id, faceUp: false, damage };
  }
  /** Seat 0 holds the quest face up (acquired before any deed), is very strong, and sits on an anchor with `merchant`. */
  const holding = (merchantId: string) =>
    turnOn(ANCHOR, (d) => {
      d.players[0].strength = 7;
      d.missions.deck = d.missions.deck.filter((c) => c !== QUEST);
      d.missions.players[0].held = [{ card: QUEST, revealed: true, met: [false, false, false] }];
      placeMerchant(d, merchantId, 0);
      d.players[1].location = SEA;
      d.players[1].strength = 1;
      d.players[1].gold = 600;
    });

  it("a title quest is revealed as soon as it is acquired", () => {
    const s = must(must(turnOn("I:port-royal", (d) => {
      d.missions.deck = [QUEST, ...d.missions.deck.filter((c) => c !== QUEST)];
    }), 0, { type: "mission_acquire" }), 0, { type: "mission_keep", card: QUEST });
    expect(s.missions.players[0].held).toEqual([{ card: QUEST, revealed: true, met: [false, false, false] }]);
  });

  it.each([
    ["small merchant, then a pirate, then a large merchant", ["s-en-1", "player", "l-en-1"]],
    ["a pirate, then a large merchant, then a small merchant", ["player", "l-en-1", "s-en-1"]],
  ])("three tasks in any order (%s): the title card, +1 strength and pirate hunter", (_, order) => {
    const merchants = order.filter((o) => o !== "player");
    let s = holding(merchants[0]);
    const strength = effectiveStat(s, 0, "strength");
    for (const foe of order) {
      if (foe === "player") {
        s = edit(s, (d) => {
          d.players[0].location = SEA;
          d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
        });
        s = must(s, 0, { type: "board", target: { seat: 1 } });
        // Pushed off at once (7 against 1): the winner chooses the plunder.
        s = must(s, 0, { type: "plunder", take: { kind: "gold" } });
      } else {
        s = edit(s, (d) => {
          d.players[0].location = ANCHOR;
          placeMerchant(d, foe, 3);
          d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
        });
        s = must(s, 0, { type: "board", target: { merchant: true } });
      }
      expect(s.combat).toBeNull();
      while (s.pending.length > 0) s = must(s, s.pending[0].seat, game.legalActions(s, s.pending[0].seat)[0]);
    }
    expect(s.missions.players[0].held[0].met).toEqual([true, true, true]);
    s = must(s, 0, { type: "mission_claim", card: QUEST });
    expect(s.missions.players[0].titles).toEqual(["kings-privateer"]);
    expect(s.players[0].counters.titlesEarned).toBe(1);
    expect(effectiveStat(s, 0, "strength")).toBe(strength + 1);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("a deed done before the quest was revealed does not count", () => {
    let s = holding("s-en-1");
    s = edit(s, (d) => {
      d.missions.players[0].held = [];
      d.missions.deck.push(QUEST);
      d.merchants[ANCHOR].damage = 3;
    });
    s = must(s, 0, { type: "board", target: { merchant: true } });
    s = edit(s, (d) => {
      d.missions.deck = d.missions.deck.filter((c) => c !== QUEST);
      d.missions.players[0].held = [{ card: QUEST, revealed: true, met: [false, false, false] }];
    });
    expect(s.missions.players[0].held[0].met).toEqual([false, false, false]);
  });
});

describe("Find a Soulmate example in the main game: the Royal Signet", () => {
  const SIGNET = "t02"; // Royal Signet: Port Royal, final space 16
  const start = () =>
    turnOn("I:port-royal", (d) => {
      d.treasure.deck = d.treasure.deck.filter((c) => c !== SIGNET);
      d.treasure.players[0].hunt = { card: SIGNET, progress: 15 };
      const first = ["wish-dowry", "wish-castle", "wish-legend"];
      d.family.wishDeck = [...first, ...WISH_DECK.filter((w) => !first.includes(w))];
      d.players[0].gold = 1000;
    }, 3);

  it("found → three wishes, the right-hand neighbour discards one, the secret choice; the ring hidden in the chest; the wish met → a soulmate marker", () => {
    let s = must(start(), 0, { type: "treasure_dig" });
    expect(s.players[0].treasures).toEqual([SIGNET]);
    expect(s.family.courtships[0]).toEqual({ stage: "neighbour", revealed: ["wish-dowry", "wish-castle", "wish-legend"] });
    // The neighbour to the right (seat 2, seats run clockwise) strikes out the easiest.
    s = must(s, 2, { type: "family_wish_discard", suitor: 0, wish: "wish-legend" });
    s = must(s, 0, { type: "family_wish_choose", wish: "wish-dowry" });
    // The unused wishes go back to the deck (then shuffled).
    expect(s.family.wishDeck).toHaveLength(6);
    expect(s.family.wishDeck).toEqual(expect.arrayContaining(["wish-castle", "wish-legend"]));
    // "You can then keep the ring on your ship or hide it in your chest."
    s = must(s, 0, { type: "hideTreasure", treasure: SIGNET });
    expect([s.players[0].treasures, s.players[0].chestTreasures]).toEqual([[], [SIGNET]]);
    expect(code(game.apply(s, 0, { type: "family_wish_reveal", marker: "soulmate-1" }))).toBe("family/wish_unmet");
    // A Golden Dowry: 3,000 G on the ship. Met → reveal (free) → the marker, worth its VP.
    s = edit(s, (d) => void (d.players[0].gold = 3000));
    const before = s;
    s = must(s, 0, { type: "family_wish_reveal", marker: "soulmate-1" });
    expect([s.family.soulmates[0], s.players[0].counters.soulmatesWon, s.turn.actionsLeft]).toEqual([["soulmate-1"], 1, before.turn.actionsLeft]);
    expect(scoreLine(s, 0).seals).toBe(scoreLine(before, 0).seals + 5);
    expect(invariantViolations(s)).toEqual([]);
  });
});

describe("The Combat Example in the main game, from the declaration to the aftermath", () => {
  // The prelude alone is also in crew-and-rituals/crew-rituals.test.ts; the duel alone in duel/example.test.ts.
  const A = 0;
  const B = 1;
  const handA = ["high3-low-1", "middle2-low-1", "low1-high-1", "high1-middle-1"]; // High 3, Middle 2, the High Guard, a weak 1
  const handB = ["sand-1", "low1-middle-1", "high2-low-1", "middle1-low-1"]; // Throw sand, Low 1, High 2, no Middle Guard
  function hold(d: Draft<SmtState>, seat: number, kinds: readonly string[]): void {
    for (const kind of kinds) {
      const out = takeCard(d.cards as SmtState["cards"], seat, kind, 99);
      if ("error" in out) throw new Error(`${kind}: ${out.error}`);
      d.cards = out.cards as Draft<SmtState>["cards"];
    }
  }
  const start = () =>
    turnOn("short-1:0", (d) => {
      for (const p of d.players) {
        p.gold = 2000;
        p.location = "short-1:0";
      }
      d.players[A].strength = 5;
      d.players[B].strength = 4;
      d.players[A].speed = 4; // "Player A (who has the faster ship)"
      d.players[B].speed = 3;
      hold(d, A, ["veteran-sellsword", "veteran-sellsword"]);
      hold(d, B, ["scurvy-saboteur"]);
    });
  const steps: readonly { says: string; seat: number; action: SmtAction; plank: number }[] = [
    { says: "Declaration of attack: A boards B; strength 5 against 4 moves the miniature 1 forward", seat: A, action: { type: "board", target: { seat: B } }, plank: 1 },
    { says: "A plays a Veteran Sellsword (+1)", seat: A, action: { type: "cards_play", card: "veteran-sellsword#1" }, plank: 2 },
    { says: "A passes priority", seat: A, action: { type: "cards_pass" }, plank: 2 },
    { says: "B counters with a Scurvy Saboteur: one of A's cannons is destroyed", seat: B, action: { type: "cards_play", card: "scurvy-saboteur#1", target: A }, plank: 1 },
    { says: "A adds another Sellsword; everyone passes; A's strength is 6, the miniature 2 forward, 4 cards each", seat: A, action: { type: "cards_play", card: "veteran-sellsword#2" }, plank: 2 },
  ];
  const duelSteps: readonly { says: string; seat: number; action: SmtAction; plank: number }[] = [
    { says: "A, the faster, starts", seat: A, action: { type: "duel_choose_first", first: "self" }, plank: 2 },
    { says: "A: a powerful High Attack", seat: A, action: { type: "duel_attack", card: "high3-low-1" }, plank: 2 },
    { says: "B blocks with Throw sand", seat: B, action: { type: "duel_sand", card: "sand-1" }, plank: 2 },
    { says: "B retaliates with a Low Attack", seat: B, action: { type: "duel_attack", card: "low1-middle-1" }, plank: 2 },
    { says: "A takes the hit: 1 space back", seat: A, action: { type: "duel_take" }, plank: 1 },
    { says: "A hits back with a Middle Attack", seat: A, action: { type: "duel_attack", card: "middle2-low-1" }, plank: 1 },
    { says: "B has no Middle Guard: 2 spaces back, close to the brink", seat: B, action: { type: "duel_take" }, plank: 3 },
    { says: "B: a desperate High Attack", seat: B, action: { type: "duel_attack", card: "high2-low-1" }, plank: 3 },
    { says: "A blocks with a High Guard", seat: A, action: { type: "duel_guard", card: "low1-high-1" }, plank: 3 },
    { says: "A's last card: a weak 1 damage attack", seat: A, action: { type: "duel_attack", card: "high1-middle-1" }, plank: 3 },
  ];

  it("plays step by step; B, unable to block, falls off the plank; A takes the plunder and B's ship marker, and A's turn goes on", () => {
    let s = start();
    for (const step of steps) {
      s = must(s, step.seat, step.action);
      expect([step.says, s.combat?.duel.plank]).toEqual([step.says, step.plank]);
    }
    expect([s.players[A].strength, effectiveStat(s, A, "strength"), s.combat!.duel.attacker.strength]).toEqual([4, 6, 6]);
    expect([s.combat!.duel.attacker.hand.length, s.combat!.duel.defender.hand.length]).toEqual([4, 4]);
    // "Deal the Cards": the example's hands (swapped in from the dealt cards, every duel card stays counted).
    s = edit(s, (d) => {
      const duel = d.combat!.duel;
      const all = [...duel.stock, ...duel.attacker.hand, ...duel.defender.hand];
      duel.stock = all.filter((c) => !handA.includes(c) && !handB.includes(c));
      duel.attacker.hand = [...handA];
      duel.defender.hand = [...handB];
    });
    expect(invariantViolations(s)).toEqual([]);
    for (const step of duelSteps) {
      s = must(s, step.seat, step.action);
      expect([step.says, s.combat?.duel.plank]).toEqual([step.says, step.plank]);
    }
    // B can't block the last attack: taking it is all that is left.
    expect(game.legalActions(s, B)).toEqual([{ type: "duel_take" }]);
    s = must(s, B, { type: "duel_take" });
    expect(s.combat).toBeNull();
    expect(s.players[A].trophies.shipMarkers).toEqual([B]);
    expect(s.pending[0]).toMatchObject({ kind: "plunder", seat: A });
    const goldB = s.players[B].gold;
    s = must(s, A, { type: "plunder", take: { kind: "gold" } });
    expect(s.players[B].gold).toBe(goldB - Math.floor(goldB / 2 / 100) * 100);
    expect([s.turn.seat, s.turn.actionsLeft]).toEqual([A, 2]);
    expect(invariantViolations(s)).toEqual([]);
  });
});

describe("After the search: a one-time bonus is paid only to whoever raises the treasure", () => {
  const DOUBLOONS = "t10"; // Spanish Doubloons: St. David, final space 12, once 800 G
  const base = (change: (d: Draft<SmtState>) => void) =>
    turnOn("I:st-david", (d) => {
      d.treasure.deck = d.treasure.deck.filter((c) => c !== DOUBLOONS);
      d.players[0].gold = 1000;
      change(d);
    });

  it.each<[string, (d: Draft<SmtState>) => void, (s: SmtState) => SmtState, number]>([
    ["raised: the bonus is paid", (d) => void (d.treasure.players[0].hunt = { card: DOUBLOONS, progress: 11 }), (s) => must(s, 0, { type: "treasure_dig" }), 1800],
    [
      "received as a treasure reward (top 2, keep 1): no bonus",
      (d) => {
        const other = d.treasure.deck.shift()!;
        d.pending.push({ kind: "pickTreasure", seat: 0, options: [DOUBLOONS, other], reason: "test", more: 0 });
      },
      (s) => must(s, 0, { type: "pickTreasure", treasure: DOUBLOONS }),
      1000,
    ],
    [
      "stolen from another ship: no bonus",
      (d) => {
        for (const p of d.players) p.location = "ancient-shipyard:2";
        d.players[0].strength = 7;
        d.players[1].strength = 1;
        d.players[1].gold = 0;
        d.players[1].treasures = [DOUBLOONS];
      },
      (s) => must(must(s, 0, { type: "board", target: { seat: 1 } }), 0, { type: "plunder", take: { kind: "treasure", treasure: DOUBLOONS } }),
      1000,
    ],
  ])("%s", (_, change, act, gold) => {
    const s = act(base(change));
    expect(s.players[0].treasures).toEqual([DOUBLOONS]);
    expect(s.players[0].gold).toBe(gold);
    expect(invariantViolations(s)).toEqual([]);
  });
});

describe("Free actions: none of them costs one of the turn's three actions", () => {
  const T = "t10";
  const base = () =>
    turnOn("I:st-david", (d) => {
      d.players[0].cargo = { cocoa: 0, rum: 2, sugar: 0 };
      d.players[0].gold = 1000;
      hold0(d, "powder-monkey");
      d.treasure.deck = d.treasure.deck.filter((c) => c !== T && c !== "t05");
      d.players[0].treasures = [T];
      d.treasure.players[0].hand = ["t05"];
      d.missions.deck = d.missions.deck.filter((c) => c !== "secret-gold");
      d.missions.players[0].held = [{ card: "secret-gold", revealed: false, met: [false] }];
    });
  function hold0(d: Draft<SmtState>, kind: string): void {
    const out = takeCard(d.cards as SmtState["cards"], 0, kind, 99);
    if ("error" in out) throw new Error(out.error);
    d.cards = out.cards as Draft<SmtState>["cards"];
  }

  it.each<[string, SmtAction, (before: SmtState, after: SmtState) => void]>([
    ["discard resources", { type: "discardCargo", resource: "rum", units: 2 }, (_, a) => expect(a.players[0].cargo.rum).toBe(0)],
    ["hide coins in the chest", { type: "hideGold", amount: 500 }, (_, a) => expect([a.players[0].gold, a.players[0].chestGold]).toEqual([500, 500])],
    ["hide a treasure in the chest", { type: "hideTreasure", treasure: T }, (_, a) => expect(a.players[0].chestTreasures).toEqual([T])],
    ["discard a treasure from the ship (to the discard pile)", { type: "discardTreasure", treasure: T }, (_, a) => expect(a.treasure.discard).toContain(T)],
    ["discard a treasure card from the hand", { type: "treasure_discard", card: "t05" }, (_, a) => expect(a.treasure.discard).toContain("t05")],
    ["discard a mission card", { type: "mission_discard", card: "secret-gold" }, (_, a) => expect(a.missions.players[0].held).toEqual([])],
    ["discard a crew card (back to its deck)", { type: "cards_discard", card: "powder-monkey#1" }, (b, a) => expect([a.cards.hands[0].crew, a.cards.crewDeck.length]).toEqual([[], b.cards.crewDeck.length + 1])],
  ])("%s", (_, action, check) => {
    const before = base();
    const after = must(before, 0, action);
    expect(after.turn.actionsLeft).toBe(3);
    check(before, after);
    expect(invariantViolations(after)).toEqual([]);
  });
});

describe("Game Set-up: treasure and mission decks are shuffled; crew and ritual decks are not (their cards are chosen)", () => {
  it("two seeds deal different treasure and mission decks, and the same crew and ritual decks in their printed order", () => {
    const [a, b] = [startedGame(2, 1), startedGame(2, 2)];
    expect(a.treasure.deck).not.toEqual(b.treasure.deck);
    expect(a.missions.deck).not.toEqual(b.missions.deck);
    for (const s of [a, b]) expect([s.cards.crewDeck, s.cards.ritualDeck]).toEqual([[...CREW_DECK], [...RITUAL_DECK]]);
  });
});
