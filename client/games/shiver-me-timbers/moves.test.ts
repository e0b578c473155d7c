import { describeMove, goalChoice, goalsToPick, groupMoves, namesFrom } from "./moves";
import { game, newGame, playUntil, tableState } from "./fake-table";
import { readBoard, readMoves, readPrivate } from "./view";
import type { SmtState } from "../../../shared/games/shiver-me-timbers/index";

/** States along a bot game: set-up phases, turns in play, the end. */
function states(seats: number, options: Record<string, unknown>, seed: number): SmtState[] {
  const out: SmtState[] = [];
  let s = newGame(seats, options, seed);
  for (let k = 0; k < 120; k++) {
    out.push(s);
    const next = playUntil(s, (x) => x.version >= s.version + 3);
    if (next === s) break;
    s = next;
  }
  return out;
}

const SAMPLES = [...states(2, {}, 3), ...states(3, { map: "custom" }, 5), ...states(2, { epic: true }, 8)];

describe("moves from the server", () => {
  it("every legal move of every sampled seat lands in exactly one group, and a label never shows raw objects", () => {
    let seen = 0;
    for (const s of SAMPLES) {
      for (const seat of game.activeSeats(s)) {
        const table = tableState(s, seat);
        const mine = readPrivate(table, seat)!;
        const legal = game.legalActions(s, seat);
        expect(mine.moves.length).toBe(legal.length);
        expect(mine.moves).toEqual(expect.arrayContaining([...legal]));
        const g = groupMoves(mine.moves);
        const grouped = [...g.travel.values(), ...[...g.attacks.values()].flat(), ...g.island, ...g.free, ...(g.endTurn ? [g.endTurn] : []),
          ...g.chooseGoals, ...g.chooseOrigin, ...g.buildMap, ...g.other];
        expect(grouped.length).toBe(mine.moves.length);
        for (const m of mine.moves) expect(grouped).toContain(m);
        const names = namesFrom(readBoard(table), ["Anne", "Bart", "Cleo"]);
        for (const m of mine.moves) {
          const label = describeMove(m, names);
          expect(label).not.toMatch(/\[object|undefined|NaN/);
          expect(label.length).toBeGreaterThan(3);
        }
        seen += mine.moves.length;
      }
    }
    expect(seen).toBeGreaterThan(200);
  });

  it("says moves the way a player does", () => {
    const names = { seat: (s: number) => ["Anne", "Bart"][s], goal: (id: number) => (id === 1 ? "Merchant Prince" : "Tomb Raider") };
    expect(describeMove({ type: "travel", to: "I:sao-tome" }, names)).toBe("Sail to São Tomé");
    const [far, buy, sell] = readMoves({
      legal: JSON.stringify({ travel: [{ to: "floating-market:3" }], buy: [{ resource: "rum", units: 2 }], sell: [{ cargo: { cocoa: 0, rum: 2, sugar: 0 }, treasures: [] }] }),
      hints: JSON.stringify({ travel: [{ cost: 4 }], buy: [{ gold: -200 }], sell: [{ gold: 800 }] }),
    });
    expect(describeMove(far, names)).toBe("Sail to the Floating Market (4 movement)");
    expect(far).toEqual({ type: "travel", to: "floating-market:3" }); // the hint stays beside the move, never in it
    expect(describeMove(buy, names)).toBe("Buy 2 rum (pay 200 G)");
    expect(describeMove(sell, names)).toBe("Sell 2 rum (+800 G)");
    expect(describeMove({ type: "travel", to: "short-2:1" }, names)).toBe("Sail to anchorage 2 of short route 2");
    expect(describeMove({ type: "buy", resource: "rum", units: 3 }, names)).toBe("Buy 3 rum");
    expect(describeMove({ type: "sell", cargo: { cocoa: 2, rum: 0, sugar: 1 }, treasures: [] }, names)).toBe("Sell 2 cocoa, 1 sugar");
    expect(describeMove({ type: "gunfight", target: { seat: 1 } }, names)).toBe("Gunfight Bart");
    expect(describeMove({ type: "board", target: { merchant: true } }, names)).toBe("Board the merchant");
    expect(describeMove({ type: "hideGold", amount: 1200 }, names)).toBe("Hide 1,200 G in your chest");
    expect(describeMove({ type: "chooseGoals", goals: [1, 3] }, names)).toBe("Keep Merchant Prince + Tomb Raider as secret goals");
    expect(describeMove({ type: "chooseOrigin", origin: "the-bay", talent: "navigator" }, names)).toBe("Start from The Bay as Navigator");
    expect(describeMove({ type: "endTurn" }, names)).toBe("End your turn");
  });

  it("a ticked set of goals is the legal choice with exactly those goals, in any order", () => {
    const s = newGame(2, {}, 3);
    const g = groupMoves(game.legalActions(s, 0));
    expect(goalsToPick(g.chooseGoals)).toBe(2);
    const [a, b, c] = s.goalsInPlay;
    expect(goalChoice(g.chooseGoals, [b, a])).toEqual({ type: "chooseGoals", goals: [a, b] });
    expect(goalChoice(g.chooseGoals, [a])).toBeNull();
    expect(goalChoice(g.chooseGoals, [a, b, c])).toBeNull();
    const epic = groupMoves(game.legalActions(newGame(2, { epic: true }, 3), 0));
    expect(goalsToPick(epic.chooseGoals)).toBe(3);
  });
});
