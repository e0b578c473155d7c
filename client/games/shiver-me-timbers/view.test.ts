import { hintOf, readBoard, readMoves, readPrivate } from "./view";
import { game, newGame, playUntil, tableState, wire } from "./fake-table";

describe("reading the synced table", () => {
  it("reads the board of every phase the way the rules wrote it", () => {
    for (const stop of ["goals", "origins", "map", "play", "over"] as const) {
      const s = playUntil(newGame(3, { map: "custom" }, 9), (x) => x.phase === stop, 8000);
      expect(s.phase).toBe(stop);
      const board = readBoard(tableState(s, null))!;
      expect(board.phase).toBe(stop);
      expect(board.players.map((p) => p.gold)).toEqual(s.players.map((p) => p.gold));
      expect(board.map.routes.length).toBe(s.map.routes.length);
      expect(board.turn === null).toBe(s.phase !== "play");
    }
  });

  it("waits with no board, and gives a spectator no private part", () => {
    const s = newGame(2);
    expect(readBoard({ ...tableState(s, null), board: {} })).toBeNull();
    expect(readPrivate(tableState(s, null), null)).toBeNull();
    expect(readPrivate(tableState(s, null), 0)).toBeNull();
    expect(readPrivate(tableState(s, 0), 0)!.moves).toEqual(game.legalActions(s, 0)); // one type only: the order is the rules' order
  });

  it("takes the legal moves as a list, as one JSON string, or grouped by type", () => {
    const moves = [{ type: "travel", to: "I:the-bay" }, { type: "endTurn" }];
    expect(readMoves({ legal: moves })).toEqual(moves);
    expect(readMoves({ legal: JSON.stringify(moves) })).toEqual(moves);
    expect(readMoves({ legal: { travel: [{ to: "I:the-bay" }], endTurn: [{}] } })).toEqual([{ type: "travel", to: "I:the-bay" }, { type: "endTurn" }]);
    const [sail, end] = readMoves({ legal: JSON.stringify({ travel: [{ to: "I:the-bay" }], endTurn: [{}] }), hints: JSON.stringify({ travel: [{ cost: 3 }] }) });
    expect(hintOf(sail)).toEqual({ cost: 3 });
    expect(hintOf(end)).toBeNull();
    expect(readMoves({ legal: "", hints: "" })).toEqual([]);
    expect(readMoves({ legal: "not json" })).toEqual([]);
    expect(readMoves({})).toEqual([]);
    expect(wire({ a: null, b: [null, 1] })).toEqual({ b: [null, 1] });
  });
});
