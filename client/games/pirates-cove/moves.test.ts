import { pirateCove as game } from "../../../shared/games/pirates-cove";
import { playBotGame } from "../../../server/games/pirates-cove/bot-game";
import { pirateCoveBoard, pirateCoveSchemas } from "../../../server/games/pirates-cove/schema";
import { legalMovesOf } from "../../../server/table/legal-moves";
import { lockMove, setCourse, syncCourse, type Course } from "./course";
import { cardNamer, describeMove, distinctMoves, groupMoves, namesFrom, volleyDice } from "./moves";
import { readBoard, readPrivate, type Action } from "./view";
import type { TableState } from "../../table/protocol";

const drop = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (_k, x) => (x === null ? undefined : x)));

/** A table state as the client decodes it (nulls absent), at a bot game's state `s`, seen by `seat`. */
function tableAt(s: Parameters<typeof game.publicView>[0], seat: number): TableState {
  return {
    code: "ABCDEF", game: "pirates-cove", status: "playing", version: 1, hostSeat: 0, spectators: 0, isPublic: false,
    seats: s.names.map((name, index) => ({ index, name, taken: true, connected: true, bot: false, botActing: false })),
    active: game.activeSeats(s),
    board: drop(pirateCoveBoard(game.publicView(s) as Parameters<typeof pirateCoveBoard>[0])),
    result: { winners: [], scores: [], summary: "" },
    private: { [String(seat)]: { ...(drop(game.seatView(s, seat)) as object), ...legalMovesOf(game, pirateCoveSchemas, s, seat) } },
  } as unknown as TableState;
}

describe("Pirate's Cove moves at the table", () => {
  it("offers every legal move once, in exactly one group, each with its own label, over whole games", () => {
    const kinds = new Set<string>();
    for (const seed of [1, 2]) {
      playBotGame(4, {}, seed, (s, seat) => {
        if (seat === null) return;
        const state = tableAt(s, seat);
        const mine = readPrivate(state, seat)!;
        const legal = game.legalActions(s, seat) as Action[];
        // The grouped wire form puts `type` last; the moves are the same, in the same order within a type.
        expect(mine.moves.length).toBe(legal.length);
        expect(new Set(mine.moves.map((m) => JSON.stringify(m, Object.keys(m).sort())))).toEqual(new Set(legal.map((m) => JSON.stringify(m, Object.keys(m).sort()))));
        const g = groupMoves(mine.moves);
        const grouped = [...g.islands.values(), ...[...g.targets.values()].flat(), ...[...g.cards.values()].flat(), ...g.buttons];
        expect(grouped.length).toBe(legal.length);
        expect(new Set(grouped)).toEqual(new Set(mine.moves));
        const names = namesFrom(readBoard(state), s.names, cardNamer(readBoard(state), mine));
        // One entry per label; moves sharing a label differ only in which copy of a card they play.
        const listed = distinctMoves(mine.moves, names);
        for (const m of mine.moves) {
          const same = listed.find((l) => l.label === describeMove(m, names))!;
          expect(same).toBeDefined();
          if (same.move !== m) {
            expect({ ...same.move, card: 0 }).toEqual({ ...m, card: 0 });
            const kind = (id: number) => mine.hand.find((c) => c.id === id)?.kind;
            expect(kind((m as { card: number }).card)).toBe(kind((same.move as { card: number }).card));
          }
        }
        for (const m of legal) kinds.add(m.type);
      });
    }
    // The games went through every part of a month.
    for (const k of ["navigate", "pass", "fire", "flee", "stay", "upgrade", "endUpgrade", "bury", "buyCard"]) expect(kinds).toContain(k);
  });

  it.each([
    ["P0 fires at P1's hull: 5, 2, 6; 2 hits.", [5, 2, 6], 2],
    ["The Flying Dutchman fires at P2's hull: 1; 0 hits.", [1], 0],
    ["P1 fires at the Royal Navy's hull: no dice; 0 hits.", [], 0],
  ])("reads the dice of a volley: %s", (text, dice, hits) => {
    expect(volleyDice(text)).toEqual({ dice, hits });
  });

  it("reads no dice from another line", () => {
    expect(volleyDice("Month 3 of 12 begins.")).toBeNull();
  });
});

describe("the navigation wheel", () => {
  const legal = new Map<number, Action>([[2, { type: "navigate", island: 2 }], [6, { type: "navigate", island: 6 }]]);
  it("is set only on a listed island and sends nothing until locked", () => {
    let c: Course = { set: null, locked: null };
    expect(lockMove(c, legal)).toBeNull();
    c = setCourse(c, 4, legal);
    expect(c.set).toBeNull();
    c = setCourse(c, 2, legal);
    c = setCourse(c, 6, legal);
    expect(c).toEqual({ set: 6, locked: null });
    expect(lockMove(c, legal)).toEqual({ type: "navigate", island: 6 });
  });

  it("stays locked on the server's destination, and clears when navigation ends", () => {
    let c = syncCourse({ set: 2, locked: null }, 2, true);
    expect(c).toEqual({ set: 2, locked: 2 });
    expect(setCourse(c, 6, legal)).toBe(c);
    expect(lockMove(c, legal)).toBeNull();
    c = syncCourse(c, null, false);
    expect(c).toEqual({ set: null, locked: null });
    // A Crow's nest cancels the choices: the server no longer holds one, the wheel unlocks.
    expect(syncCourse({ set: 2, locked: 2 }, null, true)).toEqual({ set: 2, locked: null });
  });
});
