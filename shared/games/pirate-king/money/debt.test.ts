import { pirateKing } from "../index";
import { act, scene, startedGame, tid } from "../testing";
import { charge } from "./pay";
import { runQueue } from "../flow/tasks";
import { checkInvariants } from "../invariants";

/** A seat owing `amount` as a bounty to the other seat, with the given holdings. */
function owing(amount: number, purse: number, edit: (d: ReturnType<typeof startedGame>) => void = () => undefined) {
  const s = startedGame(2);
  const debtor = s.current;
  return scene(s, (d) => {
    d.stage = "resolve";
    const spare = d.purses[d.players[debtor].purse] - purse;
    d.purses[d.players[debtor].purse] = purse;
    d.merchantNet -= spare;
    edit(d);
    charge(d, debtor, 1 - debtor, amount, "bounty", 1 - debtor);
    runQueue(d);
  });
}

describe("Combat › Bounty: paying more than the purse holds", () => {
  it("cash goes first down to the last 50, then the debtor chooses what to tear down for its full value", () => {
    const d = owing(500, 300, (d) => (d.territories[tid("Havana")] = { owner: d.current, level: 2 }));
    const debtor = d.current;
    expect(d.purses[d.players[debtor].purse]).toBe(50);
    expect(d.pending).toMatchObject({ kind: "debt", seat: debtor });
    expect(pirateKing.legalActions(d, debtor)).toEqual([{ type: "tearDown", territory: tid("Havana") }]);
    const one = act(d, debtor, { type: "tearDown", territory: tid("Havana") });
    expect(one.territories[tid("Havana")].level).toBe(1);
    const two = act(one, debtor, { type: "tearDown", territory: tid("Havana") });
    // 250 + 100 + 100 paid, 50 left over: with nothing more to raise the last 50 is paid too.
    expect(two.pending).toBeNull();
    expect(two.purses[two.players[1 - debtor].purse]).toBe(1000 + 500);
    expect(two.purses[two.players[debtor].purse]).toBe(0);
    checkInvariants(two);
  });
  it("Great Treasures may be sold instead, and need not be sold first", () => {
    const d = owing(600, 100, (d) => {
      d.treasures[2] = d.current;
      d.territories[tid("Havana")] = { owner: d.current, level: 1 };
    });
    const debtor = d.current;
    expect(pirateKing.legalActions(d, debtor)).toEqual([{ type: "tearDown", territory: tid("Havana") }, { type: "sellTreasure", treasure: 2 }]);
    const sold = act(d, debtor, { type: "sellTreasure", treasure: 2 });
    expect(sold.treasures[2]).toBe(-2);
    // 50 + 500 paid, 50 kept back while Havana could still be torn down.
    expect(sold.pending).toMatchObject({ kind: "debt", debt: { amount: 50 } });
    const torn = act(sold, debtor, { type: "tearDown", territory: tid("Havana") });
    expect(torn.pending).toBeNull();
    expect(torn.purses[torn.players[debtor].purse]).toBe(50 + 100 - 50);
  });
  it("with nothing left the Merchant pays the difference and the winner takes a territory of choice", () => {
    const d = owing(500, 120, (d) => {
      d.territories[tid("Havana")] = { owner: d.current, level: 0 };
      d.territories[tid("Nassau")] = { owner: d.current, level: 0 };
    });
    const debtor = d.current;
    const winner = 1 - debtor;
    expect(d.purses[d.players[winner].purse]).toBe(1500);
    expect(d.pending).toEqual({ kind: "seize", seat: winner, from: debtor });
    const taken = act(d, winner, { type: "seize", territory: tid("Nassau") });
    expect(taken.territories[tid("Nassau")].owner).toBe(winner);
    checkInvariants(taken);
  });
  it("a fine the purse cannot pay is made up by the Merchant, and nothing is seized", () => {
    const s = startedGame(2);
    const seat = s.current;
    const d = scene(s, (d) => {
      d.stage = "resolve";
      d.purses[d.players[seat].purse] = 30;
      d.merchantNet -= 970;
      charge(d, seat, "chest", 100, "fine");
      runQueue(d);
    });
    expect(d.pending).toBeNull();
    expect(d.buriedTreasure).toBe(200);
    checkInvariants(d);
  });
});
