/**
 * One test per hidden item (issue 7): for each, a state where the item exists, and a JSON search
 * of every view: never in the public view nor in another seat's view; in its owner's view (or,
 * for what nobody may know — deck orders, face-down markers — in no view at all). The module
 * views have their own tests (cards/, treasure/, missions/, monsters/, family/, duel/ views.test.ts);
 * views.test.ts checks what the public view does show.
 */
import { shiverMeTimbers } from "./game";
import { edit, must, seats, startedGame } from "./testing/index";
import type { Draft } from "./core/draft";
import type { SmtState } from "./state";
import { takeCard } from "./crew-and-rituals/state";
import { eventCard } from "./content/events";
import { windCard } from "./content/wind-deck";
import { publicView } from "./views";

const game = shiverMeTimbers;
const json = (x: unknown) => JSON.stringify(x);

function hold(d: Draft<SmtState>, seat: number, kinds: readonly string[]): void {
  for (const kind of kinds) {
    const out = takeCard(d.cards as SmtState["cards"], seat, kind, 99);
    if ("error" in out) throw new Error(`${kind}: ${out.error}`);
    d.cards = out.cards as Draft<SmtState>["cards"];
  }
}

/** Seat 0's turn in a 3-player quick-start game, nothing owed, nobody holding a card. */
const play = (change: (d: Draft<SmtState>) => void) =>
  edit(startedGame(3, 9), (d) => {
    d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    d.pending = [];
    change(d);
  });

/** A 3-player game in its set-up, every goal chosen, seat 0 has chosen its origin and talent, the others not yet. */
function originsHalfChosen(epic = false): SmtState {
  let s = game.setup(seats(3), game.optionsSchema.parse(epic ? { epic: true } : {}), 4);
  const n = epic ? 3 : 2;
  for (let seat = 0; seat < 3; seat++) s = must(s, seat, { type: "chooseGoals", goals: s.goalsInPlay.slice(seat, seat + n) });
  return must(s, 0, { type: "chooseOrigin", origin: "isla-oscura", talent: "gunner" });
}

/** Seat 0 has boarded seat 1 at sea (nobody holds a crew card, so the cards are dealt at once). */
const boarding = () =>
  must(play((d) => {
    for (const p of d.players) p.location = "fogbank:1";
    d.merchants = Object.fromEntries(Object.entries(d.merchants).filter(([space]) => space !== "fogbank:1"));
  }), 0, { type: "board", target: { seat: 1 } });

interface Row {
  readonly item: string;
  readonly state: () => SmtState;
  /** The seat that may see it; null: nobody. */
  readonly owner: number | null;
  /** Strings (exact JSON fragments) that give the item away. */
  readonly secrets: (s: SmtState) => string[];
}

