import { Random, seedRng } from "../../../shared/engine/rng";
import { sectionFor } from "../../table/rules-panel";
import { readableRejection } from "../../table/session";
import { game, newGame, must } from "./fake-table";
import { SMT_RULES } from "./rules-text";
import type { SmtAction, SmtState } from "../../../shared/games/shiver-me-timbers/index";

/**
 * Every rejection the rules give a seat at the table (issue 17 item 5 / 18 item 5): the server's
 * sentence, with a `rule` that opens a section of the rules panel. The rejections are found by
 * trying, at states of whole bot games (every module on), every move any seat was ever offered
 * in those games, from every seat.
 */
function states(seats: number, options: Record<string, unknown>, seed: number): { all: SmtState[]; moves: SmtAction[] } {
  const all: SmtState[] = [];
  const moves = new Map<string, SmtAction>();
  let s = newGame(seats, options, seed);
  const random = Random.from(seedRng(seed * 17 + 3));
  for (let k = 0; k < 3000 && s.phase !== "over"; k++) {
    all.push(s);
    for (const seat of game.activeSeats(s)) for (const a of game.legalActions(s, seat)) if (moves.size < 4000) moves.set(JSON.stringify(a), a);
    const seat = game.activeSeats(s)[0];
    if (seat === undefined) break;
    s = must(s, seat, game.bot(s, seat, random));
  }
  return { all, moves: [...moves.values()] };
}

describe("rejections at a Shiver Me Timbers table", () => {
  const runs = [
    states(3, { resilientShips: true, events: true }, 11),
    states(4, { epic: true, events: true, map: "custom" }, 9),
    states(2, {}, 4),
  ];
  const found = new Map<string, { code: string; message: string; rule?: string }>();
  for (const { all, moves } of runs) {
    // One move per type and shape at each sampled state keeps this to seconds.
    const byType = new Map<string, SmtAction[]>();
    for (const m of moves) byType.set(m.type, [...(byType.get(m.type) ?? []), m]);
    const tries = [...byType.values()].flatMap((list) => list.filter((_, i) => i % Math.ceil(list.length / 6) === 0));
    all.filter((_, i) => i % 20 === 0).forEach((s) => {
      for (let seat = 0; seat < s.players.length; seat++) {
        for (const a of tries) {
          const out = game.apply(s, seat, a);
          if (!out.ok && !found.has(`${out.rejection.code} ${out.rejection.rule}`)) found.set(`${out.rejection.code} ${out.rejection.rule}`, { ...out.rejection });
        }
      }
    });
  }

  it("are many and varied (the search finds them)", () => {
    expect(new Set([...found.values()].map((r) => r.code.split("/")[0])).size).toBeGreaterThan(8);
    expect(found.size).toBeGreaterThan(30);
  });

  it("each come as a sentence with a rulebook section the rules panel opens", () => {
    const unlinked = [...found.values()].filter((r) => !r.rule || !sectionFor(SMT_RULES, r.rule)).map((r) => `${r.code} (${r.rule ?? "no rule"})`);
    expect(unlinked).toEqual([]);
    for (const r of found.values()) {
      const shown = readableRejection({ code: r.code, message: r.message, rule: r.rule } as Parameters<typeof readableRejection>[0], true);
      expect(shown.message).toMatch(/^[A-Z0-9"'].{9,}[.!?)]$/);
      expect(shown.message).not.toMatch(/\bversion\b/i);
    }
  });
});
