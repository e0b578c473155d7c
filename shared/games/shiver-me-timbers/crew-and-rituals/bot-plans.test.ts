import { Random, seedRng } from "../../../engine";
import { botAction } from "../bot";
import { shiverMeTimbers } from "../game";
import { botTurnScene, edit, must, startedGame } from "../testing/index";
import type { Draft } from "../core/draft";
import type { SmtState } from "../state";
import { takeCard } from "./state";
import * as hooks from "../monsters/monster-hooks";

const game = shiverMeTimbers;
const random = () => Random.from(seedRng(3));

/** Seat 0's turn on `where` with 3 actions, 1500 G, 2 cocoa and 2 rum; its secret goals as given; nobody holds a card unless `kinds`. */
function botScene(where: string, goals: number[], kinds: string[] = []): SmtState {
  return botTurnScene(where, goals, { cocoa: 2, rum: 2, sugar: 0 }, kinds);
}

describe("The bot and crew and ritual cards", () => {
  it("Monster Slayer: hires the First Mate on The Bay and plays it, asking the monsters for the Sea Serpent", () => {
    const summon = jest.spyOn(hooks, "requestSummon");
    let s = botScene("I:the-bay", [7, 1]);
    const hire = botAction(s, 0, random());
    expect(hire).toEqual({ type: "cards_hire", kind: "first-mate" });
    s = must(s, 0, hire);
    // Its end window is open and the bot holds priority: it plays the First Mate.
    expect(s.cards.window?.trigger.moment).toBe("end");
    const play = botAction(s, 0, random());
    expect(play).toEqual({ type: "cards_play", card: "first-mate#1" });
    must(s, 0, play);
    expect(summon).toHaveBeenCalledWith(expect.anything(), 0, "sea-serpent");
    summon.mockRestore();
  });

  it("Monster Slayer without a summoner sails for The Bay; with Call of the Deep in hand it plays it at once", () => {
    // Nothing to sell, too poor to upgrade: the plan's next step is The Bay (a short route away from Port Royal).
    const s = edit(botScene("I:port-royal", [7, 1]), (d) => {
      d.players[0].cargo = { cocoa: 0, rum: 0, sugar: 0 };
      d.players[0].gold = 700;
    });
    expect(botAction(s, 0, random())).toEqual({ type: "travel", to: "I:the-bay" });
    const held = botScene("I:port-royal", [7, 1], ["call-of-the-deep"]);
    const ready = edit(held, (d) => void (d.players[0].cargo = { cocoa: 1, rum: 1, sugar: 1 }));
    expect(botAction(ready, 0, random())).toEqual({ type: "cards_play", card: "call-of-the-deep#1" });
  });

  it("Monster Slayer in a real game: the bot sails for a summoner and plays it within a few rounds", () => {
    const summon = jest.spyOn(hooks, "requestSummon");
    let s = edit(startedGame(2, 8, ["st-david", "st-david"]), (d) => {
      d.players[0].secretGoals = [7, 1];
      d.players[0].gold = 900;
    });
    const r = random();
    for (let ply = 0; ply < 400 && !summon.mock.calls.some((c) => c[1] === 0); ply++) {
      const [seat] = game.activeSeats(s);
      s = must(s, seat, botAction(s, seat, r));
    }
    expect(summon.mock.calls.some((c) => c[1] === 0)).toBe(true);
    expect(s.round).toBeLessThanOrEqual(6);
    summon.mockRestore();
  });

  it("plays the Quartermaster when its own sale is announced", () => {
    let s = botScene("I:port-royal", [1, 5], ["quartermaster"]);
    s = must(s, 0, { type: "sell", cargo: { cocoa: 2, rum: 2, sugar: 0 }, treasures: [] });
    expect(botAction(s, 0, random())).toEqual({ type: "cards_play", card: "quartermaster#1" });
  });

  it("a fighter hires a Veteran Sellsword and plays it in its boarding's prelude", () => {
    let s = botScene("I:the-bay", [5, 6]);
    expect(botAction(s, 0, random())).toEqual({ type: "cards_hire", kind: "veteran-sellsword" });
    s = edit(s, (d) => {
      d.players[0].location = "short-1:0";
      d.players[1].location = "short-1:0";
      const out = takeCard(d.cards as SmtState["cards"], 0, "veteran-sellsword", 99);
      if ("error" in out) throw new Error(out.error);
      d.cards = out.cards as Draft<SmtState>["cards"];
    });
    s = must(s, 0, { type: "board", target: { seat: 1 } });
    expect(botAction(s, 0, random())).toEqual({ type: "cards_play", card: "veteran-sellsword#1" });
  });

  it("owed decisions: the plan's card from a reward, a legal route for the Smuggler", () => {
    let s = botScene("I:st-david", [7, 1], ["reckless-smuggler"]);
    s = edit(s, (d) => void d.pending.push({ kind: "chooseCard", seat: 0, deck: "crew", reason: "test" }));
    expect(botAction(s, 0, random())).toEqual({ type: "cards_take", kind: "first-mate" });
    let r = botScene("I:st-david", [1, 5], ["reckless-smuggler"]);
    r = must(r, 0, { type: "cards_play", card: "reckless-smuggler#1" });
    const route = botAction(r, 0, random());
    expect(route.type).toBe("cards_route");
    expect(game.apply(r, 0, route).ok).toBe(true);
  });
});
