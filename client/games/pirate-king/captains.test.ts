import { pirateKing as game, type PirateKingPublicView } from "../../../shared/games/pirate-king/index";
import { captains } from "./captains";
import { NAMES, newGame, playUntil, tableOf } from "./fake-table";
import { readBoard, readPrivate } from "./view";

describe("the captains panel's rows", () => {
  const state = playUntil(newGame(3, { shortGame: true }, 5), (s) => s.players.some((p) => p.held.length > 0) && s.territories.some((t) => t.owner !== null), 4);
  const holder = state.players.findIndex((p) => p.held.length > 0);
  const other = (holder + 1) % 3;

  it("shows every captain's bronze, prestige, ships and territories as the board has them", () => {
    const t = tableOf(state, other);
    const board = readBoard(t)!;
    const cards = captains(board, readPrivate(t, other), other, t.active, NAMES);
    const view = game.publicView(state) as PirateKingPublicView;
    expect(cards).toHaveLength(3);
    cards.forEach((c, seat) => {
      expect(c.rows.find((r) => r.key === "bronze")!.value).toBe(String(view.players[seat].bronze));
      expect(c.rows.every((r) => r.tip.length > 20)).toBe(true);
      const owned = view.territories.filter((x) => x.owner === seat).length;
      expect(c.rows.find((r) => r.key === "territories")!.value.split(", ").length).toBe(Math.max(owned, 1));
    });
  });

  it("lists held cards by name for their holder only; the others see a count", () => {
    const mine = tableOf(state, holder);
    const asHolder = captains(readBoard(mine)!, readPrivate(mine, holder), holder, [], NAMES);
    expect(asHolder[holder].held.map((c) => c.title)).toHaveLength(state.players[holder].held.length);
    const theirs = tableOf(state, other);
    const asOther = captains(readBoard(theirs)!, readPrivate(theirs, other), other, [], NAMES);
    expect(asOther[holder].held).toEqual([]);
    expect(asOther[holder].rows.find((r) => r.key === "cards")!.value).toBe(String(state.players[holder].held.length));
  });

  it("shows a ship waiting for its port of origin as not at sea yet, not as sunk", () => {
    const start = newGame(3, { shortGame: true }, 5);
    const t = tableOf(start, 0);
    const board = readBoard(t)!;
    expect(board.stage).toBe("ports");
    const ships = captains(board, readPrivate(t, 0), 0, t.active, NAMES).map((c) => c.rows.find((r) => r.key.startsWith("ship-"))!.value);
    expect(ships).toEqual(Array(3).fill("not at sea yet: chooses a port of origin"));
  });
});
