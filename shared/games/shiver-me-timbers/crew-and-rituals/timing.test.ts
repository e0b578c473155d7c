import type { Timing } from "../content/effects";
import { timingAllows } from "./timing";
import type { WindowTrigger } from "./types";

const t = (moment: WindowTrigger["moment"], action: WindowTrigger["action"], combatants?: number[]): WindowTrigger =>
  combatants ? { moment, action, active: 0, combatants } : { moment, action, active: 0 };

// seat 0 is active; seat 1 fights in the combat; seat 2 watches.
const cases: readonly [Timing, WindowTrigger, number, boolean][] = [
  ["anyTime", t("end", "upgrade"), 2, true],
  ["ownTurn", t("end", "upgrade"), 0, true],
  ["ownTurn", t("end", "upgrade"), 1, false],
  ["ownTravel", t("announce", "travel"), 0, true],
  ["ownTravel", t("end", "travel"), 0, false],
  ["ownTravel", t("announce", "travel"), 1, false],
  ["ownTrade", t("announce", "trade"), 0, true],
  ["ownTrade", t("announce", "travel"), 0, false],
  ["ownHunt", t("announce", "treasureHunt"), 0, true],
  ["ownHunt", t("end", "monsterHunt"), 0, true],
  ["ownHunt", t("announce", "treasureHunt"), 1, false],
  ["combat", t("announce", "board", [0, 1]), 1, true],
  ["combat", t("announce", "board", [0, 1]), 0, true],
  ["combat", t("announce", "board", [0, 1]), 2, false],
  ["combat", t("announce", "travel"), 0, false],
];

describe("when a card may be played", () => {
  it.each(cases)("%s in %j by seat %i: %s", (timing, trigger, seat, allowed) => {
    expect(timingAllows(timing, trigger, seat)).toBe(allowed);
  });
});
