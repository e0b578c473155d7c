import { Random, seedRng } from "../../../engine";
import { botAction } from "../bot";
import { pursuedGoals } from "./bot-goals";
import { shiverMeTimbers } from "../game";
import { botTurnScene, edit, must, startedGame } from "../testing/index";
import type { SmtState } from "../state";
import { missionCard } from "../content/missions";
import { spotSpace } from "../monsters/monster-hunt";
import { spaceGraph } from "../map/spaces";

const game = shiverMeTimbers;
const random = () => Random.from(seedRng(5));

/** Seat 0's turn on `where` with 3 actions and 1500 G, the given secret goals, missions held (first tasks met as given) and cards. */
function scene(where: string, goals: number[], held: { card: string; met?: boolean[] }[] = [], kinds: string[] = []): SmtState {
  return botTurnScene(where, goals, { cocoa: 0, rum: 0, sugar: 0 }, kinds, (d) => {
    const m = d.missions;
    m.deck = m.deck.filter((c) => !held.some((h) => h.card === c));
    m.players[0].held = held.map((h) => ({ card: h.card, revealed: missionCard(h.card).kind !== "secret", met: h.met ?? missionCard(h.card).tasks.map(() => false) }));
  });
}

/** Spaces between two spaces of the map. */
function hops(s: SmtState, from: string, to: string): number {
  const graph = spaceGraph(s.map);
  const dist = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const next of graph.neighbours.get(queue[i]) ?? []) {
      if (dist.has(next)) continue;
      dist.set(next, dist.get(queue[i])! + 1);
      queue.push(next);
    }
  }
  return dist.get(to) ?? Infinity;
}

/** Plays bots until `done` or `plies` run out. */
function playUntil(s: SmtState, done: (s: SmtState) => boolean, plies = 600): SmtState {
  const r = random();
  for (let ply = 0; ply < plies && !done(s) && game.result(s) === null; ply++) {
    const [seat] = game.activeSeats(s);
    s = must(s, seat, botAction(s, seat, r));
  }
  return s;
}

describe("The bot pursues Monster Slayer and Noble Blood", () => {
  it("Monster Slayer keeps its First Mate while the Sea Serpent is already out, and sails for the monster", () => {
    let s = edit(scene("I:port-royal", [7, 1], [], ["first-mate"]), (d) => void (d.monsters.board["sea-serpent"] = "mangroves"));
    const spot = spotSpace(s, "mangroves")!;
    const before = hops(s, "I:port-royal", spot);
    const r = random();
    while (s.turn.seat === 0 && game.result(s) === null) {
      const [seat] = game.activeSeats(s);
      const a = botAction(s, seat, r);
      if (seat === 0) expect(a).not.toMatchObject({ type: "cards_play", card: "first-mate#1" });
      s = must(s, seat, a);
    }
    expect(hops(s, s.players[0].location, spot)).toBeLessThan(before);
    expect(s.cards.hands[0].crew).toEqual(["first-mate#1"]);
  });

  it("Monster Slayer with a summoner and no monster out plays it", () => {
    const s = scene("I:port-royal", [7, 1], [], ["first-mate"]);
    expect(botAction(s, 0, random())).toEqual({ type: "cards_play", card: "first-mate#1" });
  });

  it("Noble Blood: from a look at Port Royal it keeps the Royal Cartographer's quest over richer missions", () => {
    let s = scene("I:port-royal", [8, 1]);
    s = edit(s, (d) => {
      d.missions.deck = ["tidings-the-bay", "quest-royal-cartographer", "supply-port-royal", ...d.missions.deck.filter((c) => !["tidings-the-bay", "quest-royal-cartographer", "supply-port-royal"].includes(c))];
    });
    expect(botAction(s, 0, random())).toEqual({ type: "mission_acquire" });
    s = must(s, 0, { type: "mission_acquire" });
    expect(botAction(s, 0, random())).toEqual({ type: "mission_keep", card: "quest-royal-cartographer" });
  });

  it("Noble Blood without a title quest gives up an official mission at Port Royal to look again", () => {
    const s = scene("I:port-royal", [8, 1], [{ card: "hunt-galleon" }]);
    expect(botAction(s, 0, random())).toEqual({ type: "mission_discard", card: "hunt-galleon" });
  });

  it("Noble Blood in a real game: the Royal Cartographer's three islands are sailed to and the title claimed", () => {
    let s = scene("I:port-royal", [8, 1], [{ card: "quest-royal-cartographer" }]);
    s = playUntil(s, (x) => x.players[0].claimed.includes(8));
    expect(s.missions.players[0].titles).toEqual(["royal-cartographer"]);
    expect(s.players[0].claimed).toContain(8);
  });

  it("Merchant Adventurer: on a producer it loads what another quest island buys before upgrading, and sells it there", () => {
    const s = scene("I:st-david", [8, 10], [{ card: "quest-merchant-adventurer" }]);
    const buy = botAction(s, 0, random());
    expect(buy).toMatchObject({ type: "buy", resource: "rum" });
    // On São Tomé with 2 rum: the sale at any price meets the quest's task there.
    const there = edit(s, (d) => {
      d.players[0].location = "I:sao-tome";
      d.players[0].cargo = { cocoa: 0, rum: 2, sugar: 0 };
    });
    const sale = botAction(there, 0, random());
    expect(sale).toMatchObject({ type: "sell", cargo: { rum: 2 } });
    expect(must(there, 0, sale).missions.players[0].held[0].met[0]).toBe(true);
  });

  it("Governor's Pet keeps a mission that asks to play a card, hires the card on The Bay and plays it", () => {
    let s = scene("I:the-bay", [2, 1], [{ card: "secret-spy" }]);
    expect(botAction(s, 0, random())).toEqual({ type: "cards_hire", kind: "masterful-spy" });
    s = playUntil(s, (x) => x.missions.players[0].held.length === 0 || x.turn.seat !== 0, 40);
    expect(s.missions.players[0].completed).toContain("secret-spy");
  });
});

