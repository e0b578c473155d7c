import { shiverMeTimbers } from "./game";
import { edit, must, seats, startedGame } from "./testing/index";
import type { SmtState } from "./state";
import { publicView, seatView } from "./views";

const game = shiverMeTimbers;
const json = (x: unknown) => JSON.stringify(x);

/** The public view and every other seat's view must not contain `secret`; the owner's view must. */
function hiddenFromOthers(state: SmtState, owner: number, secret: string) {
  expect(json(game.publicView(state))).not.toContain(secret);
  state.players.forEach((_, seat) => {
    if (seat !== owner) expect(json(game.seatView(state, seat))).not.toContain(secret);
  });
  expect(json(game.seatView(state, owner))).toContain(secret);
}

describe("Views never show another seat's secrets", () => {
  it("secret life goals: only the owner knows them until the game is over", () => {
    let s = game.setup(seats(3), game.optionsSchema.parse({}), 4);
    const [a, b, c] = s.goalsInPlay;
    s = must(s, 0, { type: "chooseGoals", goals: [a, b] });
    s = must(s, 1, { type: "chooseGoals", goals: [b, c] });
    s = must(s, 2, { type: "chooseGoals", goals: [a, c] });
    hiddenFromOthers(s, 0, `"secretGoals":[${a},${b}]`);
    hiddenFromOthers(s, 1, `"secretGoals":[${b},${c}]`);
    expect(publicView(s).players.every((p) => p.secretGoals === null)).toBe(true);
  });

  it("who has chosen is public, but not what: origins and talents stay hidden until everyone has chosen", () => {
    let s = game.setup(seats(2), game.optionsSchema.parse({}), 9);
    for (const seat of [0, 1]) s = must(s, seat, { type: "chooseGoals", goals: [s.goalsInPlay[0], s.goalsInPlay[1]] });
    s = must(s, 0, { type: "chooseOrigin", origin: "isla-oscura", talent: "gunner" });
    hiddenFromOthers(s, 0, '"origin":"isla-oscura"');
    hiddenFromOthers(s, 0, '"talent":"gunner"');
    expect(publicView(s).players[0].chosen).toBe(true);
    expect(game.activeSeats(s)).toEqual([1]);
    s = must(s, 1, { type: "chooseOrigin", origin: "st-david", talent: "tramp" });
    expect(publicView(s).players[0]).toMatchObject({ origin: "isla-oscura", talent: "gunner" });
  });

  it("crew and ritual cards in hand", () => {
    const s = startedGame(2, 9, ["the-bay", "isla-oscura"]);
    hiddenFromOthers(s, 0, "veteran-sellsword#1");
    hiddenFromOthers(s, 1, "power-of-ik#1");
    expect(publicView(s).players[0].crewCards).toBe(2);
  });

  it("the crew deck's contents: only the seat that may hire sees them, and only on The Bay", () => {
    const onTheBay = edit(startedGame(2, 9, ["the-bay", "isla-oscura"]), (d) => void (d.players[0].location = "I:the-bay"));
    hiddenFromOthers(onTheBay, 0, '"browse":{"deck":"crew","kinds":{"daring-cabin-boy":2');
    const away = edit(onTheBay, (d) => void (d.players[0].location = "I:st-david"));
    expect(json(game.seatView(away, 0))).not.toContain('"kinds"');
    // Public: deck sizes, hand counts and the cards face up, never the decks' contents.
    const pub = publicView(onTheBay).cards;
    expect([pub.crewDeckCount, pub.handCounts, pub.played, pub.window]).toEqual([25, [{ crew: 2, rituals: 0 }, { crew: 0, rituals: 2 }], [], null]);
    expect(json(publicView(onTheBay))).not.toContain("daring-cabin-boy");
    // A hire announced while cards are held: the public sees that crew is hired, not which.
    const announced = must(onTheBay, 0, { type: "cards_hire", kind: "first-mate" });
    expect(publicView(announced).cards.announced).toEqual({ seat: 0, action: { type: "cards_hire" } });
    expect(json(publicView(announced))).not.toContain("first-mate");
    expect(json(game.seatView(announced, 1))).not.toContain("first-mate");
  });

  it("face-down merchants: nobody sees them in the public view", () => {
    const s = startedGame(3, 9);
    const pub = json(game.publicView(s));
    for (const slot of Object.values(s.merchants)) expect(pub).not.toContain(`"${slot.id}"`);
  });

  it("a peeked merchant: only the peeker learns it", () => {
    const base = edit(startedGame(2, 9), (d) => {
      d.players[0].location = "short-1:0";
      d.merchants["short-1:1"] = { id: "s-fr-2", faceUp: false, damage: 0 };
    });
    const s = must(must(base, 0, { type: "travel", to: "short-1:1" }), 0, { type: "peek" });
    hiddenFromOthers(s, 0, '"s-fr-2"');
  });

  it("treasure cards being looked at (top 2, keep 1)", () => {
    const base = edit(startedGame(2, 9), (d) => {
      d.players[0].location = "short-1:1";
      d.players[0].strength = 7;
      d.merchants["short-1:1"] = { id: "s-nl-4", faceUp: false, damage: 0 };
    });
    const s = must(base, 0, { type: "board", target: { merchant: true } });
    const pick = s.pending[0];
    if (pick.kind !== "pickTreasure") throw new Error("expected a treasure pick");
    for (const t of pick.options) hiddenFromOthers(s, 0, `"${t}"`);
  });

  it("duel hands: each captain sees only their own cards", () => {
    const base = edit(startedGame(3, 9), (d) => {
      for (const p of d.players) p.location = "fogbank:1";
      d.merchants = {};
      d.players[0].strength = 3;
      d.players[1].strength = 3;
    });
    const s = must(base, 0, { type: "board", target: { seat: 1 } });
    const duel = s.combat!.duel;
    for (const card of duel.attacker.hand) {
      hiddenFromOthers(s, 0, `"${card}"`);
    }
    for (const card of duel.defender.hand) hiddenFromOthers(s, 1, `"${card}"`);
  });

  it("deck orders: wind, merchant stack, treasure and duel decks show only their sizes", () => {
    const s = startedGame(4, 9);
    const views = [game.publicView(s), ...s.players.map((_, seat) => game.seatView(s, seat))].map(json);
    const hidden = [...s.windDeck, ...s.merchantStack, ...s.treasure.deck, ...s.missions.deck, ...s.duelDeck.draw];
    for (const view of views) for (const id of hidden) expect(view).not.toContain(`"${id}"`);
    expect(publicView(s).windCardsLeft).toBe(s.windDeck.length);
    expect(json(game.publicView(s))).not.toContain(json(s.rng));
  });

  it("secret goals are revealed at the end of the game", () => {
    const s = edit(startedGame(2, 9), (d) => {
      d.endTriggered = "wind";
      d.turn.seat = 1;
      d.players[0].chestGold = 1000; // no tie
    });
    const over = must(s, 1, { type: "endTurn" });
    expect(over.phase).toBe("over");
    expect(publicView(over).players[0].secretGoals).toEqual(over.players[0].secretGoals);
  });
});

