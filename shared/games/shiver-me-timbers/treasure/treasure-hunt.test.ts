import { shiverMeTimbers } from "../game";
import { invariantViolations } from "../testing/invariants";
import { edit, must, startedGame, withoutCards } from "../testing/index";
import type { SmtAction } from "../actions";
import type { SmtState } from "../state";
import { TREASURE_CARDS } from "../content/treasures";

const game = shiverMeTimbers;
const RAPIER = "t01"; // Drake's Rapier: St. David, final space 22, cocoa advances 3

/** Seat 0 on St. David at the start of its turn, with its treasure module state edited. */
function onStDavid(change: (s: Parameters<Parameters<typeof edit>[1]>[0]) => void = () => {}): SmtState {
  return edit(startedGame(2, 5, ["st-david", "the-bay"], ["tramp", "tramp"]), (s) => {
    s.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    s.pending = [];
    s.players[0].location = "I:st-david";
    withoutCards(s);
    change(s);
  });
}

const withRapierInHand = (s: Parameters<Parameters<typeof edit>[1]>[0]) => {
  s.treasure.deck = s.treasure.deck.filter((c) => c !== RAPIER);
  for (const p of s.players) p.treasures = p.treasures.filter((c) => c !== RAPIER);
  s.treasure.players[0].hand = [RAPIER];
};

describe("Treasure hunts in the main game", () => {
  it("scouting is a regular action; the look is settled before anything else, then the card is in hand", () => {
    let s = onStDavid();
    s = must(s, 0, { type: "treasure_scout" });
    expect(s.turn.actionsLeft).toBe(2);
    const look = s.treasure.players[0].look!.cards;
    expect(look).toHaveLength(3);
    expect(game.legalActions(s, 0)).toEqual(look.map((card) => ({ type: "treasure_keep", card })));
    const travel = game.apply(s, 0, { type: "endTurn" });
    expect(travel.ok ? null : travel.rejection.code).toBe("treasure/choose_first");
    s = must(s, 0, { type: "treasure_keep", card: look[1] });
    expect(s.treasure.players[0].hand).toEqual([look[1]]);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("scouting needs an action left and the player's turn", () => {
    const spent = onStDavid((s) => void (s.turn.actionsLeft = 0));
    const r = game.apply(spent, 0, { type: "treasure_scout" });
    expect(r.ok ? null : r.rejection.code).toBe("turn/no_actions_left");
    const other = game.apply(onStDavid(), 1, { type: "treasure_scout" });
    expect(other.ok ? null : other.rejection.code).toBe("turn/not_yours");
  });

  it("begin is free, digging costs an action and moves strength footprints (+2 for the Digger)", () => {
    let s = onStDavid(withRapierInHand);
    s = must(s, 0, { type: "treasure_begin", card: RAPIER });
    expect(s.turn.actionsLeft).toBe(3);
    const strength = s.players[0].strength;
    s = must(s, 0, { type: "treasure_dig" });
    expect(s.turn.actionsLeft).toBe(2);
    expect(s.treasure.players[0].hunt).toEqual({ card: RAPIER, progress: strength });
    const digger = must(onStDavid((d) => { withRapierInHand(d); d.players[0].talent = "digger"; }), 0, { type: "treasure_begin", card: RAPIER });
    expect(must(digger, 0, { type: "treasure_dig" }).treasure.players[0].hunt!.progress).toBe(strength + 2);
  });

  it("offering cocoa is free and takes it from the hold", () => {
    let s = onStDavid((d) => { withRapierInHand(d); d.players[0].cargo = { cocoa: 2, rum: 0, sugar: 0 }; });
    s = must(s, 0, { type: "treasure_begin", card: RAPIER });
    s = must(s, 0, { type: "treasure_offer", units: 2 });
    expect(s.players[0].cargo.cocoa).toBe(0);
    expect(s.turn.actionsLeft).toBe(3);
    expect(s.treasure.players[0].hunt!.progress).toBe(6);
  });

  it("raising puts the treasure on the ship, counts for Tomb Raider, and the goal is marked at once", () => {
    let s = onStDavid((d) => {
      withRapierInHand(d);
      d.players[0].counters.treasuresRaised = 2;
      d.players[0].treasures = [];
      d.goalsInPlay = [...new Set([3, ...d.goalsInPlay])].sort((a, b) => a - b);
      d.treasure.players[0].hand = [];
      d.treasure.players[0].hunt = { card: RAPIER, progress: 21 };
    });
    s = must(s, 0, { type: "treasure_dig" });
    expect(s.treasure.players[0].hunt).toBeNull();
    expect(s.players[0].treasures).toContain(RAPIER);
    expect(s.players[0].counters.treasuresRaised).toBe(3);
    // Marked as soon as it is met ("Whenever you meet the requirements … mark it"): nothing to claim by hand.
    expect(s.players[0].claimed).toContain(3);
    expect(game.legalActions(s, 0).some((a) => a.type === "claimGoal")).toBe(false);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("a relative card found rescues the relative and does not count as a raised treasure", () => {
    const card = TREASURE_CARDS.find((c) => c.kind === "relative")!;
    let s = onStDavid((d) => {
      d.treasure.deck = d.treasure.deck.filter((c) => c !== card.id);
      for (const p of d.players) p.treasures = p.treasures.filter((c) => c !== card.id);
      d.treasure.players[0].hunt = { card: card.id, progress: card.search - 1 };
      d.players[0].location = `I:${card.island}`;
    });
    s = must(s, 0, { type: "treasure_dig" });
    expect(s.family.relatives[0]).toContain(card.relative);
    expect(s.players[0].counters.relativesRescued).toBe(1);
    expect(s.players[0].counters.treasuresRaised).toBe(0);
    expect(s.treasure.discard).toContain(card.id);
    expect(invariantViolations(s)).toEqual([]);
  });

  it("every treasure action the legal list offers is accepted", () => {
    const s = onStDavid((d) => { withRapierInHand(d); d.players[0].cargo = { cocoa: 1, rum: 0, sugar: 0 }; });
    const treasureActions = (state: SmtState) => game.legalActions(state, 0).filter((a: SmtAction) => a.type.startsWith("treasure_"));
    expect(treasureActions(s).map((a) => a.type).sort()).toEqual(["treasure_begin", "treasure_discard", "treasure_scout"]);
    const begun = must(s, 0, { type: "treasure_begin", card: RAPIER });
    for (const a of treasureActions(begun)) expect(game.apply(begun, 0, a).ok).toBe(true);
  });
});
