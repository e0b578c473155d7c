import type { MissionAction } from "./actions";
import { applyMission } from "./apply";
import { keepOrder, on, stackedMissions } from "./test-missions";
import type { MissionContext, MissionState } from "./types";

// Missions › Example: on Port Royal, acquire a mission, look at the top three, select
// "Tidings: St. David", return the other two, reveal it; two travel actions to St. David; take
// 500 G and a crew card and place the mission in the chest.
interface Step {
  readonly says: string;
  readonly action: MissionAction;
  readonly ctx: MissionContext;
  readonly expect: (m: MissionState) => unknown;
  readonly is: unknown;
}

const steps: readonly Step[] = [
  { says: "take the action Acquire a Mission and look at the top three", action: { type: "mission_acquire" }, ctx: on("port-royal"),
    expect: (m) => m.players[0].look, is: ["supply-rum", "tidings-st-david", "secret-raise"] },
  { says: "select Tidings: St. David and reveal it; the other two go back", action: { type: "mission_keep", card: "tidings-st-david" }, ctx: on("port-royal"),
    expect: (m) => [m.players[0].held, m.deck.slice(-2)], is: [[{ card: "tidings-st-david", revealed: true, met: [false] }], ["supply-rum", "secret-raise"]] },
];

describe("the rulebook's mission example: Tidings: St. David", () => {
  it("acquires, reveals, and cannot claim before reaching St. David", () => {
    let m = stackedMissions(2, ["supply-rum", "tidings-st-david", "secret-raise"]);
    for (const step of steps) {
      const r = applyMission(m, 0, step.action, step.ctx, keepOrder);
      if (!r.ok) throw new Error(`${step.says}: ${r.rejection.code}`);
      m = r.missions;
      expect([step.says, step.expect(m)]).toEqual([step.says, step.is]);
    }
    const early = applyMission(m, 0, { type: "mission_claim", card: "tidings-st-david" }, on("port-royal"), keepOrder);
    expect(early.ok ? "ok" : early.rejection.code).toBe("mission/not_met");
    // "You take two travel actions which allows you to comfortably reach St. David."
    const r = applyMission(m, 0, { type: "mission_claim", card: "tidings-st-david" }, on("st-david"), keepOrder);
    if (!r.ok) throw new Error(r.rejection.code);
    expect(r.claimed).toEqual({
      card: "tidings-st-david",
      rewards: [{ kind: "gold", amount: 500 }, { kind: "crewCard" }],
      pay: { gold: 0, cargo: { cocoa: 0, rum: 0, sugar: 0 } },
      vp: 1,
      title: null,
    });
    // "…and place the mission in your chest to track Victory Points."
    expect([r.missions.players[0].held, r.missions.players[0].completed]).toEqual([[], ["tidings-st-david"]]);
  });
});