describe("Epic mode: goals nobody has claimed", () => {
  const epic = () =>
    edit(scene("I:port-royal", [1, 5, 10]), (d) => {
      d.options = { ...d.options, epic: true };
      d.goalsInPlay = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    });

  it("a bot with two secret goals left plays for them only", () => {
    const s = edit(epic(), (d) => void d.players[0].claimed.push(1));
    expect(pursuedGoals(s as never, 0)).toEqual([5, 10]);
  });

  it("with one left it adds a goal nobody has claimed, and the seats take different ones", () => {
    const s = edit(epic(), (d) => {
      d.players[0].claimed.push(1, 5);
      d.players[1].secretGoals = [2, 3, 6];
      d.players[1].claimed.push(2, 3);
      for (const g of [1, 2, 3, 5]) d.claims[g] = [0];
    });
    const mine = pursuedGoals(s as never, 0);
    const theirs = pursuedGoals(s as never, 1);
    expect(mine[0]).toBe(10);
    expect(theirs[0]).toBe(6);
    expect(mine).toHaveLength(2);
    expect(theirs).toHaveLength(2);
    expect(mine[1]).not.toBe(theirs[1]);
    for (const g of [...mine.slice(1), ...theirs.slice(1)]) expect(s.claims[g] ?? []).toEqual([]);
  });

  it("regular games: the secret goals, claimed or not", () => {
    const s = edit(scene("I:port-royal", [1, 5]), (d) => void d.players[0].claimed.push(1));
    expect(pursuedGoals(s as never, 0)).toEqual([1, 5]);
  });
});

describe("Self-play: the goals the bots now pursue", () => {
  it("Monster Slayer in a real game: sails for a summoner, summons, hunts and defeats its monster, and claims goal 7", () => {
    let s = edit(startedGame(2, 8, ["st-david", "st-david"]), (d) => {
      d.players[0].secretGoals = [7, 1];
      d.players[0].gold = 900;
      if (!d.goalsInPlay.includes(7)) d.goalsInPlay[d.goalsInPlay.length - 1] = 7;
    });
    s = playUntil(s, (x) => x.players[0].claimed.includes(7), 5000);
    expect(s.players[0].counters.monstersDefeated).toBeGreaterThanOrEqual(1);
    expect(s.players[0].claimed).toContain(7);
  });

  it("epic games (3 players, events) end by the goals, not the round limit, in most seeds", () => {
    const ends: string[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const r = Random.from(seedRng(seed));
      let s = game.setup([{ name: "A" }, { name: "B" }, { name: "C" }], game.optionsSchema.parse({ epic: true, events: true }), seed);
      for (let ply = 0; ply < 20_000 && game.result(s) === null; ply++) {
        const [seat] = game.activeSeats(s);
        s = must(s, seat, botAction(s, seat, r));
      }
      expect(game.result(s)).not.toBeNull();
      ends.push(String(s.endTriggered));
    }
    if (process.env.SMT_EPIC_ENDS) console.log(ends.join(" "));
    expect(ends.filter((e) => e === "goals").length).toBeGreaterThanOrEqual(5);
  });
});
