import { publicView, seatView } from "./view";
import { CONFIGURATIONS, playChecked } from "./selfplay";
import { heldKey } from "./cards/held";
import { scene, startedGame } from "./testing";

describe("views", () => {
  it("never show the deck order, the generator, or another seat's held cards", () => {
    const s = scene(startedGame(3), (d) => d.players[1].held.push(heldKey("piratesBooty", 10)));
    const pub = JSON.stringify(publicView(s));
    for (const word of ["rng", "cargoDeck", "logDeck", "bootyDeck", "piratesBooty:10"]) expect(pub).not.toContain(word);
    expect(publicView(s).players[1].heldCards).toBe(1);
    expect(JSON.stringify(seatView(s, 0))).not.toContain("piratesBooty:10");
    expect(seatView(s, 1).held.map((c) => c.key)).toEqual(["piratesBooty:10"]);
  });
  it("are plain JSON through a whole game", () => {
    const { final } = playChecked(3, 4, CONFIGURATIONS[4].options, [true, true, true, true], false);
    const v = publicView(final);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    expect(v.winners.length).toBeGreaterThan(0);
  });
});
