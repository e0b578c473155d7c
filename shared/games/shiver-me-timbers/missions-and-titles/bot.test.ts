import { Random, seedRng } from "../../../engine";
import { missionOwedBot } from "./bot";
import { on, stackedMissions } from "./test-missions";
import type { MissionState } from "./types";

const random = () => Random.from(seedRng(2));
const player = (p: Partial<MissionState["players"][number]>): MissionState => {
  const m = stackedMissions(1);
  return { ...m, players: [{ ...m.players[0], ...p }] };
};

describe("the mission bot's owed decisions", () => {
  it("claims a completed mission first", () => {
    const m = player({ held: [{ card: "tidings-st-david", revealed: true, met: [false] }] });
    expect(missionOwedBot(m, 0, on("st-david"), random())).toEqual({ type: "mission_claim", card: "tidings-st-david" });
  });

  it("keeps a title quest over a small errand, and drops the weakest mission when over the limit", () => {
    expect(missionOwedBot(player({ look: ["tidings-the-bay", "quest-kings-privateer", "secret-spy"] }), 0, on("port-royal"), random())).toEqual({ type: "mission_keep", card: "quest-kings-privateer" });
    const over = player({ held: ["secret-raise", "secret-spy", "quest-kings-privateer", "supply-port-royal"].map((card) => ({ card, revealed: true, met: card.startsWith("quest") ? [false, false, false] : [false] })), mustDiscard: true });
    expect(missionOwedBot(over, 0, on(null), random())).toEqual({ type: "mission_discard", card: "secret-raise" });
  });
});