describe("Treasure cards stay in their owner's seat view (treasure/)", () => {
  const held = (change: (s: Parameters<Parameters<typeof edit>[1]>[0]) => void) =>
    edit(startedGame(2, 9), (s) => {
      const [a, b, c] = s.treasure.deck;
      s.treasure.deck = s.treasure.deck.slice(3);
      change(s);
      s.treasure.players[0].hand = [a];
      s.treasure.players[1].look = { cards: [b, c], purpose: "scout" };
    });

  it("treasure cards in hand: only their count is public", () => {
    const s = held(() => {});
    const card = s.treasure.players[0].hand[0];
    hiddenFromOthers(s, 0, `"${card}"`);
    expect(publicView(s).treasureHunts.players[0].handCount).toBe(1);
  });

  it("cards seen while scouting: only how many is public", () => {
    const s = held(() => {});
    for (const card of s.treasure.players[1].look!.cards) hiddenFromOthers(s, 1, `"${card}"`);
    expect(publicView(s).treasureHunts.players[1]).toMatchObject({ lookingAt: 2, lookPurpose: "scout" });
  });

  it("the card on the treasure track is public (it lies face up)", () => {
    const s = edit(startedGame(2, 9), (d) => {
      const card = d.treasure.deck.shift()!;
      d.treasure.players[0].hunt = { card, progress: 4 };
    });
    const card = s.treasure.players[0].hunt!.card;
    expect(json(game.publicView(s))).toContain(`"${card}"`);
  });
});

describe("Missions stay in their owner's seat view (missions-and-titles/)", () => {
  it("a secret task held: only how many is public", () => {
    const s = edit(startedGame(2, 9), (d) => {
      d.missions.deck = d.missions.deck.filter((c) => c !== "secret-gold");
      d.missions.players[0].held = [{ card: "secret-gold", revealed: false, met: [false] }];
    });
    hiddenFromOthers(s, 0, "secret-gold");
    expect(publicView(s).missions.players[0].hiddenCount).toBe(1);
  });

  it("the mission cards seen while acquiring: only how many is public", () => {
    const s = edit(startedGame(2, 9), (d) => {
      d.missions.players[1].look = d.missions.deck.slice(0, 3);
      d.missions.deck = d.missions.deck.slice(3);
    });
    for (const card of s.missions.players[1].look!) hiddenFromOthers(s, 1, `"${card}"`);
    expect(publicView(s).missions.players[1].lookingAt).toBe(3);
  });
});

