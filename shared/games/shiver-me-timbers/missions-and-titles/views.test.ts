import { missionPublicView, missionSeatView } from "./views";
import { stackedMissions } from "./test-missions";
import type { MissionState } from "./types";

describe("mission views never show secret tasks, looks or the deck", () => {
  const base = stackedMissions(2, ["hunt-dutch", "secret-gold"]);
  const m: MissionState = {
    ...base,
    players: [
      { held: [{ card: "secret-spy", revealed: false, met: [true] }, { card: "tidings-the-bay", revealed: true, met: [false] }], look: null, mustDiscard: false, completed: ["supply-rum"], titles: [] },
      { held: [], look: ["free-uncle", "secret-monster", "quest-royal-cartographer"], mustDiscard: false, completed: [], titles: ["kings-privateer"] },
    ],
  };

  it("the public view shows revealed missions, counts, completed missions and titles only", () => {
    const view = missionPublicView(m);
    const text = JSON.stringify(view);
    for (const hidden of ["secret-spy", "free-uncle", "secret-monster", "quest-royal-cartographer", "hunt-dutch", "secret-gold"]) expect(text).not.toContain(hidden);
    expect(view.players[0]).toMatchObject({ hiddenCount: 1, revealed: [{ card: "tidings-the-bay" }], completed: ["supply-rum"] });
    expect(view.players[1]).toMatchObject({ lookingAt: 3, titles: ["kings-privateer"] });
  });

  it("a seat sees its own secret tasks and its look, not another's", () => {
    expect(missionSeatView(m, 0).held.map((h) => h.card)).toEqual(["secret-spy", "tidings-the-bay"]);
    expect(JSON.stringify(missionSeatView(m, 0))).not.toContain("free-uncle");
    expect(missionSeatView(m, 1).look).toEqual(["free-uncle", "secret-monster", "quest-royal-cartographer"]);
    expect(JSON.stringify(missionSeatView(m, 1))).not.toContain("secret-spy");
  });
});
