import { bootyDiceLogText } from "../../shared/games/booty-dice/log-text";
import { listGames } from "../../shared/games/registry";
import { gamesWithLogText, loadLogText } from "../games/log-texts";
import { decodeLog } from "./protocol";

describe("decodeLog", () => {
  const names = ["Anne", "Bob"];

  it("writes coded entries with the game's text function and keeps text entries as they are", () => {
    expect(decodeLog([7, [0, 1, "DDSCXW"], "table/away", "Anne is away.", [13, 0]], bootyDiceLogText, names)).toEqual([
      { n: 7, kind: "roll", text: "Bob rolls: Doubloon, Doubloon, Shield, Cutlass, X Marks the Spot, Walk the Plank." },
      { n: 8, kind: "table/away", text: "Anne is away." },
      { n: 9, kind: "turn", text: "It is Anne's turn." },
    ]);
  });

  // The chunks themselves are fetched in the browser tests (jest runs no dynamic imports).
  it("the table page has a text function for every game, and none for an unknown game", async () => {
    expect([...gamesWithLogText].sort()).toEqual(listGames().map((g) => g.id).sort());
    expect(await loadLogText("no-such-game")).toBeUndefined();
  });

  it("a code it cannot read still takes its number, with a neutral sentence", () => {
    const entries = decodeLog([3, [99], "k", "t"], bootyDiceLogText, names);
    expect(entries.map((e) => e.n)).toEqual([3, 4]);
    expect(entries[0].kind).toBe("unknown");
    expect(entries[1]).toEqual({ n: 4, kind: "k", text: "t" });
    expect(decodeLog([3, [0, 0, "DDDDDD"]]).map((e) => e.kind)).toEqual(["unknown"]);
  });

  it("anything that is not a log message reads as no entries", () => {
    expect(decodeLog(null)).toEqual([]);
    expect(decodeLog(["x"])).toEqual([]);
    expect(decodeLog([1, "dangling"])).toEqual([]);
  });
});