describe("Monsters: the hunt deck stays hidden (monsters/)", () => {
  /** Seat 0 hunting the Sea Serpent in the Mangroves; a tide was drawn and it is looking at the top 3. */
  const tide = () =>
    edit(startedGame(2, 9), (d) => {
      d.monsters.board["sea-serpent"] = "mangroves";
      d.monsters.progress["sea-serpent"] = [5, 2];
      d.monsters.deck = d.monsters.deck.filter((c) => c !== "hunt-tide-1");
      d.monsters.choice = { kind: "tide", seat: 0, monster: "sea-serpent", card: "hunt-tide-1", top: d.monsters.deck.slice(0, 3) };
      d.monsters.markers = d.monsters.markers.filter((m) => m !== "trophy-4-a");
      d.monsters.trophies[1] = ["trophy-4-a"];
    });

  it("the tide's look at the top hunt cards: only the hunter", () => {
    const s = tide();
    for (const card of s.monsters.deck.slice(0, 3)) hiddenFromOthers(s, 0, `"${card}"`);
    expect(seatView(s, 0)!.monsters.tide).toEqual(s.monsters.deck.slice(0, 3));
  });

  it("the hunt deck's order: nobody; the board, tracks, deck size and markers are public", () => {
    const s = tide();
    const views = [game.publicView(s), ...s.players.map((_, seat) => game.seatView(s, seat))].map(json);
    for (const card of s.monsters.deck.slice(3)) for (const view of views) expect(view).not.toContain(`"${card}"`);
    expect(publicView(s).monsters).toMatchObject({
      board: { "sea-serpent": "mangroves", kraken: null },
      progress: { "sea-serpent": [5, 2] },
      deckCount: 23,
      trophies: [[], ["trophy-4-a"]],
      choice: { kind: "tide", seat: 0, monster: "sea-serpent", card: "hunt-tide-1" },
    });
  });
});

describe("Family and soulmates (family-and-soulmates/)", () => {
  it("the wish a suitor chose: only the suitor knows it; the two it was chosen from, relatives and soulmates are public", () => {
    const s = edit(startedGame(3, 9), (d) => {
      d.family.wishDeck = d.family.wishDeck.filter((w) => w !== "wish-castle" && w !== "wish-legend");
      d.family.wishDeck.push("wish-legend");
      d.family.courtships[1] = { stage: "wishing", candidates: ["wish-castle", "wish-legend"], wish: "wish-castle", met: false };
      d.family.unrescued = d.family.unrescued.filter((r) => r !== "son");
      d.family.relatives[2] = ["son"];
      d.players[2].counters.relativesRescued = 1;
      d.family.soulmateMarkers = d.family.soulmateMarkers.filter((m) => m !== "soulmate-2");
      d.family.soulmates[0] = ["soulmate-2"];
      d.players[0].counters.soulmatesWon = 1;
    });
    hiddenFromOthers(s, 1, '"wish":"wish-castle"');
    const pub = publicView(s);
    expect(pub.family.courtships[1]).toEqual({ stage: "wishing", wishes: ["wish-castle", "wish-legend"] });
    expect(pub.family.relatives[2]).toEqual(["son"]);
    expect(pub.players[2].trophies.family).toEqual(["son"]);
    expect(pub.family.soulmates[0]).toEqual(["soulmate-2"]);
    expect(seatView(s, 1)!.family).toEqual({ wish: "wish-castle", met: false });
  });

  it("the wish deck's order: only its size is public", () => {
    const s = startedGame(2, 9);
    expect(publicView(s).family.wishDeckCount).toBe(7);
    expect(json(game.publicView(s))).not.toContain(s.family.wishDeck[0]);
  });

  it("the three wishes revealed for a courtship are public", () => {
    const s = edit(startedGame(3, 9), (d) => {
      d.family.courtships[0] = { stage: "neighbour", revealed: d.family.wishDeck.slice(0, 3) };
      d.family.wishDeck = d.family.wishDeck.slice(3);
    });
    expect(publicView(s).family.courtships[0]).toEqual({ stage: "neighbour", wishes: s.family.courtships[0]!.stage === "neighbour" ? [...s.family.courtships[0]!.revealed] : [] });
  });
});
