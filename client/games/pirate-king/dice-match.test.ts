import { matchDice } from "./dice-match";

describe("combat dice matched highest to highest", () => {
  it.each([
    // The lower die of each pair loses a crewman; ties do nothing; extra dice are dropped.
    [[3, 6], [5], [{ attacker: 6, defender: 5, loser: "defender" }, { attacker: 3, defender: null, loser: null }]],
    [[2, 4], [4, 1], [{ attacker: 4, defender: 4, loser: null }, { attacker: 2, defender: 1, loser: "defender" }]],
    [[1], [6, 2], [{ attacker: 1, defender: 6, loser: "attacker" }, { attacker: null, defender: 2, loser: null }]],
  ])("%j against %j", (a, d, pairs) => {
    expect(matchDice(a, d)).toEqual(pairs);
  });
});
