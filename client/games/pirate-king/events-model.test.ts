import { pirateKingLog } from "../../../shared/games/pirate-king/index";
import { seaEvents, volleyDice } from "./events-model";

describe("the at-sea panel's model", () => {
  it("reads the dice of a volley sentence as the log writes it", () => {
    // The sentence comes from the game's own log: a volley event coded and read back.
    const code = pirateKingLog.encode({ kind: "volley", text: "", data: { attacker: [6, 3], defender: [5], attackerCrew: 2, defenderCrew: 0 } })!;
    const text = pirateKingLog.text(code, ["Anne", "Bart"])!.text;
    expect(volleyDice(text)).toEqual({ attacker: [6, 3], defender: [5] });
  });

  it("shows the last cards newest first and the last fight's volleys matched highest to highest", () => {
    const log = [
      { n: 1, kind: "card", text: "Anne draws Captain's Log: Fair winds. Sail 2 more." },
      { n: 2, kind: "combat", text: "Anne fights Bart's ship." },
      { n: 3, kind: "volley", text: "Cannons fire: 2-5 against 4; crew left 1 and 0." },
      { n: 4, kind: "combatEnd", text: "Anne wins the fight." },
      { n: 5, kind: "cardKept", text: "Bart draws a Pirate's Booty card and keeps it." },
    ];
    const ev = seaEvents(log);
    expect(ev.cards).toEqual([log[4].text, log[0].text]);
    expect(ev.fight).toEqual({
      title: "Anne fights Bart's ship.",
      volleys: [{ text: log[2].text, pairs: [{ attacker: 5, defender: 4, loser: "defender" }, { attacker: 2, defender: null, loser: null }] }],
      outcome: "Anne wins the fight.",
    });
  });

  it("has no fight before the first one", () => {
    expect(seaEvents([{ n: 1, kind: "turn", text: "Round 1: it is Anne's turn." }]).fight).toBeNull();
  });
});
