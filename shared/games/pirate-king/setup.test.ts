import { PORTS } from "./content/territories";
import { pirateKing } from "./index";
import { spaceOf } from "./queries";
import { act, NAMES } from "./testing";

const seats = (n: number) => NAMES.slice(0, n).map((name) => ({ name }));

describe("Getting Started", () => {
  it.each([2, 3, 4])("%i players: 1000 bronze, one ship with a crewman and a cannon, the highest d12 chooses a port first", (n) => {
    let s = pirateKing.setup(seats(n), pirateKing.optionsSchema.parse({}), 42 + n);
    const order = s.events[0].data!.order as number[];
    const rolls = s.events[0].data!.rolls as number[];
    expect(new Set(rolls).size).toBe(n);
    expect([...rolls].sort((a, b) => b - a)).toEqual(rolls);
    expect(s.purses).toEqual(Array(n).fill(1000));
    expect(s.buriedTreasure).toBe(100);
    expect(s.ships.map((x) => [x.crew, x.cannons])).toEqual(Array(n).fill([1, 1]));
    expect(s.ships.every((x) => x.cargo === null)).toBe(true);
    const chosen: number[] = [];
    for (const seat of order) {
      expect(s.current).toBe(seat);
      const ports = pirateKing.legalActions(s, seat);
      expect(ports).toHaveLength(PORTS.length - chosen.length);
      s = act(s, seat, ports[ports.length - 1]);
      chosen.push(spaceOf(s.ships[seat]));
    }
    expect(new Set(chosen).size).toBe(n);
    expect(s.ships.every((x) => x.facing === 1 && x.cargo !== null)).toBe(true);
    expect([s.stage, s.current]).toEqual(["sail", order[0]]);
  });
  it("refuses variants the rulebook does not have", () => {
    expect(() => pirateKing.setup(seats(3), pirateKing.optionsSchema.parse({ shipsPerPlayer: 2 }), 1)).toThrow(/two ships/);
    expect(() => pirateKing.setup(seats(3), pirateKing.optionsSchema.parse({ teams: true }), 1)).toThrow(/2 v 2/);
    expect(() => pirateKing.setup([...seats(4), { name: "Eve" }], pirateKing.optionsSchema.parse({}), 1)).toThrow(/2 to 4/);
  });
  it("options default to the full game: 16 points, one ship each, no teams", () => {
    expect(pirateKing.optionsSchema.parse({})).toEqual({ shortGame: false, shipsPerPlayer: 1, teams: false, maxRounds: 200 });
  });
});
