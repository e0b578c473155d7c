import { pirateKing as game } from "../../../shared/games/pirate-king/index";
import { grouped, must, newGame, playUntil, tableOf } from "./fake-table";
import { readBoard, readMoves, readPrivate } from "./view";

describe("reading Pirate King's synced table", () => {
  it("rebuilds every legal move exactly as the rules list it, from the grouped JSON text", () => {
    const s = playUntil(newGame(3, {}, 2), (x) => x.stage === "harbour", 3);
    const moves = game.legalActions(s, s.current);
    expect(readMoves({ legal: grouped(moves) })).toEqual(expect.arrayContaining(moves));
    expect(readMoves({ legal: grouped(moves) })).toHaveLength(moves.length);
    expect(readMoves({ legal: "" })).toEqual([]);
    expect(readMoves({ legal: [{ type: "endTurn" }, { nope: 1 }] })).toEqual([{ type: "endTurn" }]);
  });

  it("reads the board back, with nulls for absent fields and the treasures' view form", () => {
    const s = newGame(2, { shortGame: true }, 4);
    const t = tableOf(s, 0);
    const b = readBoard(t)!;
    expect(b.stage).toBe("ports");
    expect(b.territories).toHaveLength(24);
    expect(b.treasures).toEqual(["hidden", "hidden", "hidden", "hidden", "hidden"]);
    expect(b.wind).toBeNull();
    expect(b.pending).toBeNull();
    expect(readBoard({ ...t, board: {} })).toBeNull();
  });

  it("reads no offer (sent as an offer from a seat to itself) as null, and a real one as it is", () => {
    const s = playUntil(newGame(2, {}, 3), (x) => x.stage === "harbour" && game.legalActions(x, x.current).some((m) => m.type === "offerBronze"), 11);
    expect(readPrivate(tableOf(s, s.current), s.current)!.offer).toBeNull();
    const bronze = game.legalActions(s, s.current).find((m) => m.type === "offerBronze" && m.delta > 0)!;
    const drafted = must(s, s.current, bronze);
    const offer = readPrivate(tableOf(drafted, s.current), s.current)!.offer!;
    expect(offer.from).toBe(s.current);
    expect(offer.to).toBe(1 - s.current);
    expect(offer.sent).toBe(false);
    expect(readPrivate(tableOf(drafted, null), null)).toBeNull();
  });
});