const rows: readonly Row[] = [
  // Set-up, the ship, merchants and fortresses
  { item: "secret life goals (two, in the chest)", state: () => originsHalfChosen(), owner: 1, secrets: (s) => [`"secretGoals":${json(s.players[1].secretGoals)}`] },
  { item: "secret life goals in epic mode (three)", state: () => originsHalfChosen(true), owner: 2, secrets: (s) => [`"secretGoals":${json(s.players[2].secretGoals)}`] },
  { item: "the origin chosen, while origins are secret", state: () => originsHalfChosen(), owner: 0, secrets: () => ['"origin":"isla-oscura"'] },
  { item: "the talent chosen, while talents are secret", state: () => originsHalfChosen(), owner: 0, secrets: () => ['"talent":"gunner"'] },
  {
    item: "a face-down merchant a seat peeked at",
    state: () => play((d) => {
      const [space, slot] = Object.entries(d.merchants)[0];
      d.players[2].peeked = [slot.id];
      void space;
    }),
    owner: 2,
    secrets: (s) => [`"${Object.values(s.merchants)[0].id}"`],
  },
  { item: "face-down merchants on the map", state: () => startedGame(3, 9), owner: null, secrets: (s) => Object.values(s.merchants).map((m) => `"${m.id}"`) },
  { item: "face-down fortresses on the islands", state: () => startedGame(3, 9), owner: null, secrets: (s) => Object.values(s.fortresses).map((f) => `"${f!.id}"`) },
  { item: "the merchant stack's order and contents", state: () => startedGame(3, 9), owner: null, secrets: (s) => s.merchantStack.map((m) => `"${m}"`) },
  { item: "the wind deck's order", state: () => startedGame(3, 9), owner: null, secrets: (s) => s.windDeck.map((w) => `"${w}"`) },
  {
    item: "events: the back of the wind card in play (next round's event)",
    state: () => edit(startedGame(3, 9), (d) => void (d.options = { ...d.options, events: true })),
    owner: null,
    secrets: (s) => [`"${s.wind}"`, `"${eventCard(windCard(s.wind!).event).name}"`],
  },
  { item: "the defender's duel hand", state: () => boarding(), owner: 1, secrets: (s) => s.combat!.duel.defender.hand.map((c) => `"${c}"`) },
  { item: "the attacker's duel hand", state: () => boarding(), owner: 0, secrets: (s) => s.combat!.duel.attacker.hand.map((c) => `"${c}"`) },
  { item: "the duel deck's stock (the cards not dealt)", state: () => boarding(), owner: null, secrets: (s) => s.combat!.duel.stock.map((c) => `"${c}"`) },
  { item: "the chest: gold and treasures hidden there are announced (public); only the secret goal markers in it are hidden", state: () => edit(originsHalfChosen(), (d) => void (d.players[0].chestGold = 700)), owner: 0, secrets: (s) => [`"secretGoals":${json(s.players[0].secretGoals)}`] },
  { item: "the generator (it would tell every future draw)", state: () => startedGame(2, 9), owner: null, secrets: (s) => [json(s.rng)] },
  // Crew and rituals
  { item: "crew cards in hand", state: () => play((d) => hold(d, 1, ["masterful-spy"])), owner: 1, secrets: () => ['"masterful-spy#1"'] },
  { item: "ritual cards in hand", state: () => play((d) => hold(d, 2, ["blood-moon"])), owner: 2, secrets: () => ['"blood-moon#1"'] },
  { item: "the crew deck's contents, while hiring on The Bay", state: () => play((d) => void (d.players[0].location = "I:the-bay")), owner: 0, secrets: () => ['"deck":"crew","kinds"'] },
  { item: "the ritual deck's contents, while learning on Isla Oscura", state: () => play((d) => void (d.players[0].location = "I:isla-oscura")), owner: 0, secrets: () => ['"deck":"ritual","kinds"'] },
  { item: "the deck's contents, while choosing a card owed as a reward", state: () => play((d) => void d.pending.push({ kind: "chooseCard", seat: 1, deck: "ritual", reason: "test" })), owner: 1, secrets: () => ['"deck":"ritual","kinds"'] },
  {
    // Nobody's view names it while the window is open (the hirer's own view neither: its client sent it); then it is in the hand.
    item: "which crew card an announced hire takes",
    state: () => must(play((d) => {
      d.players[0].location = "I:the-bay";
      hold(d, 1, ["powder-monkey"]);
    }), 0, { type: "cards_hire", kind: "first-mate" }),
    owner: null,
    secrets: () => ['"kind":"first-mate"'],
  },
  // Treasure
  {
    item: "treasure cards in hand",
    state: () => play((d) => {
      d.treasure.players[1].hand = [d.treasure.deck.shift()!];
    }),
    owner: 1,
    secrets: (s) => [`"${s.treasure.players[1].hand[0]}"`],
  },
  { item: "treasure cards seen while scouting (top 3)", state: () => must(play((d) => void (d.players[0].location = "I:st-david")), 0, { type: "treasure_scout" }), owner: 0, secrets: (s) => s.treasure.players[0].look!.cards.map((c) => `"${c}"`) },
  {
    item: "treasure cards seen for a treasure reward (top 2, keep 1)",
    state: () => play((d) => {
      const options = d.treasure.deck.splice(0, 2);
      d.pending.push({ kind: "pickTreasure", seat: 2, options, reason: "test", more: 0 });
    }),
    owner: 2,
    secrets: (s) => (s.pending[0].kind === "pickTreasure" ? s.pending[0].options.map((c) => `"${c}"`) : ["(no pick)"]),
  },
  { item: "the treasure deck's order", state: () => startedGame(3, 9), owner: null, secrets: (s) => s.treasure.deck.map((c) => `"${c}"`) },
  // Missions
  {
    item: "secret tasks held (a prisoner's pardon too)",
    state: () => play((d) => {
      d.missions.deck = d.missions.deck.filter((c) => c !== "secret-gold" && c !== "free-uncle");
      d.missions.players[1].held = [{ card: "secret-gold", revealed: false, met: [false] }, { card: "free-uncle", revealed: false, met: [false] }];
    }),
    owner: 1,
    secrets: () => ['"secret-gold"', '"free-uncle"'],
  },
  { item: "mission cards seen while acquiring (top 3)", state: () => must(play((d) => void (d.players[0].location = "I:port-royal")), 0, { type: "mission_acquire" }), owner: 0, secrets: (s) => s.missions.players[0].look!.map((c) => `"${c}"`) },
  {
    item: "cards seen in the Port Royal origin's look (top 2 missions)",
    state: () => must(startedGame(2, 3, ["st-david", "port-royal"]), 1, { type: "originLook", deck: "missions" }),
    owner: 1,
    secrets: (s) => s.missions.players[1].look!.map((c) => `"${c}"`),
  },
  { item: "the mission deck's order", state: () => startedGame(3, 9), owner: null, secrets: (s) => s.missions.deck.map((c) => `"${c}"`) },
  // Monsters
  {
    item: "the hunt cards seen after a tide (top 3)",
    state: () => play((d) => {
      d.monsters.board["sea-serpent"] = "mangroves";
      d.monsters.progress["sea-serpent"] = [5, 2, 0];
      d.monsters.deck = d.monsters.deck.filter((c) => c !== "hunt-tide-1");
      d.monsters.choice = { kind: "tide", seat: 0, monster: "sea-serpent", card: "hunt-tide-1", top: d.monsters.deck.slice(0, 3) };
    }),
    owner: 0,
    secrets: (s) => s.monsters.deck.slice(0, 3).map((c) => `"${c}"`),
  },
  { item: "the monster hunt deck's order", state: () => startedGame(3, 9), owner: null, secrets: (s) => s.monsters.deck.map((c) => `"${c}"`) },
  // Family and soulmates
  {
    item: "the wish a suitor chose",
    state: () => play((d) => {
      d.family.wishDeck = d.family.wishDeck.filter((w) => w !== "wish-castle" && w !== "wish-legend");
      d.family.wishDeck.push("wish-legend");
      d.family.courtships[2] = { stage: "wishing", candidates: ["wish-castle", "wish-legend"], wish: "wish-castle", met: false };
    }),
    owner: 2,
    secrets: () => ['"wish":"wish-castle"'],
  },
  { item: "the wish deck's order", state: () => startedGame(3, 9), owner: null, secrets: (s) => s.family.wishDeck.map((w) => `"${w}"`) },
];

describe("Every hidden item stays in its owner's seat view", () => {
  it.each(rows.map((r) => [r.item, r] as const))("%s", (_, row) => {
    const s = row.state();
    const secrets = row.secrets(s);
    expect(secrets.length).toBeGreaterThan(0);
    const pub = json(game.publicView(s));
    const views = s.players.map((_, seat) => json(game.seatView(s, seat)));
    for (const secret of secrets) {
      expect([row.item, "public", pub.includes(secret)]).toEqual([row.item, "public", false]);
      views.forEach((view, seat) => {
        const shouldSee = seat === row.owner;
        expect([row.item, secret, seat, view.includes(secret)]).toEqual([row.item, secret, seat, shouldSee]);
      });
    }
  });

  it("what the chest holds besides the goals is public (hiding is announced)", () => {
    const s = edit(startedGame(2, 9), (d) => void (d.players[0].chestGold = 700));
    expect(publicView(s).players[0].chestGold).toBe(700);
  });
});
